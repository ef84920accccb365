// The diver's log book (issue 22): their logged dives, numbered oldest first, as a table on a wide
// screen and as cards on a phone, with a link to the printable PDF. `OwnLogBook` is the logged-in
// customer's own (GET /api/divelog/self; mount it in the club area), `DiverLogBook` a diver's for
// staff (GET /api/dive/divers/{customer}/logbook).
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card, EmptyState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TLogBook } from '@/lib/contract/dive-more';
import { formatDate } from '@/lib/format';

function LogBookView({ path, own }: { path: string; own: boolean }) {
  const t = useTranslations('diveMore');
  const q = useQuery({ queryKey: ['dive', 'logbook', path], queryFn: ({ signal }) => apiFetch<TLogBook>(path, { signal }) });
  if (q.isPending) return <Card><p className="flex justify-center p-6"><Spinner label="…" /></p></Card>;
  if (q.isError) return null;
  const b = q.data;
  const newestFirst = [...b.entries].reverse();
  const depth = (n: number | null) => (n == null ? '–' : `${n} m`);
  return (
    <Card title={own ? t('logBookTitle') : t('logBookOf', { name: b.name })} data-testid="log-book"
      description={t('logBookSummary', { n: b.total, depth: depth(b.maxDepth) })}
      actions={<a className="rounded border border-slate-300 px-3 py-1 text-sm" href={`${path}/pdf`} target="_blank" rel="noreferrer" data-testid="log-book-pdf">{t('printLogBook')}</a>}>
      {b.entries.length === 0 ? <EmptyState title={t('logBookEmpty')} /> : (
        <>
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="text-xs uppercase text-slate-500">
              <tr>{['colNumber', 'colDate', 'colTime', 'colSite', 'colDepth', 'colGas', 'colGuide'].map((k) => <th key={k} className="py-1 pr-2 font-semibold">{t(k)}</th>)}</tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {newestFirst.map((e) => (
                <tr key={e.id} data-testid="log-book-entry">
                  <td className="py-1 pr-2">{e.number}</td>
                  <td className="py-1 pr-2">{formatDate(e.date)}</td>
                  <td className="py-1 pr-2">{[e.start, e.end].filter(Boolean).join('–')}</td>
                  <td className="py-1 pr-2">{e.site ?? ''}{e.comment && <span className="block text-xs text-slate-500">{e.comment}</span>}</td>
                  <td className="py-1 pr-2">{depth(e.depth)}</td>
                  <td className="py-1 pr-2">{[e.airMix, e.tankSize ? `${e.tankSize} l` : null].filter(Boolean).join(' ')}</td>
                  <td className="py-1 pr-2">{e.guide ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="space-y-2 md:hidden">
            {newestFirst.map((e) => (
              <li key={e.id} className="rounded border border-slate-200 p-2 text-sm">
                <p className="flex justify-between gap-2 font-medium"><span>#{e.number} {e.site ?? ''}</span><span>{depth(e.depth)}</span></p>
                <p className="text-slate-600">{[formatDate(e.date), [e.start, e.end].filter(Boolean).join('–'), e.airMix, e.guide].filter(Boolean).join(' · ')}</p>
                {e.comment && <p className="text-xs text-slate-500">{e.comment}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function OwnLogBook() {
  return <LogBookView path="/api/divelog/self" own />;
}

export function DiverLogBook({ customer }: { customer: string }) {
  return <LogBookView path={`/api/dive/divers/${customer}/logbook`} own={false} />;
}
