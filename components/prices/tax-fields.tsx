// The price list's tax: status (only an active tax is charged), rate in percent, name, and
// whether the prices already include it (spec default: aborted, 0 %, inclusive).
'use client';
import { useTranslations } from 'next-intl';
import { Checkbox, Field, Input, Select } from '@/components/ui';
import type { TTaxForm } from '@/lib/prices/structure';

export function TaxFields({ tax, onChange, valueError }: { tax: TTaxForm; onChange: (tax: TTaxForm) => void; valueError: string | null }) {
  const t = useTranslations('prices.tax');
  const set = (patch: Partial<TTaxForm>) => onChange({ ...tax, ...patch });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('status')}>
        {(c) => (
          <Select {...c} value={tax.status} onChange={(e) => set({ status: e.target.value === 'active' ? 'active' : 'aborted' })}
            options={[{ value: 'aborted', label: t('aborted') }, { value: 'active', label: t('active') }]} />
        )}
      </Field>
      <Field label={t('value')} error={valueError}>
        {(c) => (
          <div className="flex items-center gap-2">
            <Input {...c} inputMode="decimal" className="w-32 text-right" value={tax.value} onChange={(e) => set({ value: e.target.value })} />
            <span aria-hidden className="text-slate-600">%</span>
          </div>
        )}
      </Field>
      <Field label={t('name')}>
        {(c) => <Input {...c} value={tax.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />}
      </Field>
      {(['de', 'en'] as const).map((l) => (
        <Field key={l} label={t(`nameIn.${l}`)}>
          {(c) => <Input {...c} value={tax.names?.[l] ?? ''} placeholder={tax.name} maxLength={100} onChange={(e) => set({ names: { ...tax.names, [l]: e.target.value } })} />}
        </Field>
      ))}
      <div className="self-end pb-2">
        <Checkbox variant="switch" label={t('inclusive')} checked={tax.inclusive} onChange={(e) => set({ inclusive: e.target.checked })} />
      </div>
    </div>
  );
}
