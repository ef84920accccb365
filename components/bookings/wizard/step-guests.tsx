// Wizard step 4: the guests of each chosen room: an existing customer (search) or a new name with
// gender; guests can be added up to the room's free beds and removed.
'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button, Field, Input, Select } from '@/components/ui';
import { emptyGuest, type TWizardGuest, type TWizardRoom, type TWizardState } from '@/lib/bookings/wizard-state';
import { CustomerSearch } from './customer-search';

type TProps = { state: TWizardState; onChange: (s: TWizardState) => void };

export function StepGuests({ state, onChange }: TProps) {
  const t = useTranslations('bookings.wizard');
  const setRoom = (i: number, room: TWizardRoom) => onChange({ ...state, rooms: state.rooms.map((r, j) => (j === i ? room : r)) });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-medium text-slate-900">{t('guestsLegend')}</legend>
      {state.rooms.map((room, i) => (
        <section key={room.room} aria-label={room.name} className="space-y-3 rounded-md border border-slate-200 p-3">
          <h3 className="font-medium text-slate-900">{room.name}</h3>
          {room.guests.map((g, gi) => (
            <GuestRow key={gi} index={gi} guest={g}
              onChange={(ng) => setRoom(i, { ...room, guests: room.guests.map((x, k) => (k === gi ? ng : x)) })}
              onRemove={room.guests.length > 1 ? () => setRoom(i, { ...room, guests: room.guests.filter((_, k) => k !== gi) }) : null} />
          ))}
          {room.guests.length < room.beds && (
            <Button size="sm" variant="secondary" onClick={() => setRoom(i, { ...room, guests: [...room.guests, emptyGuest()] })}>{t('addGuest')}</Button>
          )}
        </section>
      ))}
    </fieldset>
  );
}

function GuestRow({ index, guest, onChange, onRemove }: { index: number; guest: TWizardGuest; onChange: (g: TWizardGuest) => void; onRemove: (() => void) | null }) {
  const t = useTranslations('bookings.wizard');
  const tg = useTranslations('bookings.gender');
  const id = useId();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-2 first:border-0 first:pt-0" role="group" aria-label={t('guestN', { n: index + 1 })}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">{t('guestN', { n: index + 1 })}</span>
        {guest.customer ? (
          <span className="flex items-center gap-2">
            <span className="rounded bg-sky-100 px-2 py-0.5 text-sky-900">{guest.customerName}</span>
            <Button size="sm" variant="ghost" onClick={() => onChange(emptyGuest())}>{t('newGuest')}</Button>
          </span>
        ) : null}
        {onRemove && <Button size="sm" variant="ghost" onClick={onRemove}>{t('removeGuest')}</Button>}
      </div>
      {!guest.customer && (
        <>
          <CustomerSearch id={`${id}-search`} onPick={(c) => onChange({
            customer: c.id, customerName: c.fullName, firstName: c.masterData?.firstName ?? '', lastName: c.masterData?.lastName ?? '',
            gender: c.masterData?.gender ?? 'u', ...(c.masterData?.birthday ? { birthday: c.masterData.birthday } : {}),
          })} />
          <div className="grid gap-2 sm:grid-cols-3">
            <Field label={t('firstName')} required>{(c) => <Input {...c} value={guest.firstName} onChange={(e) => onChange({ ...guest, firstName: e.target.value })} autoComplete="off" />}</Field>
            <Field label={t('lastName')} required>{(c) => <Input {...c} value={guest.lastName} onChange={(e) => onChange({ ...guest, lastName: e.target.value })} autoComplete="off" />}</Field>
            <Field label={t('gender')}>
              {(c) => <Select {...c} value={guest.gender} onChange={(e) => onChange({ ...guest, gender: e.target.value as TWizardGuest['gender'] })}
                options={(['u', 'm', 'f'] as const).map((v) => ({ value: v, label: tg(v) }))} />}
            </Field>
          </div>
        </>
      )}
    </div>
  );
}
