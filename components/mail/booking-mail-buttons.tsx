// The booking's mails by hand, on its detail page (bookings.update): send the confirmation, the
// invoice (when one is in force), the voucher (to the agency, or an address given) and the
// guest-form links, each through the preview dialog (booking-mail-dialog.tsx).
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { BookingMailDialog, type TBookingMailKind } from './booking-mail-dialog';

export function BookingMailButtons({ booking }: { booking: TBookingDetail }) {
  const t = useTranslations('bookingMail');
  const [kind, setKind] = useState<TBookingMailKind | null>(null);
  const language = booking.language === 'en' ? 'en' : 'de';
  const kinds: TBookingMailKind[] = ['confirmation', 'invoice', 'voucher', 'guestForms'];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('group')}>
      {kinds.map((k) => (
        <Button key={k} size="sm" variant="secondary" onClick={() => setKind(k)}>{t(k === 'voucher' && booking.agency ? 'button.voucherAgency' : `button.${k}`)}</Button>
      ))}
      {kind && <BookingMailDialog key={kind} bookingId={booking.id} kind={kind} open onOpenChange={(o) => { if (!o) setKind(null); }} defaultLanguage={language} />}
    </div>
  );
}
