// Declarative access checks placed next to each route definition:
//   router.use('/bookings/*', requireScopes('bookings.read'))  or inside a handler chain.
import { createMiddleware } from 'hono/factory';
import { hasAllScopes } from '../../lib/access/scopes';
import type { AppEnv, TPrincipal } from './context';
import { errors } from './errors';

export function requireAuth() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('principal')) throw errors.unauthorized();
    await next();
  });
}

/** Passes when the caller holds every listed scope (admin passes all; see lib/access/scopes). */
export function requireScopes(...scopes: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const p = c.get('principal');
    if (!p) throw errors.unauthorized();
    if (!hasAllScopes(p.scopes, scopes)) throw errors.forbidden();
    await next();
  });
}

/** Passes when the caller holds at least one of the listed scopes. */
export function requireAnyScope(...scopes: string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const p = c.get('principal');
    if (!p) throw errors.unauthorized();
    if (!scopes.some((s) => hasAllScopes(p.scopes, [s]))) throw errors.forbidden();
    await next();
  });
}

/** Only callers without a login (guest-only calls such as register and reset request). */
export function requireGuest() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('principal')) throw errors.forbidden('Only guests may do this');
    await next();
  });
}

export function principalOf(c: { get: (k: 'principal') => TPrincipal | null }): TPrincipal {
  const p = c.get('principal');
  if (!p) throw errors.unauthorized();
  return p;
}
