// /customer/create and /customer/:id: the customer's master data, contact, address and passport
// in sections, checked with the resource's contract schema (customer-form-values.ts) and saved
// through the generic resource mutations (same cache, same upstream rules). A customer editing
// their own record (customers.self) or an agency its customer does not see the operator's fields.
// Staff (customers.update) also fill the customer data groups' fields (data-fields.tsx): checked
// with the customer, saved right after the record in one meta write (customer-data-save.ts).
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useSnackbar } from '@/components/snackbar';
import { Button, ErrorState, Field, Input, Select, Spinner, Textarea } from '@/components/ui';
import { RefSelect } from '@/components/resources/form/ref-select';
import { useRecord } from '@/components/resources/form/resource-form';
import { UnsavedChangesGuard } from '@/components/resources/form/unsaved-guard';
import { useResourceMutations } from '@/components/resources/form/use-resource-mutations';
import { zodIssueMessage } from '@/components/resources/form/issue-messages';
import { resourceByName } from '@/lib/contract/resources';
import { CUSTOMER_TYPES } from '@/lib/contract/resources/enums';
import { customers } from '@/lib/contract/resources/parties';
import { ApiError } from '@/lib/errors';
import { screenById } from '@/lib/resources/screens';
import { customerKeys, useCustomerMeta, useDataGroups, type TDataGroup } from './queries';
import { customerFormSchema, toCustomerFormValues, type TCustomerFormValues } from './customer-form-values';
import { DataFieldSections } from './data-fields';
import { dataErrorPath, dataFormValues, saveDataValues, withDataChecks } from './customer-data-save';

type TPath = `${'masterData' | 'contact' | 'address' | 'passport'}.${string}` | 'fullName' | 'customerType' | 'agency' | 'language' | 'note';

export function CustomerForm({ screenId, id, locked, dataFields = false }: { screenId: string; id: string | null; locked: readonly string[]; dataFields?: boolean }) {
  const t = useTranslations('customers');
  const record = useRecord(customers, id);
  const groups = useDataGroups(dataFields);
  const meta = useCustomerMeta(id, dataFields);
  const pending = (id !== null && (record.isPending || (dataFields && meta.isPending))) || (dataFields && groups.isPending);
  if (pending) return <div className="flex justify-center p-10"><Spinner size="lg" label={t('loading')} /></div>;
  if ((id !== null && (record.isError || meta.isError)) || groups.isError) return <ErrorState title={t('loadFailed')} />;
  return <LoadedCustomerForm listPath={screenById(screenId).path} id={id} locked={locked} record={id ? (record.data ?? null) : null}
    groups={groups.data ?? []} meta={(id && meta.data) || {}} />;
}

type TLoadedProps = { listPath: string; id: string | null; locked: readonly string[]; record: Record<string, unknown> | null; groups: TDataGroup[]; meta: Record<string, unknown> };

