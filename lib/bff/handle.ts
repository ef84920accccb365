// The BFF route handler (app/api/[...path]/route.ts): one unseal of the session cookie, the
// cross-site refusal, the session calls, then the streamed pass-through. A 401 from the upstream
// for a request that carried a session clears the cookie (revoked or expired token).
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { LANGUAGE_COOKIE } from '../i18n/pick-language';
import { SESSION_COOKIE } from '../session/config';
import { unsealSession } from '../session/unseal';
import { isSessionPath, normalizePath } from './api-path';
import { crossSiteRefused, invalidPath } from './error-response';
import { forward } from './forward';
import { isCrossSiteMutation } from './origin';
import { clearSessionCookie } from './session-cookie';
import { handleToken } from './token';
import { isPartnerPath, partnerCredential } from './partner-key';

export async function handleApi(req: NextRequest): Promise<Response> {
  if (isCrossSiteMutation(req)) return crossSiteRefused(req);
  const sealed = req.cookies.get(SESSION_COOKIE)?.value;
  const session = await unsealSession(sealed);
  const langCookie = req.cookies.get(LANGUAGE_COOKIE)?.value;
  // Decided on the path's normal form, which is also what the upstream gets (lib/bff/api-path.ts).
  const raw = new URL(req.url);
  const target = normalizePath(raw.pathname + raw.search);
  if (!target) return invalidPath(req);
  if (isSessionPath(target.path)) return handleToken({ req, session, langCookie });
  // The partner API: the partner's key, never the session (lib/bff/partner-key.ts).
  if (isPartnerPath(target.path)) {
    return forward({ req, target: target.path + target.search, token: null, langCookie, authorization: partnerCredential(target.path, req.headers.get('authorization')) });
  }

  const res = await forward({ req, target: target.path + target.search, token: session?.token ?? null, langCookie });
  if (sealed && (res.status === 401 || !session)) {
    // The cookie is stale (expired, revoked, tampered): clear it so the browser reads as a guest.
    const out = new NextResponse(res.body, res);
    clearSessionCookie(out, req);
    return out;
  }
  return res;
}
