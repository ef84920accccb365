// Which self rules limit a caller, and which fields such a caller may not write. One decision for
// the upstream (upstream/modules/resources/self-access.ts enforces it on every generic write) and
// for the web form (shows those fields read-only), so both sides agree on who is "self".
import { hasAnyScope, hasScope } from '../../access/scopes';
import type { TResource, TResourceAction, TSelfRule } from './define';

/** The self rules that apply to this caller and action, or null when the caller is not limited
 *  (they hold one of the resource's regular scopes for it, or it has no self rule). */
export function limitingSelfRules(r: TResource, scopes: readonly string[], action: TResourceAction): TSelfRule[] | null {
  const rules = r.self ?? [];
  if (!rules.length) return null;
  const regular = r.scopes[action].filter((s) => !rules.some((x) => x.scope === s));
  if (hasAnyScope(scopes, regular)) return null;
  return rules.filter((x) => x.actions.includes(action) && hasScope(scopes, x.scope));
}

/** The operator's fields of a resource (declared with `operator: true` or `internal: true`). */
export function operatorFields(r: TResource): string[] {
  return Object.entries(r.fields).filter(([, spec]) => spec.operator || spec.internal).map(([k]) => k);
}

/** Fields this caller may not read: the internal ones when the caller reaches the resource only
 *  through a self rule (a customer's or an agency's own record); none otherwise. */
export function unreadableFields(r: TResource, scopes: readonly string[]): string[] {
  if (limitingSelfRules(r, scopes, 'read') === null) return [];
  return Object.entries(r.fields).filter(([, spec]) => spec.internal).map(([k]) => k);
}

/** Fields this caller sees but may not write for the action: the operator's fields when the
 *  caller reaches the resource only through a self rule; none otherwise. */
export function lockedFields(r: TResource, scopes: readonly string[], action: 'create' | 'update'): string[] {
  return limitingSelfRules(r, scopes, action) === null ? [] : operatorFields(r);
}