function LoadedCustomerForm({ listPath, id: givenId, locked, record, groups, meta }: TLoadedProps) {
  const t = useTranslations('customers');
  const router = useRouter();
  const snackbar = useSnackbar();
  // A new customer whose data fields were refused after the record was made: the form stays, and
  // the next save updates that record instead of making a second one.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const id = givenId ?? createdId;
  const mode = id === null ? 'create' : 'update';
  const fields = useMemo(() => groups.flatMap((g) => g.fields), [groups]);
  const td = useTranslations('customers.dataFields');
  const resolver = useMemo(() => withDataChecks(
    zodResolver(customerFormSchema(mode, locked) as never, { error: zodIssueMessage }) as unknown as Resolver<TCustomerFormValues>,
    fields, (issue) => td(`issue.${issue}`),
  ), [mode, locked, fields, td]);
  const form = useForm<TCustomerFormValues>({ resolver, defaultValues: { ...toCustomerFormValues(record), data: dataFormValues(fields, meta) }, mode: 'onTouched' });
  const { save } = useResourceMutations(customers);
  const qc = useQueryClient();
  const errorOf = (path: string): string | undefined => {
    const parts = path.split('.');
    let e: unknown = form.formState.errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as FieldError | undefined)?.message;
  };
  const input = (path: TPath, opts: { type?: string; required?: boolean; wide?: boolean; hint?: string; error?: string } = {}) => (
    <Field key={path} label={t(`field.${path}`)} required={opts.required} error={opts.error ?? errorOf(path)} hint={opts.hint} className={opts.wide ? 'sm:col-span-2' : undefined}>
      {(c) => <Input {...c} type={opts.type ?? 'text'} {...form.register(path as never)} />}
    </Field>
  );
  const showErrors = (err: unknown, path: (p: string) => string = (p) => p) => {
    const issues = err instanceof ApiError && err.parsed.isValidation ? err.parsed.fields : [];
    for (const f of issues) form.setError(path(f.path) as never, { type: 'server', message: f.message });
    if (issues.length === 0) snackbar.showError(err);
  };
  const onSubmit = form.handleSubmit(async (body) => {
    const data = form.getValues('data');
    let saved: Record<string, unknown> & { id: string };
    try {
      saved = await save.mutateAsync({ id, body: body as unknown as Record<string, unknown> });
    } catch (err) { return showErrors(err); }
    try {
      await saveDataValues({ id: saved.id, fields, data, stored: meta, qc });
    } catch (err) {
      // The record is saved, its data fields are not: say so, keep the form and what was typed.
      if (givenId === null) setCreatedId(saved.id);
      if (err instanceof ApiError && err.parsed.isValidation) snackbar.showErrorKey('customers.dataFields.notSaved');
      return showErrors(err, (key) => dataErrorPath(fields, key));
    }
    form.reset({ ...toCustomerFormValues(saved), data });
    snackbar.showSuccess(t(id === null ? 'created' : 'saved'));
    await qc.invalidateQueries({ queryKey: customerKeys.view(saved.id) });
    router.push(`/customer/view/${saved.id}`);
  });
  const agencies = resourceByName('agencies')!;
  const agencyValue = useWatch({ control: form.control, name: 'agency' });
  const groupsValue = useWatch({ control: form.control, name: 'groups' });
  const groupResource = resourceByName('customergroup')!;
  const section = (key: string, children: React.ReactNode) => (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-base font-semibold text-slate-900">{t(`section.${key}`)}</legend>
      {children}
    </fieldset>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(id === null ? 'createTitle' : 'editTitle')} className="space-y-4">
      <UnsavedChangesGuard dirty={form.formState.isDirty} />
      {section('masterData', <>
        {input('fullName', { wide: true, hint: t('fullNameHint'), error: errorOf('fullName') })}
        {input('masterData.title')}
        <Field label={t('field.masterData.gender')} error={errorOf('masterData.gender')}>
          {(c) => <Select {...c} {...form.register('masterData.gender')} options={(['u', 'm', 'f'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))} />}
        </Field>
        {input('masterData.firstName')}
        {input('masterData.middleName')}
        {input('masterData.lastName')}
        {input('masterData.birthday', { type: 'date' })}
        {input('masterData.nationality', { hint: t('countryHint') })}
        {input('masterData.permanentAge', { hint: t('permanentAgeHint') })}
      </>)}
      {section('contact', <>
        {input('contact.email', { type: 'email', error: errorOf('contact.email') ?? errorOf('email') })}
        {input('contact.phone', { type: 'tel' })}
      </>)}
      {section('address', <>
        {input('address.street', { wide: true })}
        {input('address.zip')}
        {input('address.city')}
        {input('address.state')}
        {input('address.country', { hint: t('countryHint'), error: errorOf('address.country') ?? errorOf('country') })}
      </>)}
      {section('passport', <>
        {input('passport.number')}
        {input('passport.nationality', { hint: t('countryHint') })}
        {input('passport.expires', { type: 'date' })}
      </>)}
      {section('other', <>
        {!locked.includes('customerType') && (
          <Field label={t('field.customerType')} error={errorOf('customerType')}>
            {(c) => <Select {...c} {...form.register('customerType')} options={CUSTOMER_TYPES.map((v) => ({ value: v, label: t.has(`type.${v}`) ? t(`type.${v}`) : v }))} />}
          </Field>
        )}
        <Field label={t('field.language')} error={errorOf('language')}>
          {(c) => <Select {...c} {...form.register('language')} options={[{ value: 'de', label: 'Deutsch' }, { value: 'en', label: 'English' }]} />}
        </Field>
        {!locked.includes('agency') && (
          <Field label={t('field.agency')} error={errorOf('agency')}>
            {(c) => <RefSelect id={c.id} target={{ resource: agencies, key: 'id' }} value={agencyValue} onChange={(v) => form.setValue('agency', String(v ?? ''), { shouldDirty: true })} invalid={c.invalid} describedBy={c['aria-describedby']} />}
          </Field>
        )}
        {!locked.includes('groups') && (
          <Field label={t('field.groups')} error={errorOf('groups')}>
            {(c) => <RefSelect id={c.id} multiple target={{ resource: groupResource, key: 'id' }} value={groupsValue ?? []} onChange={(v) => form.setValue('groups', Array.isArray(v) ? v.map(String) : v ? [String(v)] : [], { shouldDirty: true })} invalid={c.invalid} describedBy={c['aria-describedby']} />}
          </Field>
        )}
        {!locked.includes('note') && (
          <Field label={t('field.note')} error={errorOf('note')} className="sm:col-span-2">
            {(c) => <Textarea {...c} rows={4} {...form.register('note')} />}
          </Field>
        )}
      </>)}
      <DataFieldSections groups={groups} form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        <Link href={id ? `/customer/view/${id}` : listPath} className="text-sm text-sky-800 hover:underline">{t('cancel')}</Link>
        <span className="sm:flex-1" />
        <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>
      </div>
    </form>
  );
}
