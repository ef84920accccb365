// The guests' room bill on the booking detail (issue 20, api-calls 7.4 "onsite"): per guest the
// items consumed during the stay, add a product or a custom item, pay what is open at the desk,
// take a desk payment back, move an item to another guest, void it with a reason.
'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Card, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import type { TOnsiteBill, TOnsiteItem } from '@/lib/contract/booking-onsite';
import { PAYMENT_METHODS } from '@/lib/contract/payments';
import { errorText } from '@/lib/bookings/error-text';
import { bookingKeys } from '@/lib/bookings/query-keys';
import { formatMoney } from '@/lib/format';
import { OnsiteAddForm } from './onsite-add-form';
import { OnsiteItemDialog, type TItemDialog } from './onsite-item-dialog';
import { contentLanguage } from '@/lib/i18n/ui-language';

export type TOnsiteCall = (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<void>;

export function OnsiteBill({ booking, canUpdate }: { booking: TBookingDetail; canUpdate: boolean }) {
  const t = useTranslations('onsite');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const qc = useQueryClient();
  const key = ['onsite', booking.id];
  // A new booking version (every bill change makes one) is a new key: the bill shown stays until
  // the new one is there, so the add form below keeps what is being typed (it unmounted before).
  const bill = useQuery({ queryKey: [...key, booking.version], queryFn: ({ signal }) => apiFetch<TOnsiteBill>(`/api/bookings/${booking.id}/onsite`, { signal }), placeholderData: keepPreviousData });
  const [method, setMethod] = useState<string>('cash');
  const [dialog, setDialog] = useState<TItemDialog | null>(null);
  const op = useMutation({
    meta: { silent: true },
    mutationFn: ({ path, method: m, body }: { path: string; method: 'POST' | 'DELETE'; body?: unknown }) => apiFetch<TOnsiteBill>(`/api/bookings/${booking.id}/onsite${path}`, { method: m, body }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: key });
      await qc.invalidateQueries({ queryKey: bookingKeys.detail(booking.id) });
    },
  });
  const call: TOnsiteCall = async (path, m, body) => { await op.mutateAsync({ path, method: m, body }); };
  const b = bill.data;
  if (!b) return null;
  const money = (n: number) => formatMoney(n, b.currency, locale);
  const shown = b.items.filter((i) => i.status !== 'moved');
  const empty = shown.length === 0 && b.payments.length === 0;
  if (empty && !(canUpdate && b.editable)) return null;
  const itemRow = (i: TOnsiteItem) => (
    <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5" data-testid="onsite-item" data-status={i.status}>
      <span className={i.status === 'void' ? 'text-slate-500 line-through' : ''}>{i.quantity} × {i.text}</span>
      <span className="ml-auto tabular-nums">{money(i.amount)}</span>
      <span className={i.status === 'open' ? 'text-amber-800' : 'text-slate-600'}>{t(`status.${i.status}`)}{i.voidReason ? `: ${i.voidReason}` : ''}</span>
      {canUpdate && b.editable && i.status === 'open' && (
        <span className="flex gap-1">
          <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'move', item: i })}>{t('move')}</Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'void', item: i })}>{t('void')}</Button>
        </span>
      )}
    </li>
  );
  return (
    <Card title={t('title')} data-testid="onsite-bill">
      {b.guests.map((g) => {
        const mine = shown.filter((i) => i.roomBookingId === g.roomBookingId && i.idx === g.idx);
        if (mine.length === 0) return null;
        return (
          <section key={`${g.roomBookingId}-${g.idx}`} className="mb-3" data-testid="onsite-guest">
            <h3 className="text-sm font-medium text-slate-800">{g.name}{g.roomName ? ` · ${g.roomName}` : ''}
              <span className="ml-2 font-normal text-slate-600">{t('guestSums', { open: money(g.open), paid: money(g.paid) })}</span></h3>
            <ul className="divide-y divide-slate-100 text-sm">{mine.map(itemRow)}</ul>
          </section>
        );
      })}
      {empty && <p className="text-sm text-slate-600">{t('none')}</p>}
      {b.payments.length > 0 && (
        <ul className="mb-3 text-sm" aria-label={t('payments')}>
          {b.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 py-1" data-testid="onsite-payment" data-status={p.status}>
              <span>{t('paidAtDesk', { method: tAll.has(`bookings.money.method.${p.method}`) ? tAll(`bookings.money.method.${p.method}`) : p.method })}</span>
              <span className={p.status === 'reversed' ? 'tabular-nums line-through' : 'tabular-nums'}>{money(p.amount)}</span>
              {p.status === 'reversed' && <span className="text-slate-600">{t('reversed')}</span>}
              {canUpdate && p.status === 'paid' && b.editable && (
                <Button size="sm" variant="secondary" onClick={() => void call(`/payment/${p.id}`, 'DELETE').catch(() => undefined)}>{t('takeBack')}</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium" data-testid="onsite-open">{t('open', { amount: money(b.open) })}</p>
      {canUpdate && b.open > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Select aria-label={t('method')} className="w-40" value={method} onChange={(e) => setMethod(e.target.value)}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: tAll.has(`bookings.money.method.${m}`) ? tAll(`bookings.money.method.${m}`) : m }))} />
          <Button onClick={() => void call('/payment', 'POST', { method }).catch(() => undefined)} loading={op.isPending}>{t('payAll', { amount: money(b.open) })}</Button>
        </div>
      )}
      {canUpdate && b.editable && <OnsiteAddForm booking={booking} bill={b} call={call} busy={op.isPending} />}
      {op.error && !dialog && <p role="alert" className="mt-2 text-sm text-red-700">{errorText(op.error, tAll)}</p>}
      <OnsiteItemDialog dialog={dialog} bill={b} onClose={() => { setDialog(null); op.reset(); }} call={call}
        error={op.error ? errorText(op.error, tAll) : null} busy={op.isPending} />
    </Card>
  );
}
