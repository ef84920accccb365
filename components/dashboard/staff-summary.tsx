// The desk in four numbers: bookings arriving and leaving today, bookings in house, open
// balances (and how many of the shown ones are overdue).
import { useTranslations } from 'next-intl';
import type { TDashboardStaff } from '@/lib/contract/dashboard';

export function StaffSummary({ staff }: { staff: TDashboardStaff }) {
  const t = useTranslations('dashboard');
  const overdue = staff.unpaid.items.filter((b) => b.overdue).length;
  const tiles = [
    { key: 'arrivals', value: staff.arrivalsToday, label: t('arrivalsToday') },
    { key: 'departures', value: staff.departuresToday, label: t('departuresToday') },
    { key: 'in-house', value: staff.inHouse.total, label: t('inHouse') },
    { key: 'unpaid', value: staff.unpaid.total, label: overdue ? t('unpaidOverdue', { overdue }) : t('unpaid') },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="dash-summary">
      {tiles.map((x) => (
        <li key={x.key} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <p className="text-2xl font-semibold text-slate-900" data-testid={`dash-count-${x.key}`}>{x.value}</p>
          <p className="text-xs text-slate-600">{x.label}</p>
        </li>
      ))}
    </ul>
  );
}
