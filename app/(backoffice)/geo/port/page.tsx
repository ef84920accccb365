// /geo/port: ports (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/geo/port');

export default async function Page() {
  const session = await requireRoute('/geo/port');
  return <ResourceScreen screenIds={['port']} scopes={session?.user.scopes ?? []} />;
}
