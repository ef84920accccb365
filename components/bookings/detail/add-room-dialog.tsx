// Add a room to a booking: dates (the booking's by default), a room with free beds, one guest.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { useAvailableRooms, useBookingChanged } from '../queries';

type TProps = { booking: TBookingDetail; asset: string; onClose: () => void };

export function AddRoomDialog({ booking, asset, onClose }: TProps) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [dateFrom, setFrom] = useState(booking.dateFrom ?? '');
  const [dateTo, setTo] = useState(booking.dateTo ?? '');
  const [room, setRoom] = useState('');
  const [guest, setGuest] = useState({ firstName: '', lastName: '' });
  const rooms = useAvailableRooms(asset, dateFrom, dateTo);
  const add = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/rooms/${room}`, {
      method: 'POST',
      body: { dateFrom, dateTo, guests: guest.firstName || guest.lastName ? [{ firstName: guest.firstName || undefined, lastName: guest.lastName || undefined, gender: 'u' }] : [] },
    }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.detail.roomAdded')); onClose(); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); if (room) add.mutate(); };
  const taken = new Set(booking.rooms.map((r) => r.room));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('bookings.detail.addRoom')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('bookings.wizard.dateFrom')}>{(c) => <Input {...c} type="date" value={dateFrom} onChange={(e) => setFrom(e.target.value)} />}</Field>
          <Field label={t('bookings.wizard.dateTo')}>{(c) => <Input {...c} type="date" value={dateTo} onChange={(e) => setTo(e.target.value)} />}</Field>
        </div>
        <Field label={t('bookings.detail.room')} required>
          {(c) => <Select {...c} value={room} onChange={(e) => setRoom(e.target.value)} placeholder={t('bookings.detail.chooseRoom')}
            options={(rooms.data ?? []).filter((r) => !taken.has(r.id)).map((r) => ({ value: r.id, label: `${r.name} (${t('bookings.wizard.freeBeds', { free: r.freeBeds, total: r.bedCount })})`, disabled: r.freeBeds === 0 }))} />}
        </Field>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('bookings.wizard.firstName')}>{(c) => <Input {...c} value={guest.firstName} onChange={(e) => setGuest({ ...guest, firstName: e.target.value })} />}</Field>
          <Field label={t('bookings.wizard.lastName')}>{(c) => <Input {...c} value={guest.lastName} onChange={(e) => setGuest({ ...guest, lastName: e.target.value })} />}</Field>
        </div>
        {add.isError && <p role="alert" className="text-sm text-red-700">{errorText(add.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" disabled={!room} loading={add.isPending}>{t('bookings.detail.addRoom')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
