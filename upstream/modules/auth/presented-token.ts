// The token a request presents: Bearer header, else the spec's token cookie (as authenticate()).
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { bearerToken } from './authenticate';

export function presentedToken(c: Context): string | null {
  return bearerToken(c.req.header('authorization')) ?? getCookie(c, 'token') ?? null;
}
