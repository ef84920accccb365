'use client';
// The form builder (/formdef/new, /formdef/:id): the definition's fields (the generic form fields
// of the 'formdef' screen: name, active, description per language), its elements (add, change,
// move, remove) and, beside them, the public page as a guest would see it. The element rules of
// the contract are checked before the call; the server checks them again and its errors land on
// the element they name. A change of an answered definition makes a new version: the forms
// answered before keep theirs (docs/decisions/guest-forms.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormField } from '@/components/resources/form/form-field';
import { formSchema, toFormValues, type TFormValues } from '@/components/resources/form/form-values';
import { zodIssueMessage } from '@/components/resources/form/issue-messages';
import type { TRecordEditorProps } from '@/components/resources/form/record-editor-props';
import { UnsavedChangesGuard } from '@/components/resources/form/unsaved-guard';
import { useResourceMutations } from '@/components/resources/form/use-resource-mutations';
import { useSnackbar } from '@/components/snackbar';
import { Button, ConfirmDialog, Select } from '@/components/ui';
import { elementListIssues, type TFormElement, type TFormElementType } from '@/lib/contract/form-elements';
import { ApiError } from '@/lib/errors';
import { BUILDER_TYPES, cleanElements, moved, newElement } from '@/lib/formdef/draft';
import { screenResource } from '@/lib/resources/screens';
import { ElementCard } from './element-card';
import { FormPreview } from './form-preview';

type TIssues = Record<number, Record<string, string>>;

/** Each element keeps a stable React key while the list is reordered. */
type TItem = { uid: number; el: TFormElement };
let nextUid = 1;
const toItems = (elements: unknown): TItem[] => (Array.isArray(elements) ? elements as TFormElement[] : []).map((el) => ({ uid: nextUid++, el }));

function issuesByElement(list: { path: (string | number)[]; code?: string; message: string }[], offset = 0): TIssues {
  const out: TIssues = {};
  for (const i of list) {
    const [index, field] = [Number(i.path[offset]), String(i.path[offset + 1] ?? 'key')];
    if (Number.isNaN(index)) continue;
    out[index] = { ...(out[index] ?? {}), [field]: i.code ?? i.message };
  }
  return out;
}

