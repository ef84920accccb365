// /stats/base: the owner's money overview (the finance report, income by month and the bank side;
// components/stats/booking-stats-screen.tsx, views STAT_SCREENS.base).
import { Suspense } from 'react';
import { BookingStatsScreen } from '@/components/stats/booking-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/base');

export default async function Page() {
  const session = await requireRoute('/stats/base');
  const scopes = session?.user.scopes ?? [];
  return <Suspense><BookingStatsScreen screen="base" staff={hasScope(scopes, 'bookings.read')} scopes={scopes} /></Suspense>;
}
