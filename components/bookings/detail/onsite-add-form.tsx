// Book an item onto a guest's room bill: the guest, a product of the booking's resort or vessel
// (priced by its rule base on the server) or a custom item with text and price, and the units.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import type { TOnsiteBill } from '@/lib/contract/booking-onsite';
import type { TListAnswer } from '@/lib/contract/listing';
import type { TOnsiteCall } from './onsite-bill';

type TProduct = { id: string; name: string; price: number; currency: string; resort: string | null; vessel: string | null };
const CUSTOM = 'custom';

export function OnsiteAddForm({ booking, bill, call, busy }: { booking: TBookingDetail; bill: TOnsiteBill; call: TOnsiteCall; busy: boolean }) {
  const t = useTranslations('onsite');
  const list = useQuery({
    queryKey: ['onsite', 'products'],
    queryFn: ({ signal }) => apiFetch<TListAnswer<TProduct>>('/api/product', { query: { size: 0, sort: 'name', order: 1, filter: JSON.stringify({ isActive: true }) }, signal }),
    staleTime: 60_000,
  });
  const products = (list.data?.data ?? []).filter((p) => p.currency === bill.currency
    && (!p.resort || p.resort === booking.resort) && (!p.vessel || p.vessel === booking.vessel));
  const guests = bill.guests;
  const [guest, setGuest] = useState('0');
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState('');
  const [text, setText] = useState('');
  const [price, setPrice] = useState('');
  if (guests.length === 0) return null;
  const g = guests[Number(guest)] ?? guests[0];
  const custom = product === CUSTOM;
  const cents = Math.round(Number(price.replace(',', '.')) * 100);
  const ready = product !== '' && (!custom || (text.trim() !== '' && Number.isFinite(cents) && cents >= 0 && price !== ''));
  const submit = async () => {
    const units = quantity ? Number(quantity) : undefined;
    const body = custom ? { idx: g.idx, text: text.trim(), unitPrice: cents, quantity: units } : { idx: g.idx, product, quantity: units };
    await call(`/${g.roomId}?rb=${g.roomBookingId}`, 'POST', body);
    setQuantity(''); setText(''); setPrice('');
  };
  return (
    <form className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3" aria-label={t('add')}
      onSubmit={(e) => { e.preventDefault(); if (ready) void submit().catch(() => undefined); }}>
      <Field label={t('guest')} className="w-48">
        {(c) => <Select {...c} value={guest} onChange={(e) => setGuest(e.target.value)} options={guests.map((x, i) => ({ value: String(i), label: `${x.name}${x.roomName ? ` · ${x.roomName}` : ''}` }))} />}
      </Field>
      <Field label={t('product')} className="w-56">
        {(c) => <Select {...c} value={product} onChange={(e) => setProduct(e.target.value)}
          options={[{ value: '', label: t('choose') }, ...products.map((p) => ({ value: p.id, label: p.name })), { value: CUSTOM, label: t('custom') }]} />}
      </Field>
      {custom && (
        <>
          <Field label={t('text')} className="w-48">{(c) => <Input {...c} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />}</Field>
          <Field label={t('unitPrice', { currency: bill.currency })} className="w-32">{(c) => <Input {...c} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />}</Field>
        </>
      )}
      <Field label={t('quantity')} className="w-24" hint={custom ? undefined : t('quantityHint')}>
        {(c) => <Input {...c} type="number" min={1} max={10000} value={quantity} onChange={(e) => setQuantity(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={!ready} loading={busy}>{t('addButton')}</Button>
    </form>
  );
}
