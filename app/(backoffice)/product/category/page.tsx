// /product/category: product categories and suppliers (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/product/category');

export default async function Page() {
  const session = await requireRoute('/product/category');
  return <ResourceScreen screenIds={['productcategory',  'supplier']} scopes={session?.user.scopes ?? []} />;
}
