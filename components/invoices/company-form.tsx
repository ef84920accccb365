// /config/company: the company's data that every invoice, credit note and voucher carries
// (settings group 'company', saved with POST /api/settings/group/company; an issued document keeps
// the data it was issued with). Validated with the contract's schema on both sides.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { RefSelect } from '@/components/resources/form/ref-select';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Field, Input, Textarea } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { ZCompanySettings, type TCompanySettings } from '@/lib/contract/invoices';
import { resourceByName } from '@/lib/contract/resources';

type TKey = keyof TCompanySettings;
const GROUPS: { title: string; keys: TKey[] }[] = [
  { title: 'company', keys: ['name', 'street', 'zip', 'city', 'country', 'email', 'phone', 'website'] },
  { title: 'legal', keys: ['vatId', 'taxNumber', 'register', 'managingDirectors'] },
  { title: 'bank', keys: ['accountHolder', 'bankName', 'iban', 'bic'] },
  { title: 'documents', keys: ['invoiceNumberFormat', 'creditNoteNumberFormat', 'paymentDueDays', 'noTaxNote', 'invoiceFooter'] },
];
const MEDIA = resourceByName('media');

export function CompanyForm({ settings }: { settings: TCompanySettings }) {
  const t = useTranslations('company');
  const tc = useTranslations('common');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const { register, control, handleSubmit, formState, reset } = useForm<TCompanySettings>({ resolver: zodResolver(ZCompanySettings), defaultValues: settings });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await apiFetch<TCompanySettings>('/api/settings/group/company', { method: 'POST', body: values });
      reset({ ...values, ...saved });
      showSuccess(t('saved'));
      router.refresh();
    } catch (err) {
      showError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} className="mx-auto max-w-3xl space-y-4" noValidate>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {GROUPS.map((g) => (
        <Card key={g.title} title={t(`groups.${g.title}`)}>
          <div className="grid gap-4 sm:grid-cols-2">
            {g.keys.map((k) => {
              const error = formState.errors[k]?.message;
              const wide = k === 'invoiceFooter' || k === 'noTaxNote';
              return (
                <Field key={k} label={t(`fields.${k}`)} error={error ? t('invalid', { reason: String(error) }) : null} className={wide ? 'sm:col-span-2' : undefined}
                  hint={k === 'invoiceNumberFormat' || k === 'creditNoteNumberFormat' ? t('formatHint') : undefined}>
                  {(c) => wide
                    ? <Textarea {...c} rows={3} {...register(k)} />
                    : <Input {...c} type={k === 'paymentDueDays' ? 'number' : 'text'} {...register(k, k === 'paymentDueDays' ? { valueAsNumber: true } : undefined)} />}
                </Field>
              );
            })}
          </div>
        </Card>
      ))}
      {MEDIA && (
        <Card title={t('groups.logo')} description={t('logoIntro')}>
          <Field label={t('fields.logo')}>
            {(c) => (
              <Controller control={control} name="logo" render={({ field }) => (
                <RefSelect id={c.id} target={{ resource: MEDIA, key: 'id' }} value={field.value ?? ''} onChange={(v) => field.onChange(typeof v === 'string' && v ? v : null)} describedBy={c['aria-describedby']} />
              )} />
            )}
          </Field>
        </Card>
      )}
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button variant="secondary" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>{tc('cancel')}</Button>
        <Button type="submit" disabled={!formState.isDirty} loading={formState.isSubmitting}>{tc('save')}</Button>
      </div>
    </form>
  );
}
