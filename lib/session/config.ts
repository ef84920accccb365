// iron-session options: one sealed, HttpOnly, SameSite=Lax cookie; Secure unless served from
// localhost (plain http there). The secret comes from lib/env.ts and is read lazily so that
// `next build` runs without one.
import type { SessionOptions } from 'iron-session';
import { webEnv } from '../env';

export const SESSION_COOKIE = 'tb_session';

export function sessionSecret(): string {
  const secret = webEnv.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET is not set (at least 32 characters); `npm start` generates one into DATA_DIR.');
  return secret;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure everywhere except plain-http local development and tests. */
export function isSecureHost(host: string | null | undefined): boolean {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return !LOCAL_HOSTS.has(name);
}

type THeaderReader = { get(name: string): string | null };

/** Secure unless the request reached us as plain http on localhost: a proxy in front that says
 *  the browser used https (X-Forwarded-Proto) or names a public host (X-Forwarded-Host) makes it
 *  Secure even when it talks to us as localhost (nginx sends Host: localhost by default). */
export function isSecureRequest(headers: THeaderReader): boolean {
  const first = (name: string) => headers.get(name)?.split(',')[0].trim() || null;
  const forwardedHost = first('x-forwarded-host');
  return isSecureHost(headers.get('host')) || first('x-forwarded-proto')?.toLowerCase() === 'https' || (forwardedHost !== null && isSecureHost(forwardedHost));
}

/** Options for a request: its headers (Secure as isSecureRequest says), or just a host name. */
export function sessionOptions(request: THeaderReader | string | null | undefined): SessionOptions {
  const secure = request !== null && typeof request === 'object' ? isSecureRequest(request) : isSecureHost(request);
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    // The cookie lives as long as the browser session; the upstream token's expiry is checked
    // on every read, so an old cookie never outlives its token.
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: undefined },
    ttl: 0,
  };
}
