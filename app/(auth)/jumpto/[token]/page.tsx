// /jumpto/{token}?to=/path (guests allowed): token login, then the safe target or a Next button.
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountCard } from '@/components/account/account-card';
import { JumpTo } from '@/components/account/jump-to';
import { isLanguage } from '@/lib/i18n/pick-language';
import { safeRedirectTarget } from '@/lib/navigation/jump-to';
import { requireRoute } from '@/lib/session/require-route';

type TProps = { params: Promise<{ token: string }>; searchParams: Promise<{ to?: string | string[] }> };

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('jumpTo'), robots: { index: false } };
}

export default async function JumpToPage({ params, searchParams }: TProps) {
  const { token } = await params;
  await requireRoute(`/jumpto/${encodeURIComponent(token)}`);
  const to = (await searchParams).to;
  const target = safeRedirectTarget(Array.isArray(to) ? to[0] : to);
  const t = await getTranslations('jumpTo');
  const locale = await getLocale();
  return (
    <AccountCard title={t('title')} language={isLanguage(locale) ? locale : 'de'}>
      <JumpTo token={token} target={target} />
    </AccountCard>
  );
}
