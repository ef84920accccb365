// /booking/{id}: the booking detail (components/bookings/detail).
import { notFound } from 'next/navigation';
import { BookingDetail } from '@/components/bookings/detail/booking-detail';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/booking/x');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const session = await requireRoute(`/booking/${encodeURIComponent(id)}`);
  if (!UUID.test(id)) notFound();
  const scopes = session?.user.scopes ?? [];
  return <BookingDetail id={id} canUpdate={hasAnyScope(scopes, ['bookings.update', 'agencies.self'])} canEditCustomers={hasAnyScope(scopes, ['customers.update'])}
    canKeepBooks={hasAnyScope(scopes, ['bookings.update'])} />;
}
