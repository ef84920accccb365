// Rebook a booking (POST {id}/rebook/{schedule} or {id}/rebook): to another departure of its
// vessel, or to a new arrival day with the same rooms and nights. The answer is the new booking.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { formatDate } from '@/lib/format';
import { useSchedules } from '../queries';

type TProps = { booking: TBookingDetail; open: boolean; onOpenChange: (o: boolean) => void; onDone: (fresh: TBookingDetail) => void };

export function RebookDialog({ booking, open, onOpenChange, onDone }: TProps) {
  const t = useTranslations('bookingOps');
  const tAll = useTranslations();
  const departures = useSchedules(open ? booking.vessel : null);
  const others = (departures.data ?? []).filter((s) => s.dateFrom !== booking.dateFrom && s.status !== 'cancelled');
  const options = [{ value: '', label: t('chooseDeparture') }, ...others.map((s) => ({ value: s.id, label: `${s.name} (${formatDate(s.dateFrom)} – ${formatDate(s.dateTo)})` }))];
  const [mode, setMode] = useState<'departure' | 'dates'>(booking.vessel ? 'departure' : 'dates');
  const [schedule, setSchedule] = useState('');
  const [dateFrom, setDateFrom] = useState(booking.dateFrom ?? '');
  const rebook = useMutation({
    meta: { silent: true },
    mutationFn: () => mode === 'departure'
      ? apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/rebook/${schedule}`, { method: 'POST' })
      : apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/rebook`, { method: 'POST', body: { dateFrom } }),
    onSuccess: (fresh) => { onOpenChange(false); onDone(fresh); },
  });
  const ready = mode === 'departure' ? schedule !== '' : /^\d{4}-\d{2}-\d{2}$/.test(dateFrom);
  const submit = (e: FormEvent) => { e.preventDefault(); if (ready) rebook.mutate(); };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('rebookTitle')} description={t('rebookText')} size="lg">
      <form onSubmit={submit} className="space-y-3" noValidate>
        {booking.vessel && (
          <div className="flex flex-wrap gap-3 text-sm">
            {(['departure', 'dates'] as const).map((m) => (
              <label key={m} className="flex items-center gap-1.5">
                <input type="radio" name="rebookMode" checked={mode === m} onChange={() => setMode(m)} />{t(`mode.${m}`)}
              </label>
            ))}
          </div>
        )}
        {mode === 'departure' ? (
          // The departure in full below the select: a phone's native select cuts long names.
          <Field label={t('departure')} className="min-w-0" hint={options.find((o) => o.value === schedule && o.value)?.label}>
            {(c) => <Select {...c} value={schedule} onChange={(e) => setSchedule(e.target.value)} className="min-w-0 truncate" options={options} />}
          </Field>
        ) : (
          <Field label={t('newArrival')}>
            {(c) => <Input {...c} type="date" value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} />}
          </Field>
        )}
        {rebook.isError && <p role="alert" className="text-sm text-red-700">{errorText(rebook.error, tAll)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{tAll('common.cancel')}</Button>
          <Button type="submit" disabled={!ready} loading={rebook.isPending}>{t('rebookSubmit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
