import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, toQueryString } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/errors';
import { readFlashCookie } from '@/components/snackbar/flash-cookie';
import { flashValue } from '@/lib/navigation/flash';

function mockFetch(res: Response | Error) {
  const fn = vi.fn(async () => {
    if (res instanceof Error) throw res;
    return res;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('toQueryString', () => {
  it('leaves out empty values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: undefined, e: ['x', 'y'], f: false })).toBe('?a=1&e=x&e=y&f=false');
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });
});

describe('apiFetch', () => {
  it('sends JSON and returns the parsed answer', async () => {
    const fn = mockFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const out = await apiFetch<{ ok: number }>('/api/x', { method: 'POST', body: { a: 1 }, query: { page: 2 } });
    expect(out).toEqual({ ok: 1 });
    const [url, init] = fn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?page=2');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the catalogue reading', async () => {
    mockFetch(new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'nope' }), { status: 403 }));
    const err = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).parsed.messageKey).toBe('errors.FORBIDDEN_RESSOURCE');
  });

  it('turns a failed fetch into a NETWORK error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const err = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.parsed.messageKey).toBe('errors.NETWORK');
    expect(err.status).toBe(0);
  });

  it('a 401 sends the browser to the login page for the current path', async () => {
    mockFetch(new Response(JSON.stringify({ statusCode: 401, message: 'TokenExpiredError' }), { status: 401 }));
    const assign = vi.fn();
    const doc = { cookie: '' };
    vi.stubGlobal('window', { location: { pathname: '/club/dashboard', assign } });
    vi.stubGlobal('document', doc);
    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledWith('/club/login');
    expect(readFlashCookie(doc.cookie.split(';')[0])).toBe('UNAUTHORIZED');
  });

  it('a 401 with noAuthRedirect stays on the page', async () => {
    mockFetch(new Response(JSON.stringify({ statusCode: 401 }), { status: 401 }));
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/booking/list', assign } });
    vi.stubGlobal('document', { cookie: '' });
    await expect(apiFetch('/api/x', { noAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('readFlashCookie', () => {
  it('reads only known flash keys', () => {
    expect(readFlashCookie('a=1; tb_flash=FORBIDDEN; b=2')).toBe('FORBIDDEN');
    expect(readFlashCookie('tb_flash=UNAUTHORIZED')).toBe('UNAUTHORIZED');
    expect(readFlashCookie('tb_flash=%3Cscript%3E')).toBeNull();
    expect(readFlashCookie('x_tb_flash=FORBIDDEN')).toBeNull();
    expect(readFlashCookie('')).toBeNull();
    // with the one-off mark the writers add
    expect(readFlashCookie('tb_flash=FORBIDDEN.k3j9x2')).toBe('FORBIDDEN');
    expect(readFlashCookie('tb_flash=FORBIDDEN.')).toBeNull();
    expect(readFlashCookie('tb_flash=FORBIDDEN.<b>')).toBeNull();
    expect(readFlashCookie('tb_flash=NOPE.k3j9x2')).toBeNull();
  });

  it('each message gets its own mark', () => {
    const marks = new Set(Array.from({ length: 50 }, () => flashValue('FORBIDDEN')));
    expect(marks.size).toBe(50);
    for (const m of marks) expect(readFlashCookie(`tb_flash=${m}`)).toBe('FORBIDDEN');
  });
});

describe('takeFlash', () => {
  class FakeDocument {
    jar = new Map<string, string>();
    get cookie(): string {
      return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    set cookie(line: string) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = pair.split('=');
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), value);
    }
  }

  it('shows a flash once per page and deletes the cookie a moment later', async () => {
    vi.useFakeTimers();
    const doc = new FakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    const { takeFlash, FLASH_KEEP_MS } = await import('@/components/snackbar/flash-cookie');
    expect(takeFlash()).toBeNull();
    doc.cookie = 'tb_flash=FORBIDDEN';
    expect(takeFlash()).toBe('FORBIDDEN');
    expect(takeFlash()).toBeNull(); // the same page does not show it twice
    expect(doc.jar.has('tb_flash')).toBe(true);
    vi.advanceTimersByTime(FLASH_KEEP_MS);
    expect(doc.jar.has('tb_flash')).toBe(false);
    doc.cookie = 'tb_flash=<script>';
    expect(takeFlash()).toBeNull();
    expect(doc.jar.has('tb_flash')).toBe(false);
    vi.useRealTimers();
  });

  it('a second message within the moment is shown too, and outlives the first one\'s deletion', async () => {
    vi.useFakeTimers();
    const doc = new FakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
    const { takeFlash, FLASH_KEEP_MS } = await import('@/components/snackbar/flash-cookie');
    doc.cookie = `tb_flash=${flashValue('FORBIDDEN')}`;
    expect(takeFlash()).toBe('FORBIDDEN');
    // the user goes on at once (a client-side navigation: the same module) and is refused again
    vi.advanceTimersByTime(FLASH_KEEP_MS / 3);
    const second = flashValue('FORBIDDEN');
    doc.cookie = `tb_flash=${second}`;
    expect(takeFlash()).toBe('FORBIDDEN');
    vi.advanceTimersByTime((FLASH_KEEP_MS * 2) / 3);
    // the first message's timer has run: the second cookie is still there for a page replaced now
    expect(doc.jar.get('tb_flash')).toBe(second);
    vi.advanceTimersByTime(FLASH_KEEP_MS);
    expect(doc.jar.has('tb_flash')).toBe(false);
    vi.useRealTimers();
  });
});