export function FormDefEditor({ screen, id, record, can, onSaved, onDeleted, onLeave }: TRecordEditorProps) {
  const t = useTranslations('formBuilder');
  const tf = useTranslations('resources.form');
  const snackbar = useSnackbar();
  const mode = id === null ? 'create' : 'update';
  const resource = screenResource(screen);
  const fieldNames = useMemo(() => screen.fields.map((f) => f.field).filter((f) => f in resource.fields), [screen, resource]);
  const resolver = useMemo(() => zodResolver(formSchema(resource, fieldNames, mode), { error: zodIssueMessage }) as Resolver<TFormValues>, [resource, fieldNames, mode]);
  const form = useForm<TFormValues>({ resolver, defaultValues: toFormValues(resource, fieldNames, record), mode: 'onTouched' });
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const [initial, setInitial] = useState(() => JSON.stringify(record?.elements ?? []));
  const [items, setItems] = useState<TItem[]>(() => toItems(record?.elements));
  const [issues, setIssues] = useState<TIssues>({});
  const [adding, setAdding] = useState<TFormElementType>('Text');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { save, remove } = useResourceMutations(resource);
  const elements = useMemo(() => items.map((i) => i.el), [items]);
  const dirty = form.formState.isDirty || JSON.stringify(elements) !== initial;
  const readOnly = mode === 'update' ? !can.update : !can.create;

  const setAt = (index: number, el: TFormElement) => setItems((list) => list.map((it, i) => (i === index ? { ...it, el } : it)));
  const add = () => {
    setItems((list) => [...list, { uid: nextUid++, el: newElement(adding, list.map((i) => i.el.key)) }]);
    requestAnimationFrame(() => document.getElementById(`el-${items.length}-key`)?.focus());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const clean = cleanElements(elements);
    const local = issuesByElement(elementListIssues(clean));
    setIssues(local);
    if (Object.keys(local).length) { snackbar.showErrorKey('formBuilder.fixElements'); return; }
    try {
      const saved = await save.mutateAsync({ id, body: { ...(values as Record<string, unknown>), elements: clean } });
      form.reset(toFormValues(resource, fieldNames, saved));
      setItems(toItems(saved.elements));
      setInitial(JSON.stringify(saved.elements ?? []));
      snackbar.showSuccess(t('saved', { version: Number(saved.version ?? 1) }));
      onSaved(saved, id === null);
    } catch (err) {
      const fields = err instanceof ApiError && err.parsed.isValidation ? err.parsed.fields : [];
      const onElements = fields.filter((f) => f.path.startsWith('elements.'));
      if (onElements.length) setIssues(issuesByElement(onElements.map((f) => ({ path: f.path.split('.'), message: f.message })), 1));
      for (const f of fields.filter((x) => fieldNames.includes(x.path.split('.')[0]))) form.setError(f.path as keyof TFormValues & string, { type: 'server', message: f.message });
      if (onElements.length) snackbar.showErrorKey('formBuilder.fixElements');
      else if (!fields.length) snackbar.showError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={tf(id === null ? 'createTitle' : 'editTitle')} className="space-y-4">
      <UnsavedChangesGuard dirty={dirty} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{id === null ? t('newTitle') : String(record?.name ?? '')}</h1>
        {record && <p className="text-sm text-slate-600">{t('version', { version: Number(record.version ?? 1) })}</p>}
      </div>
      <fieldset disabled={readOnly || form.formState.isSubmitting} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
        {screen.fields.map((f) => <FormField key={f.field} resource={resource} field={f} control={form.control} mode={mode} />)}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="formdef-elements-title" className="space-y-3">
          <h2 id="formdef-elements-title" className="text-base font-semibold">{t('elements', { n: items.length })}</h2>
          <fieldset disabled={readOnly || form.formState.isSubmitting} className="space-y-3">
            {items.length === 0 && <p className="text-sm text-slate-600">{t('noElements')}</p>}
            <ol className="space-y-3">
              {items.map((it, i) => (
                <ElementCard key={it.uid} el={it.el} index={i} count={items.length} issues={issues[i] ?? {}}
                  onChange={(el) => setAt(i, el)} onMove={(by) => { setItems((list) => moved(list, i, by)); setIssues({}); }}
                  onRemove={() => { setItems((list) => list.filter((_, j) => j !== i)); setIssues({}); }} />
              ))}
            </ol>
            <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-slate-300 p-3">
              <div className="min-w-48 flex-1 space-y-1">
                <label htmlFor="formdef-add-type" className="block text-sm font-medium">{t('addType')}</label>
                <Select id="formdef-add-type" value={adding} onChange={(e) => setAdding(e.target.value as TFormElementType)}
                  options={BUILDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
              </div>
              <Button variant="secondary" onClick={add}>{t('add')}</Button>
            </div>
          </fieldset>
        </section>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <FormPreview name={typeof name === 'string' ? name : ''} description={(description ?? {}) as { de?: string; en?: string }} elements={cleanElements(elements)} />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
        {id !== null && can.delete && <Button variant="danger" onClick={() => setConfirmDelete(true)}>{tf('delete')}</Button>}
        <span className="sm:flex-1" />
        <Button variant="secondary" onClick={onLeave}>{tf('cancel')}</Button>
        {!readOnly && <Button type="submit" loading={form.formState.isSubmitting}>{tf('save')}</Button>}
      </div>
      <ConfirmDialog open={confirmDelete} onOpenChange={setConfirmDelete} title={tf('deleteTitle')}
        description={tf('deleteText', { name: String(record?.name ?? '') })} confirmLabel={tf('delete')} destructive
        onConfirm={async () => { await remove.mutateAsync(id!); snackbar.showSuccess(tf('deleted')); onDeleted(); }} />
    </form>
  );
}
