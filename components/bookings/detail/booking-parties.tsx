// Whose booking it is, in the detail's header (issue 33 item 11): the lead guest (the booking's
// customer, else the first named guest of its rooms), the resort or vessel and the agency (or that
// it was booked directly), by name as the detail reads them (names).
'use client';
import { useTranslations } from 'next-intl';
import type { TBookingDetail } from '@/lib/contract/booking-core';

/** The lead guest's name: the booking's customer, else the first guest named in its rooms. */
export function leadGuestName(b: Pick<TBookingDetail, 'names' | 'rooms'>): string | null {
  if (b.names?.customer) return b.names.customer;
  for (const room of b.rooms) {
    for (const g of room.guests) {
      const name = [g.firstName, g.lastName].filter(Boolean).join(' ').trim();
      if (name) return name;
    }
  }
  return null;
}

export function BookingParties({ booking: b }: { booking: Pick<TBookingDetail, 'names' | 'rooms' | 'agency'> }) {
  const t = useTranslations('bookings.fields');
  const lead = leadGuestName(b);
  const parts = [
    ['leadGuest', lead ?? t('nobody')],
    ['asset', b.names?.asset ?? '–'],
    ['agency', b.agency ? (b.names?.agency ?? '–') : t('noAgency')],
  ] as const;
  return (
    <dl data-testid="booking-parties" className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3">
      {parts.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-sm text-slate-600">{t(k)}</dt>
          <dd className="break-words font-medium text-slate-900" data-testid={`booking-${k}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
