// /dive/type: dive types (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/type');

export default async function Page() {
  const session = await requireRoute('/dive/type');
  return <ResourceScreen screenIds={['divetype']} scopes={session?.user.scopes ?? []} />;
}
