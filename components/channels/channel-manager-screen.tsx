// /export, the channel manager: per channel connection the channel's room types and rate plans
// mapped to ours (availableToOTA, sold by the bed), the last pushes of availability and rates with
// their state and the channel's words, and "Push now" (POST /api/systemconnection/{id}/push:
// availability and rates at once; the jobs do it every minute). docs/decisions/channels.md.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button, EmptyState, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TPush = { id: string; kind: string; state: string; at: string; message: string | null; count: number | null; from: string | null; to: string | null; attempts: number };
type TConnection = {
  id: string; name: string; system: string; isActive: boolean;
  roomTypes: { channelId: string; roomTypeId: string; name: string | null; availableToOTA: number | null; byBed: boolean }[];
  ratePlans: { channelId: string; roomTypeId: string; name: string | null }[];
  pushes: TPush[];
};
type TOutcome = { state: 'sent' | 'failed' | 'nothing' };
type TPushed = { availability: TOutcome; rates: TOutcome };

const TONE: Record<string, string> = {
  sent: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
};

export function ChannelManagerScreen() {
  const t = useTranslations('channels.manager');
  const tc = useTranslations('channels');
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const view = useQuery({ queryKey: ['channels', 'manager'], queryFn: ({ signal }) => apiFetch<TConnection[]>('/api/systemconnection/channels/export', { signal }) });
  const push = useMutation({
    mutationFn: (id: string) => apiFetch<TPushed>(`/api/systemconnection/${id}/push`, { method: 'POST' }),
    // The failure is said in place, with the channel's words: not in the snackbar as well.
    meta: { silent: true },
    onSettled: () => qc.invalidateQueries({ queryKey: ['channels'] }),
  });
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const label = (key: string, prefix: 'kinds' | 'states') => (tc.has(`${prefix}.${key}`) ? tc(`${prefix}.${key}`) : key);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('export')}</h1>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {push.isSuccess && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('pushed', { availability: t(`outcome.${push.data.availability.state}`), rates: t(`outcome.${push.data.rates.state}`) })}
        </p>
      )}
      {push.isError && (
        <p role="alert" className="break-words rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="channel-push-error">
          {t('pushFailed')}{push.error instanceof ApiError && push.error.parsed.description ? `: ${push.error.parsed.description}` : ''}
        </p>
      )}
      {view.isPending ? <Spinner label={tc('loading')} /> : view.isError ? (
        <ErrorState title={tc('loadFailed')} action={<Button variant="secondary" onClick={() => view.refetch()}>{tc('retry')}</Button>} />
      ) : view.data.length === 0 ? <EmptyState title={t('none')} /> : (
        <ul className="space-y-4">
          {view.data.map((c) => (
            <li key={c.id} className="space-y-3 rounded-md border border-slate-200 bg-white p-4" data-testid="channel-manager-connection">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="break-all text-base font-semibold text-slate-900">{c.name} <span className="text-sm font-normal text-slate-700">({c.system})</span></h2>
                <span className={`rounded border px-1.5 py-0.5 text-xs font-medium ${c.isActive ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-slate-200 bg-slate-100 text-slate-800'}`}>
                  {tc(c.isActive ? 'config.active' : 'config.inactive')}
                </span>
              </div>
              <section aria-label={`${t('roomTypes')}: ${c.name}`}>
                <h3 className="text-sm font-semibold text-slate-900">{t('roomTypes')}</h3>
                {c.roomTypes.length === 0 ? <p className="text-sm text-slate-700">{t('noRoomTypes')}</p> : (
                  <ul className="mt-1 space-y-1 text-sm" data-testid="channel-room-types">
                    {c.roomTypes.map((r) => (
                      <li key={r.channelId} className="break-words">
                        <span className="font-mono text-xs text-slate-700">{r.channelId}</span>{' → '}
                        <span className="font-medium text-slate-900">{r.name ?? t('unknownType', { id: r.roomTypeId })}</span>
                        {' · '}{r.availableToOTA != null && r.availableToOTA >= 0 ? t('capped', { count: r.availableToOTA }) : t('allFree')}
                        {r.byBed && <>{' · '}{t('byBed')}</>}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-label={`${t('ratePlans')}: ${c.name}`}>
                <h3 className="text-sm font-semibold text-slate-900">{t('ratePlans')}</h3>
                {c.ratePlans.length === 0 ? <p className="text-sm text-slate-700">{t('noRatePlans')}</p> : (
                  <ul className="mt-1 space-y-1 text-sm" data-testid="channel-rate-plans">
                    {c.ratePlans.map((r) => (
                      <li key={r.channelId} className="break-words">
                        <span className="font-mono text-xs text-slate-700">{r.channelId}</span>{' → '}
                        <span className="font-medium text-slate-900">{r.name ?? t('unknownType', { id: r.roomTypeId })}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-label={`${t('pushes')}: ${c.name}`}>
                <h3 className="text-sm font-semibold text-slate-900">{t('pushes')}</h3>
                {c.pushes.length === 0 ? <p className="text-sm text-slate-700">{t('noPushes')}</p> : (
                  <ul className="mt-1 divide-y divide-slate-100 text-sm">
                    {c.pushes.map((p) => (
                      <li key={p.id} className="space-y-1 py-2" data-testid="channel-push">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900">{label(p.kind, 'kinds')}</span>
                          <span className={`rounded border px-1.5 py-0.5 text-xs font-medium ${TONE[p.state] ?? 'border-slate-200 bg-slate-100 text-slate-800'}`}>{label(p.state, 'states')}</span>
                          <span className="text-slate-700">{when(p.at)}</span>
                        </div>
                        <p className="text-slate-700">
                          {p.count != null && t('values', { count: p.count })}
                          {p.from && p.to && <>{' · '}{t('range', { from: p.from, to: p.to })}</>}
                          {p.attempts > 1 && <>{' · '}{t('attempt', { n: p.attempts })}</>}
                        </p>
                        {p.message && <p className={`break-words ${p.state === 'failed' ? 'text-red-900' : 'text-slate-700'}`}>{p.message}</p>}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {c.isActive && (
                <Button size="sm" variant="secondary" disabled={push.isPending} onClick={() => push.mutate(c.id)} aria-label={t('pushOf', { name: c.name })}>
                  {t('push')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
