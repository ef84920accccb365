// Access rules of the user calls that depend on whom the call is about.
import { createMiddleware } from 'hono/factory';
import { coversScope, hasScope } from '../../../lib/access/scopes';
import type { AppEnv, TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';

/** The caller's own account ('self' or their id in the path parameter), or one of the scopes. */
export function requireSelfOr(param: string, ...scopes: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const p = c.get('principal');
    if (!p) throw errors.unauthorized();
    const target = c.req.param(param);
    if (target === 'self' || target === p.userId) return next();
    if (!scopes.some((s) => hasScope(p.scopes, s))) throw errors.forbidden();
    await next();
  });
}

/** The user id a path parameter names ('self' → the caller). */
export function targetUserId(p: TPrincipal, value: string): string {
  return value === 'self' ? p.userId : value;
}

/** Who may change another account (its record, its password, its removal): an admin; else a
 *  manager who holds everything the account holds and is not limited to fewer assets. Setting
 *  the password of an account with more rights would be a way to those rights (issue 13). */
export function assertMayManage(caller: TPrincipal, target: { id: string; scopes: string[]; userType: string; assets?: { ref: string; type: string }[] }): void {
  if (target.id === caller.userId || caller.scopes.includes('admin')) return;
  if (target.userType === 'admin' || target.scopes.includes('admin')) throw errors.forbidden();
  const beyond = target.scopes.filter((s) => !coversScope(caller.scopes, s));
  if (beyond.length) throw errors.forbidden(`The account holds rights you do not: ${beyond.join(', ')}`);
  const limit = assetLimit(caller);
  if (!limit) return;
  const mine = new Set([...limit.resorts.map((r) => `resort:${r}`), ...limit.vessels.map((v) => `vessel:${v}`)]);
  const theirs = (target.assets ?? []).map((a) => `${a.type}:${a.ref}`);
  if (theirs.length === 0 || theirs.some((a) => !mine.has(a))) throw errors.forbidden('The account reaches assets you do not');
}
