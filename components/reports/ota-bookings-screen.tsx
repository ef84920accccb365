// /booking/ota: the channels' update log (api-calls 7.4 otaupdates, markRead): every booking,
// change and cancellation a channel manager sent, and every availability push, unread first.
// A refused booking says why and what to do; each row links to its booking; staff who may change
// bookings mark a row read. The connections themselves are kept on /plugins (docs/decisions/channels.md).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, Card, Checkbox, EmptyState, ErrorState, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TConnection = { id: string; name: string; system: string; isActive: boolean };
type TUpdate = {
  id: string; system: string; direction: 'in' | 'out'; kind: string; externalId: string | null; bookingId: string | null; bookingNo: string | null;
  bookingTitle: string | null; state: string; message: string | null; reference: string | null; source: string | null; read: boolean; createdAt: string;
};
type TPage = { data: TUpdate[]; total: number; page: number; size: number };

const STATES = ['applied', 'refused', 'stale', 'failed', 'sent'] as const;
const SIZE = 25;
const TONE: Record<string, string> = {
  applied: 'bg-emerald-50 text-emerald-900 border-emerald-200', sent: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  refused: 'bg-red-50 text-red-900 border-red-200', failed: 'bg-red-50 text-red-900 border-red-200',
  stale: 'bg-slate-100 text-slate-800 border-slate-200', pending: 'bg-amber-50 text-amber-900 border-amber-200',
};

export function OtaBookingsScreen({ mayConfigure, mayMarkRead }: { mayConfigure: boolean; mayMarkRead: boolean }) {
  const t = useTranslations('channels');
  const tr = useTranslations('routes');
  const tReports = useTranslations('reports');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const [unread, setUnread] = useState(false);
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const query = { page, size: SIZE, ...(unread ? { unread: 'true' } : {}), ...(state ? { state } : {}) };
  const updates = useQuery({
    queryKey: ['channels', 'otaupdates', query],
    queryFn: ({ signal }) => apiFetch<TPage>('/api/bookings/otaupdates', { query, signal }),
  });
  const count = useQuery({
    queryKey: ['channels', 'unread'],
    queryFn: ({ signal }) => apiFetch<{ count: number }>('/api/bookings/unreadotaupdates', { signal }),
  });
  const markRead = useMutation({
    mutationFn: (id: string) => apiFetch<TUpdate>(`/api/bookings/markRead/${id}`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['channels'] }),
  });
  const connections = useQuery({
    queryKey: ['reports', 'systemconnections'],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TConnection>>('/api/systemconnection', { query: { size: 0, sort: 'name', order: 1 }, signal }),
    enabled: mayConfigure,
  });
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const kind = (u: TUpdate) => t.has(`kinds.${u.kind}`) ? t(`kinds.${u.kind}`) : u.kind;
  const pages = updates.data ? Math.max(1, Math.ceil(updates.data.total / SIZE)) : 1;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{tr('bookingOta')}</h1>
        {count.data && <p className="text-sm text-slate-700" data-testid="unread-count">{t('unreadCount', { count: count.data.count })}</p>}
      </div>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label={t('filters')}>
        <Checkbox label={t('unreadOnly')} checked={unread} onChange={(e) => { setUnread(e.currentTarget.checked); setPage(1); }} />
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {t('state')}
          <Select value={state} onChange={(e) => { setState(e.currentTarget.value); setPage(1); }}
            options={[{ value: '', label: t('allStates') }, ...STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))]} />
        </label>
      </div>
      {updates.isPending ? <Spinner label={t('loading')} /> : updates.isError ? (
        <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => updates.refetch()}>{t('retry')}</Button>} />
      ) : updates.data.data.length === 0 ? <EmptyState title={t('none')} /> : (
        <ul className="space-y-2" aria-label={t('listLabel')}>
          {updates.data.data.map((u) => (
            <li key={u.id} className={`rounded-md border p-3 ${u.read ? 'border-slate-200 bg-white' : 'border-sky-300 bg-sky-50'}`} data-testid="ota-update">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  {!u.read && <span className="font-semibold text-sky-900">{t('unread')}</span>}
                  <span className={`rounded border px-1.5 py-0.5 text-xs font-medium ${TONE[u.state] ?? TONE.stale}`}>{t.has(`states.${u.state}`) ? t(`states.${u.state}`) : u.state}</span>
                  <span className="font-medium text-slate-900">{kind(u)}</span>
                  <span className="text-slate-700">{[u.source ?? u.system, u.reference ?? u.externalId].filter(Boolean).join(' · ')}</span>
                </div>
                <time className="text-xs text-slate-700" dateTime={u.createdAt}>{when(u.createdAt)}</time>
              </div>
              {u.message && <p className="mt-1 break-words text-sm text-slate-800">{u.message}</p>}
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                {u.bookingId && (
                  <Link className="text-sky-800 underline" href={`/booking/${u.bookingId}`}>
                    {t('openBooking', { booking: u.bookingNo ?? u.bookingTitle ?? '' })}
                  </Link>
                )}
                {mayMarkRead && !u.read && (
                  <Button size="sm" variant="secondary" disabled={markRead.isPending} onClick={() => markRead.mutate(u.id)}
                    aria-label={t('markReadOf', { what: `${kind(u)} ${u.reference ?? u.externalId ?? ''}`.trim() })}>{t('markRead')}</Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {updates.data && pages > 1 && (
        <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t('paging')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('previous')}</Button>
          <span className="text-slate-700">{t('pageOf', { page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('next')}</Button>
        </nav>
      )}
      {mayConfigure && (
        <Card title={tReports('connections')} actions={<Link className="text-sm text-sky-800 underline" href="/plugins">{tr('plugins')}</Link>}>
          {connections.isPending ? <Spinner label={t('loading')} /> : connections.isError ? (
            <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => connections.refetch()}>{t('retry')}</Button>} />
          ) : connections.data.data.length === 0 ? <p className="text-sm text-slate-700">{tReports('noConnections')}</p> : (
            <ul className="divide-y divide-slate-100 text-sm">
              {connections.data.data.map((c) => (
                <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2"><span className="font-medium">{c.name}</span><span className="text-slate-700">{c.system} · {tReports(c.isActive ? 'active' : 'inactive')}</span></li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
