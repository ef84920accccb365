// /dive/log: dive log (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/dive/log');

export default async function Page() {
  const session = await requireRoute('/dive/log');
  return <ResourceScreen screenIds={['divelog']} scopes={session?.user.scopes ?? []} />;
}
