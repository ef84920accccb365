// /room/list: rooms and cabins (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/room/list');

export default async function Page() {
  const session = await requireRoute('/room/list');
  return <ResourceScreen screenIds={['rooms']} scopes={session?.user.scopes ?? []} />;
}
