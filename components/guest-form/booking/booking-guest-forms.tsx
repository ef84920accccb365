// The guest-form area of a booking's page (api-calls 7.12): every guest with their form and whether
// they answered, "Create missing guest forms" (one per guest without one, in one step), "Fill in
// from customers", and per form its guest link, the answers, the PDF to print and the link switch.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, cn } from '@/components/ui';
import { FormAnswersDialog } from '@/components/resources/form-links/form-answers-dialog';
import { FormLinksDialog } from '@/components/resources/form-links/form-links-dialog';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { bookingKeys } from '@/lib/bookings/query-keys';
import { guestform } from '@/lib/contract/resources/forms';
import type { TGuestFormRooms, TGuestRow } from '@/lib/guest-form/booking-rooms';

type TOpen = { kind: 'links' | 'answers'; form: NonNullable<TGuestRow['form']> } | null;
const STATUS_TONE: Record<string, string> = {
  none: 'bg-slate-100 text-slate-700', open: 'bg-amber-100 text-amber-900', submitted: 'bg-teal-100 text-teal-900', synced: 'bg-sky-100 text-sky-900',
};

/** canSwitchLinks: the operator's staff (the link switch is an operator field; agencies cannot set it). */
export function BookingGuestForms({ bookingId, version, canUpdate, canSwitchLinks = false }: { bookingId: string; version: number; canUpdate: boolean; canSwitchLinks?: boolean }) {
  const t = useTranslations('bookingGuestForms');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const key = ['guestform-rooms', bookingId, version];
  const rooms = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<TGuestFormRooms>('/api/guestform/rooms', { signal, query: { booking: bookingId } }) });
  const [open, setOpen] = useState<TOpen>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['guestform-rooms', bookingId] }), qc.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) })]);
  const create = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<{ created: unknown[] }>(`/api/guestform/addToBooking/${bookingId}`, { method: 'POST' }),
    onSuccess: async (r) => { setNotice(t('created', { count: r.created.length })); await refresh(); },
  });
  const append = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<{ changed: unknown[] }>('/api/guestform/appendMissingFields', { method: 'POST', body: { booking: bookingId } }),
    onSuccess: async (r) => { setNotice(t('appended', { count: r.changed.length })); await refresh(); },
  });
  const toggle = useMutation({
    meta: { silent: true },
    mutationFn: (f: { id: string; linkActive: boolean }) => apiFetch<unknown>(`/api/guestform/${f.id}`, { method: 'POST', body: { linkActive: !f.linkActive } }),
    onSuccess: refresh,
  });
  const data = rooms.data;
  const guests = data?.rooms.flatMap((r) => r.guests.map((g) => ({ ...g, roomName: r.roomName }))) ?? [];
  const waiting = guests.filter((g) => !g.answered);
  const problem = create.error ?? append.error ?? toggle.error;
  return (
    <Card title={t('title')} data-testid="booking-guest-forms"
      actions={canUpdate && data ? (
        <>
          {data.missing > 0 && <Button onClick={() => create.mutate()} loading={create.isPending}>{t('createMissing', { count: data.missing })}</Button>}
          {data.forms > 0 && <Button variant="secondary" onClick={() => append.mutate()} loading={append.isPending}>{t('appendMissing')}</Button>}
        </>
      ) : undefined}>
      {!data ? <p className="text-sm text-slate-600">{rooms.isError ? errorText(rooms.error, tAll) : t('loading')}</p> : guests.length === 0 ? <p className="text-sm text-slate-600">{t('noGuests')}</p> : (
        <>
          <p className="mb-2 text-sm text-slate-700" data-testid="guest-forms-summary">
            {t('summary', { answered: data.guests - data.unanswered, guests: data.guests })}
            {waiting.length > 0 && <> · {t('waiting', { names: waiting.map((g) => g.name).join(', ') })}</>}
          </p>
          <ul className="divide-y divide-slate-100 text-sm">
            {guests.map((g) => {
              const status = g.form?.status ?? 'none';
              return (
                <li key={`${g.roomName}-${g.index}-${g.name}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="guest-form-row">
                  <span className="min-w-0 font-medium text-slate-900">{g.name}</span>
                  <span className="text-slate-600">{g.roomName}</span>
                  <span className={cn('rounded px-2 py-0.5 text-xs font-medium', STATUS_TONE[status] ?? STATUS_TONE.none)} data-testid="guest-form-status">{t(`status.${status}`)}</span>
                  {g.form && !g.form.linkActive && <span className="text-xs text-red-800">{t('linkOff')}</span>}
                  {g.form && (
                    <span className="flex flex-wrap gap-2 sm:ml-auto">
                      <a className="inline-flex items-center rounded-md border border-slate-300 px-2 py-1 text-sky-800 hover:bg-slate-50" href={`/api/guestform/${g.form.id}/print`} target="_blank" rel="noreferrer">{t('print')}</a>
                      <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'links', form: g.form! })}>{t('link')}</Button>
                      {g.answered && <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'answers', form: g.form! })}>{t('answers')}</Button>}
                      {canSwitchLinks && <Button size="sm" variant="secondary" onClick={() => toggle.mutate(g.form!)}>{t(g.form.linkActive ? 'switchOff' : 'switchOn')}</Button>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {notice && <p className="mt-2 text-sm text-teal-800" role="status">{notice}</p>}
      {problem && <p className="mt-2 text-sm text-red-700" role="alert">{errorText(problem, tAll)}</p>}
      {open?.kind === 'links' && <FormLinksDialog resource={guestform} row={open.form} name={open.form.name} mayChange={canUpdate} onClose={() => setOpen(null)} />}
      {open?.kind === 'answers' && <StoredAnswers id={open.form.id} name={open.form.name} mayChange={canUpdate} onClose={() => { setOpen(null); void refresh(); }} />}
    </Card>
  );
}

/** The answers dialog with the form as stored (the overview carries no answers). */
function StoredAnswers({ id, name, mayChange, onClose }: { id: string; name: string; mayChange: boolean; onClose: () => void }) {
  const form = useQuery({ queryKey: ['guestform', id], queryFn: ({ signal }) => apiFetch<Record<string, unknown> & { id: string }>(`/api/guestform/${id}`, { signal }) });
  if (!form.data) return null;
  return <FormAnswersDialog resource={guestform} row={form.data} name={name} mayChange={mayChange} onClose={onClose} />;
}
