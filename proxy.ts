// Next 16's proxy (formerly middleware.ts): the route guard for every page. It unseals the
// session once and applies the route table (lib/access). API calls are not matched: the BFF
// route handler reads the session itself (unsealing twice halved its throughput, STACK.md).
import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess, guardSessionFrom } from '@/lib/access/guard';
import { redirectFor } from '@/lib/access/redirects';
import { FLASH_COOKIE, FLASH_MAX_AGE_S } from '@/lib/navigation/flash';
import { SESSION_COOKIE } from '@/lib/session/config';
import { unsealSession } from '@/lib/session/unseal';

export async function proxy(req: NextRequest) {
  const sealed = req.cookies.get(SESSION_COOKIE)?.value;
  const data = await unsealSession(sealed);
  const session = guardSessionFrom(data);
  const decision = decideAccess({ pathname: req.nextUrl.pathname, session, modulesAdmins: data?.modulesAdmins ?? [] });
  const to = redirectFor(decision, req.nextUrl, req.headers.get('referer'), session);
  const res = to === null ? NextResponse.next() : NextResponse.redirect(new URL(to, req.nextUrl), 307);
  if (sealed && !data) res.cookies.delete(SESSION_COOKIE); // stale or tampered cookie: a guest
  if (decision.kind === 'login' || decision.kind === 'forbidden') {
    res.cookies.set(FLASH_COOKIE, decision.reason, { path: '/', maxAge: FLASH_MAX_AGE_S, sameSite: 'lax' });
  }
  return res;
}

export const config = {
  // Pages only: not the BFF, Next's assets, or files served from public/.
  matcher: ['/((?!api/|_next/static/|_next/image|favicon\\.ico$|hlm-sw\\.js$|robots\\.txt$|sitemap\\.xml$|.*\\.(?:png|jpe?g|gif|svg|ico|webp|css|js|map|txt|woff2?)$).*)'],
};
