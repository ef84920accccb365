// The customer form's values (text inputs, '' for nothing) and the wire body they become: blank
// texts are left out on create and cleared (null) on update where the field may be empty, the
// full name defaults to first and last name, and the flat e-mail and country (the ones lists
// search and sort) follow the contact e-mail and the address country. Pure; used by the form and
// its unit test.
import { z } from 'zod';
import { customers } from '@/lib/contract/resources/parties';

const GROUPS = {
  masterData: ['title', 'firstName', 'middleName', 'lastName', 'gender', 'birthday', 'nationality', 'permanentAge'],
  contact: ['email', 'phone'],
  address: ['street', 'zip', 'city', 'state', 'country'],
  passport: ['number', 'nationality', 'expires'],
} as const;
const TOP = ['fullName', 'customerType', 'agency', 'language', 'note'] as const;

export type TGroup = keyof typeof GROUPS;
export type TCustomerFormValues = Record<(typeof TOP)[number], string> & { [G in TGroup]: Record<(typeof GROUPS)[G][number], string> } & {
  /** The customer groups (ids); the operator's field. */
  groups: string[];
  /** The customer data fields' values by key (data-fields.tsx); saved through the meta call. */
  data: Record<string, string | boolean>;
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function toCustomerFormValues(row: Record<string, unknown> | null): TCustomerFormValues {
  const out = Object.fromEntries(TOP.map((k) => [k, text(row?.[k] ?? (k === 'customerType' ? 'customer' : k === 'language' ? 'de' : ''))])) as Record<string, unknown>;
  for (const [g, keys] of Object.entries(GROUPS)) {
    const src = ((row?.[g] ?? {}) as Record<string, unknown>);
    out[g] = Object.fromEntries(keys.map((k) => [k, text(src[k] ?? (g === 'masterData' && k === 'gender' ? 'u' : ''))]));
  }
  const contact = out.contact as Record<string, string>;
  if (!contact.email && row?.email) contact.email = String(row.email);
  out.groups = Array.isArray(row?.groups) ? (row.groups as string[]) : [];
  out.data = {};
  return out as TCustomerFormValues;
}

/** Form values → body of POST /api/customers (create) or /api/customers/{id} (update). */
export function toCustomerBody(v: TCustomerFormValues, mode: 'create' | 'update', locked: readonly string[] = []): Record<string, unknown> {
  const clean = (s: string) => s.trim();
  const body: Record<string, unknown> = {};
  for (const [g, keys] of Object.entries(GROUPS)) {
    const group: Record<string, unknown> = {};
    for (const k of keys) {
      const s = clean((v[g as TGroup] as Record<string, string>)[k] ?? '');
      if (s === '') { if (['birthday', 'nationality', 'permanentAge', 'country', 'expires'].includes(k) && mode === 'update') group[k] = null; continue; }
      group[k] = k === 'permanentAge' ? (Number.isFinite(Number(s)) && /^\d+$/.test(s) ? Number(s) : s) : ['nationality', 'country'].includes(k) ? s.toUpperCase() : s;
    }
    body[g] = group;
  }
  const md = body.masterData as Record<string, unknown>;
  const name = clean(v.fullName) || [md.firstName, md.middleName, md.lastName].filter(Boolean).join(' ');
  body.fullName = name;
  const email = (body.contact as Record<string, unknown>).email;
  body.email = email ?? (mode === 'update' ? null : undefined);
  const country = (body.address as Record<string, unknown>).country;
  body.country = country ?? (mode === 'update' ? null : undefined);
  for (const k of ['customerType', 'agency', 'language', 'note'] as const) {
    if (locked.includes(k)) continue;
    const s = clean(v[k]);
    if (s) body[k] = s;
    else if (mode === 'update' && (k === 'agency' || k === 'note')) body[k] = null;
  }
  // Groups: sent when the caller keeps them, on create only when any is chosen.
  if (!locked.includes('groups') && (mode === 'update' || (v.groups ?? []).length)) body.groups = v.groups ?? [];
  for (const [k, val] of Object.entries(body)) if (val === undefined) delete body[k];
  return body;
}

/** The form's resolver schema: the body checked with the resource's own contract schema. */
export function customerFormSchema(mode: 'create' | 'update', locked: readonly string[]) {
  return z.preprocess((v) => toCustomerBody(v as TCustomerFormValues, mode, locked), mode === 'create' ? customers.create : customers.update);
}
