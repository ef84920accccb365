// The server part of /password/reset and /club/password/reset: the guard (a logged-in non-guest
// is sent home), the start mode (save when the link's token is in the query or ?mode=save forces
// it, else reset) and the card.
import { getLocale, getTranslations } from 'next-intl/server';
import { loginFor } from '@/lib/access/guard';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';
import { AccountCard } from './account-card';
import { PasswordResetForm } from './password-reset-form';
import { first, startMode, type TResetSearch } from './reset-mode';

export type { TResetSearch };

export async function PasswordResetPage({ club, search }: { club: boolean; search: TResetSearch }) {
  const path = club ? '/club/password/reset' : '/password/reset';
  await requireRoute(path);
  const t = await getTranslations('passwordReset');
  const locale = await getLocale();
  return (
    <AccountCard title={t(club ? 'clubTitle' : 'title')} language={isLanguage(locale) ? locale : 'de'}>
      <PasswordResetForm
        club={club}
        initialMode={startMode(search)}
        token={first(search.token).trim()}
        email={first(search.email).trim()}
        doneTarget={loginFor(path)}
      />
    </AccountCard>
  );
}
