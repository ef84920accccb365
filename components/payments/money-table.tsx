// Shared parts of the /booking/payments sections: a booking's label and link, and the sums per
// currency under a list.
'use client';
import { formatMoney } from '@/lib/format';

export type TLocale = 'de' | 'en';

export function BookingLink({ b }: { b: { id: string; bookingNo: string | null; reservationNo?: string | null; offerNo?: string | null; title: string | null } }) {
  const no = b.bookingNo ?? b.reservationNo ?? b.offerNo ?? '–';
  return (
    <span className="flex flex-col">
      <a className="font-medium text-sky-800 underline" href={`/booking/${b.id}`}>{no}</a>
      {b.title && <span className="max-w-56 truncate text-xs text-slate-600">{b.title}</span>}
    </span>
  );
}

export function Sums({ label, rows, locale, keys }: {
  label: (currency: string) => string; locale: TLocale;
  rows: ({ currency: string } & Record<string, number | string>)[]; keys: { key: string; title: string }[];
}) {
  if (!rows.length) return null;
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-200 pt-2 text-sm tabular-nums" data-testid="money-sums">
      {rows.map((r) => (
        <div key={r.currency} className="flex flex-wrap gap-x-3">
          <dt className="font-semibold">{label(r.currency)}</dt>
          {keys.map((k) => <dd key={k.key}>{k.title}: <span className="font-medium">{formatMoney(Number(r[k.key]), r.currency, locale)}</span></dd>)}
        </div>
      ))}
    </dl>
  );
}
