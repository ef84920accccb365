// /finance/assetshare: each resort's and vessel's share of the bookings, guests, bed-nights and
// revenue of a range (GET /api/bookings/assetShare; components/stats/booking-stats-screen.tsx).
import { Suspense } from 'react';
import { BookingStatsScreen } from '@/components/stats/booking-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/finance/assetshare');

export default async function Page() {
  const session = await requireRoute('/finance/assetshare');
  const scopes = session?.user.scopes ?? [];
  return <Suspense><BookingStatsScreen screen="assetShare" staff={hasScope(scopes, 'bookings.read')} scopes={scopes} /></Suspense>;
}
