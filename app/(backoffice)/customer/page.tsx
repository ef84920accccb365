// /customer: a customer's own data (customers.self: their record, stays, bookings, payments and
// guest forms, the view of /customer/view/:id); an agency's customers (agencies.self) and staff
// (customers.read) get the customer list, which the upstream limits to what each may see.
import { CustomerView } from '@/components/customers/customer-view';
import { customerAbilities } from '@/components/customers/customer-pages';
import { ResourceScreen } from '@/components/resources/list/resource-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/customer');

export default async function Page() {
  const session = await requireRoute('/customer');
  const user = session?.user;
  const scopes = user?.scopes ?? [];
  const staffOrAgency = hasAnyScope(scopes, ['customers.read', 'agencies.self']);
  if (!staffOrAgency && user?.customerId) {
    return <CustomerView screenId="customers" id={user.customerId} can={{ ...customerAbilities(scopes), staff: false }} />;
  }
  return <ResourceScreen screenIds={['customers']} scopes={scopes} />;
}
