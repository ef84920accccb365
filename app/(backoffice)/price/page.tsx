// /price: price lists (generic resource list, lib/resources/screens; copy and delete per row).
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/price');

export default async function Page() {
  const session = await requireRoute('/price');
  return <ResourceScreen screenIds={['price']} scopes={session?.user.scopes ?? []} />;
}
