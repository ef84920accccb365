// Home (/): who is logged in, what they may do, their assets, the enabled modules and their
// recent logins, all from the live session and the upstream.
import { getLocale, getTranslations } from 'next-intl/server';
import { HomeScreen } from '@/components/home/home-screen';
import { requireRoute } from '@/lib/session/require-route';
import { loadBootstrap } from '@/lib/shell/bootstrap';
import { loadHomeData } from '@/lib/shell/home-data';

export async function generateMetadata() {
  const t = await getTranslations('routes');
  return { title: t('home') };
}

export default async function HomePage() {
  const session = await requireRoute('/');
  if (!session) return null;
  const locale = await getLocale();
  const boot = await loadBootstrap(session.token, locale);
  const data = await loadHomeData(session, boot.kind === 'ok' ? boot.boot : null, locale);
  return <HomeScreen data={data} />;
}
