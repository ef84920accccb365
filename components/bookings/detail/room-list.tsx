// The booking's rooms with dates, beds and guests; change a room's dates or the room itself,
// edit its guests (room-edit-dialog, guests-dialog), remove a room (with a confirm), add one.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { formatDate } from '@/lib/format';
import { useAvailableRooms, useBookingChanged } from '../queries';
import { AddRoomDialog } from './add-room-dialog';
import { GuestsDialog } from './guests-dialog';
import { RoomEditDialog } from './room-edit-dialog';

type TRoom = TBookingDetail['rooms'][number];

export function RoomList({ booking, canUpdate, canEditCustomers = false }: { booking: TBookingDetail; canUpdate: boolean; canEditCustomers?: boolean }) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const asset = booking.resort ?? booking.vessel;
  const from = booking.dateFrom ?? '2000-01-01';
  const names = useAvailableRooms(asset, from, booking.dateTo ?? '2000-01-02');
  const nameOf = (id: string) => names.data?.find((r) => r.id === id)?.name ?? t('bookings.detail.room');
  const [toRemove, setToRemove] = useState<TRoom | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ room: TRoom; what: 'room' | 'guests' } | null>(null);
  const remove = useMutation({
    mutationFn: (r: TRoom) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/removeRoom/${r.room}`, { method: 'DELETE', query: { rb: r.id } }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.detail.roomRemoved')); },
  });
  const editable = canUpdate && !['aborted', 'deleted'].includes(booking.state);
  return (
    <section aria-labelledby="rooms-title" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="rooms-title" className="text-lg font-semibold text-slate-900">{t('bookings.detail.rooms')}</h2>
        {editable && asset && <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>{t('bookings.detail.addRoom')}</Button>}
      </div>
      {booking.rooms.length === 0 && <p className="text-sm text-slate-600">{t('bookings.detail.noRooms')}</p>}
      <ul className="space-y-2">
        {booking.rooms.map((r) => (
          <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="booking-room">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-slate-900">{nameOf(r.room)}</span>
              <span className="text-slate-600">{formatDate(r.dateFrom)} – {formatDate(r.dateTo)} · {t('bookings.detail.beds', { beds: r.beds.map((b) => b + 1).join(', ') })}</span>
              {editable && (
                <span className="flex flex-wrap gap-1">
                  {asset && !r.locked && <Button size="sm" variant="ghost" onClick={() => setEditing({ room: r, what: 'room' })}>{t('bookings.detail.changeRoom')}</Button>}
                  {!r.locked && <Button size="sm" variant="ghost" onClick={() => setEditing({ room: r, what: 'guests' })}>{t('bookings.detail.editGuests')}</Button>}
                  {booking.rooms.length > 1 && <Button size="sm" variant="ghost" onClick={() => setToRemove(r)}>{t('bookings.detail.removeRoom')}</Button>}
                </span>
              )}
            </div>
            {r.guests.length > 0 && (
              <ul className="mt-2 list-inside list-disc text-slate-700">
                {r.guests.map((g, i) => <li key={i}>{[g.firstName, g.lastName].filter(Boolean).join(' ') || t('bookings.detail.guestN', { n: i + 1 })} ({t(`bookings.gender.${g.gender}`)})</li>)}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(o) => !o && setToRemove(null)}
        title={t('bookings.detail.removeRoomTitle')}
        description={t('bookings.detail.removeRoomText', { room: toRemove ? nameOf(toRemove.room) : '' })}
        confirmLabel={t('bookings.detail.removeRoom')}
        destructive
        onConfirm={async () => { await remove.mutateAsync(toRemove!); }}
      />
      {adding && asset && <AddRoomDialog booking={booking} asset={asset} onClose={() => setAdding(false)} />}
      {editing?.what === 'room' && asset && <RoomEditDialog booking={booking} room={editing.room} asset={asset} roomName={nameOf(editing.room.room)} onClose={() => setEditing(null)} />}
      {editing?.what === 'guests' && <GuestsDialog booking={booking} room={editing.room} roomName={nameOf(editing.room.room)} canEditCustomers={canEditCustomers} onClose={() => setEditing(null)} />}
    </section>
  );
}
