// Editing the loyalty programme (PUT /api/loyalty/program, customers.update): the earning rule,
// the value of a point and the tiers (name in both languages, from how many points, bonus,
// benefits). Checked with the contract's schema before it is sent.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Dialog, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { errorText } from '@/lib/bookings/error-text';
import { LOYALTY_BASES, ZLoyaltyProgram, type TLoyaltyProgram, type TLoyaltyTier } from '@/lib/contract/loyalty';

const PROGRAM_KEY = ['loyalty', 'program'];
const newTier = (n: number): TLoyaltyTier => ({ key: `tier${n}`, name: { de: '', en: '' }, minPoints: 0, bonusPercent: 0, benefits: { de: '', en: '' } });

export function ProgramDialog({ program, onClose }: { program: TLoyaltyProgram; onClose: () => void }) {
  const t = useTranslations('loyalty');
  const tAll = useTranslations();
  const qc = useQueryClient();
  const [v, setV] = useState<TLoyaltyProgram>({ isActive: program.isActive, basis: program.basis, pointsPerUnit: program.pointsPerUnit, revenueStep: program.revenueStep, currency: program.currency, pointValue: program.pointValue, tiers: program.tiers });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: TLoyaltyProgram) => apiFetch<TLoyaltyProgram>('/api/loyalty/program', { method: 'PUT', body }),
    onSuccess: (p) => { qc.setQueryData(PROGRAM_KEY, p); onClose(); },
  });
  const submit = () => {
    const parsed = ZLoyaltyProgram.safeParse(v);
    if (!parsed.success) { setProblem(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')); return; }
    setProblem(null);
    save.mutate(parsed.data);
  };
  const setTier = (i: number, patch: Partial<TLoyaltyTier>) => setV({ ...v, tiers: v.tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const num = (s: string) => (s === '' ? 0 : Number(s));
  return (
    <Dialog open onOpenChange={(o) => { if (!o) onClose(); }} title={t('editProgram')} size="lg"
      footer={<><Button variant="secondary" onClick={onClose}>{t('cancel')}</Button><Button onClick={submit} disabled={save.isPending}>{t('save')}</Button></>}>
      <div className="space-y-3">
        <Checkbox label={t('active')} checked={v.isActive} onChange={(e) => setV({ ...v, isActive: e.target.checked })} />
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('basis')}>{(c) => <Select {...c} value={v.basis} onChange={(e) => setV({ ...v, basis: e.target.value as TLoyaltyProgram['basis'] })} options={LOYALTY_BASES.map((b) => ({ value: b, label: t(`basisName.${b}`) }))} />}</Field>
          <Field label={t('pointsPerUnit')}>{(c) => <Input {...c} type="number" min={0} value={v.pointsPerUnit} onChange={(e) => setV({ ...v, pointsPerUnit: num(e.target.value) })} />}</Field>
          {v.basis === 'revenue' && <Field label={t('revenueStep')}>{(c) => <Input {...c} type="number" min={1} value={v.revenueStep} onChange={(e) => setV({ ...v, revenueStep: num(e.target.value) })} />}</Field>}
          <Field label={t('currency')}>{(c) => <Input {...c} value={v.currency} maxLength={3} onChange={(e) => setV({ ...v, currency: e.target.value.toUpperCase() })} />}</Field>
          <Field label={t('pointValueLabel')}>{(c) => <Input {...c} type="number" min={1} value={v.pointValue} onChange={(e) => setV({ ...v, pointValue: num(e.target.value) })} />}</Field>
        </div>
        <h3 className="pt-2 font-semibold text-slate-900">{t('tiers')}</h3>
        {v.tiers.map((tier, i) => (
          <fieldset key={i} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-4">
            <legend className="sr-only">{t('tierN', { n: i + 1 })}</legend>
            <Field label={t('tierKey')}>{(c) => <Input {...c} value={tier.key} onChange={(e) => setTier(i, { key: e.target.value })} />}</Field>
            <Field label={t('nameDe')}>{(c) => <Input {...c} value={tier.name.de} onChange={(e) => setTier(i, { name: { ...tier.name, de: e.target.value } })} />}</Field>
            <Field label={t('nameEn')}>{(c) => <Input {...c} value={tier.name.en} onChange={(e) => setTier(i, { name: { ...tier.name, en: e.target.value } })} />}</Field>
            <Field label={t('minPoints')}>{(c) => <Input {...c} type="number" min={0} value={tier.minPoints} onChange={(e) => setTier(i, { minPoints: num(e.target.value) })} />}</Field>
            <Field label={t('bonusPercent')}>{(c) => <Input {...c} type="number" min={0} max={200} value={tier.bonusPercent} onChange={(e) => setTier(i, { bonusPercent: num(e.target.value) })} />}</Field>
            <Field label={t('benefitsDe')}>{(c) => <Input {...c} value={tier.benefits.de} onChange={(e) => setTier(i, { benefits: { ...tier.benefits, de: e.target.value } })} />}</Field>
            <Field label={t('benefitsEn')}>{(c) => <Input {...c} value={tier.benefits.en} onChange={(e) => setTier(i, { benefits: { ...tier.benefits, en: e.target.value } })} />}</Field>
            <div className="flex items-end"><Button variant="ghost" onClick={() => setV({ ...v, tiers: v.tiers.filter((_, j) => j !== i) })}>{t('removeTier')}</Button></div>
          </fieldset>
        ))}
        <Button variant="secondary" onClick={() => setV({ ...v, tiers: [...v.tiers, newTier(v.tiers.length + 1)] })}>{t('addTier')}</Button>
        {(problem || save.error) && <p role="alert" className="text-sm text-red-700">{problem ?? errorText(save.error, tAll)}</p>}
      </div>
    </Dialog>
  );
}
