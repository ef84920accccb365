// One member's statement with the staff's writes: a correction with its reason (of the balance, or
// of what was earned, which moves the tier too) and points redeemed on one of their bookings.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TLoyaltyStatement } from '@/lib/contract/loyalty';
import type { TCustomerStay } from '@/lib/contract/customers';
import { formatMoney } from '@/lib/format';
import { LoyaltyEntries } from './loyalty-entries';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function MemberDialog({ customer, canWrite, canRedeem, onClose }: { customer: string; canWrite: boolean; canRedeem: boolean; onClose: () => void }) {
  const t = useTranslations('loyalty');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const key = ['loyalty', 'statement', customer];
  const st = useQuery({ queryKey: key, queryFn: ({ signal }) => apiFetch<TLoyaltyStatement>(`/api/loyalty/statement/${customer}`, { signal }) });
  const stays = useQuery({ queryKey: ['customers', customer, 'stay'], enabled: canRedeem, queryFn: ({ signal }) => apiFetch<TCustomerStay[] | { data: TCustomerStay[] }>(`/api/customers/${customer}/stay`, { signal }) });
  const [points, setPoints] = useState('');
  const [note, setNote] = useState('');
  const [earned, setEarned] = useState(false);
  const [booking, setBooking] = useState('');
  const [redeemPts, setRedeemPts] = useState('');
  const done = (s: TLoyaltyStatement) => { qc.setQueryData(key, s); setPoints(''); setNote(''); setRedeemPts(''); return qc.invalidateQueries({ queryKey: ['loyalty', 'members'] }); };
  const correct = useMutation({ mutationFn: () => apiFetch<TLoyaltyStatement>(`/api/loyalty/correction/${customer}`, { method: 'POST', body: { points: Number(points), note, earned } }), onSuccess: done });
  const redeem = useMutation({ mutationFn: () => apiFetch<TLoyaltyStatement>(`/api/loyalty/redeem/${booking}`, { method: 'POST', body: { points: Number(redeemPts) } }), onSuccess: done });
  const stayList = Array.isArray(stays.data) ? stays.data : stays.data?.data ?? [];
  const bookings = [...new Map(stayList.filter((s) => !['aborted', 'deleted', 'freed', 'rebooked'].includes(s.state)).map((s) => [s.bookingId, s])).values()];
  const s = st.data;
  return (
    <Dialog open onOpenChange={(o) => { if (!o) onClose(); }} title={s ? s.fullName : t('statement')} size="lg">
      {s && (
        <div className="space-y-4">
          <p className="text-sm text-slate-800" data-testid="member-summary">
            {t('summary', { balance: s.balance, earned: s.earned, tier: s.tier ? s.tier.name[locale] : '–' })} · {t('worth', { amount: formatMoney(s.worth.amount, s.worth.currency, locale) })}
          </p>
          {canWrite && (
            <form className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3" onSubmit={(e) => { e.preventDefault(); correct.mutate(); }}>
              <Field label={t('correctionPoints')} className="w-32">{(c) => <Input {...c} type="number" value={points} onChange={(e) => setPoints(e.target.value)} required />}</Field>
              <Field label={t('reason')} className="min-w-48 flex-1">{(c) => <Input {...c} value={note} onChange={(e) => setNote(e.target.value)} required minLength={3} />}</Field>
              <Checkbox label={t('ofEarned')} checked={earned} onChange={(e) => setEarned(e.target.checked)} />
              <Button type="submit" disabled={correct.isPending}>{t('correct')}</Button>
            </form>
          )}
          {canRedeem && (
            <form className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3" onSubmit={(e) => { e.preventDefault(); redeem.mutate(); }}>
              <Field label={t('booking')} className="w-56">{(c) => (
                <Select {...c} value={booking} onChange={(e) => setBooking(e.target.value)} required placeholder={t('chooseBooking')}
                  options={bookings.map((b) => ({ value: b.bookingId, label: `${b.bookingNo ?? b.bookingId.slice(0, 8)} · ${b.dateFrom ?? ''}` }))} />
              )}</Field>
              <Field label={t('redeemPoints')} className="w-32">{(c) => <Input {...c} type="number" min={1} value={redeemPts} onChange={(e) => setRedeemPts(e.target.value)} required />}</Field>
              <Button type="submit" disabled={redeem.isPending}>{t('redeem')}</Button>
            </form>
          )}
          {(correct.error || redeem.error) && <p role="alert" className="text-sm text-red-700">{errorText(correct.error ?? redeem.error, tAll)}</p>}
          <LoyaltyEntries entries={s.entries} />
        </div>
      )}
    </Dialog>
  );
}
