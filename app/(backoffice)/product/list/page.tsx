// /product/list: products (generic resource list, lib/resources/screens).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/product/list');

export default async function Page() {
  const session = await requireRoute('/product/list');
  return <ResourceScreen screenIds={['product']} scopes={session?.user.scopes ?? []} />;
}
