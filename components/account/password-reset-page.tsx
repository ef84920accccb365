// The server part of /password/reset and /club/password/reset: the guard (a logged-in non-guest
// is sent home), the start mode (save when the link's token is in the query or ?mode=save forces
// it, else reset) and the card.
import { getLocale, getTranslations } from 'next-intl/server';
import { loginFor } from '@/lib/access/guard';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';
import { AccountCard } from './account-card';
import { PasswordResetForm, type TResetMode } from './password-reset-form';

export type TResetSearch = { token?: string | string[]; email?: string | string[]; mode?: string | string[] };

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

export function startMode(search: TResetSearch): TResetMode {
  return first(search.token).trim() !== '' || first(search.mode) === 'save' ? 'save' : 'reset';
}

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
