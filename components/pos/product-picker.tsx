// The products at the counter: one field for typing a name or scanning a barcode (a scanner
// types the SKU and Enter: the product with that SKU is rung up at once), and the products as
// large buttons to tap, with what is left in stock.
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input, Spinner } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import { useCounterProducts, type TCounterProduct } from './pos-queries';
import { contentLanguage } from '@/lib/i18n/ui-language';

type TProps = { disabled: boolean; onPick: (p: { product: string } | { sku: string }) => void };

export function ProductPicker({ disabled, onPick }: TProps) {
  const t = useTranslations('pos');
  const locale = contentLanguage(useLocale());
  const [term, setTerm] = useState('');
  const products = useCounterProducts(term.trim());
  const list = products.data?.data ?? [];
  const pick = (p: TCounterProduct) => { onPick({ product: p.id }); setTerm(''); };
  return (
    <section aria-labelledby="pos-products" className="space-y-3">
      <h2 id="pos-products" className="text-base font-semibold text-slate-900">{t('products')}</h2>
      <form onSubmit={(e) => {
        e.preventDefault();
        const typed = term.trim();
        if (!typed || disabled) return;
        const exact = list.find((p) => p.sku === typed);
        if (exact) pick(exact);
        else if (list.length === 1) pick(list[0]);
        else { onPick({ sku: typed }); setTerm(''); }
      }}>
        <label htmlFor="pos-scan" className="mb-1 block text-sm font-medium text-slate-800">{t('scan')}</label>
        <Input id="pos-scan" value={term} autoComplete="off" inputMode="search" placeholder={t('scanHint')} onChange={(e) => setTerm(e.target.value)} />
      </form>
      {products.isPending ? <Spinner label={t('loading')} /> : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="pos-products">
          {list.map((p) => (
            <li key={p.id}>
              <button type="button" disabled={disabled} onClick={() => pick(p)}
                className="flex min-h-16 w-full flex-col items-start rounded-lg border border-slate-300 bg-white p-2 text-left text-sm hover:bg-sky-50 disabled:opacity-50">
                <span className="font-medium text-slate-900">{p.name}</span>
                <span className="tabular-nums text-slate-700">{formatMoney(p.price, p.currency, locale)}</span>
                {p.trackStock && <span className="text-xs text-slate-600">{t('inStock', { count: p.stock })}</span>}
              </button>
            </li>
          ))}
          {!list.length && <li className="col-span-full text-sm text-slate-600">{t('noProducts')}</li>}
        </ul>
      )}
    </section>
  );
}
