// Access rules of the user calls that depend on whom the call is about.
import { createMiddleware } from 'hono/factory';
import { hasScope } from '../../../lib/access/scopes';
import type { AppEnv, TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';

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

/** Only an admin may act on an admin's credentials: users.update must not open a way to admin. */
export function assertMayManage(caller: TPrincipal, target: { id: string; scopes: string[]; userType: string }): void {
  if (target.id === caller.userId) return;
  const targetIsAdmin = target.userType === 'admin' || target.scopes.includes('admin');
  if (targetIsAdmin && !caller.scopes.includes('admin')) throw errors.forbidden();
}
