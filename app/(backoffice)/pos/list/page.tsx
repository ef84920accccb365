// /pos/list: POS items (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/pos/list');

export default async function Page() {
  const session = await requireRoute('/pos/list');
  return <ResourceScreen screenIds={['pos']} scopes={session?.user.scopes ?? []} />;
}
