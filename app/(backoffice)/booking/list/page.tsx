// /booking/list: the booking list with its filters (components/bookings/list).
import { Suspense } from 'react';
import { BookingList } from '@/components/bookings/list/booking-list';
import { routeMetadata } from '@/components/resources/page-metadata';
import { Spinner } from '@/components/ui';
import { BOOKING_CREATE } from '@/lib/access/routes/booking';
import { hasAnyScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/booking/list');

export default async function Page() {
  const session = await requireRoute('/booking/list');
  const scopes = session?.user.scopes ?? [];
  const staff = !session?.user.agencyId && hasAnyScope(scopes, ['bookings.read']);
  return (
    <Suspense fallback={<Spinner size="lg" className="p-10" />}>
      <BookingList staff={staff} canCreate={hasAnyScope(scopes, BOOKING_CREATE)} canAgencies={hasAnyScope(scopes, ['agencies.read'])} />
    </Suspense>
  );
}
