// The agency's statement on /agency/payments: its bookings arriving in the range that owe money,
// each with gross (the guests' price), the agency's commission, net (what the agency owes the
// operator), paid and open, totals per currency, and what its credits hold (/credits).
'use client';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Card, EmptyState } from '@/components/ui';
import type { TAgencyPayments } from '@/lib/contract/reports';
import { formatDate, formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function AgencyStatement({ report }: { report: TAgencyPayments }) {
  const t = useTranslations('reports');
  const te = useTranslations('enums');
  const locale = contentLanguage(useLocale());
  const money = (v: number, c: string) => formatMoney(v, c, locale);
  const label = (key: string) => (te.has(key) ? te(key) : key);
  const cols = ['gross', 'commission', 'net', 'paid', 'open'] as const;
  return (
    <section className="space-y-3" data-testid="agency-statement">
      <h2 className="text-lg font-semibold text-slate-900">{t('statement')}</h2>
      <p className="text-sm text-slate-600">{t('statementIntro')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {report.statementTotals.map((x) => (
          <Card key={x.currency} title={x.currency} as="h3">
            <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm">
              {cols.map((k) => (
                <div key={k} className="contents"><dt className="text-slate-600">{t(`cols.${k}`)}</dt><dd className={`text-right tabular-nums ${k === 'open' && x.open > 0 ? 'font-semibold' : ''}`}>{money(x[k], x.currency)}</dd></div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
      {report.credits.length > 0 && (
        <p className="text-sm" data-testid="agency-credit">
          {t('creditLeft')}: <span className="font-semibold tabular-nums">{report.credits.map((c) => money(c.balance, c.currency)).join(' · ')}</span>
        </p>
      )}
      {report.statement.length === 0 ? <EmptyState title={t('noStatement', { agency: report.agency.name })} /> : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('statementOf', { agency: report.agency.name })}</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="p-2">{t('arrival')}</th><th className="p-2">{t('booking')}</th><th className="p-2">{t('state')}</th>
                {cols.map((k) => <th key={k} className="p-2 text-right">{t(`cols.${k}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {report.statement.map((r) => (
                <tr key={r.booking.id} className="border-t border-slate-100 tabular-nums">
                  <td className="p-2 whitespace-nowrap">{r.booking.dateFrom ? formatDate(r.booking.dateFrom) : '–'}</td>
                  <td className="p-2"><Link className="text-sky-800 underline" href={`/booking/${r.booking.id}`}>{r.booking.bookingNo ?? r.booking.title ?? t('booking')}</Link></td>
                  <td className="p-2">{label(r.booking.state)}</td>
                  {cols.map((k) => <td key={k} className={`p-2 text-right whitespace-nowrap ${k === 'open' && r.open > 0 ? 'font-semibold text-amber-800' : ''}`}>{money(r[k], r.currency)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
