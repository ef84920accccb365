// /dive/site: dive sites (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/site');

export default async function Page() {
  const session = await requireRoute('/dive/site');
  return <ResourceScreen screenIds={['divesite']} scopes={session?.user.scopes ?? []} />;
}
