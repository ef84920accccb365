// /stats/tour: the liveaboards' year by month (GET /api/bookings/statistics/byVesselYear[/{vessel}]):
// per vessel its departures, bookings, guests, revenue and bed-nights with the rate, as a chart and
// a table beside the year before, and each departure's load (statistics/bySchedule: berths,
// bookings, guests, revenue, guests per berth); each as CSV or Excel. Filters in the URL (year,
// vessel). The same sections as the other statistics screens (stat-section.tsx; stat-config.ts
// vesselYearView, scheduleView).
'use client';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAssetNames } from '@/components/bookings/queries';
import { Field, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { today } from '@/lib/clock';
import { scheduleData, scheduleView, vesselYearData, vesselYearView, type TStatRow } from './stat-config';
import { StatSection } from './stat-section';
import { statsKeys } from './booking-stats-screen';

type TVesselYear = { year: number; currency: string; rows: TStatRow[] };

export function TourStatsScreen() {
  const t = useTranslations('bookingStats');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const thisYear = Number(today().slice(0, 4));
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : thisYear;
  const vessel = /^[0-9a-f-]{36}$/i.test(params.get('vessel') ?? '') ? params.get('vessel')! : '';
  const go = (next: Record<string, string>) => {
    const q = new URLSearchParams({ year: String(year), ...(vessel ? { vessel } : {}), ...next });
    if (!q.get('vessel')) q.delete('vessel');
    router.replace(`${pathname}?${q.toString()}`);
  };
  const vessels = useAssetNames('vessel');
  const path = `statistics/byVesselYear${vessel ? `/${vessel}` : ''}`;
  const depQuery = { year: String(year), ...(vessel ? { vessel } : {}) };
  const [now, before, departures] = useQueries({
    queries: [
      ...[year, year - 1].map((y) => ({
        queryKey: statsKeys.call(path, { year: String(y) }), staleTime: 60_000,
        queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TVesselYear>(`/api/bookings/${path}`, { query: { year: y }, signal }),
      })),
      {
        queryKey: statsKeys.call(scheduleView.path!, depQuery), staleTime: 60_000,
        queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<TVesselYear>(`/api/bookings/${scheduleView.path}`, { query: depQuery, signal }),
      },
    ],
  });
  const shown = [...new Map((now.data?.rows ?? []).map((r) => [String(r.vessel), String(r.name ?? '')])).entries()];
  const years = Array.from({ length: 8 }, (_, i) => thisYear + 2 - i);
  return (
    <section className="mx-auto max-w-6xl space-y-4" data-testid="booking-stats">
      <h1 className="text-xl font-semibold text-slate-900">{t('tourTitle')}</h1>
      <p className="text-sm text-slate-600">{t('tourIntro')}</p>
      <div role="search" aria-label={t('filters')} className="flex flex-wrap items-end gap-3">
        <Field label={t('year')} className="w-32">
          {(c) => <Select {...c} value={String(year)} onChange={(e) => go({ year: e.target.value })} options={years.map((y) => ({ value: String(y), label: String(y) }))} />}
        </Field>
        <Field label={t('vessel')} className="w-56">
          {(c) => <Select {...c} value={vessel} placeholder={t('allVessels')} onChange={(e) => go({ vessel: e.target.value })}
            options={(vessels.data ?? []).map((v) => ({ value: v.id, label: v.name }))} />}
        </Field>
      </div>
      {now.isSuccess && shown.length === 0 && <p className="text-sm text-slate-600">{t('noVessels')}</p>}
      <div className="grid grid-cols-1 gap-4">
        {(now.isSuccess ? shown : [['', '']]).map(([id, name]) => (
          <div key={id || 'pending'} className="grid grid-cols-1 gap-4">
            <StatSection view={vesselYearView(id)} query={{ year }} title={id ? name : t('calls.vesselYear.title')} id={id || undefined}
              now={vesselYearData(now.data, id)} before={vesselYearData(before.data, id)} pending={now.isPending} failed={now.isError} />
            {id && (
              <StatSection view={scheduleView} query={{ year, vessel: id }} title={t('departuresOf', { vessel: name })} id={id}
                now={scheduleData(departures.data, id)} pending={departures.isPending} failed={departures.isError} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
