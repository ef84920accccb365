// A partial credit note for an invoice: selected lines (each credited with what it still holds)
// or an amount spread over the lines by the server. The invoice is never changed; the server
// refuses more than is left (409 OVER_CREDIT), and the dialog shows its reason.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TInvoice } from '@/lib/contract/invoices';
import { errorText } from '@/lib/bookings/error-text';
import { formatMoney } from '@/lib/format';
import { contentLanguage } from '@/lib/i18n/ui-language';

/** '12,50' or '12.50' in major units to minor units (two decimals); null when not a positive amount. */
export function parseAmount(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const v = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return v > 0 ? v : null;
}

export function PartialCreditDialog({ invoice, onClose, onDone }: { invoice: TInvoice | null; onClose: () => void; onDone: () => Promise<unknown> }) {
  const t = useTranslations('invoices');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [picked, setPicked] = useState<number[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const reset = () => { setPicked([]); setAmount(''); setReason(''); setMode('lines'); };
  const cents = parseAmount(amount);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (inv: TInvoice) => apiFetch<TInvoice>(`/api/invoices/${inv.id}/creditNote`, {
      method: 'POST', body: mode === 'lines' ? { reason, lines: picked.map((position) => ({ position })) } : { reason, amount: cents },
    }),
    onSuccess: async () => { reset(); await onDone(); onClose(); },
  });
  const ready = reason.trim() !== '' && (mode === 'lines' ? picked.length > 0 : cents !== null);
  const left = invoice ? invoice.total - invoice.credited : 0;
  return (
    <Dialog open={!!invoice} onOpenChange={(o) => { if (!o) { reset(); save.reset(); onClose(); } }} size="lg"
      title={t('partialTitle', { number: invoice?.number ?? '' })} description={t('partialText', { left: formatMoney(left, invoice?.currency ?? 'EUR', locale) })}>
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (invoice && ready) save.mutate(invoice); }}>
        <Field label={t('partialMode')}>
          {(c) => <Select {...c} value={mode} onChange={(e) => setMode(e.target.value as 'lines' | 'amount')}
            options={[{ value: 'lines', label: t('partialModes.lines') }, { value: 'amount', label: t('partialModes.amount') }]} />}
        </Field>
        {mode === 'lines' ? (
          <fieldset className="max-h-64 space-y-1 overflow-y-auto" data-testid="partial-credit-lines">
            <legend className="sr-only">{t('partialModes.lines')}</legend>
            {invoice?.lines.map((l) => (
              <Checkbox key={l.position} checked={picked.includes(l.position)}
                label={`${l.text} · ${formatMoney(l.amount, invoice.currency, locale)}`}
                onChange={(e) => setPicked((p) => (e.target.checked ? [...p, l.position] : p.filter((x) => x !== l.position)))} />
            ))}
          </fieldset>
        ) : (
          <Field label={t('partialAmount', { currency: invoice?.currency ?? '' })} error={amount && cents === null ? t('partialAmountInvalid') : undefined}>
            {(c) => <Input {...c} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
          </Field>
        )}
        <Field label={t('reason')} required>{(c) => <Input {...c} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />}</Field>
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, tAll)}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => { reset(); onClose(); }}>{tAll('common.cancel')}</Button>
          <Button type="submit" disabled={!ready} loading={save.isPending}>{t('creditNoteIssue')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
