// The member's points (GET /api/loyalty/self): balance, tier and its benefits, the way to the next
// tier, and the statement of every entry.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import { LoyaltyEntries } from '@/components/loyalty/loyalty-entries';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TLoyaltyStatement } from '@/lib/contract/loyalty';
import { formatMoney } from '@/lib/format';
import { QueryView } from './query-view';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function ClubLoyalty() {
  const t = useTranslations('loyalty');
  const locale = contentLanguage(useLocale());
  const q = useQuery({ queryKey: ['loyalty', 'self'], queryFn: ({ signal }) => apiFetch<TLoyaltyStatement>('/api/loyalty/self', { signal }) });
  return (
    <QueryView query={q}>
      {(s) => (
        <div className="space-y-4">
          <Card>
            <div className="grid gap-4 sm:grid-cols-3" data-testid="club-points">
              <div><div className="text-sm text-slate-600">{t('balance')}</div><div className="text-3xl font-semibold tabular-nums text-slate-900">{s.balance}</div>
                <div className="text-sm text-slate-600">{t('worth', { amount: formatMoney(s.worth.amount, s.worth.currency, locale) })}</div></div>
              <div><div className="text-sm text-slate-600">{t('tier')}</div><div className="text-2xl font-semibold text-slate-900">{s.tier ? s.tier.name[locale] : '–'}</div>
                {s.tier?.benefits[locale] && <div className="text-sm text-slate-700">{s.tier.benefits[locale]}</div>}</div>
              <div><div className="text-sm text-slate-600">{t('nextTier')}</div>
                <div className="text-sm text-slate-800">{s.nextTier ? t('toNext', { points: s.toNextTier ?? 0, tier: s.nextTier.name[locale] }) : t('topTier')}</div></div>
            </div>
          </Card>
          <Card title={t('statement')}><LoyaltyEntries entries={s.entries} /></Card>
        </div>
      )}
    </QueryView>
  );
}
