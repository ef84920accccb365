// /booking/payments: the desk's money lists (docs/decisions/payments.md): open payments with
// mark-paid for several bookings at once, the payment status of the coming arrivals, and the
// payment history with filters.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { OpenPayments } from './open-payments';
import { PaymentHistory } from './payment-history';
import { PaymentStatus } from './payment-status';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function PaymentsScreen({ canKeepBooks }: { canKeepBooks: boolean }) {
  const tr = useTranslations('routes');
  const locale = contentLanguage(useLocale());
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">{tr('bookingPayments')}</h1>
      <OpenPayments locale={locale} canKeepBooks={canKeepBooks} />
      <PaymentStatus locale={locale} />
      <PaymentHistory locale={locale} />
    </div>
  );
}
