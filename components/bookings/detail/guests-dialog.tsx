// Edit the guests of one room of a booking in place: names, gender and birthday of each guest,
// add and remove guests (POST .../rooms/{room}/guests: one change, one version of the booking;
// a shared cabin takes a bed per guest, 409 when none is free). A guest with a customer record
// also edits that record's fields (guest-customer-fields.tsx) when the role may change customers.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail, TGuest } from '@/lib/contract/booking-core';
import { errorText } from '@/lib/bookings/error-text';
import { useBookingChanged } from '../queries';
import { CustomerFields, saveCustomer, useCustomerDrafts } from './guest-customer-fields';

type TRoom = TBookingDetail['rooms'][number];
type TProps = { booking: TBookingDetail; room: TRoom; roomName: string; canEditCustomers: boolean; onClose: () => void };

const GENDER_CHOICES = ['u', 'f', 'm'] as const;

export function GuestsDialog({ booking, room, roomName, canEditCustomers, onClose }: TProps) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [guests, setGuests] = useState<TGuest[]>(room.guests.map((g) => ({ ...g })));
  const customers = useCustomerDrafts(canEditCustomers ? guests.map((g) => g.customer).filter((c): c is string => !!c) : []);
  const set = (i: number, patch: Partial<TGuest>) => setGuests((list) => list.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const save = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const body = guests.map((g) => ({
        ...(g.customer ? { customer: g.customer } : {}),
        ...(g.firstName?.trim() ? { firstName: g.firstName.trim() } : {}),
        ...(g.lastName?.trim() ? { lastName: g.lastName.trim() } : {}),
        gender: g.gender ?? 'u',
        ...(g.birthday ? { birthday: g.birthday } : {}),
      }));
      for (const id of customers.dirtyIds()) await saveCustomer(id, customers.drafts[id]!, guests.find((g) => g.customer === id));
      return apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/rooms/${room.room}/guests`, { method: 'POST', body: { guests: body, roomBookingId: room.id } });
    },
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.detail.guestsSaved')); onClose(); },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); save.mutate(); };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="lg" title={t('bookings.detail.guestsTitle', { room: roomName })}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {guests.length === 0 && <p className="text-sm text-slate-600">{t('bookings.detail.noGuests')}</p>}
        {guests.map((g, i) => (
          <fieldset key={i} className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="guest-editor">
            <legend className="px-1 text-sm font-medium text-slate-700">{t('bookings.detail.guestN', { n: i + 1 })}</legend>
            <div className="grid gap-2 sm:grid-cols-4">
              <Field label={t('bookings.wizard.firstName')}>{(c) => <Input {...c} value={g.firstName ?? ''} onChange={(e) => set(i, { firstName: e.target.value })} />}</Field>
              <Field label={t('bookings.wizard.lastName')}>{(c) => <Input {...c} value={g.lastName ?? ''} onChange={(e) => set(i, { lastName: e.target.value })} />}</Field>
              <Field label={t('bookings.wizard.gender')}>
                {(c) => <Select {...c} value={g.gender ?? 'u'} onChange={(e) => set(i, { gender: e.target.value as TGuest['gender'] })}
                  options={GENDER_CHOICES.map((v) => ({ value: v, label: t(`bookings.gender.${v}`) }))} />}
              </Field>
              <Field label={t('bookings.detail.birthday')}>{(c) => <Input {...c} type="date" value={g.birthday ?? ''} onChange={(e) => set(i, { birthday: e.target.value || undefined })} />}</Field>
            </div>
            {g.customer && customers.drafts[g.customer] && (
              <CustomerFields draft={customers.drafts[g.customer]!} onChange={(d) => customers.change(g.customer!, d)} />
            )}
            <div className="flex justify-end">
              <Button size="sm" variant="ghost" onClick={() => setGuests((list) => list.filter((_, j) => j !== i))}>{t('bookings.wizard.removeGuest')}</Button>
            </div>
          </fieldset>
        ))}
        <Button size="sm" variant="secondary" onClick={() => setGuests((list) => [...list, { gender: 'u' }])} disabled={guests.length >= 20}>{t('bookings.wizard.addGuest')}</Button>
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={save.isPending}>{t('common.save')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
