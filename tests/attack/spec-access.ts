// The spec's access rules (screens-entities-rules.md sections 2 and 6) written out on their own,
// as the oracle of the attack suite: the expected answer comes from here, the actual one from the
// running product (lib/access is the implementation under test and is not imported).

export type TSpecCaller = { scopes: readonly string[] };

const isGuest = (scopes: readonly string[]) => scopes.length === 0 || scopes.every((s) => s === 'guest');

/** One required permission (section 6). */
export function specAllows(caller: TSpecCaller, required: string): boolean {
  const held = caller.scopes;
  if (required === 'guest') return isGuest(held); // guest-only: not even admin
  // "users with no category scope pass category checks"
  if (required.startsWith('$cat.') && !held.some((s) => s.startsWith('$cat.'))) return true;
  if (isGuest(held)) return false;
  if (held.includes('admin')) return true; // admin passes every check except guest-only
  if (required === 'user' || required === '$$IsAuthorized$$') return true; // any non-guest
  if (required === 'admin') return false;
  // dotted scopes (area.action, $view.*) matched by prefix on whole segments, both ways
  return held.some((h) => h !== 'guest' && (h === required || required.startsWith(`${h}.`) || h.startsWith(`${required}.`)));
}

/** A route's scope list is any-of; an empty list is open. */
export const specAllowsAny = (caller: TSpecCaller, anyOf: readonly string[]) => anyOf.length === 0 || anyOf.some((r) => specAllows(caller, r));
