// Saved filters and segment results on the client: query keys and hooks of the segment screens
// (/crm/customer, /crm/filter/{fid}, /agency/filter/{fid}). Saving or deleting a filter refreshes
// the list of saved filters.
'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TSegment, TSegmentKind } from '@/lib/contract/segments';

export type TSegmentQuery = { criteria: Record<string, unknown>; page: number; sort: string; order: 1 | -1 };
export type TSegmentAnswer = { data: (Record<string, unknown> & { id: string })[]; total: number; page: number; size: number };

export const SEGMENT_PAGE_SIZE = 25;
/** The screen of a saved filter ('new' for a fresh agency filter). */
export const filterPath = (kind: TSegmentKind, id: string) => (kind === 'customers' ? `/crm/filter/${id}` : `/agency/filter/${id}`);
export const segmentPath = (kind: TSegmentKind) => (kind === 'customers' ? '/api/crm/customers' : '/api/crm/agencies');

export const segmentKeys = {
  saved: (kind: TSegmentKind) => ['segments', 'saved', kind] as const,
  one: (id: string) => ['segments', 'one', id] as const,
  results: (kind: TSegmentKind, q: TSegmentQuery) => ['segments', 'results', kind, q] as const,
};

/** The query string of a run (also the CSV export's). */
export const segmentQuery = (q: TSegmentQuery) => ({ criteria: JSON.stringify(q.criteria), page: q.page, size: SEGMENT_PAGE_SIZE, sort: q.sort, order: q.order });

export function useSavedFilters(kind: TSegmentKind) {
  return useQuery({ queryKey: segmentKeys.saved(kind), queryFn: ({ signal }) => apiFetch<TSegment[]>('/api/crm/segments', { query: { kind }, signal }) });
}

export function useSavedFilter(id: string | null) {
  return useQuery({ queryKey: segmentKeys.one(id ?? ''), enabled: !!id, queryFn: ({ signal }) => apiFetch<TSegment>(`/api/crm/segments/${encodeURIComponent(id!)}`, { signal }) });
}

export function useSegmentResults(kind: TSegmentKind, q: TSegmentQuery | null) {
  return useQuery({
    queryKey: segmentKeys.results(kind, q ?? { criteria: {}, page: 0, sort: '', order: 1 }),
    enabled: !!q,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<TSegmentAnswer>(segmentPath(kind), { query: segmentQuery(q!), signal }),
  });
}

export function useSavedFilterMutations(kind: TSegmentKind) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['segments'] });
  const create = useMutation({
    mutationFn: (body: { name: string; shared: boolean; criteria: Record<string, unknown> }) => apiFetch<TSegment>('/api/crm/segments', { method: 'POST', body: { kind, ...body } }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; shared?: boolean; criteria?: Record<string, unknown> }) =>
      apiFetch<TSegment>(`/api/crm/segments/${encodeURIComponent(id)}`, { method: 'POST', body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<TSegment>(`/api/crm/segments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
