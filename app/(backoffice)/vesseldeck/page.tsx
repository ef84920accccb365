// /vesseldeck: vessel decks (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/vesseldeck');

export default async function Page() {
  const session = await requireRoute('/vesseldeck');
  return <ResourceScreen screenIds={['vesseldeck']} scopes={session?.user.scopes ?? []} />;
}
