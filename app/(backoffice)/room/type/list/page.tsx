// /room/type/list: room types (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/room/type/list');

export default async function Page() {
  const session = await requireRoute('/room/type/list');
  return <ResourceScreen screenIds={['roomtypes']} scopes={session?.user.scopes ?? []} />;
}
