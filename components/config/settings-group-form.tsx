// /config/settings/{type}: the generic form of a settings group, its fields read from the group's
// schema (lib/config/settings-fields.ts). Only changed keys are sent (POST
// /api/settings/group/{group}); each is checked against its schema first, and the server's
// validation errors (the spec's error shape, fields by path) are shown at their fields.
'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useSnackbar } from '@/components/snackbar';
import { Button, Card, Checkbox, Field, Input, Select } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { draftOf, fieldsOf, patchOf, type TDraft, type TFieldSpec } from '@/lib/config/settings-fields';
import { groupScreen } from '@/lib/config/settings-groups';
import type { TSettingsGroup } from '@/lib/contract/settings';
import { ApiError } from '@/lib/errors';

const KNOWN_ISSUES: Record<string, string> = {
  'must be one of currencies': 'notInCurrencies',
  'must be one of supportedLanguages': 'notInLanguages',
  'unknown time zone': 'timeZone',
  'a language added besides de and en, once': 'textLanguage',
};

function schemaOfKey(schema: z.ZodType, key: string): z.ZodType | null {
  const s = schema as unknown as { shape?: Record<string, z.ZodType>; valueType?: z.ZodType };
  return s.shape ? s.shape[key] ?? null : s.valueType ?? null;
}

export function SettingsGroupForm({ group, values }: { group: TSettingsGroup; values: Record<string, unknown> }) {
  const t = useTranslations('configSettings');
  const tc = useTranslations('common');
  const router = useRouter();
  const { showSuccess, showError } = useSnackbar();
  const schema = groupScreen(group)!.schema!;
  const specs = useMemo(() => fieldsOf(schema, values), [schema, values]);
  const [drafts, setDrafts] = useState<Record<string, TDraft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dirty = Object.keys(drafts).length > 0;

  const label = (path: string) => (t.has(`fields.${group}.${path}`) ? t(`fields.${group}.${path}`) : path);
  const issue = (spec: TFieldSpec | undefined, message?: string) => {
    if (message && KNOWN_ISSUES[message]) return t(`issue.${KNOWN_ISSUES[message]}`);
    if (spec?.kind === 'number' && spec.min !== undefined && spec.max !== undefined) return t('issue.range', { min: spec.min, max: spec.max });
    if (spec?.kind === 'number') return t('issue.number');
    return t('issue.invalid');
  };
  const specAt = (path: string) => specs.find((s) => path === s.path || path.startsWith(`${s.path}.`)) ?? specs.find((s) => s.path.startsWith(`${path}.`) || s.path === path.split('.')[0]);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const { patch, unreadable } = patchOf(specs, drafts, values);
    const found: Record<string, string> = Object.fromEntries(unreadable.map((p) => [p, issue(specAt(p))]));
    for (const [key, v] of Object.entries(patch)) {
      const s = schemaOfKey(schema, key);
      const r = v === null || !s ? null : s.safeParse(v);
      if (r && !r.success) for (const i of r.error.issues) { const path = [key, ...i.path.map(String)].join('.'); found[specAt(path)?.path ?? key] = issue(specAt(path), i.message); }
    }
    setErrors(found);
    if (Object.keys(found).length || !Object.keys(patch).length) return;
    setSaving(true);
    try {
      await apiFetch(`/api/settings/group/${group}`, { method: 'POST', body: patch });
      setDrafts({});
      showSuccess(t('saved'));
      router.refresh();
    } catch (err) {
      const fields = err instanceof ApiError ? err.parsed.fields : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [specAt(f.path)?.path ?? f.path, issue(specAt(f.path), f.message)])));
      showError(err);
    } finally {
      setSaving(false);
    }
  }

  const set = (path: string, v: TDraft) => setDrafts((d) => ({ ...d, [path]: v }));
  const draft = (s: TFieldSpec) => drafts[s.path] ?? draftOf(s, values);

  return (
    <form onSubmit={save} className="mx-auto max-w-3xl space-y-4" noValidate>
      <h1 className="text-2xl font-semibold">{t(`groups.${group}.title`)}</h1>
      <p className="text-sm text-slate-600">{t(`groups.${group}.text`)}</p>
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          {specs.map((s) => {
            const error = errors[s.path];
            const hint = t.has(`hints.${group}.${s.path}`) ? t(`hints.${group}.${s.path}`) : s.kind === 'number' && s.min !== undefined && s.max !== undefined ? t('issue.range', { min: s.min, max: s.max }) : s.kind === 'list' ? t('listHint') : undefined;
            if (s.kind === 'boolean') {
              return <Checkbox key={s.path} variant="switch" label={label(s.path)} description={error ?? hint} checked={draft(s) as boolean} onChange={(e) => set(s.path, e.target.checked)} />;
            }
            if (s.kind === 'choices') {
              const chosen = draft(s) as string[];
              return (
                <fieldset key={s.path} className="space-y-1">
                  <legend className="text-sm font-medium text-slate-800">{label(s.path)}</legend>
                  <div className="flex flex-wrap gap-4">
                    {s.options!.map((o) => (
                      <Checkbox key={o} label={t.has(`options.${o}`) ? t(`options.${o}`) : o} checked={chosen.includes(o)}
                        onChange={(e) => set(s.path, e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))} />
                    ))}
                  </div>
                  {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
                </fieldset>
              );
            }
            return (
              <Field key={s.path} label={label(s.path)} hint={hint} error={error}>
                {(c) => s.kind === 'select'
                  ? <Select {...c} invalid={c.invalid} value={draft(s) as string} onChange={(e) => set(s.path, e.target.value)}
                    options={s.options!.map((o) => ({ value: o, label: t.has(`options.${o}`) ? t(`options.${o}`) : o }))} />
                  : <Input {...c} invalid={c.invalid} inputMode={s.kind === 'number' ? 'decimal' : undefined} value={draft(s) as string} onChange={(e) => set(s.path, e.target.value)} />}
              </Field>
            );
          })}
        </div>
      </Card>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-200 bg-slate-50/95 py-3">
        <Button variant="secondary" disabled={!dirty || saving} onClick={() => { setDrafts({}); setErrors({}); }}>{tc('cancel')}</Button>
        <Button type="submit" disabled={!dirty} loading={saving}>{tc('save')}</Button>
      </div>
    </form>
  );
}
