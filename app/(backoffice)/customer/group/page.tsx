// /customer/group: customer groups (generic resource list, lib/resources/screens). A page of its
// own, because /customer/:id would otherwise answer it.
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/group');

export default async function Page() {
  const session = await requireRoute('/customer/group');
  return <ResourceScreen screenIds={['customergroup']} scopes={session?.user.scopes ?? []} />;
}
