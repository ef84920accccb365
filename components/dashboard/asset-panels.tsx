// Today's occupancy per resort and the next departures per vessel with free cabins.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import type { TDashboardStaff } from '@/lib/contract/dashboard';
import { formatDate } from '@/lib/format';

export function OccupancyPanel({ rows }: { rows: TDashboardStaff['occupancy'] }) {
  const t = useTranslations('dashboard');
  if (rows.length === 0) return null;
  return (
    <Card title={t('occupancy')} data-testid="dash-occupancy" className="min-w-0">
      <ul className="space-y-3">
        {rows.map((r) => {
          const share = r.rooms ? Math.round((100 * r.occupiedRooms) / r.rooms) : 0;
          return (
            <li key={r.resort.id} data-testid="dash-resort">
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{r.resort.name}</span>
                <span className="text-slate-700">{t('roomsTaken', { taken: r.occupiedRooms, rooms: r.rooms, share })}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" role="img" aria-label={`${share} %`}>
                <div className="h-2 rounded-full bg-sky-600" style={{ width: `${Math.min(100, share)}%` }} />
              </div>
              <p className="mt-1 text-xs text-slate-500">{t('resortDay', { guests: r.guests, arrivals: r.arrivals, departures: r.departures })}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function VesselPanel({ rows, scheduleHref }: { rows: TDashboardStaff['vessels']; scheduleHref: (id: string) => string | null }) {
  const t = useTranslations('dashboard');
  if (rows.length === 0) return null;
  return (
    <Card title={t('vessels')} data-testid="dash-vessels" className="min-w-0">
      <ul className="space-y-4">
        {rows.map((v) => (
          <li key={v.vessel.id} data-testid="dash-vessel">
            <h3 className="text-sm font-semibold text-slate-900">{v.vessel.name}</h3>
            {v.departures.length === 0 ? <p className="text-sm text-slate-500">{t('noFreeDepartures')}</p> : (
              <ul className="mt-1 divide-y divide-slate-100">
                {v.departures.map((d) => {
                  const href = scheduleHref(d.id);
                  const text = (
                    <div className="flex flex-wrap items-baseline justify-between gap-2 py-1.5 text-sm">
                      <span>
                        <span className="font-medium">{formatDate(d.dateFrom)} – {formatDate(d.dateTo)}</span>
                        <span className="text-slate-500"> · {d.tour ?? d.name}</span>
                      </span>
                      <span className="text-slate-700">{t('freeCabins', { free: d.freeCabins, cabins: d.cabins, beds: d.freeBeds })}</span>
                    </div>
                  );
                  return <li key={d.id}>{href ? <Link href={href} className="block hover:bg-slate-50">{text}</Link> : text}</li>;
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
