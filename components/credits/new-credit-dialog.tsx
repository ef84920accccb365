// Issue a credit (POST /api/credits) to an agency or a customer: a voucher, a goodwill gesture or a
// manual credit with its amount and currency, or from a booking: what was paid on it moves to the
// credit (source cancellation; the amount may be left empty for all of it).
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RefSelect } from '@/components/resources/form/ref-select';
import { Button, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { CREDIT_SOURCES, type TCreditDetail, type TCreditHolder } from '@/lib/contract/credits';
import { resourceByName } from '@/lib/contract/resources';
import { currencyDigits, parseMajor } from '@/lib/prices/money';

const holderResource = (holder: TCreditHolder) => (holder === 'agency' ? 'agencies' : 'customers');

export function NewCreditDialog({ holder, onClose, onCreated }: { holder: TCreditHolder; onClose: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('credits');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const [f, setF] = useState({ who: '', source: 'goodwill' as (typeof CREDIT_SOURCES)[number], booking: '', amount: '', currency: 'EUR', note: '', validUntil: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<typeof f>) => setF((o) => ({ ...o, ...patch }));
  const fromBooking = f.source === 'cancellation';
  const create = useMutation({
    meta: { silent: true },
    mutationFn: (body: Record<string, unknown>) => apiFetch<TCreditDetail>('/api/credits', { method: 'POST', body }),
    onSuccess: async (d) => { await qc.invalidateQueries({ queryKey: ['credits'] }); onCreated(d.id); },
  });
  const submit = () => {
    setProblem(null);
    const parsed = f.amount.trim() ? parseMajor(f.amount, currencyDigits(f.currency)) : null;
    if (parsed && (!parsed.ok || parsed.minor <= 0)) { setProblem(t('badAmount')); return; }
    if (!fromBooking && !parsed) { setProblem(t('badAmount')); return; }
    create.mutate({
      [holder]: f.who, source: f.source, ...(parsed?.ok ? { amount: parsed.minor } : {}),
      ...(fromBooking ? { sourceBooking: f.booking } : { currency: f.currency.trim().toUpperCase() }),
      ...(f.note.trim() ? { note: f.note.trim() } : {}), ...(f.validUntil ? { validUntil: f.validUntil } : {}),
    });
  };
  const holderRes = resourceByName(holderResource(holder));
  const bookings = resourceByName('bookings');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('new')} description={t(`newText.${holder}`)}>
      <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {holderRes && (
          <Field label={t(`holder.${holder}`)} required>
            {(c) => <RefSelect id={c.id} target={{ resource: holderRes, key: 'id' }} value={f.who} onChange={(v) => set({ who: typeof v === 'string' ? v : '' })} describedBy={c['aria-describedby']} />}
          </Field>
        )}
        <Field label={t('cols.source')}>
          {(c) => <Select {...c} value={f.source} onChange={(e) => set({ source: e.target.value as typeof f.source })} options={CREDIT_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))} />}
        </Field>
        {fromBooking && bookings ? (
          <Field label={t('fromBooking')} required>
            {(c) => <RefSelect id={c.id} target={{ resource: bookings, key: 'id' }} value={f.booking} onChange={(v) => set({ booking: typeof v === 'string' ? v : '' })} describedBy={c['aria-describedby']} />}
          </Field>
        ) : (
          <Field label={t('currency')}>{(c) => <Input {...c} value={f.currency} maxLength={3} onChange={(e) => set({ currency: e.target.value })} />}</Field>
        )}
        <Field label={fromBooking ? t('amountAllPaid') : t('cols.amount')} required={!fromBooking}>{(c) => <Input {...c} inputMode="decimal" value={f.amount} onChange={(e) => set({ amount: e.target.value })} />}</Field>
        <Field label={t('cols.validUntil')}>{(c) => <Input {...c} type="date" value={f.validUntil} onChange={(e) => set({ validUntil: e.target.value })} />}</Field>
        <Field label={t('cols.note')}>{(c) => <Input {...c} value={f.note} maxLength={2000} onChange={(e) => set({ note: e.target.value })} />}</Field>
        {(problem || create.error) && <p role="alert" className="text-sm text-red-700">{problem ?? errorText(create.error, tAll)}</p>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>{tAll('common.cancel')}</Button>
          <Button type="submit" disabled={!f.who || (fromBooking && !f.booking)} loading={create.isPending}>{t('issue')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
