// Take a room out of sale for some nights (POST /api/rooms/addBlocker: Maintanance, OutOfOrder or
// Event); a 409 says a booking holds it. Removing a blocker is a confirm on its bar.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { BLOCKER_TYPES } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { bookingKeys } from '@/components/bookings/queries';

type TProps = { rooms: readonly { id: string; name: string }[]; dateFrom: string; onClose: () => void };

export function BlockerDialog({ rooms, dateFrom, onClose }: TProps) {
  const t = useTranslations();
  const qc = useQueryClient();
  const snackbar = useSnackbar();
  const [form, setForm] = useState({ room: rooms[0]?.id ?? '', type: 'Maintanance' as (typeof BLOCKER_TYPES)[number], dateFrom, dateTo: '', note: '' });
  const add = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch('/api/rooms/addBlocker', { method: 'POST', body: { ...form, note: form.note.trim() || undefined } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      snackbar.showSuccess(t('bookings.blocker.added'));
      onClose();
    },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); add.mutate(); };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('bookings.blocker.title')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('bookings.calendar.room')}>
          {(c) => <Select {...c} value={form.room} onChange={(e) => setForm({ ...form, room: e.target.value })} options={rooms.map((r) => ({ value: r.id, label: r.name }))} />}
        </Field>
        <Field label={t('bookings.blocker.type')}>
          {(c) => <Select {...c} value={form.type} onChange={(e) => setForm({ ...form, type: e.target.value as typeof form.type })}
            options={BLOCKER_TYPES.map((b) => ({ value: b, label: t(`bookings.blocker.types.${b}`) }))} />}
        </Field>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label={t('bookings.blocker.from')}>{(c) => <Input {...c} type="date" value={form.dateFrom} onChange={(e) => setForm({ ...form, dateFrom: e.target.value })} />}</Field>
          <Field label={t('bookings.blocker.to')}>{(c) => <Input {...c} type="date" value={form.dateTo} onChange={(e) => setForm({ ...form, dateTo: e.target.value })} />}</Field>
        </div>
        <Field label={t('bookings.blocker.note')}>{(c) => <Input {...c} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />}</Field>
        {add.isError && <p role="alert" className="text-sm text-red-700">{errorText(add.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={add.isPending} disabled={!form.room || !form.dateTo}>{t('bookings.blocker.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
