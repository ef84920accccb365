// Open payments (GET /api/bookings/allBookingsWithOpenPayments): every booking that is owed
// money, by arrival, with totals per currency; who keeps the books selects several and marks
// them paid at once (POST /api/bookings/markPaid: one payment of exactly what is open each,
// in one transaction; bookings paid in the meantime come back as skipped).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, Field, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { PAYMENT_METHODS, type TBookingMoneyRow, type TMarkPaidResult } from '@/lib/contract/payments';
import { formatDate, formatMoney } from '@/lib/format';
import { BookingLink, Sums, type TLocale } from './money-table';

type TOpen = { items: TBookingMoneyRow[]; totals: { currency: string; total: number; paid: number; open: number }[] };

export function OpenPayments({ locale, canKeepBooks }: { locale: TLocale; canKeepBooks: boolean }) {
  const t = useTranslations('payments');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ['payments', 'open'], queryFn: ({ signal }) => apiFetch<TOpen>('/api/bookings/allBookingsWithOpenPayments', { signal }) });
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
      await qc.invalidateQueries({ queryKey: ['payments'] });
    },
  });
  const items = list.data?.items ?? [];
  const toggle = (id: string) => setPicked((old) => { const n = new Set(old); if (n.has(id)) n.delete(id); else n.add(id); return n; });
  const allPicked = items.length > 0 && items.slice(0, 100).every((i) => picked.has(i.id));
  return (
    <Card title={t('open.title')} data-testid="open-payments">
      {list.isPending ? <div className="flex justify-center p-6"><Spinner label={t('loading')} /></div>
        : list.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => list.refetch()}>{t('retry')}</Button>} />
        : items.length === 0 ? <EmptyState title={t('open.empty')} /> : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-600">
                  <tr>
                    {canKeepBooks && (
                      <th className="w-8 p-2">
                        <input type="checkbox" aria-label={t('open.pickAll')} checked={allPicked}
                          onChange={() => setPicked(allPicked ? new Set() : new Set(items.slice(0, 100).map((i) => i.id)))} />
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
