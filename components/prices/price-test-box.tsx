// "Test the price": a stay of one room type, dates and guests priced by the same call the
// booking pages use (POST /api/book/booking/price, upstream/modules/bookings/prices/quote-routes.ts). That call
// takes a room, not a room type (the first room of the type is used), and prices with the
// newest *active* list of the asset covering the stay, so the box says when another list
// answered, and that a draft or unsaved list is not what was priced.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TPricingResult } from '@/lib/contract/pricing';
import { formatMoney } from '@/lib/format';
import { lineLabel } from '@/lib/prices/line-label';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TProps = { listId: string; active: boolean; dirty: boolean; currency: string; roomTypes: { id: string; name: string }[]; defaultFrom: string };

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function PriceTestBox({ listId, active, dirty, currency, roomTypes, defaultFrom }: TProps) {
  const t = useTranslations();
  const tp = useTranslations('prices.test');
  const locale = contentLanguage(useLocale());
  const [roomType, setRoomType] = useState(roomTypes[0]?.id ?? '');
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultFrom ? addDays(defaultFrom, 7) : '');
  const [guests, setGuests] = useState('2');
  const quote = useMutation({
    meta: { silent: true },
    mutationFn: async (): Promise<TPricingResult | null> => {
      const rooms = await apiFetch<TListAnswer<{ id: string }>>('/api/rooms', { query: { size: 1, filter: JSON.stringify({ roomType }) } });
      const room = rooms.data[0]?.id;
      if (!room) return null;
      const n = Math.min(10, Math.max(1, Number(guests) || 1));
      return apiFetch<TPricingResult>('/api/book/booking/price', {
        method: 'POST',
        body: { currency, rooms: [{ room, dateFrom: from, dateTo: to, guests: Array.from({ length: n }, () => ({})) }] },
      });
    },
  });
  const money = (v: number, c: string) => formatMoney(v, c, locale);
  const canRun = roomType !== '' && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && to > from && /^\d{1,2}$/.test(guests) && Number(guests) >= 1;
  const result = quote.data;
  return (
    <div className="space-y-3">
      {(!active || dirty) && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{tp(dirty ? 'unsavedNote' : 'inactiveNote')}</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
        <Field label={tp('roomType')} className="col-span-2 sm:col-span-1">
          {(c) => <Select {...c} value={roomType} onChange={(e) => setRoomType(e.target.value)} options={roomTypes.map((r) => ({ value: r.id, label: r.name }))} />}
        </Field>
        <Field label={tp('from')}>{(c) => <Input {...c} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
        <Field label={tp('to')}>{(c) => <Input {...c} type="date" value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
        <Field label={tp('guests')}>{(c) => <Input {...c} inputMode="numeric" className="w-20" value={guests} onChange={(e) => setGuests(e.target.value)} />}</Field>
      </div>
      <Button variant="secondary" size="sm" disabled={!canRun} loading={quote.isPending} onClick={() => quote.mutate()}>{tp('run')}</Button>
      {quote.isError && <p role="alert" className="text-sm text-red-700">{quote.error.message}</p>}
      {quote.isSuccess && result === null && <p role="alert" className="text-sm text-red-700">{tp('noRoom')}</p>}
      {result && (
        <div className="space-y-2" data-testid="price-test-result">
          {result.priceListId !== listId && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{tp('otherList')}</p>}
          <table className="w-full text-sm">
            <tbody>
              {result.lines.map((l, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-1 pr-2">{lineLabel(t, locale, l.key, l.values, l.key)}</td>
                  <td className="py-1 text-right tabular-nums whitespace-nowrap">{money(l.amount, l.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-2 text-left font-semibold">{tp('total')}</th>
                <td className="pt-2 text-right font-semibold tabular-nums whitespace-nowrap">{money(result.total, result.currency)}</td>
              </tr>
              {result.tax?.inclusive && (
                <tr><td colSpan={2} className="text-right text-xs text-slate-600">{tp('taxIncluded', { name: result.tax.name, rate: result.tax.rate, amount: money(result.tax.amount, result.currency) })}</td></tr>
              )}
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
