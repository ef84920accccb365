// Change a line added by hand (POST {id}/calculation/{calcId}: text, quantity, unit price); when
// only the text changed it is a rename (POST {id}/{calcId}/rename). Lines of the price list are
// not offered (the server answers 409 LINE_LOCKED for them anyway).
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, Field, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { currencyDigits, parseMajor } from '@/lib/prices/money';
import { useBookingChanged } from '../../queries';

type TLine = TBookingDetail['calculation'][number];

/** Major units as typed ('-12,50' allowed: a line may be a discount) → minor units, or null. */
export function signedMinor(text: string, currency: string): number | null {
  const neg = text.trim().startsWith('-');
  const parsed = parseMajor(neg ? text.trim().slice(1) : text, currencyDigits(currency));
  return parsed.ok ? (neg ? -parsed.minor : parsed.minor) : null;
}

const major = (minor: number, currency: string) => (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

export function LineDialog({ booking, line, onClose }: { booking: TBookingDetail; line: TLine; onClose: () => void }) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const [text, setText] = useState(line.text ?? '');
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [price, setPrice] = useState(major(line.unitPrice, booking.currency));
  const [problem, setProblem] = useState<'text' | 'quantity' | 'price' | null>(null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ path, body }: { path: string; body: object }) => apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/${path}`, { method: 'POST', body }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.price.saved')); onClose(); },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = Number(quantity);
    const unitPrice = signedMinor(price, booking.currency);
    if (!text.trim()) return setProblem('text');
    if (!Number.isInteger(q) || q < 1) return setProblem('quantity');
    if (unitPrice === null) return setProblem('price');
    setProblem(null);
    if (q === line.quantity && unitPrice === line.unitPrice) save.mutate({ path: `${line.id}/rename`, body: { text: text.trim() } });
    else save.mutate({ path: `calculation/${line.id}`, body: { text: text.trim(), quantity: q, unitPrice } });
  };
  const err = (p: typeof problem) => (problem === p ? t('bookings.price.problem') : undefined);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('bookings.price.line.title')} description={t('bookings.price.line.text', { currency: booking.currency })}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t('bookings.price.line.name')} error={err('text')} required>
          {(c) => <Input {...c} autoFocus maxLength={200} value={text} onChange={(e) => setText(e.target.value)} />}
        </Field>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('bookings.price.quantity')} error={err('quantity')} required>
            {(c) => <Input {...c} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />}
          </Field>
          <Field label={t('bookings.price.line.unitPrice')} error={err('price')} required>
            {(c) => <Input {...c} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />}
          </Field>
        </div>
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={save.isPending}>{t('bookings.price.line.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
