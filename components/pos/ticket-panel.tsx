// The ticket being rung up: its lines (take one off), the total, and how it is settled: cash
// (what was handed over, the change shown), card, or onto a guest's room bill. A settled ticket
// shows its receipt number, the receipt (PDF, to print) and can be taken back (void).
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Input } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import type { TPosTicket } from '@/lib/contract/pos';
import { formatMoney } from '@/lib/format';
import { useTicketWrite } from './pos-queries';
import { ReceiptButton } from './receipt-button';
import { RoomBill } from './room-bill';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TMode = 'cash' | 'room' | null;

export function TicketPanel({ ticket, canWrite }: { ticket: TPosTicket; canWrite: boolean }) {
  const t = useTranslations('pos');
  const tAll = useTranslations();
  const locale = contentLanguage(useLocale());
  const money = (n: number) => formatMoney(n, ticket.currency, locale);
  const [mode, setMode] = useState<TMode>(null);
  const [given, setGiven] = useState('');
  const base = `/api/pos/${ticket.id}`;
  const remove = useTicketWrite((line: string) => apiFetch<TPosTicket>(`${base}/product`, { method: 'DELETE', query: { line } }));
  const pay = useTicketWrite((b: { method: 'cash' | 'card'; given?: number }) => apiFetch<TPosTicket>(`${base}/payment`, { method: 'POST', body: b }));
  const room = useTicketWrite((booking: string) => apiFetch<TPosTicket>(`${base}/booking`, { method: 'POST', body: { booking } }));
  const reverse = useTicketWrite(() => apiFetch<TPosTicket>(`${base}/payment`, { method: 'DELETE' }));
  const failure = remove.error ?? pay.error ?? room.error ?? reverse.error;
  const open = ticket.status === 'open';
  const givenMinor = given.trim() ? Math.round(Number(given.replace(',', '.')) * 100) : undefined;
  return (
    <section aria-labelledby="pos-ticket" className="space-y-3" data-testid="pos-ticket">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="pos-ticket" className="text-base font-semibold text-slate-900">{ticket.name}{ticket.customerName ? ` · ${ticket.customerName}` : ''}</h2>
        <span className="text-sm text-slate-700">{t(`status.${ticket.status}`)}{ticket.receiptNo ? ` · ${t('receiptNo', { no: ticket.receiptNo })}` : ''}</span>
      </div>
      {failure && <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-800">{errorText(failure, tAll)}</p>}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {ticket.lines.map((l) => (
          <li key={l.id} className="flex items-center justify-between gap-2 p-2 text-sm">
            <span className="min-w-0">{l.quantity} × {l.text}</span>
            <span className="flex items-center gap-2">
              <span className="tabular-nums">{money(l.amount)}</span>
              {open && canWrite && (
                <Button size="sm" variant="ghost" aria-label={t('removeLine', { name: l.text })} loading={remove.isPending && remove.variables === l.id}
                  onClick={() => remove.mutate(l.id)}>×</Button>
              )}
            </span>
          </li>
        ))}
        {!ticket.lines.length && <li className="p-2 text-sm text-slate-600">{t('emptyTicket')}</li>}
        <li className="flex justify-between p-2 text-base font-semibold"><span>{t('total')}</span><span className="tabular-nums" data-testid="pos-total">{money(ticket.total)}</span></li>
      </ul>
      {open && canWrite && ticket.lines.length > 0 && (
        <div className="space-y-2">
          <div className="grid grid-cols-3 gap-2">
            <Button onClick={() => setMode(mode === 'cash' ? null : 'cash')} variant={mode === 'cash' ? 'primary' : 'secondary'}>{t('cash')}</Button>
            <Button variant="secondary" loading={pay.isPending && pay.variables?.method === 'card'} onClick={() => pay.mutate({ method: 'card' })}>{t('card')}</Button>
            <Button onClick={() => setMode(mode === 'room' ? null : 'room')} variant={mode === 'room' ? 'primary' : 'secondary'}>{t('roomBill')}</Button>
          </div>
          {mode === 'cash' && (
            <form className="flex items-end gap-2" onSubmit={(e) => { e.preventDefault(); pay.mutate({ method: 'cash', given: givenMinor }); }}>
              <div className="flex-1">
                <label htmlFor="pos-given" className="mb-1 block text-sm font-medium text-slate-800">{t('given')}</label>
                <Input id="pos-given" inputMode="decimal" value={given} onChange={(e) => setGiven(e.target.value)} placeholder={money(ticket.total)} />
              </div>
              <Button type="submit" loading={pay.isPending}>{t('payCash')}</Button>
            </form>
          )}
          {mode === 'room' && <RoomBill busy={room.isPending} onPick={(b) => room.mutate(b)} />}
        </div>
      )}
      {!open && (
        <div className="space-y-2 rounded-lg bg-slate-50 p-2 text-sm">
          {ticket.change !== null && <p className="text-lg font-semibold" data-testid="pos-change">{t('change', { amount: money(ticket.change) })}</p>}
          {ticket.bookingNo && <p>{t('onRoomBill')} <a className="text-sky-800 underline" href={`/booking/${ticket.booking}`}>{ticket.bookingNo}</a></p>}
          <div className="flex flex-wrap gap-2">
            <ReceiptButton ticketId={ticket.id} receiptNo={ticket.receiptNo} />
            {ticket.status === 'paid' && canWrite && <Button variant="secondary" loading={reverse.isPending} onClick={() => reverse.mutate()}>{t('takeBack')}</Button>}
          </div>
        </div>
      )}
    </section>
  );
}
