// /booking/payments (bookings.read): open payments, payment status, payment history.
import { getTranslations } from 'next-intl/server';
import { PaymentsScreen } from '@/components/payments/payments-screen';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('bookingPayments') };
}

export default async function PaymentsPage() {
  const session = await requireRoute('/booking/payments');
  if (!session) return null;
  return <PaymentsScreen canKeepBooks={hasAnyScope(session.user.scopes ?? [], ['bookings.update'])} />;
}
