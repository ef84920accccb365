// The rules of a special as sentences an operator builds from lists: "[Age] [is less than] [12]",
// "[Arrival weekday] [is one of] [Sat, Sun]". Records (resorts, agencies, room types, ...) are
// picked by name, never typed as ids; all rules must hold for the special to apply.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Input, Select } from '@/components/ui';
import { SPECIAL_CRITERIA } from '@/lib/contract/resources/enums';
import {
  CRITERION_KIND, CRITERION_LIST, CUSTOMER_TYPE_VALUES, newRule, operatorsFor, parseTyped, toggle, typedText, withCriterion,
  type TCriterion, type TOperator, type TRule,
} from '@/lib/specials/rule-kinds';
import { useNamedList } from '@/components/bookings/queries';

/** Not offered: SpecialsGroup never holds yet, and customers need a search, not a list of all
 *  (docs/decisions/specials.md). Stored rules on them still show. */
const HIDDEN = new Set<TCriterion>(['SpecialsGroup', 'Customers']);

type TProps = { rules: TRule[]; onChange: (rules: TRule[]) => void; disabled?: boolean };

export function RuleEditor({ rules, onChange, disabled }: TProps) {
  const t = useTranslations('specials.rules');
  const set = (i: number, r: TRule) => onChange(rules.map((x, j) => (j === i ? r : x)));
  return (
    <div className="space-y-3">
      {rules.length === 0 && <p className="text-sm text-slate-600">{t('none')}</p>}
      <ol className="space-y-3">
        {rules.map((r, i) => (
          <li key={i} className="rounded-md border border-slate-200 p-3" data-testid="special-rule">
            <p className="mb-2 text-xs font-medium text-slate-500">{i === 0 ? t('when') : t('and')}</p>
            <div className="grid gap-2 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-start">
              <Select aria-label={t('criterion')} value={r.criteria} disabled={disabled} onChange={(e) => set(i, withCriterion(r, e.target.value as TCriterion))}
                options={SPECIAL_CRITERIA.filter((c) => !HIDDEN.has(c) || c === r.criteria).map((c) => ({ value: c, label: t(`criteria.${c}`) }))} />
              <Select aria-label={t('operator')} value={r.operator} disabled={disabled}
                onChange={(e) => set(i, { ...r, operator: e.target.value as TOperator })}
                options={operatorsFor(r.criteria).map((o) => ({ value: o, label: t(`operators.${o}`) }))} />
              <RuleValue rule={r} disabled={disabled} onChange={(value) => set(i, { ...r, value })} />
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(rules.filter((_, j) => j !== i))}>{t('remove')}</Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange([...rules, newRule('DaysBeforeTravelDate')])}>{t('add')}</Button>
    </div>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

function RuleValue({ rule, onChange, disabled }: { rule: TRule; onChange: (v: TRule['value']) => void; disabled?: boolean }) {
  const t = useTranslations('specials.rules');
  const kind = CRITERION_KIND[rule.criteria];
  if (kind === 'weekday' || kind === 'customerType') {
    const items = kind === 'weekday' ? WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) })) : CUSTOMER_TYPE_VALUES.map((c) => ({ value: c, label: c }));
    return (
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {items.map((it) => (
          <Checkbox key={it.value} label={it.label} disabled={disabled} checked={Array.isArray(rule.value) && rule.value.includes(it.value)}
            onChange={() => onChange(toggle(rule.value, it.value))} />
        ))}
      </div>
    );
  }
  if (kind === 'ref') return <RefPicker base={CRITERION_LIST[rule.criteria]!} value={rule.value} onChange={onChange} disabled={disabled} />;
  return <TypedValue kind={kind} rule={rule} onChange={onChange} disabled={disabled} />;
}

function TypedValue({ kind, rule, onChange, disabled }: { kind: 'number' | 'money' | 'date' | 'country'; rule: TRule; onChange: (v: TRule['value']) => void; disabled?: boolean }) {
  const t = useTranslations('specials.rules');
  const [text, setText] = useState(() => typedText(kind, rule.value));
  const [bad, setBad] = useState(false);
  return (
    <div>
      <Input aria-label={t('value')} aria-invalid={bad || undefined} type={kind === 'date' ? 'date' : 'text'} inputMode={kind === 'number' ? 'numeric' : undefined}
        disabled={disabled} value={text} placeholder={t(`placeholder.${kind}`)}
        onChange={(e) => {
          setText(e.target.value);
          const v = parseTyped(kind, e.target.value);
          setBad(v === null && e.target.value.trim() !== '');
          onChange(v ?? '');
        }} />
      {bad && <p className="mt-1 text-xs text-red-700">{t(`invalid.${kind}`)}</p>}
      {kind === 'number' && t.has(`unit.${rule.criteria}`) && <p className="mt-1 text-xs text-slate-500">{t(`unit.${rule.criteria}` as never)}</p>}
    </div>
  );
}

function RefPicker({ base, value, onChange, disabled }: { base: string; value: TRule['value']; onChange: (v: TRule['value']) => void; disabled?: boolean }) {
  const t = useTranslations('specials.rules');
  const list = useNamedList(base);
  if (list.isPending) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  if (list.isError) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  return (
    <div className="flex max-h-40 flex-wrap gap-x-3 gap-y-1 overflow-y-auto">
      {list.data.length === 0 && <span className="text-sm text-slate-500">{t('empty')}</span>}
      {list.data.map((n) => (
        <Checkbox key={n.id} label={n.name} disabled={disabled} checked={Array.isArray(value) && value.includes(n.id)} onChange={() => onChange(toggle(value, n.id))} />
      ))}
    </div>
  );
}
