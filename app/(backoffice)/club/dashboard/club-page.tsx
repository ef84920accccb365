// The club area's page for one tab (shared by /club/dashboard and /club/dashboard/{tab}).
import { notFound } from 'next/navigation';
import { ClubDashboard } from '@/components/club/club-dashboard';
import { isClubTab } from '@/components/club/club-tabs';
import { requireRoute } from '@/lib/session/require-route';

export async function ClubPage({ tab }: { tab: string }) {
  const session = await requireRoute(tab === 'bookings' ? '/club/dashboard' : `/club/dashboard/${encodeURIComponent(tab)}`);
  if (!session) return null;
  if (!isClubTab(tab)) notFound();
  const f = new Set(session.features);
  return <ClubDashboard tab={tab} features={{ loyalty: f.has('loyalityProgram'), contest: f.has('contest'), diveLog: f.has('diveLog') }} />;
}
