// The statistics screens' filters, kept in the URL (from, to, groupBy, assets): the range (default
// the last 12 months up to today, as the upstream's), the grouping and the resort or vessel.
// useStatsFilters reads them, StatsFilters is the filter bar. Used by /stats/booking,
// /stats/occupancy, /stats/base, /finance/assetshare and /stats/export.
'use client';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAssetNames } from '@/components/bookings/queries';
import { RangeControls } from '@/components/reports/range-controls';
import { Field, Select } from '@/components/ui';
import { today } from '@/lib/clock';
import { STAT_GROUPS, type TStatGroup } from '@/lib/contract/statistics';
import { yearBefore } from '@/lib/contract/statistics-periods';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export type TStatsFilters = {
  from: string; to: string; groupBy: TStatGroup; assets: string;
  /** from is not after to. */
  ok: boolean;
  /** The query of the calls (assets only when chosen). */
  query: Record<string, string>;
  go: (next: Record<string, string>) => void;
};

export function useStatsFilters(): TStatsFilters {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today();
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : dayAfter(yearBefore(to));
  const groupBy = (STAT_GROUPS as readonly string[]).includes(params.get('groupBy') ?? '') ? params.get('groupBy') as TStatGroup : 'month';
  const assets = params.get('assets') ?? '';
  const go = (next: Record<string, string>) => {
    const q = new URLSearchParams({ from, to, groupBy, ...(assets ? { assets } : {}), ...next });
    if (!q.get('assets')) q.delete('assets');
    router.replace(`${pathname}?${q.toString()}`);
  };
  return { from, to, groupBy, assets, ok: from <= to, query: { from, to, groupBy, ...(assets ? { assets } : {}) }, go };
}

/** The filter bar: range, grouping (when `grouped`) and, for staff, one resort or vessel. */
export function StatsFilters({ filters, staff, grouped = true }: { filters: TStatsFilters; staff: boolean; grouped?: boolean }) {
  const t = useTranslations('bookingStats');
  const { from, to, groupBy, assets, go } = filters;
  const resorts = useAssetNames('resort', staff);
  const vessels = useAssetNames('vessel', staff);
  const assetOptions = [
    ...(resorts.data ?? []).map((r) => ({ value: r.id, label: r.name })),
    ...(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name })),
  ];
  return (
    <div role="search" aria-label={t('filters')}>
      <RangeControls range={{ from, to }} onChange={(r) => go(r)}>
        {grouped && (
          <Field label={t('groupBy')} className="w-36">
            {(c) => <Select {...c} value={groupBy} onChange={(e) => go({ groupBy: e.target.value })} options={STAT_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))} />}
          </Field>
        )}
        {staff && (
          <Field label={t('assets')} className="w-56">
            {(c) => <Select {...c} value={assets} placeholder={t('allAssets')} onChange={(e) => go({ assets: e.target.value })} options={assetOptions} />}
          </Field>
        )}
      </RangeControls>
    </div>
  );
}
