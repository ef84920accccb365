// The rental gear inventory on /dive/plan (docs/decisions/dive.md, "Rental gear"): every item with
// kind, size, serial, rental product and state (and who rents it); staff add items and move them
// between available and maintenance. Items go onto divers in the manifest of a dive.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Input, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { GEAR_KINDS, GEAR_STATES, type TGearItem } from '@/lib/contract/dive-gear';
import type { TListAnswer } from '@/lib/contract/listing';
import { createGear, diveKeys, fetchGear, updateGear } from './dive-api';

type TProduct = { id: string; name: string; ruleBase: string };
const RENTAL_RULES = ['PerDive', 'PerDiveDay', 'PerDay'];
const EMPTY = { kind: 'bcd', size: '', serial: '', product: '' };

export function GearSection({ mayEdit }: { mayEdit: boolean }) {
  const t = useTranslations('dive');
  const qc = useQueryClient();
  const { showError, showSuccess } = useSnackbar();
  const [state, setState] = useState('all');
  const [form, setForm] = useState(EMPTY);
  const list = useQuery({ queryKey: diveKeys.gear(state), queryFn: ({ signal }) => fetchGear(state, signal) });
  const products = useQuery({
    queryKey: ['dive', 'rentalProducts'], enabled: mayEdit, staleTime: 60_000,
    queryFn: ({ signal }) => apiFetch<TListAnswer<TProduct>>('/api/product', { query: { size: 0, sort: 'name', order: 1, filter: JSON.stringify({ isActive: true }) }, signal }),
  });
  const rental = (products.data?.data ?? []).filter((p) => RENTAL_RULES.includes(p.ruleBase));
  const refresh = () => qc.invalidateQueries({ queryKey: diveKeys.all });
  const add = useMutation({
    mutationFn: () => createGear({ kind: form.kind, size: form.size.trim() || null, serial: form.serial.trim(), product: form.product || null }),
    onSuccess: () => { showSuccess(t('gear.added')); setForm(EMPTY); void refresh(); },
    onError: showError,
  });
  const move = useMutation({ mutationFn: (v: { id: string; state: string }) => updateGear(v.id, { state: v.state }), onSuccess: () => void refresh(), onError: showError });
  const label = (g: TGearItem) => `${t(`gear.kinds.${g.kind}`)}${g.size ? ` ${g.size}` : ''}`;
  return (
    <Card title={t('gear.title')} description={t('gear.text')} data-testid="gear-section">
      <div className="space-y-3">
        <Select className="w-48" aria-label={t('gear.filter')} value={state} onChange={(e) => setState(e.target.value)}
          options={[{ value: 'all', label: t('gear.all') }, ...GEAR_STATES.map((s) => ({ value: s, label: t(`gear.states.${s}`) }))]} />
        {list.isPending ? <Spinner label={t('loading')} /> : list.isError ? null : list.data.items.length === 0 ? <p className="text-sm text-slate-600">{t('gear.none')}</p> : (
          <ul className="divide-y divide-slate-200 text-sm">
            {list.data.items.map((g) => (
              <li key={g.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid={`gear-item-${g.serial}`}>
                <span className="min-w-0">
                  <span className="font-medium">{label(g)}</span> <span className="text-slate-600">#{g.serial}</span>
                  {g.productName && <span className="ml-2 text-slate-600">{g.productName}</span>}
                  <span className={`ml-2 rounded px-1.5 py-0.5 ${g.state === 'available' ? 'bg-emerald-50 text-emerald-900' : g.state === 'rented' ? 'bg-sky-50 text-sky-900' : 'bg-amber-50 text-amber-900'}`}>{t(`gear.states.${g.state}`)}</span>
                  {g.rentedTo && <span className="ml-2 text-slate-600">{t('gear.rentedTo', { name: g.rentedTo.name, dive: g.rentedTo.planName })}</span>}
                </span>
                {mayEdit && g.state !== 'rented' && (
                  <Button size="sm" variant="secondary" loading={move.isPending && move.variables?.id === g.id}
                    onClick={() => move.mutate({ id: g.id, state: g.state === 'available' ? 'maintenance' : 'available' })}>
                    {g.state === 'available' ? t('gear.toMaintenance') : t('gear.toAvailable')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayEdit && (
          <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
            <Select className="w-36" aria-label={t('gear.kind')} value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}
              options={GEAR_KINDS.map((k) => ({ value: k, label: t(`gear.kinds.${k}`) }))} />
            <Input className="w-28" aria-label={t('gear.size')} placeholder={t('gear.size')} value={form.size} onChange={(e) => setForm({ ...form, size: e.target.value })} />
            <Input className="w-36" aria-label={t('gear.serial')} placeholder={t('gear.serial')} value={form.serial} onChange={(e) => setForm({ ...form, serial: e.target.value })} />
            <Select className="w-52" aria-label={t('gear.product')} value={form.product} onChange={(e) => setForm({ ...form, product: e.target.value })}
              options={[{ value: '', label: t('gear.noProduct') }, ...rental.map((p) => ({ value: p.id, label: p.name }))]} />
            <Button size="sm" variant="primary" disabled={!form.serial.trim()} loading={add.isPending} onClick={() => add.mutate()}>{t('gear.add')}</Button>
          </div>
        )}
      </div>
    </Card>
  );
}
