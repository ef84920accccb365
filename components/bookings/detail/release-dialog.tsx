// Release an offer or reservation (POST {id}/release?reason=): it lets its rooms go, the booking
// becomes released (freed) and keeps its numbers; revert takes it back as an offer.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';

type TProps = { booking: TBookingDetail; open: boolean; onOpenChange: (o: boolean) => void; onDone: (fresh: TBookingDetail) => void };

export function ReleaseDialog({ booking, open, onOpenChange, onDone }: TProps) {
  const t = useTranslations('bookingOps');
  const tAll = useTranslations();
  const [reason, setReason] = useState('');
  const release = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/release`, { method: 'POST', query: reason.trim() ? { reason: reason.trim() } : {} }),
    onSuccess: (fresh) => { setReason(''); onOpenChange(false); onDone(fresh); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); release.mutate(); };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('releaseTitle')} description={t('releaseText')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('releaseReason')} hint={t('releaseReasonHint')}>
          {(c) => <Input {...c} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        {release.isError && <p role="alert" className="text-sm text-red-700">{errorText(release.error, tAll)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{tAll('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={release.isPending}>{t('releaseSubmit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
