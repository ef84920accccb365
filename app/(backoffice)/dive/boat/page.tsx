// /dive/boat: dive boats (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/boat');

export default async function Page() {
  const session = await requireRoute('/dive/boat');
  return <ResourceScreen screenIds={['diveboat']} scopes={session?.user.scopes ?? []} />;
}
