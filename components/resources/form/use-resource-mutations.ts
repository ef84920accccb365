// Create, update, copy and delete of one resource record; every success refreshes the resource's
// cached lists and stores the answer as the record's cached item. Errors are left to the caller
// (meta.silent): the form shows a ValidationError on its fields, anything else in the snackbar.
// A refused copy or delete reaches the snackbar here, a 409 with the server's reason (where the
// record is still used) rather than the generic "conflict" text.
'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '@/components/snackbar';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TResource } from '@/lib/contract/resources';
import { resourceKeys } from '../list/list-cache';
import { preferDescription } from './server-error';

export type TRecord = Record<string, unknown> & { id: string };

export function useResourceMutations(resource: TResource) {
  const qc = useQueryClient();
  const { showError } = useSnackbar();
  const refused = (err: Error) => showError(preferDescription(err));
  const base = resource.base;
  const done = (item?: TRecord) => {
    if (item?.id) qc.setQueryData(resourceKeys.item(resource.name, item.id), item);
    return qc.invalidateQueries({ queryKey: resourceKeys.all(resource.name), predicate: (q) => q.queryKey[2] !== 'item' });
  };
  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string | null; body: Record<string, unknown> }) =>
      apiFetch<TRecord>(id ? `${base}/${encodeURIComponent(id)}` : base, { method: 'POST', body }),
    onSuccess: (item) => done(item),
  });
  const copy = useMutation({
    meta: { silent: true },
    onError: refused,
    mutationFn: (id: string) => apiFetch<TRecord>(`${base}/${encodeURIComponent(id)}/copy`, { method: 'POST' }),
    onSuccess: (item) => done(item),
  });
  const remove = useMutation({
    meta: { silent: true },
    onError: refused,
    mutationFn: (id: string) => apiFetch<unknown>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: resourceKeys.item(resource.name, id) });
      return done();
    },
  });
  return { save, copy, remove };
}
