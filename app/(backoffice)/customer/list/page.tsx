// /customer/list: the customers (generic resource list; search by name, e-mail, phone, passport
// and booking number through the customers module). A row opens /customer/view/:id.
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer/list');

export default async function Page() {
  const session = await requireRoute('/customer/list');
  return <ResourceScreen screenIds={['customers']} scopes={session?.user.scopes ?? []} />;
}
