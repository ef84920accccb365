// /stats/booking: the booking statistics of api-calls 7.5 (issue 35) with their filters in the URL
// (from, to, groupBy, assets): each statistic as a chart and a table, beside the same range one
// year before, and as CSV or Excel to download. The figures' definitions:
// docs/decisions/statistics.md.
'use client';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAssetNames } from '@/components/bookings/queries';
import { RangeControls } from '@/components/reports/range-controls';
import { Field, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { today } from '@/lib/clock';
import { STAT_GROUPS, type TStatCall, type TStatGroup } from '@/lib/contract/statistics';
import { yearBefore } from '@/lib/contract/statistics-periods';
import { STAT_VIEWS, type TStatData } from './stat-config';
import { StatSection } from './stat-section';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The statistics' query keys: one per call and filter. */
export const statsKeys = {
  all: ['bookingStats'] as const,
  call: (call: TStatCall, q: Record<string, string>) => [...statsKeys.all, call, q] as const,
};

export function BookingStatsScreen({ staff }: { staff: boolean }) {
  const t = useTranslations('bookingStats');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today();
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : dayAfter(yearBefore(to));
  const groupBy = (STAT_GROUPS as readonly string[]).includes(params.get('groupBy') ?? '') ? params.get('groupBy') as TStatGroup : 'month';
  const assets = params.get('assets') ?? '';
  const ok = from <= to;
  const go = (next: Record<string, string>) => {
    const q = new URLSearchParams({ from, to, groupBy, ...(assets ? { assets } : {}), ...next });
    if (!q.get('assets')) q.delete('assets');
    router.replace(`${pathname}?${q.toString()}`);
  };
  const query = { from, to, groupBy, ...(assets ? { assets } : {}) };
  const before = { ...query, from: yearBefore(from), to: yearBefore(to) };
  const fetchOf = (call: TStatCall, q: Record<string, string>) => ({
    queryKey: statsKeys.call(call, q), enabled: ok, staleTime: 60_000,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TStatData>(`/api/bookings/${call}`, { query: { ...q, mode: 'chart' }, signal }),
  });
  const answers = useQueries({ queries: STAT_VIEWS.flatMap((v) => [fetchOf(v.call, query), fetchOf(v.call, before)]) });
  const resorts = useAssetNames('resort', staff);
  const vessels = useAssetNames('vessel', staff);
  const assetOptions = [
    ...(resorts.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    ...(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name })),
  ];
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="booking-stats">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <div role="search" aria-label={t('filters')}>
        <RangeControls range={{ from, to }} onChange={(r) => go(r)}>
          <Field label={t('groupBy')} className="w-36">
            {(c) => <Select {...c} value={groupBy} onChange={(e) => go({ groupBy: e.target.value })} options={STAT_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))} />}
          </Field>
          {staff && (
            <Field label={t('assets')} className="w-56">
              {(c) => <Select {...c} value={assets} placeholder={t('allAssets')} onChange={(e) => go({ assets: e.target.value })} options={assetOptions} />}
            </Field>
          )}
        </RangeControls>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {STAT_VIEWS.map((v, i) => {
          const now = answers[2 * i];
          const prior = answers[2 * i + 1];
          return (
            <StatSection key={v.call} view={v} query={query} now={now.data} before={prior.data}
              pending={ok && now.isPending} failed={now.isError} />
          );
        })}
      </div>
    </section>
  );
}
