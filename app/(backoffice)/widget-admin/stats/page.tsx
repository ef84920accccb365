// /widget-admin/stats: the booking widgets and what is recorded about them (components/reports).
import { routeMetadata } from '@/components/resources/page-metadata';
import { WidgetStatsScreen } from '@/components/reports/widget-stats-screen';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/widget-admin/stats');

export default async function Page() {
  await requireRoute('/widget-admin/stats');
  return <WidgetStatsScreen />;
}
