// Payment status of the coming arrivals (GET /api/bookings/paymentStatus?days=): planned and
// confirmed bookings arriving from today to today + n days, each unpaid, partly paid, paid or
// overpaid, with the counts per state (also a filter) and totals per currency.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, Field, Select, Spinner, cn } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { PAYMENT_STATES, type TPaymentStatus } from '@/lib/contract/payments';
import { formatDate, formatMoney } from '@/lib/format';
import { BookingLink, Sums, type TLocale } from './money-table';

const DAYS = [7, 14, 30, 60, 90, 180, 366];
const TONE: Record<(typeof PAYMENT_STATES)[number], string> = {
  unpaid: 'bg-red-100 text-red-800', partial: 'bg-amber-100 text-amber-900', paid: 'bg-emerald-100 text-emerald-800', overpaid: 'bg-sky-100 text-sky-900',
};

export function PaymentStatus({ locale }: { locale: TLocale }) {
  const t = useTranslations('payments');
  const [days, setDays] = useState(30);
  const [only, setOnly] = useState<'' | (typeof PAYMENT_STATES)[number]>('');
  const q = useQuery({ queryKey: ['payments', 'status', days], queryFn: ({ signal }) => apiFetch<TPaymentStatus>('/api/bookings/paymentStatus', { query: { days }, signal }) });
  const items = (q.data?.items ?? []).filter((i) => !only || i.paymentState === only);
  return (
    <Card title={t('status.title')} data-testid="payment-status">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('status.days')} className="w-40">
          {(c) => <Select {...c} value={String(days)} onChange={(e) => setDays(Number(e.target.value))} options={DAYS.map((d) => ({ value: String(d), label: t('status.daysOption', { days: d }) }))} />}
        </Field>
        {q.data && (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('status.filter')}>
            {PAYMENT_STATES.map((s) => (
              <button key={s} type="button" aria-pressed={only === s} onClick={() => setOnly(only === s ? '' : s)}
                className={cn('rounded-full px-3 py-1 text-sm tabular-nums', TONE[s], only === s && 'ring-2 ring-slate-700')}>
                {t(`state.${s}`)}: {q.data.counts[s]}
              </button>
            ))}
          </div>
        )}
      </div>
      {q.data && <p className="mt-2 text-sm text-slate-600">{t('status.range', { from: formatDate(q.data.from), to: formatDate(q.data.to) })}</p>}
      {q.isPending ? <div className="flex justify-center p-6"><Spinner label={t('loading')} /></div>
        : q.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => q.refetch()}>{t('retry')}</Button>} />
        : items.length === 0 ? <EmptyState title={t('status.empty')} /> : (
          <>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-slate-600">
                  <tr>
                    <th className="p-2">{t('cols.booking')}</th><th className="p-2">{t('cols.arrival')}</th><th className="p-2">{t('cols.payment')}</th>
                    <th className="p-2 text-right">{t('cols.total')}</th><th className="p-2 text-right">{t('cols.paid')}</th><th className="p-2 text-right">{t('cols.open')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((r) => (
                    <tr key={r.id} className="border-t border-slate-100 tabular-nums" data-testid="status-row">
                      <td className="p-2"><BookingLink b={r} /></td>
                      <td className="p-2 whitespace-nowrap">{r.dateFrom ? formatDate(r.dateFrom) : '–'}</td>
                      <td className="p-2"><span className={cn('rounded px-2 py-0.5 text-xs', TONE[r.paymentState])}>{t(`state.${r.paymentState}`)}</span></td>
                      <td className="p-2 text-right">{formatMoney(r.total, r.currency, locale)}</td>
                      <td className="p-2 text-right">{formatMoney(r.paid, r.currency, locale)}</td>
                      <td className="p-2 text-right font-medium">{formatMoney(r.open, r.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Sums rows={q.data.totals} locale={locale} label={(c) => t('totals', { currency: c })}
              keys={[{ key: 'total', title: t('cols.total') }, { key: 'paid', title: t('cols.paid') }, { key: 'open', title: t('cols.open') }]} />
          </>
        )}
    </Card>
  );
}
