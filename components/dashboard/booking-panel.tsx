// A dashboard panel listing bookings (at most the API's limit; "n more" when there are more),
// optionally grouped by day (today, tomorrow).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import type { TDashBooking } from '@/lib/contract/dashboard';
import { BookingRow } from './booking-row';

export type TPanelList = { items: (TDashBooking & { day?: string })[]; total: number };

export function BookingPanel({ id, title, list, hrefOf, show, days, empty, moreHref }: {
  id: string; title: string; list: TPanelList; hrefOf: (b: TDashBooking) => string | null; show?: 'stay' | 'money' | 'expiry' | 'booked';
  /** Group by these days, with their labels. */
  days?: { day: string; label: string }[];
  empty: string;
  moreHref?: string | null;
}) {
  const t = useTranslations('dashboard');
  const rows = (items: TDashBooking[]) => (
    <ul className="-mx-2 divide-y divide-slate-100">{items.map((b) => <BookingRow key={b.id} b={b} href={hrefOf(b)} show={show} />)}</ul>
  );
  const more = list.total - list.items.length;
  return (
    <Card title={<span>{title} <span className="text-sm font-normal text-slate-500">({list.total})</span></span>} data-testid={`dash-${id}`} className="min-w-0">
      {list.items.length === 0 ? <p className="text-sm text-slate-500">{empty}</p>
        : days ? days.map(({ day, label }) => {
          const items = list.items.filter((b) => b.day === day);
          return (
            <div key={day} className="mb-3 last:mb-0" data-testid={`dash-${id}-${label === days[0].label ? 'first' : 'second'}`}>
              <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{label} ({items.length})</h3>
              {items.length ? rows(items) : <p className="text-sm text-slate-500">{empty}</p>}
            </div>
          );
        }) : rows(list.items)}
      {more > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          {moreHref ? <Link href={moreHref} className="text-sky-700 hover:underline">{t('more', { count: more })}</Link> : t('more', { count: more })}
        </p>
      )}
    </Card>
  );
}
