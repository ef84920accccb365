// Split a booking by guest (POST {id}/splitByCustomer): the guests ticked leave for a new confirmed
// booking with their rooms (their beds in a shared cabin); at least one guest stays.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Dialog } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';

type TProps = { booking: TBookingDetail; open: boolean; onOpenChange: (o: boolean) => void; onDone: (fresh: TBookingDetail) => void };

export function SplitDialog({ booking, open, onOpenChange, onDone }: TProps) {
  const t = useTranslations('bookingOps');
  const tAll = useTranslations();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const split = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/splitByCustomer`, {
      method: 'POST', body: { guests: [...picked].map((k) => { const [roomBookingId, idx] = k.split(':'); return { roomBookingId, idx: Number(idx) }; }) },
    }),
    onSuccess: (fresh) => { setPicked(new Set()); onOpenChange(false); onDone(fresh); },
  });
  const toggle = (k: string) => setPicked((p) => { const n = new Set(p); if (n.has(k)) n.delete(k); else n.add(k); return n; });
  const submit = (e: FormEvent) => { e.preventDefault(); if (picked.size > 0) split.mutate(); };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('splitTitle')} description={t('splitText')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        {booking.rooms.map((r, ri) => (
          <fieldset key={r.id} className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">{t('roomN', { n: ri + 1 })}</legend>
            {r.guests.map((g, gi) => {
              const k = `${r.id}:${gi}`;
              const name = [g.firstName, g.lastName].filter(Boolean).join(' ') || t('guestN', { n: gi + 1 });
              return (
                <label key={k} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={picked.has(k)} onChange={() => toggle(k)} />{name}
                </label>
              );
            })}
          </fieldset>
        ))}
        {split.isError && <p role="alert" className="text-sm text-red-700">{errorText(split.error, tAll)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{tAll('common.cancel')}</Button>
          <Button type="submit" disabled={picked.size === 0} loading={split.isPending}>{t('splitSubmit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
