// Next 16's proxy (formerly middleware.ts): the route guard for every page. It unseals the
// session once and applies the route table (lib/access). API calls are not matched: the BFF
// route handler reads the session itself (unsealing twice halved its throughput, docs/stack.md).
// It also sets each page's Content-Security-Policy with a fresh script nonce, which Next reads
// from the request header and puts on its own scripts (docs/decisions/csp.md).
import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess, guardSessionFrom } from '@/lib/access/guard';
import { redirectFor } from '@/lib/access/redirects';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, flashValue } from '@/lib/navigation/flash';
import { SESSION_COOKIE } from '@/lib/session/config';
import { unsealSession } from '@/lib/session/unseal';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { WIDGET_LANGUAGE_HEADER, widgetFacts, widgetSlug } from '@/lib/security/widget-frames';
import { webEnv } from '@/lib/env';

async function pageCsp(pathname: string): Promise<{ csp: string; widgetLanguage: string | null }> {
  const slug = widgetSlug(pathname);
  const facts = slug ? await widgetFacts(slug) : { origins: [], language: null };
  // A known widget (it has a language) may also be framed by this site: the admin's live preview.
  const selfToo = facts.language !== null;
  return { csp: contentSecurityPolicy({ nonce: createNonce(), frameAncestors: facts.origins, selfToo, dev: !webEnv.isProduction }), widgetLanguage: facts.language };
}

export async function proxy(req: NextRequest) {
  const sealed = req.cookies.get(SESSION_COOKIE)?.value;
  const data = await unsealSession(sealed);
  const session = guardSessionFrom(data);
  const decision = decideAccess({ pathname: req.nextUrl.pathname, session, modulesAdmins: data?.modulesAdmins ?? [] });
  const to = redirectFor(decision, req.nextUrl, req.headers.get('referer'), session);
  let res: NextResponse;
  if (to === null) {
    const { csp, widgetLanguage } = await pageCsp(req.nextUrl.pathname);
    const headers = new Headers(req.headers);
    headers.set('content-security-policy', csp);
    // A widget page speaks the widget's language (lib/i18n/request.ts); nobody else sets it.
    headers.delete(WIDGET_LANGUAGE_HEADER);
    if (widgetLanguage) headers.set(WIDGET_LANGUAGE_HEADER, widgetLanguage);
    res = NextResponse.next({ request: { headers } });
    res.headers.set('content-security-policy', csp);
  } else {
    res = NextResponse.redirect(new URL(to, req.nextUrl), 307);
  }
  if (sealed && !data) res.cookies.delete(SESSION_COOKIE); // stale or tampered cookie: a guest
  // A prefetch of a link is not the user's navigation: it leaves no message for the next page
  // (a read-only role's list prefetching an edit route it may not open showed "not allowed" there).
  const prefetch = req.headers.get('next-router-prefetch') === '1' || /prefetch/i.test(req.headers.get('sec-purpose') ?? req.headers.get('purpose') ?? '');
  if ((decision.kind === 'login' || decision.kind === 'forbidden') && !prefetch) {
    res.cookies.set(FLASH_COOKIE, flashValue(decision.reason), { path: '/', maxAge: FLASH_MAX_AGE_S, sameSite: 'lax' });
  }
  return res;
}

export const config = {
  // Pages only: not the BFF, Next's assets, or files served from public/. Everything under
  // /widget/ whatever its suffix (/widget/<slug>.js is the widget page too, and must get its
  // frame rules: issue 13); scripts/web-server.ts refuses framing to any answer without a policy.
  matcher: [
    '/((?!api/|_next/static/|_next/image|favicon\\.ico$|hlm-sw\\.js$|robots\\.txt$|sitemap\\.xml$|.*\\.(?:png|jpe?g|gif|svg|ico|webp|css|js|map|txt|woff2?)$).*)',
    '/widget/:path*',
  ],
};
