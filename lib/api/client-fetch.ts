// Browser-side calls to the BFF (same-origin /api/<spec path>): JSON in and out, failures thrown
// as ApiError with the error catalogue's reading (lib/errors). When the reading says the session
// is gone (401, token expired) the browser is sent to the matching login page, with the
// UNAUTHORIZED flash so the snackbar says why.
import { loginFor } from '../access/guard';
import { ApiError, networkError, parseErrorResponse } from '../errors';
import { FLASH_COOKIE, FLASH_MAX_AGE_S, flashValue } from '../navigation/flash';
import { isLoginRoute } from '../navigation/history';

export type TQueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type TApiFetchInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  query?: Record<string, TQueryValue>;
  /** A plain value is sent as JSON; FormData / Blob / URLSearchParams as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Do not leave the page on a 401 (e.g. a login form that shows the error itself). */
  noAuthRedirect?: boolean;
};

/** '?a=1&b=x&b=y' from a query object; null/undefined/'' values are left out. */
export function toQueryString(query: Record<string, TQueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

/** The client timestamp `ts` that the spec's account calls carry (the server ignores it). */
export function clientTimestamp(): number {
  return Date.now();
}

/** Sends the browser to the login page for where it is now (unless it is there already). */
export function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname;
  if (isLoginRoute(here)) return;
  document.cookie = `${FLASH_COOKIE}=${flashValue('UNAUTHORIZED')}; Max-Age=${FLASH_MAX_AGE_S}; Path=/; SameSite=Lax`;
  window.location.assign(loginFor(here));
}

export async function apiFetch<T>(path: string, init: TApiFetchInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    if (isRawBody(init.body)) body = init.body;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
  }
  let res: Response;
  try {
    res = await fetch(path + toQueryString(init.query), {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: init.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(networkError());
  }
  if (!res.ok) {
    const parsed = await parseErrorResponse(res);
    if (parsed.clearSession && !init.noAuthRedirect) redirectToLogin();
    throw new ApiError(parsed);
  }
  if (res.status === 204 || res.status === 304 || init.method === 'HEAD') return undefined as T;
  const text = await res.text();
  if (text === '') return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({ ...parsedInvalidJson(res.status) });
  }
}

function parsedInvalidJson(status: number) {
  const base = networkError();
  return { ...base, status, error: 'INVALID_JSON_RESPONSE', message: 'INVALID_JSON_RESPONSE', messageKey: 'errors.INVALID_JSON_RESPONSE' as const };
}
