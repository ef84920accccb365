// Pay back (part of) an online payment through its provider (POST
// /api/bookings/{id}/payment/{paymentId}/refund): the amount, default the whole payment, and a note.
// One key per opened dialog, so a double click or a retry after a lost answer refunds once; the
// server knows what is left and says so.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input, Textarea } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { formatMoney } from '@/lib/format';
import { currencyDigits, formatMajor, parseMajor } from '@/lib/prices/money';
import { useBookingChanged } from '../../queries';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TPayment = TBookingDetail['payments'][number];

export function OnlineRefundDialog({ booking, payment, onClose }: { booking: TBookingDetail; payment: TPayment; onClose: () => void }) {
  const t = useTranslations();
  const locale = contentLanguage(useLocale());
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const digits = currencyDigits(payment.currency);
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(() => formatMajor(payment.amount, digits));
  const [note, setNote] = useState('');
  const [bad, setBad] = useState(false);
  const refund = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/payment/${payment.id}/refund`, { method: 'POST', body }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('onlinePayment.refund.done')); onClose(); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseMajor(amount, digits);
    if (!parsed.ok || parsed.minor <= 0 || parsed.minor > payment.amount) return setBad(true);
    setBad(false);
    refund.mutate({ key, amount: parsed.minor, ...(note.trim() ? { note: note.trim() } : {}) });
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('onlinePayment.refund.title')}
      description={t('onlinePayment.refund.text', { amount: formatMoney(payment.amount, payment.currency, locale), reference: payment.reference })}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('onlinePayment.refund.amount', { currency: payment.currency })} error={bad ? t('onlinePayment.refund.badAmount') : undefined} required>
          {(c) => <Input {...c} inputMode="decimal" autoFocus value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field label={t('bookings.money.note')}>
          {(c) => <Textarea {...c} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
        {refund.isError && <p role="alert" className="text-sm text-red-700">{errorText(refund.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>{t('onlinePayment.refund.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
