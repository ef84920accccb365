// One statistic on a statistics screen (booking-stats-screen.tsx, tour-stats-screen.tsx): its chart, the same figures as a table (with a caption, the
// year before as a comparison column and a total row) that scrolls sideways on a phone, and
// links to download it as CSV and as an Excel workbook.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Card, ErrorState, ScrollX, Spinner } from '@/components/ui';
import { toQueryString, type TQueryValue } from '@/lib/api/client-fetch';
import { periodStart, yearBefore, type TStatGroup } from '@/lib/contract/statistics-periods';
import { formatMoney } from '@/lib/format';
import { pathOf, type TFigure, type TStatData, type TStatRow, type TStatView } from './stat-config';
import { contentLanguage } from '@/lib/i18n/ui-language';

// recharts measures the page: drawn in the browser only.
const StatChart = dynamic(() => import('./stat-chart'), { ssr: false, loading: () => <div className="h-64" /> });

type TProps = {
  view: TStatView; query: Record<string, TQueryValue>; now?: TStatData; before?: TStatData; pending: boolean; failed: boolean;
  /** Instead of the call's title (a vessel's name on /stats/tour), and its test id's suffix. */
  title?: string; id?: string;
};

export function StatSection({ view, query, now, before, pending, failed, title: named, id }: TProps) {
  const t = useTranslations('bookingStats');
  const locale = contentLanguage(useLocale());
  const title = named ?? t(`calls.${view.call}.title`);
  const currency = now?.currency ?? 'EUR';
  const number = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB');
  const percent = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'percent', maximumFractionDigits: 1 });
  const show = (f: TFigure, v: unknown) => (v === null || v === undefined ? '–'
    : f.kind === 'money' ? formatMoney(Number(v), currency, locale) : f.kind === 'rate' ? percent.format(Number(v)) : number.format(Number(v)));
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const labelOf = (r: TStatRow) => {
    if (r.period) return periodLabel(r.period, (now?.groupBy ?? 'month') as TStatGroup, locale);
    if (r.other) return t('other');
    if (!r.key) return t(view.noKey ?? 'unknown');
    return view.call === 'topCountries' ? (countries.of(r.key) ?? r.key) : (r.name || r.key);
  };
  // The row of the year before that compares with r: the period holding the same day a year
  // earlier, or the same key of a top list.
  const priorOf = (r: TStatRow) => before?.rows.find((b) => (r.period
    ? b.period === periodStart(yearBefore(r.period), (now?.groupBy ?? 'month') as TStatGroup)
    : !r.other && !b.other && b.key === r.key));
  const file = (kind: 'csv' | 'xlsx') => `/api/bookings/${pathOf(view)}${toQueryString({ ...query, export: kind })}`;
  const rows = now?.rows ?? [];
  const chartName = t(`fields.${view.chart.key}`);
  const compare = view.compare !== false;
  return (
    <Card className="min-w-0" title={title} description={t(`calls.${view.call}.description`)} data-testid={`stats-${view.call}${id ? `-${id}` : ''}`}
      actions={(
        <>
          <a className="rounded border border-slate-300 px-3 py-1.5 text-sm" href={file('csv')} download>{t('csv')}<span className="sr-only">: {title}</span></a>
          <a className="rounded border border-slate-300 px-3 py-1.5 text-sm" href={file('xlsx')} download>{t('xlsx')}<span className="sr-only">: {title}</span></a>
        </>
      )}>
      {failed ? <ErrorState title={t('error')} /> : pending || !now ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p> : (
        <div className="space-y-4">
          <StatChart nowName={chartName} beforeName={compare ? `${chartName} (${t('previousYear')})` : undefined} format={(v) => show(view.chart, v)}
            points={rows.map((r) => ({ label: labelOf(r), now: num(r[view.chart.key]), before: compare ? num(priorOf(r)?.[view.chart.key]) : null }))} />
          <ScrollX label={t('tableRegion', { title })}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('caption', { title, from: now.from, to: now.to })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">{view.rowHeader ? t(view.rowHeader) : view.top ? t('fields.name') : t('period')}</th>
                  {view.columns.map((c) => <th key={c.key} scope="col" className="py-2 pr-4 text-right font-medium">{t(`fields.${c.key}`)}</th>)}
                  {compare && <th scope="col" className="py-2 pr-4 text-right font-medium">{`${chartName} (${t('previousYear')})`}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && <tr><td colSpan={view.columns.length + (compare ? 2 : 1)} className="py-3 text-slate-600">{t('empty')}</td></tr>}
                {rows.map((r, i) => (
                  <tr key={r.period ?? r.key ?? `other-${i}`} className="border-b border-slate-100">
                    <th scope="row" className="whitespace-nowrap py-1.5 pr-4 text-left font-normal">{labelOf(r)}</th>
                    {view.columns.map((c) => <td key={c.key} className="whitespace-nowrap py-1.5 pr-4 text-right tabular-nums">{show(c, r[c.key])}</td>)}
                    {compare && <td className="whitespace-nowrap py-1.5 pr-4 text-right tabular-nums text-slate-600">{before ? show(view.chart, priorOf(r)?.[view.chart.key]) : '–'}</td>}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-medium">
                  <th scope="row" className="py-2 pr-4 text-left">{t('total')}</th>
                  {view.columns.map((c) => <td key={c.key} className="whitespace-nowrap py-2 pr-4 text-right tabular-nums">{show(c, now.totals[c.key])}</td>)}
                  {compare && <td className="whitespace-nowrap py-2 pr-4 text-right tabular-nums text-slate-600">{before ? show(view.chart, before.totals[view.chart.key]) : '–'}</td>}
                </tr>
              </tfoot>
            </table>
          </ScrollX>
        </div>
      )}
    </Card>
  );
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

function periodLabel(period: string, groupBy: TStatGroup, locale: string): string {
  const d = new Date(`${period}T00:00:00Z`);
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  if (groupBy === 'year') return period.slice(0, 4);
  if (groupBy === 'month') return new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
  return new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(d);
}
