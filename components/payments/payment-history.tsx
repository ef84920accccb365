// Payment history (GET /api/payments/history): payments newest first, filtered by day range
// (default the last 30 days, at most 366), method and status, with paid and pending totals per
// currency. A payment in another currency shows what was handed over and the rate.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { Button, Card, EmptyState, ErrorState, Field, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type ZPaymentHistory } from '@/lib/contract/payments';
import { formatDate, formatMoney } from '@/lib/format';
import { BookingLink, Sums, type TLocale } from './money-table';

type THistory = z.infer<typeof ZPaymentHistory>;
type TFilters = { from: string; to: string; method: string; status: string };
const EMPTY: TFilters = { from: '', to: '', method: '', status: '' };

export function PaymentHistory({ locale }: { locale: TLocale }) {
  const t = useTranslations('payments');
  const tAll = useTranslations();
  const [f, setF] = useState<TFilters>(EMPTY);
  const query = Object.fromEntries(Object.entries(f).filter(([, v]) => v));
  const q = useQuery({ queryKey: ['payments', 'history', query], queryFn: ({ signal }) => apiFetch<THistory>('/api/payments/history', { query, signal }) });
  const set = (patch: Partial<TFilters>) => setF((old) => ({ ...old, ...patch }));
  return (
    <Card title={t('history.title')} data-testid="payment-history">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('history.from')} className="w-40">{(c) => <Input {...c} type="date" value={f.from} onChange={(e) => set({ from: e.target.value })} />}</Field>
        <Field label={t('history.to')} className="w-40">{(c) => <Input {...c} type="date" value={f.to} onChange={(e) => set({ to: e.target.value })} />}</Field>
        <Field label={t('history.method')} className="w-40">
          {(c) => <Select {...c} value={f.method} onChange={(e) => set({ method: e.target.value })}
            options={[{ value: '', label: t('history.all') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: tAll(`bookings.money.method.${m}`) }))]} />}
        </Field>
        <Field label={t('history.status')} className="w-40">
          {(c) => <Select {...c} value={f.status} onChange={(e) => set({ status: e.target.value })}
            options={[{ value: '', label: t('history.all') }, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: tAll(`bookings.money.status.${s}`) }))]} />}
        </Field>
        <Button variant="secondary" onClick={() => setF(EMPTY)}>{t('history.reset')}</Button>
      </div>
      {q.data && <p className="mt-2 text-sm text-slate-600">{t('status.range', { from: formatDate(q.data.from), to: formatDate(q.data.to) })}</p>}
      {q.isPending ? <div className="flex justify-center p-6"><Spinner label={t('loading')} /></div>
        : q.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => q.refetch()}>{t('retry')}</Button>} />
        : q.data.items.length === 0 ? <EmptyState title={t('history.empty')} /> : (
          <>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-600">
                  <tr>
                    <th className="p-2">{t('cols.date')}</th><th className="p-2">{t('cols.booking')}</th><th className="p-2">{t('history.method')}</th>
                    <th className="p-2">{t('history.status')}</th><th className="p-2">{t('cols.reference')}</th><th className="p-2 text-right">{t('cols.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.items.map((p) => (
                    <tr key={p.id} className="border-t border-slate-100 tabular-nums" data-testid="history-row">
                      <td className="p-2 whitespace-nowrap">{formatDate((p.paidAt ?? p.createdAt).slice(0, 10))}</td>
                      <td className="p-2"><BookingLink b={p.booking} /></td>
                      <td className="p-2">{tAll.has(`bookings.money.method.${p.method}`) ? tAll(`bookings.money.method.${p.method}`) : p.method}</td>
                      <td className="p-2">{tAll.has(`bookings.money.status.${p.status}`) ? tAll(`bookings.money.status.${p.status}`) : p.status}</td>
                      <td className="p-2 max-w-48 truncate">{p.reference}</td>
                      <td className="p-2 text-right font-medium">
                        {formatMoney(p.amount, p.currency, locale)}
                        {p.foreignAmount !== null && p.foreignCurrency && <span className="block text-xs font-normal text-slate-600">{formatMoney(p.foreignAmount, p.foreignCurrency, locale)} × {p.exchangeRate}</span>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Sums rows={q.data.totals} locale={locale} label={(c) => t('totals', { currency: c })}
              keys={[{ key: 'paid', title: t('cols.paid') }, { key: 'pending', title: t('history.pending') }]} />
          </>
        )}
    </Card>
  );
}
