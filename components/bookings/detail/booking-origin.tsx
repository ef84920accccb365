// Where a booking came from (its channel) and, for one made on the public page, what the guest gave
// there: e-mail, phone and message. Shown on the detail for staff (issue 14).
'use client';
import { useTranslations } from 'next-intl';
import type { TBookingDetail } from '@/lib/contract/booking-core';

export function BookingOrigin({ booking: b }: { booking: Pick<TBookingDetail, 'channel' | 'contactEmail' | 'contactPhone' | 'guestMessage'> }) {
  const t = useTranslations('bookings.origin');
  const hasContact = Boolean(b.contactEmail || b.contactPhone || b.guestMessage);
  return (
    <dl aria-label={t('title')} data-testid="booking-origin" className="grid grid-cols-1 gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm sm:grid-cols-4">
      <div><dt className="text-slate-500">{t('channel')}</dt><dd data-testid="booking-channel">{t(`channels.${b.channel}`)}</dd></div>
      {hasContact && (
        <>
          <div className="min-w-0"><dt className="text-slate-500">{t('email')}</dt>
            <dd className="break-words">{b.contactEmail ? <a className="text-sky-700 hover:underline" href={`mailto:${b.contactEmail}`}>{b.contactEmail}</a> : t('none')}</dd></div>
          <div><dt className="text-slate-500">{t('phone')}</dt>
            <dd>{b.contactPhone ? <a className="text-sky-700 hover:underline" href={`tel:${b.contactPhone.replace(/[^+0-9]/g, '')}`}>{b.contactPhone}</a> : t('none')}</dd></div>
          <div className="sm:col-span-4"><dt className="text-slate-500">{t('message')}</dt>
            <dd className="whitespace-pre-wrap break-words" data-testid="guest-message">{b.guestMessage ?? t('none')}</dd></div>
        </>
      )}
    </dl>
  );
}
