// Which guest-form answer is which field of the customer record, both ways: the diff of a guest
// form against its customer (GET /api/guestform/diff/{id}) and the answers filled in from the
// customer (appendMissingFields). The same fields syncWithCustomer (sync.ts) copies.
import type { TRow } from '../resources/binding';

type TPart = 'masterData' | 'contact' | 'passport';
/** Answer key → where the customer keeps it. */
export const CUSTOMER_FIELDS: readonly { key: string; part: TPart; field: string }[] = [
  { key: 'firstName', part: 'masterData', field: 'firstName' },
  { key: 'lastName', part: 'masterData', field: 'lastName' },
  { key: 'birthday', part: 'masterData', field: 'birthday' },
  { key: 'nationality', part: 'masterData', field: 'nationality' },
  { key: 'email', part: 'contact', field: 'email' },
  { key: 'phone', part: 'contact', field: 'phone' },
  { key: 'passportNo', part: 'passport', field: 'number' },
  { key: 'passportExpiry', part: 'passport', field: 'expires' },
];

const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The customer's value for an answer key (null when the customer has none). */
export function customerValue(customer: TRow | null, key: string): string | null {
  const spec = CUSTOMER_FIELDS.find((f) => f.key === key);
  if (!spec || !customer) return null;
  return textOf(((customer[spec.part] ?? {}) as Record<string, unknown>)[spec.field]);
}

/** The answers of the form's own guest: a multi-guest form's first guest is its customer. */
export function ownAnswers(data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const d = data ?? {};
  if (Array.isArray(d.guests)) return ((d.guests[0] ?? {}) as Record<string, unknown>);
  return d;
}

/** Answers and customer side by side; `changes`: what a copy into the customer would overwrite. */
export function diffWithCustomer(data: Record<string, unknown> | null, customer: TRow | null) {
  const answers = ownAnswers(data);
  return CUSTOMER_FIELDS.map(({ key }) => {
    const answer = textOf(answers[key]);
    const known = customerValue(customer, key);
    const compare = key === 'nationality' && answer ? answer.toUpperCase() : answer;
    return { key, answer, customer: known, changes: answer !== null && compare !== known };
  });
}

/** The answers with every empty one the customer knows filled in; never overwrites an answer. */
export function appendFromCustomer(answers: Record<string, unknown>, customer: TRow): { answers: Record<string, unknown>; appended: string[] } {
  const out = { ...answers };
  const appended: string[] = [];
  for (const { key } of CUSTOMER_FIELDS) {
    const known = customerValue(customer, key);
    if (known !== null && textOf(out[key]) === null) { out[key] = known; appended.push(key); }
  }
  return { answers: out, appended };
}
