// /product/stock: stock movements (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/product/stock');

export default async function Page() {
  const session = await requireRoute('/product/stock');
  return <ResourceScreen screenIds={['inventory']} scopes={session?.user.scopes ?? []} />;
}
