// Open payments (GET /api/bookings/allBookingsWithOpenPayments): the bookings that are owed
// money, by arrival, a page at a time (the server pages; the shared pager), with a search and the
// totals per currency of all pages; who keeps the books selects several (also over pages and
// searches) and marks them paid at once (POST /api/bookings/markPaid: one payment of exactly what is open each,
// in one transaction; bookings paid in the meantime come back as skipped).
'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { Pager } from '@/components/resources/list/list-controls';
import { Button, Card, EmptyState, ErrorState, Field, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { DEFAULT_PAGE_SIZE } from '@/lib/contract/listing';
import { PAYMENT_METHODS, type TMarkPaidResult, type TOpenPayments } from '@/lib/contract/payments';
import { formatDate, formatMoney } from '@/lib/format';
import { BookingLink, Sums, type TLocale } from './money-table';

export function OpenPayments({ locale, canKeepBooks }: { locale: TLocale; canKeepBooks: boolean }) {
  const t = useTranslations('payments');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const list = useQuery({
    queryKey: ['payments', 'open', { page, term }],
    queryFn: ({ signal }) => apiFetch<TOpenPayments>('/api/bookings/allBookingsWithOpenPayments', { signal, query: { page, size: DEFAULT_PAGE_SIZE, search: term || undefined } }),
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [method, setMethod] = useState<(typeof PAYMENT_METHODS)[number]>('transfer');
  const [reference, setReference] = useState('');
  const [done, setDone] = useState<TMarkPaidResult | null>(null);
  const mark = useMutation({
    meta: { silent: true },
    mutationFn: () => apiFetch<TMarkPaidResult>('/api/bookings/markPaid', { method: 'POST', body: { bookings: [...picked], method, ...(reference.trim() ? { reference: reference.trim() } : {}) } }),
    onSuccess: async (res) => {
      setDone(res);
      setPicked(new Set());
      setPage(1);
      await qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  const items = list.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / DEFAULT_PAGE_SIZE));
  const toggle = (id: string) => setPicked((old) => { const n = new Set(old); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const allPicked = items.length > 0 && items.every((i) => picked.has(i.id));
  const pickPage = () => setPicked((old) => { const n = new Set(old); for (const i of items) { if (allPicked) n.delete(i.id); else n.add(i.id); } return n; });
  return (
    <Card title={t('open.title')} data-testid="open-payments">
      <Field label={t('open.search')} className="mb-3 w-full sm:w-80">
        {(c) => <Input {...c} type="search" value={search} maxLength={200} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />}
      </Field>
      {list.isPending ? <div className="flex justify-center p-6"><Spinner label={t('loading')} /></div>
        : list.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('retry')}</Button>} />
        : items.length === 0 ? <EmptyState title={t(term ? 'open.noMatches' : 'open.empty')} /> : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-600">
                  <tr>
                    {canKeepBooks && (
                      <th className="w-8 p-2">
                        <input type="checkbox" aria-label={t('open.pickAll')} checked={allPicked}
                          onChange={pickPage} />
                      </th>
                    )}
                    <th className="p-2">{t('cols.booking')}</th><th className="p-2">{t('cols.stay')}</th><th className="p-2">{t('cols.state')}</th>
                    <th className="p-2 text-right">{t('cols.total')}</th><th className="p-2 text-right">{t('cols.paid')}</th><th className="p-2 text-right">{t('cols.open')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100 tabular-nums" data-testid="open-row">
                      {canKeepBooks && <td className="p-2"><input type="checkbox" aria-label={t('open.pick', { booking: r.bookingNo ?? r.reservationNo ?? r.offerNo ?? '' })} checked={picked.has(r.id)} onChange={() => toggle(r.id)} /></td>}
                      <td className="p-2"><BookingLink b={r} /></td>
                      <td className="p-2 whitespace-nowrap">{r.dateFrom ? `${formatDate(r.dateFrom)} – ${formatDate(r.dateTo ?? r.dateFrom)}` : '–'}</td>
                      <td className="p-2">{tAll.has(`bookings.state.${r.state}`) ? tAll(`bookings.state.${r.state}`) : r.state}</td>
                      <td className="p-2 text-right">{formatMoney(r.total, r.currency, locale)}</td>
                      <td className="p-2 text-right">{formatMoney(r.paid, r.currency, locale)}</td>
                      <td className="p-2 text-right font-medium">{formatMoney(r.open, r.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && <div className="mt-3"><Pager page={page} pages={pages} total={list.data.total} onPage={setPage} /></div>}
            <Sums rows={list.data.totals} locale={locale} label={(c) => t('totals', { currency: c })}
              keys={[{ key: 'total', title: t('cols.total') }, { key: 'paid', title: t('cols.paid') }, { key: 'open', title: t('cols.open') }]} />
          </>
        )}
      {canKeepBooks && items.length > 0 && (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); if (picked.size) mark.mutate(); }}>
          <Field label={t('open.method')} className="w-40">
            {(c) => <Select {...c} value={method} onChange={(e) => setMethod(e.target.value as typeof method)}
              options={PAYMENT_METHODS.map((m) => ({ value: m, label: tAll(`bookings.money.method.${m}`) }))} />}
          </Field>
          <Field label={t('open.reference')} className="w-full sm:w-56">{(c) => <Input {...c} value={reference} maxLength={200} onChange={(e) => setReference(e.target.value)} />}</Field>
          <Button type="submit" disabled={picked.size === 0} loading={mark.isPending}>{t('open.markPaid', { count: picked.size })}</Button>
        </form>
      )}
      {mark.isError && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(mark.error, tAll)}</p>}
      {done && (
        <p role="status" className="mt-2 text-sm text-emerald-800" data-testid="mark-paid-result">
          {t('open.marked', { paid: done.paid.length, skipped: done.skipped.length })}
        </p>
      )}
    </Card>
  );
}
