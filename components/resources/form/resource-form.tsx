// The one resource form: react-hook-form with the contract schema of the resource (create or
// update, restricted to the screen's fields) and the spec's validation messages; save, copy and
// delete; a server ValidationError lands on its fields; unsaved changes are guarded.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { useSnackbar } from '@/components/snackbar';
import { Button, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TResource } from '@/lib/contract/resources';
import { ApiError } from '@/lib/errors';
import { formResource, recordOf, screenResource, type TScreen } from '@/lib/resources/screens';
import { resourceKeys } from '../list/list-cache';
import { FormField } from './form-field';
import { rowLabel } from './ref-data';
import { formSchema, toFormValues, type TFormValues } from './form-values';
import { zodIssueMessage } from './issue-messages';
import { UnsavedChangesGuard } from './unsaved-guard';
import { ResourceDeleteDialog } from './delete-dialog';
import { preferDescription } from './server-error';
import { useResourceMutations, type TRecord } from './use-resource-mutations';

export type TResourceFormProps = {
  screen: TScreen;
  /** null: a new record. */
  id: string | null;
  /** locked: fields shown but not written by this caller, per mode (the operator's fields for a
   *  caller who reaches the record only through a self rule; lockedFields in lib/contract). */
  can: { create: boolean; update: boolean; delete: boolean; locked?: { create: readonly string[]; update: readonly string[] } };
  onSaved: (item: TRecord, created: boolean) => void;
  onCopied: (item: TRecord) => void;
  onDeleted: () => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** Warn before in-app links and reloads (a page form; a dialog asks on close itself). */
  guardNavigation?: boolean;
  /** The form's values on every change, unsaved (e.g. the mail template's live preview). */
  onValuesChange?: (values: TFormValues) => void;
};

/** One record of a resource (shared cache entry of the form and its page heading). */
export function useRecord(resource: TResource, id: string | null) {
  return useQuery({
    queryKey: resourceKeys.item(resource.name, id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => apiFetch<TRecord>(`${resource.base}/${encodeURIComponent(id!)}`, { signal }),
  });
}

export function ResourceForm(props: TResourceFormProps) {
  const { screen, id } = props;
  const t = useTranslations('resources.form');
  const resource = screenResource(screen);
  const item = useRecord(resource, id);
  if (id !== null && item.isLoading) return <Spinner label={t('loading')} className="p-6" />;
  if (id !== null && (item.isError || !item.data)) {
    return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => item.refetch()}>{t('retry')}</Button>} />;
  }
  return <LoadedForm key={`${id ?? 'new'}:${item.dataUpdatedAt}`} {...props} record={id !== null ? item.data! : null} />;
}

function LoadedForm({ screen, id, can, onSaved, onCopied, onDeleted, onCancel, onDirtyChange, onValuesChange, guardNavigation, record }: TResourceFormProps & { record: TRecord | null }) {
  const t = useTranslations('resources.form');
  const snackbar = useSnackbar();
  const mode = id === null ? 'create' : 'update';
  const resource = useMemo(() => formResource(screen, mode), [screen, mode]);
  const fieldNames = useMemo(() => screen.fields.map((f) => f.field).filter((f) => f in resource.fields), [screen, resource]);
  const locked = can.locked?.[mode];
  // Locked fields are shown with their values but neither checked nor sent (the upstream refuses them).
  const writable = useMemo(() => fieldNames.filter((f) => !locked?.includes(f)), [fieldNames, locked]);
  const resolver = useMemo(
    () => zodResolver(formSchema(resource, writable, mode), { error: zodIssueMessage }) as Resolver<TFormValues>,
    [resource, writable, mode],
  );
  const form = useForm<TFormValues>({ resolver, defaultValues: toFormValues(resource, fieldNames, record && recordOf(screen, record)), mode: 'onTouched' });
  const { save, copy, remove } = useResourceMutations(resource);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const readOnly = mode === 'update' ? !can.update : !can.create;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({ id, body: payload as Record<string, unknown> });
      form.reset(toFormValues(resource, fieldNames, recordOf(screen, saved)));
      snackbar.showSuccess(t(id === null ? 'created' : 'saved'));
      onSaved(saved, id === null);
    } catch (err) {
      const fields = err instanceof ApiError && err.parsed.isValidation ? err.parsed.fields : [];
      const shown = fields.filter((f) => fieldNames.includes(f.path.split('.')[0]));
      for (const f of shown) form.setError(f.path as keyof TFormValues & string, { type: 'server', message: f.message });
      if (shown.length === 0) snackbar.showError(preferDescription(err));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(id === null ? 'createTitle' : 'editTitle')}>
      {guardNavigation && <UnsavedChangesGuard dirty={dirty} />}
      {onValuesChange && <ValuesReporter control={form.control} onValues={onValuesChange} />}
      <fieldset disabled={readOnly || form.formState.isSubmitting} className="grid gap-4 sm:grid-cols-2">
        {/* The operator's internal fields are not even shown to a self-limited caller (issue 31). */}
        {screen.fields.filter((f) => !(locked?.includes(f.field) && resource.fields[f.field]?.internal)).map((f) => (locked?.includes(f.field)
          ? <fieldset key={f.field} disabled className="contents"><FormField resource={resource} field={f} control={form.control} mode={mode} /></fieldset>
          : <FormField key={f.field} resource={resource} field={f} control={form.control} mode={mode} />
        ))}
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {id !== null && can.delete && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>{t('delete')}</Button>
        )}
        {id !== null && can.create && resource.copy !== false && (
          <Button variant="secondary" loading={copy.isPending} disabled={dirty}
            title={dirty ? t('saveBeforeCopy') : undefined}
            onClick={() => copy.mutate(id, { onSuccess: (c) => { snackbar.showSuccess(t('copied')); onCopied(c); } })}>
            {t('copy')}
          </Button>
        )}
        <span className="sm:flex-1" />
        <Button variant="secondary" onClick={onCancel}>{t('cancel')}</Button>
        {!readOnly && <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>}
      </div>
      <ResourceDeleteDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        name={record ? rowLabel(resource, record) : ''}
        onDelete={async () => {
          await remove.mutateAsync(id!);
          snackbar.showSuccess(t('deleted'));
          onDeleted();
        }}
      />
    </form>
  );
}

/** Hands the form's values, unsaved, to onValuesChange on every change. */
function ValuesReporter({ control, onValues }: { control: Control<TFormValues>; onValues: (values: TFormValues) => void }) {
  const values = useWatch({ control });
  useEffect(() => onValues(values as TFormValues), [values, onValues]);
  return null;
}
