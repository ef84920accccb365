// One credit's ledger (GET /api/credits/{id}): every entry with its booking, and for staff a
// correction (signed amount and reason, POST {id}/correction) and "pay a booking from this credit"
// (POST {id}/apply/{booking}; empty amount: the smaller of what is left and what the booking owes).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { RefSelect } from '@/components/resources/form/ref-select';
import { Button, Dialog, Field, Input, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TCreditDetail } from '@/lib/contract/credits';
import { resourceByName } from '@/lib/contract/resources';
import { formatDate, formatMoney } from '@/lib/format';
import { currencyDigits, parseMajor } from '@/lib/prices/money';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function CreditDialog({ id, canWrite, canApply, onClose }: { id: string; canWrite: boolean; canApply: boolean; onClose: () => void }) {
  const t = useTranslations('credits');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const credit = useQuery({ queryKey: ['credits', 'one', id], queryFn: ({ signal }) => apiFetch<TCreditDetail>(`/api/credits/${id}`, { signal }) });
  const [booking, setBooking] = useState('');
  const [applyAmount, setApplyAmount] = useState('');
  const [fix, setFix] = useState({ amount: '', note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const done = async (d: TCreditDetail) => {
    qc.setQueryData(['credits', 'one', id], d);
    await qc.invalidateQueries({ queryKey: ['credits'] });
    await qc.invalidateQueries({ queryKey: ['bookings'] });
  };
  const minor = (text: string, signed: boolean) => {
    const neg = signed && text.trim().startsWith('-');
    const p = parseMajor(neg ? text.trim().slice(1) : text, currencyDigits(credit.data?.currency));
    return p.ok && p.minor > 0 ? (neg ? -p.minor : p.minor) : null;
  };
  const apply = useMutation({
    meta: { silent: true },
    mutationFn: (amount: number | undefined) => apiFetch<TCreditDetail>(`/api/credits/${id}/apply/${booking}`, { method: 'POST', body: amount ? { amount } : {} }),
    onSuccess: async (d) => { setBooking(''); setApplyAmount(''); await done(d); },
  });
  const correct = useMutation({
    meta: { silent: true },
    mutationFn: (amount: number) => apiFetch<TCreditDetail>(`/api/credits/${id}/correction`, { method: 'POST', body: { amount, note: fix.note } }),
    onSuccess: async (d) => { setFix({ amount: '', note: '' }); await done(d); },
  });
  const c = credit.data;
  const bookings = resourceByName('bookings');
  const money = (v: number) => (c ? formatMoney(v, c.currency, locale) : '');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="lg" title={c ? t('title', { holder: c.holderName }) : t('loading')}
      description={c ? `${t(`source.${c.source}`)} · ${formatDate(c.createdAt.slice(0, 10))}${c.note ? ` · ${c.note}` : ''}` : undefined}>
      {!c ? <div className="flex justify-center p-6"><Spinner label={t('loading')} /></div> : (
        <div className="space-y-4">
          <p className="text-lg font-semibold tabular-nums" data-testid="credit-balance">{t('balance', { amount: money(c.balance) })}</p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="credit-entries">
              <thead className="text-left text-slate-600"><tr><th className="p-1">{t('cols.date')}</th><th className="p-1">{t('cols.kind')}</th><th className="p-1">{t('cols.booking')}</th><th className="p-1 text-right">{t('cols.amount')}</th><th className="p-1">{t('cols.note')}</th></tr></thead>
              <tbody>
                {c.entries.map((e) => (
                  <tr key={e.id} className="border-t border-slate-100 tabular-nums">
                    <td className="p-1 whitespace-nowrap">{formatDate(e.createdAt.slice(0, 10))}</td>
                    <td className="p-1">{t(`kind.${e.kind}`)}</td>
                    <td className="p-1">{e.booking ? <a className="text-sky-800 underline" href={`/booking/${e.booking}`}>{e.bookingNo ?? '–'}</a> : '–'}</td>
                    <td className={`p-1 text-right ${e.amount < 0 ? 'text-red-700' : ''}`}>{money(e.amount)}</td>
                    <td className="p-1 max-w-56 truncate">{e.note ?? ''}{e.userName ? <span className="ml-1 text-xs text-slate-500">({e.userName})</span> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canWrite && canApply && bookings && (
            <form className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3" onSubmit={(e) => {
              e.preventDefault(); setProblem(null);
              const amount = applyAmount.trim() ? minor(applyAmount, false) : undefined;
              if (amount === null) { setProblem(t('badAmount')); return; }
              if (booking) apply.mutate(amount);
            }}>
              <Field label={t('applyTo')} className="w-full sm:w-64">
                {(f) => <RefSelect id={f.id} target={{ resource: bookings, key: 'id' }} value={booking} onChange={(v) => setBooking(typeof v === 'string' ? v : '')} describedBy={f['aria-describedby']} />}
              </Field>
              <Field label={t('amountOptional')} className="w-36">{(f) => <Input {...f} inputMode="decimal" value={applyAmount} onChange={(e) => setApplyAmount(e.target.value)} />}</Field>
              <Button type="submit" disabled={!booking} loading={apply.isPending}>{t('apply')}</Button>
            </form>
          )}
          {canWrite && (
            <form className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3" onSubmit={(e) => {
              e.preventDefault(); setProblem(null);
              const amount = minor(fix.amount, true);
              if (amount === null) { setProblem(t('badAmount')); return; }
              correct.mutate(amount);
            }}>
              <Field label={t('correctionAmount')} className="w-36">{(f) => <Input {...f} inputMode="decimal" value={fix.amount} onChange={(e) => setFix({ ...fix, amount: e.target.value })} />}</Field>
              <Field label={t('reason')} className="w-full sm:w-72" required>{(f) => <Input {...f} value={fix.note} maxLength={2000} onChange={(e) => setFix({ ...fix, note: e.target.value })} />}</Field>
              <Button type="submit" variant="secondary" disabled={fix.note.trim().length < 3 || !fix.amount.trim()} loading={correct.isPending}>{t('correct')}</Button>
            </form>
          )}
          {(problem || apply.error || correct.error) && <p role="alert" className="text-sm text-red-700">{problem ?? errorText(apply.error ?? correct.error, tAll)}</p>}
        </div>
      )}
    </Dialog>
  );
}
