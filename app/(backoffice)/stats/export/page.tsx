// /stats/export: every statistic to download as CSV and Excel (components/stats/stats-export-screen.tsx).
import { Suspense } from 'react';
import { StatsExportScreen } from '@/components/stats/stats-export-screen';
import { routeMetadata } from '@/components/resources/page-metadata';
import { hasScope } from '@/lib/access/scopes';
import { requireRoute } from '@/lib/session/require-route';

export const generateMetadata = () => routeMetadata('/stats/export');

export default async function Page() {
  const session = await requireRoute('/stats/export');
  const scopes = session?.user.scopes ?? [];
  return <Suspense><StatsExportScreen staff={hasScope(scopes, 'bookings.read')} scopes={scopes} /></Suspense>;
}
