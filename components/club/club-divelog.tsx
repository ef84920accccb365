// The member's dive log: GET /api/divelog/self where the dive log book provides it; until then
// (404 there) a clear note that it comes with the dive log book.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { QueryView } from './query-view';

type TDive = { id: string; date: string; start?: string | null; depth?: number | string | null; comment?: string | null };
type TDives = { data?: TDive[]; items?: TDive[] } | TDive[];

async function loadDives(signal: AbortSignal): Promise<TDive[] | null> {
  try {
    const r = await apiFetch<TDives>('/api/divelog/self', { signal });
    return Array.isArray(r) ? r : r.data ?? r.items ?? [];
  } catch (e) {
    // Before the dive log book, the generic /api/divelog/{id} answers "self" with 400, 403 or 404.
    if (e instanceof ApiError && [400, 403, 404, 405].includes(e.parsed.status ?? 0)) return null;
    throw e;
  }
}

export function ClubDiveLog() {
  const t = useTranslations('club');
  const q = useQuery({ queryKey: ['club', 'divelog'], queryFn: ({ signal }) => loadDives(signal), retry: false });
  return (
    <QueryView query={q}>
      {(dives) => dives === null ? (
        <Card title={t('divelogTitle')}><p className="text-sm text-slate-700" data-testid="divelog-placeholder">{t('divelogComing')}</p></Card>
      ) : (
        <Card title={t('divelogTitle')}>
          {dives.length === 0 ? <p className="text-sm text-slate-600">{t('noDives')}</p> : (
            <ul className="divide-y divide-slate-100">
              {dives.map((d) => (
                <li key={d.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm tabular-nums">
                  <span>{formatDate(d.date)} {d.start ?? ''}</span>
                  <span>{d.depth != null ? t('depth', { m: String(d.depth) }) : ''} {d.comment ?? ''}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </QueryView>
  );
}
