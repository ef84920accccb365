// GET /session/expired?from=<path>: the shell found that the upstream no longer accepts the
// session's token. Clears the session cookie (a server component cannot), leaves the
// UNAUTHORIZED flash for the snackbar and continues to the login page for `from`.
import { NextResponse, type NextRequest } from 'next/server';
import { loginFor } from '@/lib/access/guard';
import { clearSessionCookie } from '@/lib/bff/session-cookie';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, flashValue } from '@/lib/navigation/flash';

export function GET(req: NextRequest): Response {
  const from = req.nextUrl.searchParams.get('from') ?? '/';
  const res = NextResponse.redirect(new URL(loginFor(from.startsWith('/') ? from : '/'), req.nextUrl.origin), 303);
  clearSessionCookie(res, req);
  res.cookies.set(FLASH_COOKIE, flashValue('UNAUTHORIZED'), { path: '/', maxAge: FLASH_MAX_AGE_S, sameSite: 'lax', httpOnly: false });
  res.headers.set('cache-control', 'no-store');
  return res;
}
