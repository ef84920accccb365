// One dialog for the booking's price calls that pick something (issue 15): add a product or an
// addon (with quantity and customer charge type), a special by hand (by its rules or regardless of
// them), another price list, agency, currency or language. Each submit is one call, answered with
// the booking's new detail.
'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Checkbox, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { CUSTOMER_CHARGE_TYPES } from '@/lib/contract/booking-price';
import type { TBookingDetail } from '@/lib/contract/booking-core';
import { LANGUAGES } from '@/lib/contract/resources/enums';
import { useBookingChanged, useNamedList } from '../../queries';

export const PRICE_CHANGES = ['product', 'addon', 'special', 'changePrice', 'agency', 'currency', 'language'] as const;
export type TPriceChange = (typeof PRICE_CHANGES)[number];
const LISTS: Partial<Record<TPriceChange, string>> = { product: '/api/product', addon: '/api/supplements', special: '/api/specials', changePrice: '/api/price', agency: '/api/agencies' };

type TProps = { booking: TBookingDetail; kind: TPriceChange; onClose: () => void };

export function PriceChangeDialog({ booking, kind, onClose }: TProps) {
  const t = useTranslations();
  const snackbar = useSnackbar();
  const changed = useBookingChanged();
  const base = LISTS[kind];
  const filter = kind === 'changePrice' || kind === 'special' ? { status: 'active' } : kind === 'agency' ? undefined : { isActive: true };
  const list = useNamedList(base ?? '/api/product', filter, !!base);
  const [value, setValue] = useState(kind === 'currency' ? booking.currency : kind === 'language' ? booking.language : '');
  const [quantity, setQuantity] = useState('');
  const [charge, setCharge] = useState<string>('Direct');
  const [problem, setProblem] = useState(false);
  const [ignoreRules, setIgnoreRules] = useState(false);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ path, body, query }: { path: string; body?: object; query?: Record<string, string> }) =>
      apiFetch<TBookingDetail>(`/api/bookings/${booking.id}/${path}`, { method: 'POST', body, query }),
    onSuccess: (d) => { changed(d); snackbar.showSuccess(t('bookings.price.saved')); onClose(); },
  });
  const item = kind === 'product' || kind === 'addon';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim().toUpperCase();
    const q = quantity.trim() ? Number(quantity) : undefined;
    if (!value || (kind === 'currency' && !/^[A-Z]{3}$/.test(v)) || (q !== undefined && (!Number.isInteger(q) || q < 1))) return setProblem(true);
    setProblem(false);
    const path = kind === 'changePrice' ? `changePrice/${value}` : kind === 'currency' ? `currency/${v}` : `${kind}/${value}`;
    save.mutate({ path, body: item ? { chargeType: charge, ...(q ? { quantity: q } : {}) } : undefined, query: kind === 'special' && ignoreRules ? { ignoreRules: '1' } : undefined });
  };
  const options = (list.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t(`bookings.price.${kind}.title`)} description={t(`bookings.price.${kind}.text`)}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label={t(`bookings.price.${kind}.label`)} error={problem ? t('bookings.price.problem') : undefined} required>
          {(c) => kind === 'currency'
            ? <Input {...c} autoFocus maxLength={3} autoCapitalize="characters" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
            : kind === 'language'
              ? <Select {...c} value={value} onChange={(e) => setValue(e.target.value)} options={LANGUAGES.map((l) => ({ value: l, label: t(`bookings.price.languages.${l}`) }))} />
              : <Select {...c} value={value} onChange={(e) => setValue(e.target.value)} options={[{ value: '', label: list.isPending ? t('bookings.price.loading') : t('bookings.price.choose') }, ...options]} />}
        </Field>
        {item && (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Field label={t('bookings.price.quantity')} hint={t('bookings.price.quantityHint')}>
              {(c) => <Input {...c} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} />}
            </Field>
            <Field label={t('bookings.price.charge')}>
              {(c) => <Select {...c} value={charge} onChange={(e) => setCharge(e.target.value)} options={CUSTOMER_CHARGE_TYPES.map((x) => ({ value: x, label: t(`bookings.price.charges.${x}`) }))} />}
            </Field>
          </div>
        )}
        {kind === 'special' && <Checkbox className="items-center text-sm" label={t('bookings.price.ignoreRules')} checked={ignoreRules} onChange={(e) => setIgnoreRules(e.target.checked)} />}
        {save.isError && <p role="alert" className="text-sm text-red-700">{errorText(save.error, t)}</p>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={save.isPending}>{t(`bookings.price.${kind}.submit`)}</Button>
        </div>
      </form>
    </Dialog>
  );
}
