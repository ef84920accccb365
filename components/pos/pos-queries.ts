// The counter's server data (TanStack Query): the open tickets, one ticket, the products to tap,
// the closings; every write invalidates what it changes (issue 36 item 5, docs/decisions/pos.md).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TPosClosing, TPosTicket } from '@/lib/contract/pos';

export const posKeys = {
  all: ['pos'] as const,
  open: ['pos', 'open'] as const,
  ticket: (id: string) => ['pos', 'ticket', id] as const,
  products: (search: string) => ['pos', 'products', search] as const,
  closings: ['pos', 'closings'] as const,
};

export type TTicketHead = { id: string; name: string; total: number | null; currency: string; customer: string | null };
export type TCounterProduct = { id: string; name: string; sku: string | null; price: number; currency: string; stock: number; trackStock: boolean };
type TPage<T> = { data: T[]; total: number };

export function useOpenTickets() {
  return useQuery({
    queryKey: posKeys.open,
    queryFn: ({ signal }) => apiFetch<TPage<TTicketHead>>('/api/pos', { query: { filter: JSON.stringify({ status: 'open' }), size: 50, sort: 'createdAt', order: -1 }, signal }),
  });
}

export function useTicket(id: string | null) {
  return useQuery({
    queryKey: posKeys.ticket(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) => apiFetch<TPosTicket>(`/api/pos/${id}/ticket`, { signal }),
  });
}

export function useCounterProducts(search: string) {
  return useQuery({
    queryKey: posKeys.products(search),
    queryFn: ({ signal }) => apiFetch<TPage<TCounterProduct>>('/api/product', {
      query: { filter: JSON.stringify({ isActive: true }), size: 24, sort: 'name', search: search || undefined }, signal,
    }),
  });
}

export function useClosings() {
  return useQuery({ queryKey: posKeys.closings, queryFn: ({ signal }) => apiFetch<{ closings: TPosClosing[] }>('/api/pos/closing', { signal }) });
}

/** A write on one ticket: the answer is the ticket; lists and stock are read again. */
export function useTicketWrite<V>(write: (v: V) => Promise<TPosTicket>) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: write,
    onSuccess: async (t) => {
      qc.setQueryData(posKeys.ticket(t.id), t);
      await qc.invalidateQueries({ queryKey: posKeys.all });
    },
  });
}
