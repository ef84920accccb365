// Take a payment or give a refund (POST /api/bookings/{id}/payment): amount in the currency paid
// in, method, day, and for another currency the rate that converts it (stored on the payment);
// reference and note; a refund may be a goodwill gesture that lowers the price by as much (so the
// guest does not owe it back). The body is built and checked by lib/bookings/payment-form.ts.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, Dialog, Field, Input, Select, Textarea } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { emptyPaymentForm, paymentBody, type TPaymentForm, type TPaymentProblem } from '@/lib/bookings/payment-form';
import { today } from '@/lib/clock';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { useBookingChanged } from '../../queries';

/** The methods offered at the desk (spec: cash, card, transfer, online, credit). */
export const DESK_METHODS = ['cash', 'card', 'transfer', 'online', 'credit'] as const;

type TProps = { booking: TBookingDetail; kind: TPaymentForm['kind']; onClose: () => void };

export function PaymentDialog({ booking, kind, onClose }: TProps) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [form, setForm] = useState<TPaymentForm>(() => emptyPaymentForm(booking.currency, today(), kind));
  const [problem, setProblem] = useState<TPaymentProblem | null>(null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/payment`, { method: 'POST', body }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t(kind === 'refund' ? 'bookings.money.refunded' : 'bookings.money.recorded')); onClose(); },
  });
  const set = (patch: Partial<TPaymentForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = paymentBody(form, booking.currency);
    if (!r.ok) return setProblem(r.problem);
    setProblem(null);
    save.mutate(r.body);
  };
  const foreign = form.currency.trim().toUpperCase() !== booking.currency;
  const err = (p: TPaymentProblem) => (problem === p ? t(`bookings.money.problem.${p}`) : undefined);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t(kind === 'refund' ? 'bookings.money.refundTitle' : 'bookings.money.payTitle')}
      description={t('bookings.money.dialogText', { currency: booking.currency })}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
          <Field label={t('bookings.money.amount')} error={err('amount')} required>
            {(c) => <Input {...c} inputMode="decimal" autoFocus value={form.amount} onChange={(e) => set({ amount: e.target.value })} />}
          </Field>
          <Field label={t('bookings.money.currency')} error={err('currency')}>
            {(c) => <Input {...c} maxLength={3} autoCapitalize="characters" value={form.currency} onChange={(e) => set({ currency: e.target.value.toUpperCase() })} />}
          </Field>
        </div>
        {foreign && (
          <Field label={t('bookings.money.exchangeRate', { from: form.currency.toUpperCase(), to: booking.currency })} error={err('exchangeRate')} hint={t('bookings.money.exchangeRateHint', { from: form.currency.toUpperCase(), to: booking.currency })} required>
            {(c) => <Input {...c} inputMode="decimal" value={form.exchangeRate} onChange={(e) => set({ exchangeRate: e.target.value })} />}
          </Field>
        )}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('bookings.money.methodLabel')}>
            {(c) => <Select {...c} value={form.method} onChange={(e) => set({ method: e.target.value })}
              options={DESK_METHODS.map((m) => ({ value: m, label: t(`bookings.money.method.${m}`) }))} />}
          </Field>
          <Field label={t('bookings.money.date')} error={err('date')} required>
            {(c) => <Input {...c} type="date" value={form.date} onChange={(e) => set({ date: e.target.value })} />}
          </Field>
        </div>
        <Field label={t('bookings.money.reference')}>
          {(c) => <Input {...c} maxLength={200} value={form.reference} onChange={(e) => set({ reference: e.target.value })} />}
        </Field>
        <Field label={t('bookings.money.note')}>
          {(c) => <Textarea {...c} rows={2} maxLength={2000} value={form.note} onChange={(e) => set({ note: e.target.value })} />}
        </Field>
        {kind === 'refund' && <Checkbox className="items-center text-sm" label={t('bookings.money.goodwill')} checked={form.goodwill === true} onChange={(e) => set({ goodwill: e.target.checked })} />}
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant={kind === 'refund' ? 'danger' : 'primary'} loading={save.isPending}>
            {t(kind === 'refund' ? 'bookings.money.refundSubmit' : 'bookings.money.paySubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
