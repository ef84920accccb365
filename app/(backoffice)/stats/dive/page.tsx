// /stats/dive: dive statistics (components/dive/dive-stats-screen.tsx).
import { DiveStatsScreen } from '@/components/dive/dive-stats-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/dive');

export default async function Page() {
  await requireRoute('/stats/dive');
  return <DiveStatsScreen />;
}
