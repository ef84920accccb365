// /config/ota: each channel manager connection (system_connections of a channel system) with its
// state: on or off, when a booking revision last came in, when availability and rates last went
// out, a current failure in the channel's words and a failed pull until a good one clears it; "Pull now" fetches its changes at once
// (POST /api/systemconnection/{id}/pull). docs/decisions/channels.md.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TState = {
  id: string; name: string; system: string; url: string | null; isActive: boolean; lastIn: string | null; lastPush: string | null;
  lastRates: string | null; lastFailure: { at: string; message: string | null } | null;
  pullFailure: { at: string; message: string | null; attempts: number } | null; unread: number;
};
type TPulled = { applied: number; refused: number; stale: number; repeats: number; failed: number };

export function OtaConnectionsScreen({ mayConfigure, mayPull }: { mayConfigure: boolean; mayPull: boolean }) {
  const t = useTranslations('channels.config');
  const tc = useTranslations('channels');
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const states = useQuery({ queryKey: ['channels', 'connections'], queryFn: ({ signal }) => apiFetch<TState[]>('/api/systemconnection/channels', { signal }) });
  const pull = useMutation({
    mutationFn: (id: string) => apiFetch<TPulled>(`/api/systemconnection/${id}/pull`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['channels'] }),
  });
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : t('never'));
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('configOta')}</h1>
      <p className="text-sm text-slate-700">{t('intro')} {mayConfigure && <Link className="text-sky-800 underline" href="/plugins">{tr('plugins')}</Link>}</p>
      {pull.isSuccess && <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">{t('pulled', pull.data)}</p>}
      {pull.isError && <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">{pull.error instanceof Error ? pull.error.message : t('pullFailed')}</p>}
      {states.isPending ? <Spinner label={tc('loading')} /> : states.isError ? (
        <ErrorState title={tc('loadFailed')} action={<Button variant="secondary" onClick={() => states.refetch()}>{tc('retry')}</Button>} />
      ) : states.data.length === 0 ? <EmptyState title={t('none')} /> : (
        <ul className="space-y-3">
          {states.data.map((c) => (
            <li key={c.id} className="rounded-md border border-slate-200 bg-white p-4" data-testid="ota-connection">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-base font-semibold text-slate-900">{c.name}</h2>
                <span className={`rounded border px-1.5 py-0.5 text-xs font-medium ${c.isActive ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-slate-200 bg-slate-100 text-slate-800'}`}>
                  {t(c.isActive ? 'active' : 'inactive')}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-slate-700">{t('system')}</dt><dd className="break-all">{c.system}{c.url ? ` · ${c.url}` : ''}</dd>
                <dt className="text-slate-700">{t('lastIn')}</dt><dd>{when(c.lastIn)}</dd>
                <dt className="text-slate-700">{t('lastPush')}</dt><dd>{when(c.lastPush)}</dd>
                <dt className="text-slate-700">{t('lastRates')}</dt><dd>{when(c.lastRates)}</dd>
                <dt className="text-slate-700">{t('unread')}</dt><dd><Link className="text-sky-800 underline" href="/booking/ota">{c.unread}</Link></dd>
              </dl>
              {c.pullFailure && (
                <p className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900" data-testid="ota-pull-failure">
                  {t('pullFailure', { at: when(c.pullFailure.at), attempts: c.pullFailure.attempts })} {c.pullFailure.message}
                </p>
              )}
              {c.lastFailure && (
                <p className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900" data-testid="ota-failure">
                  {t('failure', { at: when(c.lastFailure.at) })} {c.lastFailure.message}
                </p>
              )}
              {mayPull && c.isActive && (
                <Button className="mt-3" size="sm" variant="secondary" disabled={pull.isPending} onClick={() => pull.mutate(c.id)} aria-label={t('pullOf', { name: c.name })}>
                  {t('pull')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
