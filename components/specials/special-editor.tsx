// The special editor (/specials/create, /specials/:id): the special's fields (the generic form
// fields of the 'specials' screen) and its rules (rule-editor.tsx), saved together in one call.
// What the fields do together: docs/decisions/specials.md.
'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { EditorActions } from '@/components/prices/editor-actions';
import { FormField } from '@/components/resources/form/form-field';
import { formSchema, toFormValues, type TFormValues } from '@/components/resources/form/form-values';
import { zodIssueMessage } from '@/components/resources/form/issue-messages';
import { UnsavedChangesGuard } from '@/components/resources/form/unsaved-guard';
import { useResourceMutations, type TRecord } from '@/components/resources/form/use-resource-mutations';
import { useSnackbar } from '@/components/snackbar';
import { Card, Checkbox } from '@/components/ui';
import { INCLUDE_IN_CHANNELS } from '@/lib/contract/resources/enums';
import { ApiError } from '@/lib/errors';
import { screenResource } from '@/lib/resources/screens';
import { ruleComplete, type TRule } from '@/lib/specials/rule-kinds';
import { discountForApi, discountForForm } from '@/lib/specials/discount-units';
import { RuleEditor } from './rule-editor';
import { previewBody, SpecialPreview } from './special-preview';
import type { TRecordEditorProps } from '@/components/resources/form/record-editor-props';

export type TSpecialEditorProps = TRecordEditorProps;

const rulesOf = (r: TRecord | null): TRule[] => (Array.isArray(r?.rule) ? (r.rule as TRule[]) : []);
/** A new special is for every channel (the resource's default). */
const channelsOf = (r: TRecord | null): string[] => (r === null ? [...INCLUDE_IN_CHANNELS] : Array.isArray(r.includeIn) ? r.includeIn.map(String) : []);
/** The form's values with an amount discount in major units (lib/specials/discount-units.ts). */
function formValuesOf(resource: Parameters<typeof toFormValues>[0], fields: readonly string[], r: TRecord | null): TFormValues {
  const v = toFormValues(resource, fields, r);
  if (typeof v.discountValue === 'string') v.discountValue = discountForForm(v.discount, v.discountValue);
  return v;
}

export function SpecialEditor({ screen, id, record, can, onSaved, onCopied, onDeleted, onLeave }: TSpecialEditorProps) {
  const t = useTranslations('specials');
  const tf = useTranslations('resources.form');
  const te = useTranslations('enums');
  const snackbar = useSnackbar();
  const mode = id === null ? 'create' : 'update';
  const resource = screenResource(screen);
  const fieldNames = useMemo(() => screen.fields.map((f) => f.field).filter((f) => f in resource.fields), [screen, resource]);
  const resolver = useMemo(() => zodResolver(formSchema(resource, fieldNames, mode), { error: zodIssueMessage }) as Resolver<TFormValues>, [resource, fieldNames, mode]);
  const form = useForm<TFormValues>({ resolver, defaultValues: formValuesOf(resource, fieldNames, record), mode: 'onTouched' });
  const values = useWatch({ control: form.control });
  const [initial, setInitial] = useState<TRule[]>(() => rulesOf(record));
  const [rules, setRules] = useState<TRule[]>(initial);
  const [rulesError, setRulesError] = useState<string | null>(null);
  const [initialChannels, setInitialChannels] = useState<string[]>(() => channelsOf(record));
  const [channels, setChannels] = useState<string[]>(initialChannels);
  const { save, copy, remove } = useResourceMutations(resource);
  const rulesDirty = JSON.stringify(rules) !== JSON.stringify(initial);
  const dirty = form.formState.isDirty || rulesDirty || [...channels].sort().join() !== [...initialChannels].sort().join();
  const readOnly = mode === 'update' ? !can.update : !can.create;
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (fields) => {
    if (!rules.every(ruleComplete)) return void setRulesError(t('rules.incomplete'));
    setRulesError(null);
    try {
      const body: Record<string, unknown> = { ...(fields as Record<string, unknown>), rule: rules, includeIn: channels };
      if ('discountValue' in body) body.discountValue = discountForApi(body.discount, body.discountValue);
      const saved = await save.mutateAsync({ id, body });
      form.reset(formValuesOf(resource, fieldNames, saved));
      setInitial(rulesOf(saved));
      setRules(rulesOf(saved));
      setInitialChannels(channelsOf(saved));
      setChannels(channelsOf(saved));
      snackbar.showSuccess(tf(id === null ? 'created' : 'saved'));
      onSaved(saved, id === null);
    } catch (err) {
      const fields = err instanceof ApiError && err.parsed.isValidation ? err.parsed.fields : [];
      let shown = 0;
      for (const f of fields) {
        const head = f.path.split('.')[0];
        if (head === 'rule') { setRulesError(f.message); shown++; } else if (fieldNames.includes(head)) {
          form.setError(f.path as keyof TFormValues & string, { type: 'server', message: f.message });
          shown++;
        }
      }
      if (shown === 0) snackbar.showError(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={tf(id === null ? 'createTitle' : 'editTitle')} className="space-y-4">
      <UnsavedChangesGuard dirty={dirty} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{id === null ? t('newTitle') : String(record?.name ?? '') || tf('editTitle')}</h1>
        {dirty && <span className="text-sm text-slate-500">{t('unsaved')}</span>}
      </div>
      <fieldset disabled={readOnly || submitting} className="min-w-0 space-y-4">
        <Card title={t('sections.rules')} description={t('rules.help')}>
          <RuleEditor rules={rules} onChange={(r) => { setRules(r); setRulesError(null); }} disabled={readOnly || submitting} />
          {rulesError && <p role="alert" className="mt-2 text-sm text-red-700">{rulesError}</p>}
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-800">{t('fields.includeIn')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {INCLUDE_IN_CHANNELS.map((c) => (
                <Checkbox key={c} label={te(c)} checked={channels.includes(c)}
                  onChange={() => setChannels(channels.includes(c) ? channels.filter((x) => x !== c) : [...channels, c])} />
              ))}
            </div>
          </fieldset>
        </Card>
        <Card title={t('sections.general')} description={t('discountUnits')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {screen.fields.map((f) => <FormField key={f.field} resource={resource} field={f} control={form.control} mode={mode} />)}
          </div>
        </Card>
      </fieldset>
      {!readOnly && <SpecialPreview body={previewBody({ ...values, discountValue: discountForApi(values.discount, values.discountValue) }, rules, channels)} />}
      <EditorActions id={id} name={String(record?.name ?? '')} can={can} readOnly={readOnly} dirty={dirty} submitting={submitting}
        copy={copy} remove={remove} onCopied={onCopied} onDeleted={onDeleted} onLeave={onLeave} />
    </form>
  );
}
