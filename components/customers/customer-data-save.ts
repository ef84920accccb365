// The customer data fields in the customer form: their form values, their check (added to the
// form's resolver, so a wrong value is shown before anything is saved) and their save, one meta
// write of the changed values right after the record (POST /api/customers/{id}/meta, all or
// nothing). Rules in lib/contract/customer-data-values.ts, shared with the upstream.
import type { QueryClient } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { apiFetch } from '@/lib/api/client-fetch';
import { changedDataValues, dataValueIssue, toDataInput, toDataValue, type TDataValueIssue } from '@/lib/contract/customer-data-values';
import type { TCustomerDataField } from '@/lib/contract/resources/parties';
import { customerKeys } from './queries';
import type { TCustomerFormValues } from './customer-form-values';

export function dataFormValues(fields: TCustomerDataField[], meta: Record<string, unknown>): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((f) => [f.key, toDataInput(f, meta[f.key])]));
}

/** The record's resolver plus the data fields' checks; errors of both are shown together. */
export function withDataChecks(base: Resolver<TCustomerFormValues>, fields: TCustomerDataField[], message: (issue: TDataValueIssue) => string): Resolver<TCustomerFormValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const data = values.data ?? {};
    const issues = fields.flatMap((f) => {
      const issue = dataValueIssue(f, toDataValue(f, data[f.key]));
      return issue ? [[f.key, { type: 'validate', message: message(issue) }] as const] : [];
    });
    if (!issues.length) return result;
    return { values: {}, errors: { ...result.errors, data: Object.fromEntries(issues) } } as Awaited<ReturnType<Resolver<TCustomerFormValues>>>;
  };
}

/** Writes the changed values (nothing when none changed) and refreshes the cached meta. */
export async function saveDataValues({ id, fields, data, stored, qc }: { id: string; fields: TCustomerDataField[]; data: Record<string, string | boolean>; stored: Record<string, unknown>; qc: QueryClient }): Promise<void> {
  const changes = changedDataValues(fields, data, stored);
  if (!Object.keys(changes).length) return;
  const after = await apiFetch<Record<string, unknown>>(`/api/customers/${encodeURIComponent(id)}/meta`, { method: 'POST', body: changes });
  qc.setQueryData(customerKeys.meta(id), after);
}
