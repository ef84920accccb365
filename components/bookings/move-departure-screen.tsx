// /schedules/movecabin/{id} (bookings.update): every open booking of this departure moves to
// another departure of the same vessel, same cabins, in place (POST /api/bookings/move/{schedule}
// ?from={id}); all or nothing; bookings with a locked room stay and are named.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, Card, ErrorState, Field, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TBookingState } from '@/lib/contract/booking-core';
import type { TListAnswer } from '@/lib/contract/listing';
import { formatDate } from '@/lib/format';
import { useSchedules, type TSchedule } from './queries';
import { StateBadge } from './state-badge';

type TRow = { id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; title: string | null; state: string; noOfPax: number };
type TMoved = { moved: string[]; kept: { id: string; reason: string }[] };

export function MoveDepartureScreen({ id }: { id: string }) {
  const t = useTranslations('moveDeparture');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const from = useQuery({ queryKey: ['schedule', id], queryFn: ({ signal }) => apiFetch<TSchedule>(`/api/schedules/${id}`, { signal }) });
  const others = useSchedules(from.data?.vessel ?? null);
  const list = useQuery({
    queryKey: ['moveDeparture', id],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TRow>>('/api/bookings', { query: { size: 0, sort: 'bookingNo', order: 1, filter: JSON.stringify({ schedule: id }) }, signal }),
  });
  const [target, setTarget] = useState('');
  const move = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TMoved>(`/api/bookings/move/${target}`, { method: 'POST', query: { from: id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['moveDeparture', id] }),
  });
  if (from.isPending) return <Spinner label={tAll('common.loading')} />;
  if (from.isError) return <ErrorState title={t('loadFailed')} />;
  const s = from.data;
  const rows = (list.data?.data ?? []).filter((b) => !['aborted', 'deleted', 'rebooked', 'freed'].includes(b.state));
  const choices = (others.data ?? []).filter((o) => o.id !== id);
  const options = [{ value: '', label: t('choose') }, ...choices.map((o) => ({ value: o.id, label: `${o.name} (${formatDate(o.dateFrom)} – ${formatDate(o.dateTo)})` }))];
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('title', { name: s.name })}</h1>
      <p className="text-sm text-slate-600">{formatDate(s.dateFrom)} – {formatDate(s.dateTo)} · {t('intro')}</p>
      <Card title={t('bookings', { count: rows.length })} data-testid="move-bookings">
        {rows.length === 0 ? <p className="text-sm text-slate-600">{t('none')}</p> : (
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-3 py-1.5">
                <Link className="text-sky-800 underline" href={`/booking/${b.id}`}>{b.bookingNo ?? b.reservationNo ?? b.offerNo ?? b.id.slice(0, 8)}</Link>
                <span>{b.title ?? ''}</span>
                <StateBadge state={b.state as TBookingState} />
                <span className="ml-auto text-slate-600">{t('pax', { count: b.noOfPax })}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {/* The target takes the width there is (a phone's whole line; beside the button on a
          desktop), and the chosen departure is written out in full below it: a phone's native
          select cuts long names. */}
      <form className="flex flex-col gap-2 sm:flex-row sm:items-start" onSubmit={(e) => { e.preventDefault(); if (target) move.mutate(); }} data-testid="move-form">
        <Field label={t('target')} className="min-w-0 flex-1" hint={options.find((o) => o.value === target && o.value)?.label}>
          {(c) => <Select {...c} value={target} onChange={(e) => setTarget(e.target.value)} className="min-w-0 truncate" options={options} />}
        </Field>
        <Button type="submit" className="w-full sm:mt-6 sm:w-auto" disabled={!target || rows.length === 0} loading={move.isPending}>{t('move')}</Button>
      </form>
      {move.error && <p role="alert" className="text-sm text-red-700">{errorText(move.error, tAll)}</p>}
      {move.data && (
        <p role="status" className="text-sm text-teal-800" data-testid="move-result">
          {t('moved', { count: move.data.moved.length })}{move.data.kept.length ? ` ${t('kept', { count: move.data.kept.length })}` : ''}
          {target && <> <Link className="text-sky-800 underline" href={`/schedules/movecabin/${target}`}>{t('toTarget')}</Link></>}
        </p>
      )}
    </div>
  );
}
