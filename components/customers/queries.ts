// Customer data on the client: query keys and the hooks of the customer screens. Mutations
// refresh the view and the customer lists they change (the generic list cache).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TCustomerView, TDuplicateCandidate, TMergeResult } from '@/lib/contract/customers';
import { resourceKeys } from '@/components/resources/list/list-cache';
import type { TCustomerDataField } from '@/lib/contract/resources/parties';

export const customerKeys = {
  view: (id: string) => ['customers', 'view', id] as const,
  duplicates: (id: string) => ['customers', 'duplicates', id] as const,
  dashboard: ['customers', 'dashboard'] as const,
  meta: (id: string) => ['customers', 'meta', id] as const,
};

export type TDataGroup = { id: string; name: string; sort: number; fields: TCustomerDataField[] };

/** The active customer data groups in their order (staff only: customers.read or .update). */
export function useDataGroups(enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all('customerdatagroup'), 'active'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) => apiFetch<{ data: TDataGroup[] }>('/api/customerdatagroup', { query: { size: 0, sort: 'sort', order: 1, filter: JSON.stringify({ isActive: true }) }, signal })
      .then((r) => r.data.filter((g) => g.fields.length > 0)),
  });
}

/** The customer's meta values (the data fields' values among them). */
export function useCustomerMeta(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.meta(id ?? ''),
    enabled: enabled && !!id,
    queryFn: ({ signal }) => apiFetch<Record<string, unknown>>(`/api/customers/${encodeURIComponent(id!)}/meta`, { signal }),
  });
}

export function useCustomerView(id: string | null) {
  return useQuery({
    queryKey: customerKeys.view(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => apiFetch<TCustomerView>(`/api/customers/${encodeURIComponent(id!)}/view`, { signal }),
  });
}

export type TCustomerDashboard = { customer: (Record<string, unknown> & { id: string }) | null; counts: { customers: number; newLast30Days: number } | null };

export function useCustomerDashboard() {
  return useQuery({ queryKey: customerKeys.dashboard, queryFn: ({ signal }) => apiFetch<TCustomerDashboard>('/api/customers/dashboard', { signal }) });
}

export function useDuplicates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: customerKeys.duplicates(id),
    enabled,
    queryFn: ({ signal }) => apiFetch<TDuplicateCandidate[]>(`/api/customers/${encodeURIComponent(id)}/duplicates`, { signal }),
  });
}

/** Merge, export and erase: each refreshes the view and the customer lists. */
export function useCustomerActions(id: string) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([
    qc.invalidateQueries({ queryKey: ['customers'] }),
    qc.invalidateQueries({ queryKey: resourceKeys.all('customers') }),
  ]);
  const merge = useMutation({
    mutationFn: (from: string) => apiFetch<TMergeResult>(`/api/customers/${encodeURIComponent(id)}/merge/${encodeURIComponent(from)}`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const exportData = useMutation({
    mutationFn: () => apiFetch<Record<string, unknown>>(`/api/customers/${encodeURIComponent(id)}/privacy/export`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const erase = useMutation({
    mutationFn: () => apiFetch<unknown>(`/api/customers/${encodeURIComponent(id)}/privacy/erase`, { method: 'POST' }),
    onSuccess: refresh,
  });
  return { merge, exportData, erase };
}
