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

/** A field's name in the form: by its place, since a key may hold dots, which react-hook-form
 *  would read as nesting. */
export const dataSlot = (index: number) => `f${index}`;

export function dataFormValues(fields: TCustomerDataField[], meta: Record<string, unknown>): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((f, i) => [dataSlot(i), toDataInput(f, meta[f.key])]));
}

/** The form's values by the fields' keys. */
export function dataByKey(fields: TCustomerDataField[], data: Record<string, string | boolean> | undefined): Record<string, string | boolean | undefined> {
  return Object.fromEntries(fields.map((f, i) => [f.key, data?.[dataSlot(i)]]));
}

/** The form path of a server error naming a field's key. */
export function dataErrorPath(fields: TCustomerDataField[], key: string): string {
  const i = fields.findIndex((f) => f.key === key);
  return i < 0 ? 'data' : `data.${dataSlot(i)}`;
}

/** The record's resolver plus the data fields' checks; errors of both are shown together. */
export function withDataChecks(base: Resolver<TCustomerFormValues>, fields: TCustomerDataField[], message: (issue: TDataValueIssue) => string): Resolver<TCustomerFormValues> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const data = values.data ?? {};
    const issues = fields.flatMap((f, i) => {
      const issue = dataValueIssue(f, toDataValue(f, data[dataSlot(i)]));
      return issue ? [[dataSlot(i), { type: 'validate', message: message(issue) }] as const] : [];
    });
    if (!issues.length) return result;
    return { values: {}, errors: { ...result.errors, data: Object.fromEntries(issues) } } as Awaited<ReturnType<Resolver<TCustomerFormValues>>>;
  };
}

/** Writes the changed values (nothing when none changed) and refreshes the cached meta. */
export async function saveDataValues({ id, fields, data, stored, qc }: { id: string; fields: TCustomerDataField[]; data: Record<string, string | boolean>; stored: Record<string, unknown>; qc: QueryClient }): Promise<void> {
  const changes = changedDataValues(fields, dataByKey(fields, data), stored);
  if (!Object.keys(changes).length) return;
  const after = await apiFetch<Record<string, unknown>>(`/api/customers/${encodeURIComponent(id)}/meta`, { method: 'POST', body: changes });
  qc.setQueryData(customerKeys.meta(id), after);
}
