// One field of the resource form, its input chosen by the contract field's type and format:
// text (email, url, color, time, multiline, country → select of countries), numbers, dates,
// booleans, enums, refs (async select), i18n (de/en tabs), lists (tags), the scope editor and
// pictures of the media library (format media: the media picker; an HTML text and the widget's
// logo pick from it too).
'use client';
import { useTranslations } from 'next-intl';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { MediaPicker } from '@/components/media/media-picker';
import { Checkbox, Field, Input, Select, Textarea } from '@/components/ui';
import type { TFieldSpec, TResource } from '@/lib/contract/resources';
import { fieldLabel, type TFormField } from '@/lib/resources/screens';
import type { TFormValues } from './form-values';
import { I18nInput } from './i18n-input';
import { decodeIssue } from './issue-messages';
import { refTarget } from './ref-data';
import { RefSelect } from './ref-select';
import { ScopeEditor } from './scope-editor';
import { CancellationScale } from '@/components/terms/cancellation-scale';
import { TagsInput } from './tags-input';
import { WidgetSettingsInput } from '@/components/widget/widget-settings-input';

type TProps = { resource: TResource; field: TFormField; control: Control<TFormValues>; mode: 'create' | 'update' };

const INPUT_TYPE: Partial<Record<string, string>> = { email: 'email', url: 'url', color: 'color', time: 'time' };

/** A field error (ours: an encoded validation key; the server's: its text) → the text to show. */
export function useErrorText() {
  const t = useTranslations();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === 'server') return error.message ?? t('validation.invalid');
    const issue = decodeIssue(error.message);
    return issue ? t(issue.key, issue.values) : null;
  };
}

export function FormField({ resource, field, control, mode }: TProps) {
  const t = useTranslations();
  const errorText = useErrorText();
  const spec: TFieldSpec | undefined = resource.fields[field.field];
  if (!spec) return null;
  const label = t(fieldLabel(field));
  const required = Boolean(spec.required) && mode === 'create';
  return (
    <Controller
      name={field.field}
      control={control}
      render={({ field: f, fieldState }) => {
        const error = errorText(fieldState.error?.message !== undefined ? fieldState.error : firstNested(fieldState.error));
        if (spec.type === 'bool') {
          return (
            <div className={field.wide ? 'sm:col-span-2' : undefined}>
              <Checkbox variant="switch" label={label} checked={f.value === true} onChange={(e) => f.onChange(e.target.checked)} onBlur={f.onBlur} name={f.name} />
              {error && <p role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
            </div>
          );
        }
        return (
          <Field label={label} error={error} required={required} hint={field.hint ? t(field.hint) : undefined}
            className={field.wide || spec.type === 'i18n' || field.widget === 'scopes' ? 'sm:col-span-2' : undefined}>
            {(c) => {
              const common = { id: c.id, invalid: c.invalid, 'aria-describedby': c['aria-describedby'], onBlur: f.onBlur, name: f.name };
              const text = typeof f.value === 'string' ? f.value : '';
              if (field.widget === 'scopes') {
                return <ScopeEditor id={c.id} value={(f.value as string[]) ?? []} onChange={f.onChange} describedBy={c['aria-describedby']} />;
              }
              if (field.widget === 'cancellationScale') {
                return <CancellationScale id={c.id} value={text} onChange={f.onChange} onBlur={f.onBlur} describedBy={c['aria-describedby']} />;
              }
              const target = refTarget(spec);
              if (target) {
                return (
                  <RefSelect id={c.id} target={target} value={(f.value as string | string[]) ?? ''} onChange={f.onChange}
                    multiple={spec.type === 'refList'} invalid={c.invalid} clearable={!required} describedBy={c['aria-describedby']} />
                );
              }
              if (spec.format === 'media') {
                return <MediaPicker id={c.id} value={f.value as string | string[]} onChange={f.onChange} multiple={spec.type === 'textList'} describedBy={c['aria-describedby']} />;
              }
              switch (spec.type) {
                case 'i18n':
                  return <I18nInput id={c.id} label={label} value={f.value as { de: string; en: string }} onChange={f.onChange} invalid={c.invalid} describedBy={c['aria-describedby']} html={field.widget === 'html'} />;
                case 'textList':
                  // A list of known values (a dive type's specialities): one checkbox per value.
                  if (spec.values) {
                    const picked = (f.value as string[]) ?? [];
                    return (
                      <div id={c.id} role="group" aria-describedby={c['aria-describedby']} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                        {spec.values.map((v) => (
                          <Checkbox key={v} label={enumLabel(t, v)} checked={picked.includes(v)}
                            onChange={(e) => f.onChange(e.target.checked ? [...picked, v] : picked.filter((x) => x !== v))} />
                        ))}
                      </div>
                    );
                  }
                  return <TagsInput id={c.id} value={(f.value as string[]) ?? []} onChange={f.onChange} invalid={c.invalid} describedBy={c['aria-describedby']} />;
                case 'enum':
                  return (
                    <Select {...common} value={text} onChange={(e) => f.onChange(e.target.value)} placeholder={t('resources.form.choose')}
                      options={(spec.values ?? []).map((v) => ({ value: v, label: enumLabel(t, v) }))} />
                  );
                case 'int':
                case 'decimal':
                  return <Input {...common} inputMode={spec.type === 'int' ? 'numeric' : 'decimal'} value={text} onChange={(e) => f.onChange(e.target.value)} />;
                case 'date':
                  return <Input {...common} type="date" value={text} onChange={(e) => f.onChange(e.target.value)} />;
                case 'datetime':
                  return <Input {...common} type="datetime-local" value={text} onChange={(e) => f.onChange(e.target.value)} />;
                case 'json':
                  if (field.widget === 'widgetSettings') {
                    return <WidgetSettingsInput {...common} value={text} onChange={f.onChange} />;
                  }
                  return <Textarea {...common} rows={6} className="font-mono text-xs" value={text} onChange={(e) => f.onChange(e.target.value)} />;
                default:
                  if (spec.format === 'multiline' || field.widget === 'textarea') {
                    return <Textarea {...common} value={text} onChange={(e) => f.onChange(e.target.value)} />;
                  }
                  if (spec.format === 'language') {
                    return <Select {...common} value={text} onChange={(e) => f.onChange(e.target.value)} placeholder={t('resources.form.choose')}
                      options={['de', 'en'].map((l) => ({ value: l, label: t(`resources.form.language.${l}`) }))} />;
                  }
                  return (
                    <div className="space-y-2">
                      <Input {...common} type={field.widget === 'password' ? 'password' : (spec.format && INPUT_TYPE[spec.format]) || 'text'}
                        value={text} onChange={(e) => f.onChange(e.target.value)} />
                      {field.widget === 'image' && /^(https?:\/\/|\/api\/media\/)/.test(text) && (
                        // eslint-disable-next-line @next/next/no-img-element -- any image URL the user enters
                        <img src={text} alt={t('resources.form.imagePreview')} className="max-h-40 rounded border border-slate-200 object-contain" />
                      )}
                    </div>
                  );
              }
            }}
          </Field>
        );
      }}
    />
  );
}

/** An enum value's label: `enums.<value>` when translated, else the value itself (a code). */
export function enumLabel(t: ReturnType<typeof useTranslations>, value: string): string {
  const key = `enums.${value}`;
  return t.has(key) ? t(key) : value;
}

/** Errors on a nested path (description.de) are shown on the field itself. */
function firstNested(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const v of Object.values(error as Record<string, unknown>)) {
    if (v && typeof v === 'object' && 'message' in v) return v as FieldError;
  }
  return undefined;
}
