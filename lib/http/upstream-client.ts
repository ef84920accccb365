// Server-side calls to the upstream API (server components, the BFF's session handlers).
// The browser never reaches the upstream directly; it calls /api/* on the web server.
import { ApiError, networkError, parseErrorResponse } from '../errors';
import { webEnv } from '../env';
import { markUpstreamAnswered, markUpstreamFailed, upstreamDown } from './upstream-health';

export type TUpstreamInit = {
  method?: string;
  token?: string | null;
  lang?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function upstreamUrl(pathAndQuery: string): string {
  return `${webEnv.upstreamUrl}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`;
}

/** The raw response; throws ApiError(NETWORK) when the upstream cannot be reached. */
export async function upstreamFetch(pathAndQuery: string, init: TUpstreamInit = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.lang) headers['accept-language'] = init.lang;
  let body: string | FormData | undefined;
  // FormData (a file sent on by a server action) goes as multipart; fetch sets its boundary.
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  if (upstreamDown()) throw new ApiError(networkError());
  const timeout = AbortSignal.timeout(webEnv.UPSTREAM_TIMEOUT_MS);
  const started = Date.now();
  try {
    const res = await fetch(upstreamUrl(pathAndQuery), {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      cache: 'no-store',
    });
    markUpstreamAnswered();
    return res;
  } catch {
    // A caller's own (shorter) abort says nothing about the upstream's health.
    if (!init.signal?.aborted) markUpstreamFailed(timeout.aborted ? 'timeout' : 'unreachable', started);
    throw new ApiError(networkError());
  }
}

/** The parsed JSON answer; a failed call throws ApiError with the catalogue's reading. */
export async function upstreamJson<T>(pathAndQuery: string, init: TUpstreamInit = {}): Promise<T> {
  const res = await upstreamFetch(pathAndQuery, init);
  if (!res.ok) throw new ApiError(await parseErrorResponse(res));
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
