// The filter panel of a list: one control per filterable field of the resource (yes/no for
// booleans, the values of an enum, an async select for refs and countries, from/to for dates and
// numbers, exact text otherwise). Every change goes straight to the URL query (page 1).
'use client';
import { useTranslations } from 'next-intl';
import { Button, Input, Popover, Select } from '@/components/ui';
import type { TFilterCondition, TListQueryInput } from '@/lib/contract/listing';
import type { TFieldSpec, TResource } from '@/lib/contract/resources';
import { refTarget } from '../form/ref-data';
import { RefSelect } from '../form/ref-select';
import { enumLabel } from '../form/form-field';
import { activeFilterCount, withFilter } from './list-url';

type TProps = { resource: TResource; query: TListQueryInput; onChange: (query: TListQueryInput) => void; labelOf: (field: string) => string };

/** Filterable fields the panel offers (the id filter is for links, not for people). */
export function panelFields(resource: TResource): string[] {
  return resource.filterable.filter((f) => f !== 'id' && resource.fields[f] && resource.fields[f].type !== 'json' && resource.fields[f].type !== 'i18n');
}

const RANGE_TYPES = new Set(['int', 'decimal', 'date', 'datetime']);

export function FilterPanel({ resource, query, onChange, labelOf }: TProps) {
  const t = useTranslations('resources.list');
  const fields = panelFields(resource);
  if (fields.length === 0) return null;
  const count = activeFilterCount(query);
  const set = (field: string, c: TFilterCondition | undefined) => onChange(withFilter(query, field, c));
  return (
    <Popover
      className="w-80 p-4"
      align="start"
      trigger={
        <Button variant="secondary" aria-label={count ? `${t('filter')} (${count})` : t('filter')}>
          {t('filter')}
          {count > 0 && <span className="rounded-full bg-sky-700 px-1.5 text-xs text-white">{count}</span>}
        </Button>
      }
    >
      <div className="space-y-3" role="group" aria-label={t('filter')}>
        {fields.map((field) => (
          <FilterControl key={field} field={field} spec={resource.fields[field]} value={query.filter?.[field]} label={labelOf(field)} onChange={(c) => set(field, c)} />
        ))}
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...query, filter: undefined, page: 1 })}>
            {t('clearFilters')}
          </Button>
        )}
      </div>
    </Popover>
  );
}

function FilterControl({ field, spec, value, label, onChange }: { field: string; spec: TFieldSpec; value: TFilterCondition | undefined; label: string; onChange: (c: TFilterCondition | undefined) => void }) {
  const t = useTranslations();
  const id = `filter-${field}`;
  const target = refTarget(spec);
  let control;
  if (spec.type === 'bool') {
    control = (
      <Select id={id} value={value === true ? 'true' : value === false ? 'false' : ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
        options={[{ value: '', label: t('resources.list.any') }, { value: 'true', label: t('common.yes') }, { value: 'false', label: t('common.no') }]} />
    );
  } else if (spec.type === 'enum') {
    control = (
      <Select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)}
        options={[{ value: '', label: t('resources.list.any') }, ...(spec.values ?? []).map((v) => ({ value: v, label: enumLabel(t, v) }))]} />
    );
  } else if (target) {
    control = <RefSelect id={id} target={target} value={typeof value === 'string' ? value : ''} onChange={(v) => onChange((v as string) || undefined)} />;
  } else if (RANGE_TYPES.has(spec.type)) {
    const range = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as { gte?: unknown; lte?: unknown };
    const type = spec.type === 'date' ? 'date' : spec.type === 'datetime' ? 'datetime-local' : 'number';
    const conv = (s: string) => (s === '' ? undefined : type === 'number' ? Number(s) : type === 'datetime-local' ? new Date(s).toISOString() : s);
    const shown = (v: unknown) => (v === undefined || v === null ? '' : type === 'datetime-local' ? String(v).slice(0, 16) : String(v));
    return (
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
        <div className="flex gap-2">
          <Input type={type} aria-label={`${label} ${t('resources.list.from')}`} value={shown(range.gte)} onChange={(e) => onChange({ ...range, gte: conv(e.target.value) } as TFilterCondition)} />
          <Input type={type} aria-label={`${label} ${t('resources.list.to')}`} value={shown(range.lte)} onChange={(e) => onChange({ ...range, lte: conv(e.target.value) } as TFilterCondition)} />
        </div>
      </fieldset>
    );
  } else {
    // Exact text: applied on Enter or when leaving the box, not on every key.
    control = (
      <Input id={id} defaultValue={typeof value === 'string' ? value : ''} onBlur={(e) => onChange(e.target.value.trim() || undefined)}
        onKeyDown={(e) => e.key === 'Enter' && onChange(e.currentTarget.value.trim() || undefined)} />
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{label}</label>
      {control}
    </div>
  );
}
