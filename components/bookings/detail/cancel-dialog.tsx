// Cancel a booking with the cancellation settings (spec section 3): reason, message, and a fee
// as a percent, a fixed value, by the terms of payment's cancellation scale (useTerms) or none.
// What it charges is shown before the click (the server's preview, by the cancel's own rule).
'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, Select, Textarea } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail, TCancellationPreview } from '@/lib/contract/booking-core';
import { formatMoney } from '@/lib/format/money';
import { cancelBody, type TCancelForm, type TFeeMode } from '@/lib/bookings/cancel-fee';
import { errorText } from '@/lib/bookings/error-text';
import { contentLanguage } from '@/lib/i18n/ui-language';

export const CANCEL_REASONS = ['customer', 'agency', 'operator', 'noShow', 'other'] as const;

type TProps = { booking: TBookingDetail; open: boolean; onOpenChange: (o: boolean) => void; onDone: (d: TBookingDetail) => void };

export function CancelDialog({ booking, open, onOpenChange, onDone }: TProps) {
  const t = useTranslations();
  const [form, setForm] = useState<TCancelForm>({ reason: 'customer', message: '', mode: 'none', amount: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const locale = contentLanguage(useLocale());
  const draft = cancelBody(form);
  const previewBody = draft.ok ? { ...draft.body, reason: form.reason, message: undefined } : null;
  const preview = useQuery({
    queryKey: ['bookings', booking.id, 'cancellPreview', previewBody],
    queryFn: ({ signal }) => apiFetch<TCancellationPreview>(`/api/bookings/${booking.id}/cancell/preview`, { method: 'POST', body: previewBody!, signal }),
    enabled: open && previewBody !== null,
    meta: { silent: true },
    retry: false,
  });
  const money = (v: number) => formatMoney(v, booking.currency, locale);
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/cancell`, { method: 'POST', body }),
    onSuccess: (d) => { onDone(d); onOpenChange(false); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = cancelBody(form);
    if (!r.ok) return setProblem(t(`bookings.cancel.problem.${r.problem}`));
    setProblem(null);
    cancel.mutate(r.body);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('bookings.cancel.title')} description={t('bookings.cancel.text')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('bookings.cancel.reason')}>
          {(c) => <Select {...c} value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })}
            options={CANCEL_REASONS.map((r) => ({ value: r, label: t(`bookings.cancel.reasons.${r}`) }))} />}
        </Field>
        <Field label={t('bookings.cancel.message')}>
          {(c) => <Textarea {...c} rows={3} value={form.message} onChange={(e) => setForm({ ...form, message: e.target.value })} />}
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('bookings.cancel.fee')}</legend>
          <div className="flex flex-wrap gap-3 text-sm">
            {(['none', 'percent', 'value', 'terms'] as TFeeMode[]).map((m) => (
              <label key={m} className="flex items-center gap-1.5">
                <input type="radio" name="feeMode" checked={form.mode === m} onChange={() => setForm({ ...form, mode: m })} />
                {t(`bookings.cancel.modes.${m}`)}
              </label>
            ))}
          </div>
          {(form.mode === 'percent' || form.mode === 'value') && (
            <Field label={t(form.mode === 'percent' ? 'bookings.cancel.percent' : 'bookings.cancel.value', { currency: booking.currency })} error={problem}>
              {(c) => <Input {...c} inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />}
            </Field>
          )}
        </fieldset>
        {preview.data && (
          <div className="rounded-md bg-slate-100 p-2 text-sm text-slate-900" data-testid="cancel-preview" aria-live="polite">
            <p>{t('bookings.cancel.preview', { amount: money(preview.data.amount), total: money(preview.data.total) })}</p>
            {preview.data.terms !== null && <p className="text-muted">{t('bookings.cancel.previewTerms', { percent: preview.data.percent ?? 0, terms: preview.data.terms, days: preview.data.daysBefore ?? 0 })}</p>}
          </div>
        )}
        {preview.isError && previewBody && <p className="text-sm text-amber-800">{t('bookings.cancel.previewFailed', { reason: errorText(preview.error, t) })}</p>}
        {cancel.isError && <p role="alert" className="text-sm text-red-700">{errorText(cancel.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="danger" loading={cancel.isPending}>{t('bookings.cancel.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
