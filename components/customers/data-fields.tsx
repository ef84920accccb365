// The customer data groups (/customerdatagroup) on the customer: each active group a titled
// section in its order, each field by its kind (text, number, date, yes/no, choice) with its
// label in the user's language. In the form the values are part of the customer's form and saved
// with it (customer-form.tsx); in the view they are read-only facts. Staff only: see
// docs/decisions/customers.md ("Customer data groups").
'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Checkbox, Field, Input, Select } from '@/components/ui';
import { formatDate } from '@/lib/format';
import type { TCustomerDataField } from '@/lib/contract/resources/parties';
import { Facts } from './view-sections';
import type { TDataGroup } from './queries';
import type { TCustomerFormValues } from './customer-form-values';
import { dataSlot } from './customer-data-save';
import { contentLanguage } from '@/lib/i18n/ui-language';

export function useFieldLabel() {
  const locale = contentLanguage(useLocale());
  return (f: TCustomerDataField) => f.label[locale] || f.label[locale === 'en' ? 'de' : 'en'] || f.key;
}

/** The form's sections: one fieldset per group. Values live under `data.<key>`. */
export function DataFieldSections({ groups, form }: { groups: TDataGroup[]; form: UseFormReturn<TCustomerFormValues> }) {
  const t = useTranslations('customers.dataFields');
  const label = useFieldLabel();
  const errorOf = (slot: string) => {
    const e = (form.formState.errors.data as Record<string, FieldError | undefined> | undefined)?.[slot];
    return e?.message;
  };
  const slots = new Map(groups.flatMap((g) => g.fields).map((f, i) => [f.key, dataSlot(i)]));
  return groups.map((g) => (
    <fieldset key={g.id} data-testid={`data-group-${g.id}`} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{g.name}</legend>
      {g.fields.map((f) => {
        const slot = slots.get(f.key)!;
        const name = `data.${slot}` as const;
        if (f.kind === 'bool') {
          return <Checkbox key={f.key} label={label(f)} className="self-end pb-2" {...form.register(name)} />;
        }
        const current = form.getValues(name);
        return (
          <Field key={f.key} label={label(f)} required={f.required} error={errorOf(slot)}>
            {(c) => f.kind === 'select'
              ? <Select {...c} {...form.register(name)} placeholder={t('choose')}
                  options={[...(f.options ?? []), ...(typeof current === 'string' && current && !f.options?.includes(current) ? [current] : [])].map((o) => ({ value: o, label: o }))} />
              : <Input {...c} type={f.kind === 'date' ? 'date' : 'text'} inputMode={f.kind === 'number' ? 'decimal' : undefined} {...form.register(name)} />}
          </Field>
        );
      })}
    </fieldset>
  ));
}

/** The view's cards: the stored values, read-only, in the same sections. */
export function DataFieldFacts({ groups, meta }: { groups: TDataGroup[]; meta: Record<string, unknown> }) {
  const t = useTranslations('customers.dataFields');
  const label = useFieldLabel();
  const locale = contentLanguage(useLocale()) === 'en' ? 'en-GB' : 'de-DE';
  const shown = (f: TCustomerDataField) => {
    const v = meta[f.key];
    if (v === null || v === undefined || v === '') return '';
    if (f.kind === 'bool') return v === true ? t('yes') : t('no');
    if (f.kind === 'date' && typeof v === 'string') return formatDate(v);
    if (f.kind === 'number' && typeof v === 'number') return v.toLocaleString(locale);
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  return groups.map((g) => (
    <div key={g.id} data-testid={`data-facts-${g.id}`}>
      <Facts title={g.name} rows={g.fields.map((f) => [label(f), shown(f)])} />
    </div>
  ));
}
