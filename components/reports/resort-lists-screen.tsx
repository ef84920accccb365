// /resort/lists: the resort's printable lists for the front desk: arrivals and departures of a
// day or a range, with room, guests, flight and transfer (GET /api/arrivaldeparture/date/{resort}/
// {from}/{to}). Printing uses the browser's print dialog; the controls are not printed.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useNamedList } from '@/components/bookings/queries';
import { Button, Card, EmptyState, ErrorState, Field, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TArrivalDepartureRow } from '@/lib/contract/schedules';
import { formatDate } from '@/lib/format';
import { RangeControls, rangeAround, type TRange } from './range-controls';

type TAnswer = { resort: { id: string; name: string }; arrivals: TArrivalDepartureRow[]; departures: TArrivalDepartureRow[] };

export function ResortListsScreen() {
  const t = useTranslations('reports');
  const tr = useTranslations('routes');
  const resorts = useNamedList('/api/resort');
  const [picked, setPicked] = useState<string | null>(null);
  const resort = picked ?? resorts.data?.[0]?.id ?? null;
  const [range, setRange] = useState<TRange>(() => rangeAround(0, 1));
  const lists = useQuery({
    queryKey: ['reports', 'resortLists', resort, range],
    queryFn: ({ signal }) => apiFetch<TAnswer>(`/api/arrivaldeparture/date/${encodeURIComponent(resort!)}/${range.from}/${range.to}`, { signal }),
    enabled: resort !== null && range.to >= range.from,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{tr('resortLists')}{lists.data ? `: ${lists.data.resort.name}` : ''}</h1>
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()} disabled={!lists.data}>{t('print')}</Button>
      </div>
      <div className="print:hidden">
        <RangeControls range={range} onChange={setRange}>
          <Field label={t('resort')} className="w-64">
            {(c) => <Select {...c} value={resort ?? ''} onChange={(e) => setPicked(e.target.value)} options={(resorts.data ?? []).map((r) => ({ value: r.id, label: r.name }))} />}
          </Field>
        </RangeControls>
      </div>
      {resorts.isPending ? <Spinner label={t('loading')} /> : resort === null ? <EmptyState title={t('noResorts')} /> : lists.isPending ? (
        <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>
      ) : lists.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => lists.refetch()}>{t('retry')}</Button>} />
      ) : (
        <>
          <GuestList title={t('arrivals')} rows={lists.data.arrivals} testId="resort-arrivals" />
          <GuestList title={t('departures')} rows={lists.data.departures} testId="resort-departures" />
        </>
      )}
    </div>
  );
}

function GuestList({ title, rows, testId }: { title: string; rows: TArrivalDepartureRow[]; testId: string }) {
  const t = useTranslations('reports');
  return (
    <Card title={`${title} (${rows.length})`} data-testid={testId}>
      {rows.length === 0 ? <p className="text-sm text-slate-600">{t('nobody')}</p> : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-slate-600">
              <tr><th className="p-2">{t('date')}</th><th className="p-2">{t('guest')}</th><th className="p-2">{t('room')}</th><th className="p-2 text-right">{t('guests')}</th><th className="p-2">{t('flight')}</th><th className="p-2">{t('transfer')}</th><th className="p-2">{t('booking')}</th></tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.source}:${r.id}`} className="border-t border-slate-100">
                  <td className="p-2 whitespace-nowrap tabular-nums">{formatDate(r.date)}{r.time ? ` ${r.time}` : ''}</td>
                  <td className="p-2">{r.guestName}</td>
                  <td className="p-2">{r.room?.name ?? '–'}</td>
                  <td className="p-2 text-right tabular-nums">{r.noOfPax}</td>
                  <td className="p-2">{r.flightNo ?? '–'}</td>
                  <td className="p-2">{r.transfer ? t('yes') : t('no')}</td>
                  <td className="p-2">{r.booking ? <Link className="text-sky-800 underline" href={`/booking/${r.booking}`}>{r.bookingNumber ?? t('open')}</Link> : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
