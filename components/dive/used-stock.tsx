// What a dive used from stock (nitrox fills, consumables), typed before closing it: the closing
// takes each from the stock ledger under the dive's reference (issue 36: `used` of
// POST /api/diveplan/{id}/close; too little stock refuses the whole close). Only products that
// keep stock are offered; a user who may not read products does not see the field.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

export type TUsed = { product: string; quantity: number };
type TStockProduct = { id: string; name: string; stock: number };

export function UsedStock({ value, onChange }: { value: TUsed[]; onChange: (v: TUsed[]) => void }) {
  const t = useTranslations('dive.used');
  const ids = useId();
  const [product, setProduct] = useState('');
  const [quantity, setQuantity] = useState('1');
  const list = useQuery({
    queryKey: ['dive', 'stock-products'],
    queryFn: ({ signal }) => apiFetch<{ data: TStockProduct[] }>('/api/product', {
      query: { filter: JSON.stringify({ isActive: true, trackStock: true }), size: 200, sort: 'name' }, signal,
    }),
    retry: false,
    // Not readable (no product rights, or offline at sea: the day's copy has no products) hides
    // the field; it is no error to show.
    meta: { silent: true },
  });
  if (!list.data?.data.length) return null;
  const products = list.data.data;
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name ?? id;
  const qty = Number(quantity);
  const valid = product !== '' && Number.isInteger(qty) && qty >= 1 && qty <= 10_000;
  const add = () => {
    if (!valid) return;
    const rest = value.filter((u) => u.product !== product);
    const before = value.find((u) => u.product === product)?.quantity ?? 0;
    onChange([...rest, { product, quantity: before + qty }]);
    setProduct('');
    setQuantity('1');
  };
  return (
    <fieldset className="w-full space-y-2" data-testid="dive-used">
      <legend className="text-sm font-medium">{t('title')}</legend>
      {value.length > 0 && (
        <ul className="space-y-1 text-sm">
          {value.map((u) => (
            <li key={u.product} className="flex items-center gap-2" data-testid="dive-used-row">
              <span>{nameOf(u.product)} × {u.quantity}</span>
              <Button size="sm" variant="ghost" onClick={() => onChange(value.filter((x) => x.product !== u.product))} aria-label={t('remove', { name: nameOf(u.product) })}>×</Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="space-y-1 text-sm" htmlFor={`${ids}-p`}>
          <span className="block">{t('product')}</span>
          <Select id={`${ids}-p`} className="w-56 max-w-full" value={product} onChange={(e) => setProduct(e.target.value)} placeholder={t('choose')}
            options={products.map((p) => ({ value: p.id, label: t('option', { name: p.name, stock: p.stock }) }))} />
        </label>
        <label className="space-y-1 text-sm" htmlFor={`${ids}-q`}>
          <span className="block">{t('quantity')}</span>
          <Input id={`${ids}-q`} className="w-20" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
        </label>
        <Button variant="secondary" disabled={!valid} onClick={add}>{t('add')}</Button>
      </div>
    </fieldset>
  );
}
