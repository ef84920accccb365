// /stats/dive: the logged dives of a range (default the last 30 days) per day, site, guide, boat
// and gas as bar lists, with divers and repeat divers, and the same figures as CSV.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RangeControls, rangeAround, type TRange } from '@/components/reports/range-controls';
import { Card, EmptyState, Spinner } from '@/components/ui';
import { apiFetch, toQueryString } from '@/lib/api/client-fetch';
import { DIVE_STATS_DIMENSIONS, type TDiveStats } from '@/lib/contract/dive';
import { formatDate } from '@/lib/format';

function Bars({ rows, label }: { rows: TDiveStats['perDay']; label: (r: TDiveStats['perDay'][number]) => string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-1 text-sm">
      {rows.map((r) => (
        <li key={r.key ?? 'none'} className="grid grid-cols-[minmax(6rem,10rem)_1fr_2.5rem] items-center gap-2">
          <span className="truncate">{label(r)}</span>
          <span className="h-3 rounded bg-sky-600" style={{ width: `${(r.count / max) * 100}%` }} />
          <span className="text-right tabular-nums">{r.count}</span>
        </li>
      ))}
    </ul>
  );
}

export function DiveStatsScreen() {
  const t = useTranslations('dive');
  // Up to tomorrow by UTC: the operator's today (their time zone) may already be the UTC tomorrow
  // (east of UTC, before UTC midnight); a later day holds no closed dive, so it adds nothing else.
  const [range, setRange] = useState<TRange>(() => rangeAround(30, 1));
  const ok = range.to >= range.from;
  const q = useQuery({ queryKey: ['dive', 'stats', range], enabled: ok, queryFn: ({ signal }) => apiFetch<TDiveStats>('/api/dive/stats', { query: range, signal }) });
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="dive-stats">
      <h1 className="text-xl font-semibold text-slate-900">{t('stats.title')}</h1>
      <RangeControls range={range} onChange={setRange}>
        {ok && <a className="rounded border border-slate-300 px-3 py-2 text-sm" href={`/api/dive/stats/csv${toQueryString(range)}`}>{t('stats.csv')}</a>}
      </RangeControls>
      {q.isPending ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p> : !q.data ? null : q.data.dives === 0 ? (
        <Card><EmptyState title={t('stats.none')} text={t('stats.noneText')} /></Card>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="dive-stats-total">{t('stats.total', { dives: q.data.dives, divers: q.data.divers, repeat: q.data.repeatDivers })}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {DIVE_STATS_DIMENSIONS.map((dim) => (
              <Card key={dim} title={t(`stats.${dim}`)}>
                <Bars rows={q.data[dim]} label={(r) => (dim === 'perDay' ? formatDate(r.name) : r.name || t('stats.unknown'))} />
              </Card>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
