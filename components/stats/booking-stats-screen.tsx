// The statistics screens built from views (stat-config.ts STAT_SCREENS): /stats/booking (the
// booking statistics of api-calls 7.5), /stats/occupancy, /stats/base (the owner's money: finance
// report, income, bank side) and /finance/assetshare. Filters in the URL (stats-filters.tsx); each
// statistic as a chart and a table beside the same range one year before, and as CSV or Excel to
// download. A view the caller's scopes do not reach is not shown. The figures' definitions:
// docs/decisions/statistics.md.
'use client';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import { hasAnyScope } from '@/lib/access/scopes';
import { yearBefore } from '@/lib/contract/statistics-periods';
import { pathOf, STAT_SCREENS, type TStatData, type TStatName, type TStatScreen, type TStatView } from './stat-config';
import { PaceSection } from './pace-section';
import { StatSection } from './stat-section';
import { StatsFilters, useStatsFilters } from './stats-filters';

/** The statistics' query keys: one per call and filter. */
export const statsKeys = {
  all: ['bookingStats'] as const,
  call: (call: TStatName | string, q: Record<string, string>) => [...statsKeys.all, call, q] as const,
};

export function BookingStatsScreen({ staff, scopes, screen = 'booking' }: { staff: boolean; scopes: readonly string[]; screen?: TStatScreen }) {
  const { views: all, title, intro, grouped } = STAT_SCREENS[screen];
  const views = all.filter((v) => hasAnyScope(scopes, v.scopes ?? []));
  const t = useTranslations('bookingStats');
  const filters = useStatsFilters();
  const { query, ok } = filters;
  const before = { ...query, from: yearBefore(query.from), to: yearBefore(query.to) };
  const fetchOf = (v: TStatView, q: Record<string, string>) => ({
    queryKey: statsKeys.call(pathOf(v), q), enabled: ok, staleTime: 60_000,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TStatData>(`/api/bookings/${pathOf(v)}`, { query: { ...q, mode: 'chart' }, signal }),
  });
  const answers = useQueries({ queries: views.flatMap((v) => [fetchOf(v, query), fetchOf(v, before)]) });
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="booking-stats">
      <h1 className="text-xl font-semibold text-slate-900">{t(title)}</h1>
      <p className="text-sm text-slate-600">{t(intro)}</p>
      <StatsFilters filters={filters} staff={staff} grouped={grouped} />
      <div className={views.length > 1 ? 'grid grid-cols-1 gap-4 lg:grid-cols-2' : 'grid grid-cols-1 gap-4'}>
        {views.map((v, i) => {
          const now = answers[2 * i];
          const prior = answers[2 * i + 1];
          return (
            <StatSection key={v.call} view={v} query={query} now={now.data} before={prior.data}
              pending={ok && now.isPending} failed={now.isError} />
          );
        })}
        {screen === 'booking' && staff && <PaceSection assets={query.assets} />}
      </div>
    </section>
  );
}
