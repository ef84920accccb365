// Own-records access for the spec's `.self` scopes (customers.self, agencies.self): a caller who
// reaches an action only through a self scope sees and changes just their own rows (their
// customer record, their agency, their agency's customers and bookings), and cannot hand a row
// to someone else. Holders of the resource's regular scopes are not limited by this.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { TResourceAction, TSelfRule } from '../../../lib/contract/resources/define';
import { limitingSelfRules, operatorFields } from '../../../lib/contract/resources/self-limit';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import type { TBinding } from './binding';

/** The self rules that apply to this caller and action, or null when the caller is not limited. */
function limitingRules(b: TBinding, p: TPrincipal, action: TResourceAction): TSelfRule[] | null {
  return limitingSelfRules(b.resource, p.scopes, action);
}

const own = (p: TPrincipal, r: TSelfRule): string | null => p[r.principal];

/** Rows a self-limited caller may reach for this action (undefined: not limited). */
export function selfCondition(b: TBinding, p: TPrincipal, action: TResourceAction): SQL | undefined {
  const rules = limitingRules(b, p, action);
  if (!rules) return undefined;
  const parts = rules.map((r) => {
    const id = own(p, r);
    return id ? eq(b.columns[r.field], id) : sql`false`;
  });
  return parts.length ? or(...parts) : sql`false`;
}

/** Rows a caller may store a reference to: a caller who reaches the target resource only through
 *  a self scope points at their own rows only (an agency user cannot hand a booking another
 *  agency's customer); other callers are limited by the asset checks alone (undefined). */
export function referableCondition(b: TBinding, p: TPrincipal): SQL | undefined {
  const rules = limitingRules(b, p, 'read');
  return rules && rules.length ? selfCondition(b, p, 'read') : undefined;
}

/** On create and update: a self-limited caller's values stay their own (the owner field is set
 *  on create when left out, and may never name someone else). */
export function ownValues(b: TBinding, p: TPrincipal, action: 'create' | 'update', values: Record<string, unknown>): Record<string, unknown> {
  const rules = limitingRules(b, p, action);
  if (!rules) return values;
  assertNoOperatorFields(b, p, rules, values);
  const rule = rules.find((r) => r.field !== 'id' && own(p, r));
  if (!rule && action === 'create') throw errors.forbidden();
  const out = { ...values };
  for (const r of rules) {
    if (r.field === 'id') {
      if ('id' in out) throw errors.forbidden();
      continue;
    }
    const mine = own(p, r);
    if (out[r.field] === undefined && action === 'create' && r === rule) out[r.field] = mine;
    else if (out[r.field] !== undefined && out[r.field] !== mine) throw errors.forbidden('FORBIDDEN_RESSOURCE');
  }
  return out;
}

/** A self-limited caller never writes the operator's fields (declared `operator: true`): a write
 *  naming one is refused with the fields named, rather than silently dropped, so a client learns
 *  at once that the value is not theirs. A rule's own owner field (an agency's id on its
 *  customers) is left to ownValues: their own id passes, another is 403 as before. */
function assertNoOperatorFields(b: TBinding, p: TPrincipal, rules: TSelfRule[], values: Record<string, unknown>): void {
  const named = operatorFields(b.resource).filter((f) => values[f] !== undefined && !rules.some((r) => r.field === f));
  if (named.length) {
    throw errors.validation(named.map((f) => ({ path: f, message: 'Kept by the operator: read-only for your own records', code: 'read_only' })),
      `Read-only for your own records: ${named.join(', ')}`);
  }
}
