// /master/booking: the bookings another system (a channel manager) made, with ours: the system's
// id and the OTA's reference, the guest, our number, dates and state (GET /api/master/{system}/booking,
// search by reference or guest). Each opens /master/booking/{system}/{id}.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, EmptyState, ErrorState, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

/** The systems a channel connection can be of (upstream/modules/channels/connections.ts). */
const SYSTEMS = ['channex'] as const;
export type TMasterBooking = {
  system: string; externalId: string; status: string; reference: string | null; source: string | null; guest: string | null;
  bookingId: string; bookingNo: string | null; title: string | null; state: string; dateFrom: string | null; dateTo: string | null; lastRevision: string;
};

export function MasterBookingsScreen() {
  const t = useTranslations('channels.master');
  const tc = useTranslations('channels');
  const tr = useTranslations('routes');
  const [system, setSystem] = useState<string>(SYSTEMS[0]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = { page, size: 25, ...(search.trim() ? { search: search.trim() } : {}) };
  const list = useQuery({
    queryKey: ['channels', 'master', system, query],
    queryFn: ({ signal }) => apiFetch<{ data: TMasterBooking[]; total: number }>(`/api/master/${encodeURIComponent(system)}/booking`, { query, signal }),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 25)) : 1;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('masterBooking')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm text-slate-700">{t('system')}
          <Select value={system} onChange={(e) => { setSystem(e.currentTarget.value); setPage(1); }} options={SYSTEMS.map((s) => ({ value: s, label: s }))} />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-700">{t('search')}
          <Input type="search" value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} />
        </label>
      </div>
      {list.isPending ? <Spinner label={tc('loading')} /> : list.isError ? (
        <ErrorState title={tc('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{tc('retry')}</Button>} />
      ) : list.data.data.length === 0 ? <EmptyState title={t('none')} /> : (
        <ul className="space-y-2" aria-label={tr('masterBooking')}>
          {list.data.data.map((b) => (
            <li key={`${b.system}:${b.externalId}`} className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="master-booking">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link className="font-medium text-sky-800 underline" href={`/master/booking/${encodeURIComponent(b.system)}/${encodeURIComponent(b.externalId)}`}>
                  {b.guest || b.title || b.externalId}
                </Link>
                <span className="text-slate-700">{t(`status.${b.status === 'cancelled' ? 'cancelled' : 'active'}`)}</span>
              </div>
              <p className="mt-1 text-slate-700">{[b.source, b.reference ?? b.externalId].filter(Boolean).join(' · ')}</p>
              <p className="text-slate-700">{[b.bookingNo, b.dateFrom && b.dateTo ? `${b.dateFrom} – ${b.dateTo}` : null].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
      {list.data && pages > 1 && (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label={tc('paging')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{tc('previous')}</Button>
          <span className="text-slate-700">{tc('pageOf', { page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{tc('next')}</Button>
        </nav>
      )}
    </div>
  );
}
