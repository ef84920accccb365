// Server part of the verify screens: guard (guest or user), the card without a drawer.
import { getLocale, getTranslations } from 'next-intl/server';
import { isLanguage } from '@/lib/i18n/pick-language';
import { requireRoute } from '@/lib/session/require-route';
import { AccountCard } from './account-card';
import { VerifyAccount } from './verify-account';

export async function VerifyPage({ club, id, token }: { club: boolean; id: string; token: string | string[] | undefined }) {
  const base = club ? '/club/user' : '/user';
  await requireRoute(`${base}/${encodeURIComponent(id)}/verify`);
  const t = await getTranslations('verify');
  const locale = await getLocale();
  const value = (Array.isArray(token) ? token[0] : token) ?? '';
  return (
    <AccountCard title={t(club ? 'clubTitle' : 'title')} intro={t('intro')} language={isLanguage(locale) ? locale : 'de'}>
      <VerifyAccount userId={id} token={value.trim()} loginPath={club ? '/club/login' : '/login'} />
    </AccountCard>
  );
}
