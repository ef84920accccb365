// Placeholder for public routes whose screen a later issue builds: guarded like the real page,
// in the guest frame, saying plainly that the screen is not built yet.
import { getLocale } from 'next-intl/server';
import { GuestFrame } from '@/components/shell/guest-frame';
import { matchRoute } from '@/lib/access/match-route';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';
import { NotBuiltScreen } from './not-built';

export async function PublicNotBuilt({ path }: { path: string }) {
  const session = await requireRoute(path);
  const locale = await getLocale();
  const { route } = matchRoute(path);
  return (
    <GuestFrame language={isLanguage(locale) ? locale : 'de'} showLogin={!session}>
      <NotBuiltScreen routeId={route.id} path={path} />
    </GuestFrame>
  );
}
