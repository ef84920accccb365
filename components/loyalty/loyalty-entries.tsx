// A member's statement: every points entry, newest first, with the balance after it.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { TLoyaltyEntry } from '@/lib/contract/loyalty';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function LoyaltyEntries({ entries }: { entries: TLoyaltyEntry[] }) {
  const t = useTranslations('loyalty');
  const locale = contentLanguage(useLocale());
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('noEntries')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="loyalty-entries">
        <thead className="text-left text-slate-600">
          <tr><th className="p-2">{t('cols.date')}</th><th className="p-2">{t('cols.kind')}</th><th className="p-2">{t('cols.booking')}</th><th className="p-2 text-right">{t('cols.points')}</th><th className="p-2 text-right">{t('cols.balance')}</th></tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-100 tabular-nums">
              <td className="p-2 whitespace-nowrap">{formatDate(e.createdAt.slice(0, 10))}</td>
              <td className="p-2">{t(`kind.${e.kind}`)}{e.note ? <div className="text-xs text-slate-500">{e.note}</div> : null}
                {e.amount != null && e.currency ? <div className="text-xs text-slate-500">{t('discount', { amount: formatMoney(e.amount, e.currency, locale) })}</div> : null}</td>
              <td className="p-2">{e.bookingNo ?? '–'}</td>
              <td className={`p-2 text-right font-medium ${e.points < 0 ? 'text-red-700' : 'text-emerald-700'}`}>{e.points > 0 ? `+${e.points}` : e.points}</td>
              <td className="p-2 text-right">{e.balance}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
