// /stats/booking: booking statistics (components/stats/booking-stats-screen.tsx).
import { Suspense } from 'react';
import { BookingStatsScreen } from '@/components/stats/booking-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/booking');

export default async function Page() {
  const session = await requireRoute('/stats/booking');
  return <Suspense><BookingStatsScreen staff={hasScope(session?.user.scopes ?? [], 'bookings.read')} scopes={session?.user.scopes ?? []} /></Suspense>;
}
