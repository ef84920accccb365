// The criteria of a segment as a form (one input per criterion of criteria.ts); the screen runs
// the query when it is applied.
'use client';
import { useTranslations } from 'next-intl';
import { Checkbox, Field, Input, Select } from '@/components/ui';
import { RefSelect } from '@/components/resources/form/ref-select';
import { resourceByName } from '@/lib/contract/resources';
import type { TSegmentKind } from '@/lib/contract/segments';
import { CRITERIA, type TCriterionInput } from './criteria';

type TInputs = Record<string, string | string[] | boolean>;

export function CriteriaForm({ kind, inputs, onChange }: { kind: TSegmentKind; inputs: TInputs; onChange: (next: TInputs) => void }) {
  const t = useTranslations('crm');
  const set = (key: string, v: string | string[] | boolean) => onChange({ ...inputs, [key]: v });
  const valueOf = (c: TCriterionInput) => inputs[c.key];
  const label = (key: string) => t(`criteria.${key}`);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="segment-criteria">
      {CRITERIA[kind].map((c) => {
        if (c.input === 'bool') {
          return <div key={c.key} className="flex items-end pb-2"><Checkbox label={label(c.key)} checked={valueOf(c) === true} onChange={(e) => set(c.key, e.currentTarget.checked)} /></div>;
        }
        return (
          <Field key={c.key} label={label(c.key)} hint={t.has(`hints.${c.key}`) ? t(`hints.${c.key}`) : undefined}>
            {(f) => {
              if (c.input === 'refs') {
                const resource = resourceByName(c.resource)!;
                return <RefSelect id={f.id} multiple target={{ resource, key: 'id' }} value={(valueOf(c) as string[]) ?? []}
                  onChange={(v) => set(c.key, Array.isArray(v) ? v : v ? [v] : [])} describedBy={f['aria-describedby']} />;
              }
              if (c.input === 'enum') {
                const opt = (v: string) => (c.key === 'certification' ? t(`levels.${v}`) : c.key === 'birthMonth' ? t(`months.${v}`) : t(`isActive.${v}`));
                return <Select {...f} value={String(valueOf(c) ?? '')} onChange={(e) => set(c.key, e.currentTarget.value)}
                  options={[{ value: '', label: t('any') }, ...c.values.map((v) => ({ value: v, label: opt(v) }))]} />;
              }
              if (c.input === 'enumList') {
                const chosen = (valueOf(c) as string[]) ?? [];
                return (
                  <div className="flex flex-wrap gap-3 pt-1" id={f.id}>
                    {c.values.map((v) => <Checkbox key={v} label={t(`agencyTypes.${v}`)} checked={chosen.includes(v)}
                      onChange={(e) => set(c.key, e.currentTarget.checked ? [...chosen, v] : chosen.filter((x) => x !== v))} />)}
                  </div>
                );
              }
              const type = c.input === 'date' ? 'date' : c.input === 'int' || c.input === 'money' ? 'number' : 'text';
              return <Input {...f} type={type} inputMode={c.input === 'money' ? 'decimal' : undefined} min={type === 'number' ? 0 : undefined}
                value={String(valueOf(c) ?? '')} onChange={(e) => set(c.key, e.currentTarget.value)} />;
            }}
          </Field>
        );
      })}
    </div>
  );
}
