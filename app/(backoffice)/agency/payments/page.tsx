// /agency/payments: payments on an agency's bookings (components/reports).
import { AgencyPaymentsScreen } from '@/components/reports/agency-payments-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/agency/payments');

export default async function Page() {
  const session = await requireRoute('/agency/payments');
  const user = session?.user;
  return <AgencyPaymentsScreen ownAgency={user?.agencyId ?? null} mayChoose={hasAnyScope(user?.scopes ?? [], ['agencies.read'])} />;
}
