// Records of another resource for ref columns and ref selects: labels of given ids (one call per
// resource and page of ids, through the always-filterable id / natural-key field) and search
// results as select options. The label is the resource's `label` field.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TListAnswer } from '@/lib/contract/listing';
import { resourceByName, type TResource } from '@/lib/contract/resources';
import { resourceKeys } from '../list/list-cache';

export type TRefOption = { value: string; label: string };
type TRow = Record<string, unknown> & { id: string };
/** What a reference stores: a record's id, or a natural key (a country's code). Never another
 *  field's name: a picker keyed by 'agency' would hand back undefined for every option. */
export type TRefKey = 'id' | 'code';
export type TRefTarget = { resource: TResource; key: TRefKey };

/** Resources whose natural key, not the id, is stored in other records (country codes). */
export function refTarget(spec: { type: string; ref?: string; format?: string }): TRefTarget | null {
  if (spec.type === 'text' && spec.format === 'country') {
    const r = resourceByName('country');
    return r ? { resource: r, key: 'code' } : null;
  }
  if ((spec.type === 'ref' || spec.type === 'refList') && spec.ref) {
    const r = resourceByName(spec.ref);
    return r ? { resource: r, key: 'id' } : null;
  }
  return null;
}

/** A column's reference target, or null: a resource's own natural key (a country's code on the
 *  country list) is the value itself, not a reference to be replaced by a name. */
export function columnRefTarget(resource: TResource, field: string, spec: { type: string; ref?: string; format?: string }) {
  const target = refTarget(spec);
  return target && target.resource.name === resource.name && target.key === field ? null : target;
}

/** A record's name: in the reader's language where the record has translations (countries). */
export function rowLabel(resource: TResource, row: Record<string, unknown>, lang?: string): string {
  const translated = lang && row.translations && typeof row.translations === 'object' ? (row.translations as Record<string, unknown>)[lang] : undefined;
  if (typeof translated === 'string' && translated !== '') return translated;
  const v = row[resource.label];
  if (typeof v === 'string' && v !== '') return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return String(o.en ?? o.de ?? row.id ?? '');
  }
  return String(row.id ?? '');
}

/**
 * id (or key) → label of the records. Records named by id come from GET /api/labels/{resource},
 * which a role may call for what the records it reads point at even when it may not read the
 * target itself (read-only staff: the vessel of a schedule); keys (country codes) from the list,
 * named in the reader's language where the records are translated.
 */
export async function fetchLabels(target: TRefTarget, ids: readonly string[], lang?: string, signal?: AbortSignal): Promise<Record<string, string>> {
  if (target.key === 'id') {
    const named = await apiFetch<{ id: string; label: string }[]>(`/api/labels/${target.resource.name}`, { query: { ids: ids.join(',') }, signal });
    return Object.fromEntries(named.map((n) => [n.id, n.label]));
  }
  // Country codes are named by the browser (Intl.DisplayNames, in the reader's language): no call,
  // so every role sees them, also one that may not read the country list (read-only staff).
  if (target.resource.name === 'country' && target.key === 'code') return countryNames(ids, lang);
  const answer = await apiFetch<TListAnswer<TRow>>(target.resource.base, { query: { size: 0, filter: JSON.stringify({ [target.key]: ids }) }, signal });
  return Object.fromEntries(answer.data.map((row) => [String(row[target.key]), rowLabel(target.resource, row, lang)]));
}

function countryNames(codes: readonly string[], lang?: string): Record<string, string> {
  const names = new Intl.DisplayNames([lang || 'en'], { type: 'region', fallback: 'code' });
  const out: Record<string, string> = {};
  for (const code of codes) {
    try {
      out[code] = names.of(code) ?? code;
    } catch {
      out[code] = code; // not a region code
    }
  }
  return out;
}

/** id (or key) → label for the given values; unknown values map to themselves. */
export function useRefLabels(target: TRefTarget | null, values: readonly string[]) {
  const lang = useLocale().slice(0, 2);
  const ids = [...new Set(values.filter((v) => v !== ''))];
  const query = useQuery({
    queryKey: resourceKeys.labels(target ? `${target.resource.name}:${target.key}:${lang}` : '-', ids),
    enabled: target !== null && ids.length > 0,
    staleTime: 5 * 60_000,
    meta: { silent: true },
    queryFn: ({ signal }) => fetchLabels(target!, ids, lang, signal),
  });
  return (value: string) => query.data?.[value] ?? (query.isPending && query.fetchStatus !== 'idle' ? '…' : value);
}

export const OPTIONS_PAGE = 20;

/** The first OPTIONS_PAGE matching records as options, sorted by the label when it is sortable. */
export function useRefOptions(target: TRefTarget | null, search: string, enabled: boolean) {
  const lang = useLocale().slice(0, 2);
  return useQuery({
    queryKey: resourceKeys.options(target ? `${target.resource.name}:${target.key}:${lang}` : '-', search.trim()),
    enabled: target !== null && enabled,
    staleTime: 60_000,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<{ options: TRefOption[]; total: number }> => {
      const r = target!.resource;
      const answer = await apiFetch<TListAnswer<TRow>>(r.base, {
        query: {
          size: OPTIONS_PAGE,
          search: r.searchable.length > 0 ? search.trim() || undefined : undefined,
          sort: r.sortable.includes(r.label) ? r.label : undefined,
        },
        signal,
      });
      return { options: answer.data.map((row) => ({ value: String(row[target!.key]), label: rowLabel(r, row, lang) })), total: answer.total };
    },
  });
}
