// /config/mailqueue: where mail goes out (or that it cannot), counts per state, the mails of a
// state page by page (newest planned first), one mail in full with retry and cancel, and the
// background jobs that failed for good.
'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, EmptyState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { FailedJobs } from './failed-jobs';
import { MailDetailDialog } from './mail-detail-dialog';
import { MAIL_STATUS_STYLE, type TMailStats, type TQueuedMail } from './mail-types';

const STATES = ['all', 'planned', 'sending', 'sent', 'failed', 'cancelled'] as const;
const SIZE = 25;

export function MailQueueScreen({ mayChange }: { mayChange: boolean }) {
  const t = useTranslations('mailQueue');
  const te = useTranslations('enums');
  const [state, setState] = useState<(typeof STATES)[number]>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TQueuedMail | null>(null);
  const stats = useQuery({ queryKey: ['mailqueue', 'stats'], queryFn: ({ signal }) => apiFetch<TMailStats>('/api/mailqueue/statistics', { signal }), refetchInterval: 10_000 });
  const list = useQuery({
    queryKey: ['mailqueue', 'list', state, page],
    queryFn: ({ signal }) => apiFetch<{ data: TQueuedMail[]; total: number }>('/api/mailqueue', {
      signal, query: { page, size: SIZE, sort: 'plannedAt', order: -1, filter: state === 'all' ? undefined : JSON.stringify({ status: state }) },
    }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
  const s = stats.data;
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / SIZE));
  return (
    <section className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      {s && s.server === 'none' && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('noServer')}</p>
      )}
      {s && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('server')} value={s.server === 'none' ? t('serverNone') : s.server === 'SMTP_URL' ? 'SMTP_URL' : t('serverAccount')} />
          <Stat label={t('due')} value={String(s.due)} />
          <Stat label={t('failedCount')} value={String(s.byStatus.failed ?? 0)} />
          <Stat label={t('sent24h')} value={String(s.sentLast24h)} />
        </dl>
      )}
      <div className="flex flex-wrap gap-2" role="tablist" aria-label={t('status')}>
        {STATES.map((x) => (
          <Button key={x} size="sm" role="tab" aria-selected={state === x} variant={state === x ? 'primary' : 'secondary'} onClick={() => { setState(x); setPage(1); }}>
            {x === 'all' ? t('all') : te(x)}{x !== 'all' && s ? ` (${s.byStatus[x] ?? 0})` : ''}
          </Button>
        ))}
      </div>
      <Card>
        {list.isPending ? <p className="flex justify-center p-6"><Spinner label={t('loading')} /></p>
          : !list.data?.data.length ? <EmptyState title={t('empty')} />
            : (
              <ul className="divide-y divide-slate-200">
                {list.data.data.map((m) => (
                  <li key={m.id}>
                    <button type="button" onClick={() => setOpen(m)} className="grid w-full gap-1 px-1 py-3 text-left hover:bg-slate-50 sm:grid-cols-[1fr_14rem_8rem] sm:items-center sm:gap-4">
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{m.subject}</span>
                        <span className="block truncate text-sm text-slate-600">{m.to}</span>
                        {m.lastError && <span className="block truncate text-xs text-amber-800">{m.lastError}</span>}
                      </span>
                      <span className="text-sm text-slate-600">{formatDate(m.sentAt ?? m.plannedAt, 'dateTime')} · {t('attemptsN', { n: m.attempts })}</span>
                      <span><span className={`rounded px-2 py-0.5 text-xs font-medium ${MAIL_STATUS_STYLE[m.status] ?? ''}`}>{te(m.status)}</span></span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
        {pages > 1 && (
          <nav className="mt-3 flex items-center justify-end gap-2 text-sm" aria-label={t('paging')}>
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('newer')}</Button>
            <span>{t('pageOf', { page, pages })}</span>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('older')}</Button>
          </nav>
        )}
      </Card>
      <FailedJobs />
      {open && <MailDetailDialog mail={open} mayChange={mayChange} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
