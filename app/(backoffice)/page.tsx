// Home (/): the dashboard that runs the day (GET /api/dashboard, one upstream call); with
// ?view=account the user's account data (who is logged in, permissions, assets, modules, recent
// logins), linked from the dashboard.
import { getLocale, getTranslations } from 'next-intl/server';
import { DashboardScreen } from '@/components/dashboard/dashboard-screen';
import { HomeTabs } from '@/components/dashboard/home-tabs';
import { HomeScreen } from '@/components/home/home-screen';
import { guardSessionFrom } from '@/lib/access/guard';
import { loadDashboard } from '@/lib/dashboard/load';
import { requireRoute } from '@/lib/session/require-route';
import { loadBootstrap } from '@/lib/shell/bootstrap';
import { loadHomeData } from '@/lib/shell/home-data';

export async function generateMetadata() {
  const t = await getTranslations('routes');
  return { title: t('home') };
}

export default async function HomePage({ searchParams }: { searchParams: Promise<{ view?: string }> }) {
  const session = await requireRoute('/');
  if (!session) return null;
  const locale = await getLocale();
  if ((await searchParams).view === 'account') {
    const boot = await loadBootstrap(session.token, locale);
    const data = await loadHomeData(session, boot.kind === 'ok' ? boot.boot : null, locale);
    return <><HomeTabs current="account" /><HomeScreen data={data} /></>;
  }
  const load = await loadDashboard(session, locale);
  return <><HomeTabs current="dashboard" /><DashboardScreen load={load} session={guardSessionFrom(session)} fallbackName={session.user.name} /></>;
}
