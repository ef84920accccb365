// /stats/export: every statistic as a file (stat-config.ts EXPORT_VIEWS: the 21 calls of api-calls
// 7.5, the finance report, the bank side, the asset share and the vessels' year), each as CSV and
// as an Excel workbook for the range, grouping and resort or vessel of the filters (in the URL,
// stats-filters.tsx; the vessels' year and departures: the year of the range's last day). Only the statistics the
// caller's scopes reach are listed.
'use client';
import { useTranslations } from 'next-intl';
import { Card, ScrollX } from '@/components/ui';
import { toQueryString } from '@/lib/api/client-fetch';
import { hasAnyScope } from '@/lib/access/scopes';
import { EXPORT_VIEWS } from './stat-config';
import { StatsFilters, useStatsFilters } from './stats-filters';

export function StatsExportScreen({ staff, scopes }: { staff: boolean; scopes: readonly string[] }) {
  const t = useTranslations('bookingStats');
  const filters = useStatsFilters();
  const { query, ok } = filters;
  const views = EXPORT_VIEWS.filter((v) => hasAnyScope(scopes, v.scopes));
  const file = (path: string, kind: 'csv' | 'xlsx') => `/api/bookings/${path}${toQueryString(path.startsWith('statistics/by')
    ? { year: query.to.slice(0, 4), export: kind } : { ...query, export: kind })}`;
  // relative: the links' screen-reader text (sr-only, absolutely placed) stays inside the scrolling
  // table; without it, it was placed against the page and widened the phone's screen to 490 px.
  const link = 'relative inline-block rounded border border-slate-300 px-3 py-1.5 text-sm';
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="stats-export">
      <h1 className="text-xl font-semibold text-slate-900">{t('exportTitle')}</h1>
      <p className="text-sm text-slate-600">{t('exportIntro')}</p>
      <StatsFilters filters={filters} staff={staff} />
      <div className="grid grid-cols-1">
        <Card className="min-w-0">
          <ScrollX label={t('exportTitle')}>
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('exportCaption', { from: query.from, to: query.to })}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th scope="col" className="py-2 pr-4 font-medium">{t('statistic')}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t('counts')}</th>
                  <th scope="col" className="py-2 pr-4 font-medium">{t('files')}</th>
                </tr>
              </thead>
              <tbody>
                {views.map((v) => {
                  const title = t(`calls.${v.call}.title`);
                  return (
                    <tr key={v.call} className="border-b border-slate-100 align-top" data-testid={`export-${v.call}`}>
                      <th scope="row" className="py-2 pr-4 text-left font-medium">{title}</th>
                      <td className="min-w-64 py-2 pr-4 text-slate-600">{t(`calls.${v.call}.description`)}</td>
                      <td className="whitespace-nowrap py-2 pr-4">
                        {ok ? (
                          <span className="flex gap-2">
                            <a className={link} href={file(v.path, 'csv')} download>{t('csv')}<span className="sr-only">: {title}</span></a>
                            <a className={link} href={file(v.path, 'xlsx')} download>{t('xlsx')}<span className="sr-only">: {title}</span></a>
                          </span>
                        ) : '–'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollX>
        </Card>
      </div>
    </section>
  );
}
