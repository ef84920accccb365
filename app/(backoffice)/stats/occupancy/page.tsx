// /stats/occupancy: how full the rooms and cabins were, and which sold (the utilization and top
// rooms statistics of api-calls 7.5; components/stats/booking-stats-screen.tsx).
import { Suspense } from 'react';
import { BookingStatsScreen } from '@/components/stats/booking-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/occupancy');

export default async function Page() {
  const session = await requireRoute('/stats/occupancy');
  return <Suspense><BookingStatsScreen screen="occupancy" staff={hasScope(session?.user.scopes ?? [], 'bookings.read')} scopes={session?.user.scopes ?? []} /></Suspense>;
}
