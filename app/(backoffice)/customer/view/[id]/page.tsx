// /customer/view/:id: the customer's read view in one upstream call (components/customers).
import { notFound } from 'next/navigation';
import { CustomerView } from '@/components/customers/customer-view';
import { CUSTOMER_UUID, customerAbilities } from '@/components/customers/customer-pages';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ id: string }> };

export const generateMetadata = () => routeMetadata('/customer/view/x');

export default async function Page({ params }: TProps) {
  const { id } = await params;
  const session = await requireRoute(`/customer/view/${encodeURIComponent(id)}`);
  if (!CUSTOMER_UUID.test(id)) notFound();
  return <CustomerView screenId="customers" id={id} can={customerAbilities(session?.user.scopes ?? [])} />;
}
