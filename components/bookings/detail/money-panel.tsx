// The booking's money on the detail screen (issue 16): total, paid and open at a glance, the
// calculation lines grouped as the guest sees them, the tax breakdown, the payments, and taking a
// payment or giving a refund. `dueSchedule` is the place for the due schedule of the terms of
// payment (deposit and rest with their dates, what is overdue), built with the deals issue.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button, cn } from '@/components/ui';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { formatMoney } from '@/lib/format';
import { CalculationTable } from './money/calculation-table';
import { PaymentDialog } from './money/payment-dialog';
import { PaymentList } from './money/payment-list';
import { TaxTable } from './money/tax-table';
import { LineActions, PriceToolbar } from './price/price-tools';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TProps = {
  booking: TBookingDetail;
  /** bookings.update: takes payments and refunds (the server still checks the booking's asset). */
  canKeepBooks: boolean;
  /** The due schedule of the booking's terms of payment, shown between the sums and the payments. */
  dueSchedule?: ReactNode;
  /** bookings.update: changes the price (products, addons, lines, price list, currency, language, agency). */
  canChangePrice?: boolean;
};

export function MoneyPanel({ booking, canKeepBooks, dueSchedule, canChangePrice = false }: TProps) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const [dialog, setDialog] = useState<'payment' | 'refund' | null>(null);
  const money = (v: number) => formatMoney(v, booking.currency, locale);
  const sums = [
    ['total', booking.total, 'text-slate-900'],
    ['paid', booking.paid, 'text-teal-800'],
    ['open', booking.open, booking.open > 0 ? 'text-amber-800' : booking.open < 0 ? 'text-red-700' : 'text-teal-800'],
  ] as const;
  return (
    <section aria-labelledby="money-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="money-title" className="text-lg font-semibold text-slate-900">{t('bookings.money.title')}</h2>
        {canKeepBooks && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setDialog('payment')}>{t('bookings.money.pay')}</Button>
            {booking.paid > 0 && <Button size="sm" variant="secondary" onClick={() => setDialog('refund')}>{t('bookings.money.giveRefund')}</Button>}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {sums.map(([k, v, tone]) => (
          <div key={k} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{t(`bookings.money.${k}`)}</dt>
            <dd className={cn('text-base font-semibold tabular-nums sm:text-lg', tone)} data-testid={`money-${k}`}>{money(v)}</dd>
          </div>
        ))}
      </dl>
      {booking.open < 0 && <p className="text-sm text-red-700">{t('bookings.money.overpaid', { amount: money(-booking.open) })}</p>}
      <details className="group" open={canChangePrice || booking.calculation.length <= 8}>
        <summary className="cursor-pointer text-sm font-medium text-sky-800">{t('bookings.money.calculation')}</summary>
        <div className="mt-2 space-y-4">
          {canChangePrice && <PriceToolbar booking={booking} />}
          <CalculationTable booking={booking} actions={canChangePrice ? (l) => <LineActions booking={booking} line={l} /> : undefined} />
          <TaxTable booking={booking} />
        </div>
      </details>
      {dueSchedule}
      <div className="space-y-2">
        <h3 className="font-medium text-slate-900">{t('bookings.money.payments')}</h3>
        <PaymentList booking={booking} canKeepBooks={canKeepBooks} />
      </div>
      {dialog && <PaymentDialog booking={booking} kind={dialog} onClose={() => setDialog(null)} />}
    </section>
  );
}
