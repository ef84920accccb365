// The booking's versions (newest first) and what changed between two of them.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { formatDate } from '@/lib/format';
import { bookingKeys } from '../queries';

type TVersion = { version: number; action: string; userName: string | null; createdAt: string };
type TChange = { type: string; path: (string | number)[]; oldValue?: unknown; value?: unknown };

const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

export function HistoryTab({ id, version }: { id: string; version: number }) {
  const t = useTranslations('bookings.history');
  const versions = useQuery({
    queryKey: [...bookingKeys.history(id), version],
    queryFn: ({ signal }) => apiFetch<TVersion[]>(`/api/bookings/${id}/history`, { signal }),
  });
  const [picked, setPicked] = useState<{ from: number; to: number } | null>(null);
  const list = versions.data ?? [];
  const to = picked?.to ?? list[0]?.version ?? 0;
  const from = picked?.from ?? list[1]?.version ?? to;
  const diff = useQuery({
    queryKey: [...bookingKeys.history(id), 'diff', from, to],
    queryFn: ({ signal }) => apiFetch<TChange[]>(`/api/bookings/${id}/history/diff`, { query: { from, to }, signal }),
    enabled: from > 0 && to > 0 && from !== to,
  });
  if (versions.isPending) return <Spinner />;
  const options = list.map((v) => ({ value: String(v.version), label: `${v.version} · ${t.has(`actions.${v.action}`) ? t(`actions.${v.action}`) : v.action}` }));
  return (
    <div className="space-y-4">
      <table className="w-full text-sm">
        <thead className="text-left text-slate-600">
          <tr><th className="py-1">{t('version')}</th><th>{t('action')}</th><th>{t('user')}</th><th>{t('date')}</th></tr>
        </thead>
        <tbody>
          {list.map((v) => (
            <tr key={v.version} className="border-t border-slate-100" data-testid="history-version">
              <td className="py-1 tabular-nums">{v.version}</td>
              <td>{t.has(`actions.${v.action}`) ? t(`actions.${v.action}`) : v.action}</td>
              <td>{v.userName ?? ''}</td>
              <td>{formatDate(v.createdAt, 'dateTime')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.length > 1 && (
        <section aria-labelledby="diff-title" className="space-y-2">
          <h3 id="diff-title" className="font-medium text-slate-900">{t('diff')}</h3>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <label className="flex items-center gap-2">{t('from')}
              <Select className="w-40" value={String(from)} options={options} onChange={(e) => setPicked({ from: Number(e.target.value), to })} />
            </label>
            <label className="flex items-center gap-2">{t('to')}
              <Select className="w-40" value={String(to)} options={options} onChange={(e) => setPicked({ from, to: Number(e.target.value) })} />
            </label>
          </div>
          {diff.isFetching && !diff.data ? <Spinner size="sm" /> : (
            <table className="w-full text-sm" data-testid="history-diff">
              <thead className="text-left text-slate-600"><tr><th className="py-1">{t('field')}</th><th>{t('before')}</th><th>{t('after')}</th></tr></thead>
              <tbody>
                {(diff.data ?? []).map((c, i) => (
                  <tr key={i} className="border-t border-slate-100 align-top">
                    <td className="py-1 font-mono text-xs">{c.path.join('.')}</td>
                    <td className="break-all text-red-800">{show(c.oldValue)}</td>
                    <td className="break-all text-emerald-800">{show(c.value)}</td>
                  </tr>
                ))}
                {diff.data?.length === 0 && <tr><td colSpan={3} className="py-1 text-slate-600">{t('noChanges')}</td></tr>}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
