// A contest's entries on the client: the query key, the list (GET /api/contest/{id}/subscription,
// staff form) and entering or withdrawing a customer, which refresh the list.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TContestSubscription } from '@/lib/contract/loyalty';

export const contestKeys = {
  all: ['contest'] as const,
  entries: (contest: string) => ['contest', 'entries', contest] as const,
};

export function useContestEntries(contest: string) {
  return useQuery({
    queryKey: contestKeys.entries(contest),
    queryFn: ({ signal }) => apiFetch<TContestSubscription>(`/api/contest/${encodeURIComponent(contest)}/subscription`, { signal }),
  });
}

/** Enters (`enter`) or withdraws a customer; the entries list reloads afterwards. */
export function useContestEntryChange(contest: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, enter }: { customer: string; enter: boolean }) =>
      apiFetch<TContestSubscription>(`/api/contest/${encodeURIComponent(contest)}/${enter ? 'subscribe' : 'unsubscribe'}`, { method: 'POST', body: { customer } }),
    onSettled: () => qc.invalidateQueries({ queryKey: contestKeys.entries(contest) }),
  });
}
