// The booking's payments, oldest first: day, method, reference and note, the amount (a refund
// negative, one paid in another currency with what was handed over and the rate), and remove
// while the rules allow it (payment.deletable; otherwise a correcting entry); an online payment
// can be refunded through its provider (online-refund-dialog.tsx).
'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { formatDate, formatMoney } from '@/lib/format';
import { currencyDigits } from '@/lib/prices/money';
import { useBookingChanged } from '../../queries';
import { OnlineRefundDialog } from './online-refund-dialog';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TPayment = TBookingDetail['payments'][number];

export function PaymentList({ booking, canKeepBooks }: { booking: TBookingDetail; canKeepBooks: boolean }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [toRemove, setToRemove] = useState<TPayment | null>(null);
  const [toRefund, setToRefund] = useState<TPayment | null>(null);
  const remove = useMutation({
    mutationFn: (p: TPayment) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/payment/${p.id}`, { method: 'DELETE' }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.money.removed')); },
  });
  if (booking.payments.length === 0) return <p className="text-sm text-slate-600">{t('bookings.money.noPayments')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="payments">
        {booking.payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2" data-testid="payment">
            <div className="min-w-0 flex-1">
              <div className="font-medium text-slate-900">
                {t(p.amount < 0 ? 'bookings.money.refund' : 'bookings.money.payment')} · {t(`bookings.money.method.${p.method}` as never)}
                {p.status !== 'paid' && p.status !== 'refunded' && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t(`bookings.money.status.${p.status}` as never)}</span>}
              </div>
              <div className="text-slate-600">{formatDate(p.paidAt ?? p.createdAt)} · {p.reference}</div>
              {p.foreignAmount !== null && p.foreignCurrency && (
                <div className="text-xs text-slate-500">
                  {t('bookings.money.converted', { paid: formatMoney(p.foreignAmount, p.foreignCurrency, locale, currencyDigits(p.foreignCurrency)), rate: p.exchangeRate ?? '' })}
                </div>
              )}
              {p.note && <div className="whitespace-pre-line break-words text-slate-600">{p.note}</div>}
            </div>
            <div className={`tabular-nums ${p.amount < 0 ? 'text-red-700' : 'text-slate-900'}`}>{formatMoney(p.amount, p.currency, locale)}</div>
            {canKeepBooks && p.method === 'online' && p.amount > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setToRefund(p)} aria-label={t('onlinePayment.refund.label', { reference: p.reference })}>{t('onlinePayment.refund.button')}</Button>
            )}
            {canKeepBooks && p.deletable && (
              <Button size="sm" variant="ghost" onClick={() => setToRemove(p)} aria-label={t('bookings.money.removeLabel', { reference: p.reference })}>{t('bookings.money.remove')}</Button>
            )}
          </li>
        ))}
      </ul>
      {toRefund && <OnlineRefundDialog booking={booking} payment={toRefund} onClose={() => setToRefund(null)} />}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(o) => !o && setToRemove(null)}
        title={t('bookings.money.removeTitle')}
        description={t('bookings.money.removeText')}
        confirmLabel={t('bookings.money.remove')}
        destructive
        onConfirm={async () => { await remove.mutateAsync(toRemove!); }}
      />
    </>
  );
}
