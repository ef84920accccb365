// "On the books" on /stats/booking (issue 35 item 5, GET /api/bookings/pace): per coming month
// what is booked today beside what was booked for the same month on the same day a year before,
// as a chart (guest-nights) and as a table with both years' bookings, guest-nights and revenue.
// The assets of the screen's filters apply; the range does not (pace always looks ahead).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { Card, ErrorState, ScrollX, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TPace, TPaceFigures } from '@/lib/contract/statistics-pace';
import { formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

const StatChart = dynamic(() => import('./stat-chart'), { ssr: false, loading: () => <div className="h-64" /> });
const FIGURES = ['bookings', 'guestNights', 'revenue'] as const;

export function PaceSection({ assets }: { assets?: string }) {
  const t = useTranslations('bookingStats.pace');
  const locale = contentLanguage(useLocale());
  const tag = locale === 'de' ? 'de-DE' : 'en-GB';
  const pace = useQuery({
    queryKey: ['bookingStats', 'pace', assets ?? ''], staleTime: 60_000,
    queryFn: ({ signal }) => apiFetch<TPace>('/api/bookings/pace', { query: { months: 12, assets: assets || undefined }, signal }),
  });
  const number = new Intl.NumberFormat(tag);
  const month = (m: string) => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const show = (f: (typeof FIGURES)[number], v: TPaceFigures) => (f === 'revenue' ? formatMoney(v.revenue, pace.data?.currency ?? 'EUR', locale) : number.format(v[f]));
  const p = pace.data;
  return (
    <Card className="min-w-0" title={t('title')} description={p ? t('description', { today: p.today, lastYearDay: p.lastYearDay }) : undefined} data-testid="stats-pace">
      {pace.isError ? <ErrorState title={t('error')} /> : !p ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p> : (
        <div className="space-y-4">
          <StatChart nowName={t('nowOf', { figure: t('guestNights') })} beforeName={t('lastYearOf', { figure: t('guestNights') })} format={(v) => number.format(v)}
            points={p.rows.map((r) => ({ label: month(r.month), now: r.now.guestNights, before: r.lastYear.guestNights }))} />
          <ScrollX label={t('tableRegion')}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('caption', { today: p.today, lastYearDay: p.lastYearDay })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">{t('month')}</th>
                  {FIGURES.flatMap((f) => [
                    <th key={`${f}-now`} scope="col" className="py-2 pr-4 text-right font-medium">{t('nowOf', { figure: t(f) })}</th>,
                    <th key={`${f}-ly`} scope="col" className="py-2 pr-4 text-right font-medium">{t('lastYearOf', { figure: t(f) })}</th>,
                  ])}
                </tr>
              </thead>
              <tbody>
                {[...p.rows.map((r) => ({ key: r.month, label: month(r.month), now: r.now, ly: r.lastYear })), { key: 'total', label: t('total'), now: p.totals.now, ly: p.totals.lastYear }].map((r) => (
                  <tr key={r.key} className={r.key === 'total' ? 'font-medium' : 'border-b border-slate-100'} data-testid={`pace-${r.key}`}>
                    <th scope="row" className="whitespace-nowrap py-1.5 pr-4 text-left font-normal">{r.label}</th>
                    {FIGURES.flatMap((f) => [
                      <td key={`${f}-now`} className="whitespace-nowrap py-1.5 pr-4 text-right tabular-nums">{show(f, r.now)}</td>,
                      <td key={`${f}-ly`} className="whitespace-nowrap py-1.5 pr-4 text-right tabular-nums text-slate-600">{show(f, r.ly)}</td>,
                    ])}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollX>
        </div>
      )}
    </Card>
  );
}
