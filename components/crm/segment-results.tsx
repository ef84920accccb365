// One page of a segment's results with its total, sortable headers, paging and the CSV export
// of every match (the same criteria and order).
'use client';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { toQueryString } from '@/lib/api/client-fetch';
import { formatDate, formatMoney } from '@/lib/format';
import type { TSegmentKind } from '@/lib/contract/segments';
import { SEGMENT_SORTS } from '@/lib/contract/segments';
import { SEGMENT_PAGE_SIZE, segmentPath, segmentQuery, useSegmentResults, type TSegmentQuery } from './segment-queries';

type TCol = { key: string; cell: (r: Record<string, unknown>, currency: string) => React.ReactNode };
const text = (k: string): TCol => ({ key: k, cell: (r) => (r[k] === null || r[k] === undefined ? '' : String(r[k])) });
const date = (k: string): TCol => ({ key: k, cell: (r) => (r[k] ? formatDate(String(r[k])) : '') });
const money: TCol = { key: 'revenue', cell: (r, cur) => formatMoney(Number(r.revenue ?? 0), cur) };

export function SegmentResults({ kind, query, onQuery }: { kind: TSegmentKind; query: TSegmentQuery; onQuery: (q: TSegmentQuery) => void }) {
  const t = useTranslations('crm');
  const results = useSegmentResults(kind, query);
  const currency = String(query.criteria.revenueCurrency ?? 'EUR');
  const cols: TCol[] = kind === 'customers'
    ? [{ key: 'fullName', cell: (r) => <Link className="text-sky-800 hover:underline" href={`/customer/view/${String(r.id)}`}>{String(r.fullName)}</Link> },
      text('country'), text('agencyName'), text('stays'), date('lastStay'), money,
      { key: 'certification', cell: (r) => (r.certification ? t(`levels.${String(r.certification)}`) : '') }, date('birthday')]
    : [{ key: 'name', cell: (r) => <Link className="text-sky-800 hover:underline" href={`/agency/${String(r.id)}`}>{String(r.name)}</Link> },
      { key: 'type', cell: (r) => t(`agencyTypes.${String(r.type)}`) }, text('country'), text('city'), text('bookings'), date('lastBooking'), money];
  const sortable = (k: string) => (SEGMENT_SORTS[kind] as readonly string[]).includes(k);
  const sortBy = (k: string) => onQuery({ ...query, page: 1, sort: k, order: query.sort === k && query.order === 1 ? -1 : 1 });
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SEGMENT_PAGE_SIZE)) : 1;
  const csv = `${segmentPath(kind)}/listCSV${toQueryString(segmentQuery(query))}`;
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-busy={results.isFetching}>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 p-3">
        <p className="text-sm text-slate-700" data-testid="segment-total">{data ? t('total', { count: data.total }) : ''}</p>
        {results.isFetching && <Spinner size="sm" label={t('loading')} />}
        <span className="flex-1" />
        <a href={csv} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50" download>{t('exportCsv')}</a>
      </header>
      {results.isError && <p className="p-4 text-sm text-red-700" role="alert">{results.error instanceof Error ? results.error.message : t('loadFailed')}</p>}
      {data && data.data.length === 0 && <EmptyState title={t('empty')} />}
      {data && data.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="segment-table">
            <thead className="bg-slate-50 text-slate-700">
              <tr>{cols.map((c) => (
                <th key={c.key} scope="col" className="px-3 py-2 font-medium" aria-sort={query.sort === c.key ? (query.order === 1 ? 'ascending' : 'descending') : undefined}>
                  {sortable(c.key) ? <button type="button" className="hover:underline" onClick={() => sortBy(c.key)}>{t(`columns.${c.key}`)}{query.sort === c.key ? (query.order === 1 ? ' ▲' : ' ▼') : ''}</button> : t(`columns.${c.key}`)}
                </th>
              ))}</tr>
            </thead>
            <tbody>{data.data.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">{cols.map((c) => <td key={c.key} className="px-3 py-2 align-top">{c.cell(r, currency)}</td>)}</tr>
            ))}</tbody>
          </table>
        </div>
      )}
      {data && pages > 1 && (
        <nav className="flex items-center justify-end gap-2 border-t border-slate-200 p-3" aria-label={t('paging')}>
          <Button variant="secondary" size="sm" disabled={query.page <= 1} onClick={() => onQuery({ ...query, page: query.page - 1 })}>{t('previous')}</Button>
          <span className="text-sm text-slate-700">{t('pageOf', { page: query.page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={query.page >= pages} onClick={() => onQuery({ ...query, page: query.page + 1 })}>{t('next')}</Button>
        </nav>
      )}
    </section>
  );
}
