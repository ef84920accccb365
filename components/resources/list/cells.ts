// How a list cell shows its value: the column's kind (declared, else from the field's type) and
// a pure formatter to text. Ref columns get their labels from useColumnLabels.
'use client';
import { useQueries } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { TFieldSpec, TResource } from '@/lib/contract/resources';
import { formatDate } from '@/lib/format';
import type { TColumn, TColumnKind } from '@/lib/resources/screens';
import { columnRefTarget, fetchLabels } from '../form/ref-data';
import { resourceKeys } from './list-cache';

const TIMESTAMP: TFieldSpec = { type: 'datetime' };

export function columnSpec(resource: TResource, field: string): TFieldSpec | undefined {
  return field === 'createdAt' || field === 'updatedAt' ? TIMESTAMP : resource.fields[field];
}

export function columnKind(resource: TResource, column: TColumn): TColumnKind {
  if (column.kind) return column.kind;
  const spec = columnSpec(resource, column.field);
  if (!spec) return 'text';
  if (columnRefTarget(resource, column.field, spec)) return 'ref';
  switch (spec.type) {
    case 'bool': return 'bool';
    case 'date': return 'date';
    case 'datetime': return 'datetime';
    case 'int': case 'decimal': return 'number';
    case 'enum': return 'enum';
    case 'i18n': return 'i18n';
    case 'textList': case 'refList': return 'list';
    default: return spec.format === 'color' ? 'color' : 'text';
  }
}

/** A cell value as text (booleans and enums are translated by the caller). */
export function cellText(kind: TColumnKind, value: unknown, locale: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'date': return formatDate(value as string, 'date');
    case 'datetime': return formatDate(value as string, 'dateTime');
    case 'number': return typeof value === 'number' ? new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(value) : String(value);
    case 'money': return typeof value === 'number' ? new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100) : String(value);
    case 'i18n': {
      const o = value as Record<string, string>;
      return (o[locale] || o.en || o.de || '').slice(0, 120);
    }
    case 'list': return Array.isArray(value) ? value.join(', ') : String(value);
    default: return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

type TRow = Record<string, unknown> & { id: string };

/** Labels of the records the ref columns of the shown rows point at: column → value → label. */
export function useColumnLabels(resource: TResource, columns: readonly TColumn[], rows: readonly TRow[]) {
  const lang = useLocale().slice(0, 2);
  const refs = columnRefs(resource, columns);
  const results = useQueries({
    queries: refs.map(({ column, target }) => {
      const ids = [...new Set(rows.flatMap((r) => (Array.isArray(r[column]) ? (r[column] as string[]) : r[column] ? [String(r[column])] : [])))];
      return {
        queryKey: resourceKeys.labels(`${target.resource.name}:${target.key}:${lang}`, ids),
        enabled: ids.length > 0,
        staleTime: 5 * 60_000,
        meta: { silent: true },
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchLabels(target, ids, lang, signal),
      };
    }),
  });
  const maps = new Map(refs.map((r, i) => [r.column, results[i]]));
  // While the labels load, an ellipsis rather than a raw id; an id without a record stays visible.
  return (column: string, value: string) => {
    const q = maps.get(column);
    return q?.data?.[value] ?? (q?.isPending && q.fetchStatus !== 'idle' ? '…' : value);
  };
}

type TRefTarget = NonNullable<ReturnType<typeof columnRefTarget>>;

/** The columns that show other records, with the record each points at. */
export function columnRefs(resource: TResource, columns: readonly TColumn[]): { column: string; target: TRefTarget }[] {
  return columns
    .filter((c) => !c.kind || c.kind === 'ref')
    .map((c) => ({ column: c.field, spec: columnSpec(resource, c.field) }))
    .map(({ column, spec }) => ({ column, target: spec ? columnRefTarget(resource, column, spec) : null }))
    .filter((r): r is { column: string; target: TRefTarget } => r.target !== null);
}

type TTranslate = { (key: string): string; has: (key: string) => boolean };

/** A cell as plain text, as the list shows it: yes/no, enum labels, names for references. */
export function plainCell(kind: TColumnKind, value: unknown, o: { t: TTranslate; locale: string; label: (value: string) => string; unset?: number }): string {
  if (o.unset !== undefined && value === o.unset) return '';
  if (kind === 'bool') return value === true ? o.t('common.yes') : value === false ? o.t('common.no') : '';
  if (kind === 'enum' && typeof value === 'string') return o.t.has(`enums.${value}`) ? o.t(`enums.${value}`) : value;
  if (kind === 'ref') return Array.isArray(value) ? value.map((v) => o.label(String(v))).join(', ') : value ? o.label(String(value)) : '';
  return cellText(kind, value, o.locale);
}

export function useLocaleShort(): string {
  return useLocale().slice(0, 2);
}
