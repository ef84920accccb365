// Resolves the Bearer token (or the spec's token cookie) to the caller; guests get null.
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import { resolvePrincipal } from './resolve-principal';
import type { AppEnv } from '../../http/context';

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(authorization);
  return m ? m[1] : null;
}

export function authenticate() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization')) ?? getCookie(c, 'token') ?? null;
    c.set('principal', token ? await resolvePrincipal(c.get('db'), token) : null);
    await next();
  });
}
