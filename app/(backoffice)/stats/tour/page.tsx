// /stats/tour: the liveaboards' statistics per vessel and year (components/stats/tour-stats-screen.tsx).
import { Suspense } from 'react';
import { TourStatsScreen } from '@/components/stats/tour-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/tour');

export default async function Page() {
  await requireRoute('/stats/tour');
  return <Suspense><TourStatsScreen /></Suspense>;
}
