// Who may hand which rights to whom (users and user roles of the generic resource): the rule that
// keeps users.update from being a way to more rights.
// - Nobody but an admin grants a scope they do not hold themselves. "Hold" is one way
//   (coversScope): 'users.update' does not grant the bare 'users', which would unlock every
//   'users.*'. Scopes a record already has are not granted again, so a manager can still edit a
//   colleague who holds something the manager lacks (and may take it away).
// - A caller limited to assets gives out only their own assets, and never "no limit" (an empty list).
// - Nobody, admins included, changes their own scopes, assets, user type, role or party: a second
//   person does that, so a stolen session cannot raise itself.
import { coversScope } from '../../../lib/access/scopes';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';

type TValues = Record<string, unknown>;
type TAsset = { ref: string; type: string };

const assetKey = (a: TAsset) => `${a.type}:${a.ref}`;
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const assetKeys = (v: unknown): string[] => (Array.isArray(v) ? (v as TAsset[]).map(assetKey) : []);
const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Fields of one's own account that only someone else may change, with their comparison. */
const OWN_LOCKED: Record<string, (a: unknown, b: unknown) => boolean> = {
  scopes: (a, b) => sameSet(list(a), list(b)),
  assets: (a, b) => sameSet(assetKeys(a), assetKeys(b)),
  userType: (a, b) => a === b,
  roleId: (a, b) => (a ?? null) === (b ?? null),
  agencyId: (a, b) => (a ?? null) === (b ?? null),
  customerId: (a, b) => (a ?? null) === (b ?? null),
  isCrmUser: (a, b) => a === b,
};

export function assertNoSelfGrant(p: TPrincipal, values: TValues, row: TValues & { id: string }): void {
  if (row.id !== p.userId) return;
  const changed = Object.keys(OWN_LOCKED).filter((k) => values[k] !== undefined && !OWN_LOCKED[k](values[k], row[k]));
  if (changed.length) throw errors.forbidden(`You cannot change your own ${changed.join(', ')}`);
}

/** `row` is the stored record on update (its present scopes and assets are not new grants). */
export function assertGrantable(p: TPrincipal, values: TValues, row: TValues | null): void {
  if (p.scopes.includes('admin')) return;
  if (values.userType === 'admin') throw errors.forbidden('Only an admin may create or make an admin');
  assertGrantableScopes(p, values.scopes, row?.scopes);
  assertGrantableAssets(p, values, row);
}

/** Scopes of a user or a user role: the new ones must be covered by the caller's own. */
export function assertGrantableScopes(p: TPrincipal, scopes: unknown, present: unknown): void {
  if (scopes === undefined || p.scopes.includes('admin')) return;
  const had = new Set(list(present));
  const beyond = list(scopes).filter((s) => !had.has(s) && !coversScope(p.scopes, s));
  if (beyond.length) throw errors.forbidden(`You may not grant: ${beyond.join(', ')}`);
}

function assertGrantableAssets(p: TPrincipal, values: TValues, row: TValues | null): void {
  const limit = assetLimit(p);
  if (!limit || (row !== null && values.assets === undefined)) return;
  const mine = new Set([...limit.resorts.map((r) => `resort:${r}`), ...limit.vessels.map((v) => `vessel:${v}`)]);
  const given = assetKeys(values.assets);
  const had = new Set(assetKeys(row?.assets));
  if (given.length === 0) throw errors.forbidden('You may only give out accounts limited to your own assets');
  const beyond = given.filter((a) => !had.has(a) && !mine.has(a));
  if (beyond.length) throw errors.forbidden(`You may not grant the assets: ${beyond.join(', ')}`);
}

/** A user role is changed or removed only by someone who holds all of its scopes. */
export function assertMayChangeRole(p: TPrincipal, row: TValues): void {
  const beyond = list(row.scopes).filter((s) => !coversScope(p.scopes, s));
  if (beyond.length) throw errors.forbidden(`You may not change a role with: ${beyond.join(', ')}`);
}
