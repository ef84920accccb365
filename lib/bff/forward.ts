// The BFF's generic pass-through: the browser's /api/* call goes 1:1 to the upstream's /api/*,
// bodies streamed both ways. The browser's cookie and authorization headers never leave the web
// server; the session's Bearer token and the user's language are added here.
import { webEnv } from '../env';
import { LANGUAGE_COOKIE, requestLanguage } from '../i18n/pick-language';
import { upstreamUrl } from '../http/upstream-client';
import { isConnectionError, markUpstreamAnswered, markUpstreamFailed, upstreamDown } from '../http/upstream-health';
import { bodyLimitKbFor } from '../contract/errors';
import { CREDENTIAL_HEADER } from '../contract/credential';
import { forwardedClient } from './client-address';
import { DROP_REQUEST } from './drop-headers';
import { credentialRefused, payloadTooLarge, upstreamTimeout, upstreamUnreachable } from './error-response';

/** Response headers that are never passed back (fetch has already decoded the body). */
const DROP_RESPONSE = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

export type TForwardInput = {
  req: Request;
  /** Path and query on the upstream, e.g. '/api/users/self?x=1'. */
  target: string;
  token: string | null;
  langCookie: string | undefined;
  /** The partner API's own key header (lib/bff/partner-key.ts), passed on instead of a session. */
  authorization?: string | null;
};

export function forwardHeaders({ req, token, langCookie, authorization }: Pick<TForwardInput, 'req' | 'token' | 'langCookie' | 'authorization'>): Headers {
  const out = new Headers();
  req.headers.forEach((value, key) => {
    if (!DROP_REQUEST.has(key)) out.set(key, value);
  });
  out.set('accept-language', requestLanguage(langCookie, req.headers.get('accept-language')));
  const client = forwardedClient(req.headers);
  if (client) out.set('x-forwarded-for', client);
  if (token) out.set('authorization', `Bearer ${token}`);
  else if (authorization) out.set('authorization', authorization);
  return out;
}

export async function forward({ req, target, token, langCookie, authorization }: TForwardInput): Promise<Response> {
  const down = upstreamDown();
  if (down) return down === 'timeout' ? upstreamTimeout(req) : upstreamUnreachable(req);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== null;
  const limitKb = bodyLimitKbFor(req.method, target.split('?')[0]);
  const limit = limitKb * 1024;
  if (hasBody && Number(req.headers.get('content-length') ?? 0) > limit) return payloadTooLarge(req, limitKb);
  // A body without a (truthful) length is counted on its way through and cut off at the limit,
  // so the answer is a clear 413 of our own rather than whatever the upstream's closed socket gives.
  let seen = 0;
  let tooLarge = false;
  const body = hasBody ? req.body!.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, ctl) {
      seen += chunk.byteLength;
      if (seen > limit) {
        tooLarge = true;
        ctl.error(new Error('request body over the limit'));
      } else ctl.enqueue(chunk);
    },
  })) : undefined;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), webEnv.UPSTREAM_TIMEOUT_MS);
  const started = Date.now();
  let res: Response;
  try {
    res = await fetch(upstreamUrl(target), {
      method: req.method,
      headers: forwardHeaders({ req, token, langCookie, authorization }),
      body,
      redirect: 'manual',
      signal: abort.signal,
      cache: 'no-store',
      // Streams the request body instead of buffering it (undici).
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (err) {
    if (tooLarge) return payloadTooLarge(req, limitKb);
    if (req.signal.aborted) return upstreamUnreachable(req); // the browser went away; nothing learnt
    const timedOut = abort.signal.aborted;
    // Only what says something about the upstream trips the breaker: a bodiless call without an
    // answer, or a refused connection. A request with a body may be slow or broken by its sender
    // (a trickled or aborted upload), and must not make the upstream look down for everyone.
    if (timedOut ? !hasBody : isConnectionError(err)) markUpstreamFailed(timedOut ? 'timeout' : 'unreachable', started);
    return timedOut ? upstreamTimeout(req) : upstreamUnreachable(req);
  } finally {
    clearTimeout(timer);
  }
  markUpstreamAnswered();
  if (res.headers.has(CREDENTIAL_HEADER)) {
    // A token answer reached the pass-through (lib/contract/credential.ts): it never goes on.
    void res.body?.cancel();
    console.error('[bff] refused an upstream answer carrying a credential for', req.method, target);
    return credentialRefused(req);
  }
  const headers = new Headers();
  res.headers.forEach((value, key) => {
    if (!DROP_RESPONSE.has(key)) headers.set(key, value);
  });
  return new Response(req.method === 'HEAD' ? null : res.body, { status: res.status, statusText: res.statusText, headers });
}

export { LANGUAGE_COOKIE };
