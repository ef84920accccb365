// What the customer pages hand to their client screens: the caller's abilities from the session's
// scopes (the upstream decides again on every call).
import { hasAnyScope } from '@/lib/access/scopes';
import { lockedFields } from '@/lib/contract/resources/self-limit';
import { customers } from '@/lib/contract/resources/parties';

export const CUSTOMER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function customerAbilities(scopes: readonly string[]) {
  return {
    edit: hasAnyScope(scopes, ['customers.update', 'customers.self', 'agencies.self']),
    staff: hasAnyScope(scopes, ['customers.update']),
    linkBookings: hasAnyScope(scopes, ['bookings.read', 'agencies.self']),
    seeNote: hasAnyScope(scopes, ['customers.read', 'customers.update']),
    readMailQueue: hasAnyScope(scopes, ['mailqueue.read', 'mailqueue.update']),
    /** The customer data groups' values: the operator's staff only (docs/decisions/customers.md). */
    dataFields: hasAnyScope(scopes, ['customers.read', 'customers.update']),
  };
}

/** Who fills the data fields in the customer form: their meta write needs customers.update. */
export const canEditDataFields = (scopes: readonly string[]) => hasAnyScope(scopes, ['customers.update']);

export function customerLocked(scopes: readonly string[], mode: 'create' | 'update'): string[] {
  return [...lockedFields(customers, scopes, mode)];
}
