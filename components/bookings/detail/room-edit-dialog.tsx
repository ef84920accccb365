// Change one room of a booking in place: its dates (POST .../rooms/{room}/date) and the room
// itself (POST .../changeRoom), through the owner's rules (the old beds are given back and the
// new ones taken in one transaction: taken nights are a 409 and change nothing).
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

type TRoom = TBookingDetail['rooms'][number];
type TProps = { booking: TBookingDetail; room: TRoom; asset: string; roomName: string; onClose: () => void };

export function RoomEditDialog({ booking, room, asset, roomName, onClose }: TProps) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [dateFrom, setFrom] = useState(room.dateFrom);
  const [dateTo, setTo] = useState(room.dateTo);
  const [target, setTarget] = useState(room.room);
  const rooms = useAvailableRooms(asset, dateFrom, dateTo);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      let detail: TBookingDetail | null = null;
      let bookingRoom = room.id;
      if (dateFrom !== room.dateFrom || dateTo !== room.dateTo) {
        detail = await apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/rooms/${room.room}/date`, { method: 'POST', body: { dateFrom, dateTo, roomBookingId: room.id } });
        // The changed booking room has a new id: the one of this room with the new dates.
        bookingRoom = detail.rooms.find((r) => r.room === room.room && r.dateFrom === dateFrom && r.dateTo === dateTo)?.id ?? bookingRoom;
      }
      if (target !== room.room) {
        detail = await apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/changeRoom`, { method: 'POST', body: { roomBookingId: bookingRoom, room: target } });
      }
      return detail;
    },
    onSuccess: (d) => {
      if (d) { changed(d); snackbar.showSuccess(t('bookings.detail.roomChanged')); }
      onClose();
    },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); save.mutate(); };
  const others = new Set(booking.rooms.filter((r) => r.id !== room.id).map((r) => r.room));
  const options = (rooms.data ?? []).filter((r) => !others.has(r.id)).map((r) => ({
    value: r.id,
    label: r.id === room.room ? r.name : `${r.name} (${t('bookings.wizard.freeBeds', { free: r.freeBeds, total: r.bedCount })})`,
    disabled: r.id !== room.room && r.freeBeds === 0,
  }));
  if (!options.some((o) => o.value === room.room)) options.unshift({ value: room.room, label: roomName, disabled: false });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('bookings.detail.changeRoomTitle', { room: roomName })}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('bookings.wizard.dateFrom')}>{(c) => <Input {...c} type="date" value={dateFrom} onChange={(e) => setFrom(e.target.value)} />}</Field>
          <Field label={t('bookings.wizard.dateTo')}>{(c) => <Input {...c} type="date" value={dateTo} onChange={(e) => setTo(e.target.value)} />}</Field>
        </div>
        <Field label={t('bookings.detail.room')}>
          {(c) => <Select {...c} value={target} onChange={(e) => setTarget(e.target.value)} options={options} />}
        </Field>
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" disabled={!dateFrom || !dateTo || dateTo <= dateFrom} loading={save.isPending}>{t('common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
