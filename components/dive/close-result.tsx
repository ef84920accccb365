// What closing a dive billed onto the divers' room bills, and what it could not bill and why
// (the desk then books it by hand on the booking's room bill).
'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { TManifestDiver } from '@/lib/contract/dive';
import type { TDiveCloseResult } from '@/lib/contract/dive-gear';
import { formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function CloseResult({ result, divers }: { result: TDiveCloseResult; divers: TManifestDiver[] }) {
  const t = useTranslations('dive');
  const locale = contentLanguage(useLocale());
  const name = (c: string) => divers.find((d) => d.customer === c)?.name ?? c;
  return (
    <section className="space-y-1 rounded border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="close-result">
      <h3 className="font-semibold">{t('billing.title')}</h3>
      {result.billed.length === 0 && <p className="text-slate-600">{t('billing.none')}</p>}
      <ul>
        {result.billed.map((b) => (
          <li key={b.item} data-testid="billed-item">
            <a className="text-sky-800 underline" href={`/booking/${b.booking}`}>{name(b.customer)}</a>: {b.text} × {b.quantity} = {formatMoney(b.amount, b.currency, locale)}
          </li>
        ))}
      </ul>
      {result.skipped.length > 0 && (
        <ul className="text-amber-800">
          {result.skipped.map((s, i) => <li key={i}>{t('billing.skipped', { name: name(s.customer), what: t(`billing.what.${s.what}`), reason: t(`billing.reasons.${s.reason}`) })} ({s.detail})</li>)}
        </ul>
      )}
      {result.returned.length > 0 && <p>{t('billing.returned', { n: result.returned.length })}</p>}
      {result.stockUsed.length > 0 && <p data-testid="stock-used">{t('billing.stockUsed', { n: result.stockUsed.length })}</p>}
    </section>
  );
}
