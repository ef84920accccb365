// The web server's one path normaliser (lib/bff/api-path.ts): whatever spelling of a path the
// browser sends, the web server's decision and the upstream's routing agree, because the upstream
// gets the normal form the decision was taken on. Issue 13: `/api/auth/%74oken` was passed through
// to the upstream's login and handed the raw token to the browser.
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isApiPath, isSessionPath, normalizePath } from '@/lib/bff/api-path';

/** A stand-in with the upstream's router (Hono): which route does a request line reach? */
const upstream = new Hono();
upstream.all('/api/auth/token', (c) => c.text('token-route'));
upstream.all('*', (c) => c.text('other'));
const reaches = async (pathAndQuery: string) => (await upstream.request(`http://upstream${pathAndQuery}`, { method: 'POST' })).text();

const hex = (ch: string, lower: boolean) => {
  const h = ch.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? h : h.toUpperCase()}`;
};
/** One character in one of its spellings: as is, upper case, %-encoded, %-encoded twice. */
const charSpelling = (ch: string) => fc.constantFrom(ch, ch.toUpperCase(), hex(ch, false), hex(ch, true), `%25${hex(ch, false).slice(1)}`);
const segment = (name: string) => fc.tuple(...[...name].map(charSpelling)).map((cs) => cs.join(''));
/** What may stand between two segments and still mean one slash to a lenient reader. */
const separator = fc.constantFrom('/', '//', '/./', '/%2e/', '/%2E/', '/x/../', '/x/%2e%2e/', '/x/%2E%2E/', '%2F', '%2f', '/%2F', '%5C', '/%252F/');
const tail = fc.constantFrom('', '/', '//', '/.', '/%2e', '?x=1', '/?x=1', '#f', ';', '%20', '%00');
const sessionSpelling = fc.tuple(fc.constantFrom('/', '//', '/./'), segment('api'), separator, segment('auth'), separator, segment('token'), tail)
  .map((parts) => parts.join(''));

describe('spellings of the session call', () => {
  it.each([
    '/api/auth/%74oken', '/api/auth/%74%6F%6B%65%6E', '/api/auth//token', '/api//auth/token', '/api/./auth/token', '/api/x/../auth/token',
    '/api/%2e/auth/token', '/api/auth/token/', '/API/Auth/TOKEN', '/%61pi/auth/token', '/api/auth/token?x=1',
  ])('%s is the session call', (raw) => {
    const n = normalizePath(raw);
    expect(n).not.toBeNull();
    expect(isApiPath(n!.path)).toBe(true);
    expect(isSessionPath(n!.path)).toBe(true);
  });

  it.each(['/api/auth%2Ftoken', '/api/auth%2ftoken', '/api/auth/%2574oken', '/api%5Cauth/token', '/api\\auth\\token', '/api/auth/to%00ken', '/api/auth/%', '//evil.example/api/x', 'http://evil.example/api/x', '/\\evil.example/api'])(
    '%s is refused', (raw) => expect(normalizePath(raw)).toBeNull(),
  );

  it('what is forwarded reaches the upstream\'s session route only when the web server took it for the session call (property)', async () => {
    await fc.assert(fc.asyncProperty(sessionSpelling, async (raw) => {
      const n = normalizePath(raw);
      if (n === null || isSessionPath(n.path)) return true;
      return (await reaches(n.path + n.search)) === 'other';
    }), { numRuns: 1500 });
  });

  it('raw spellings that reach the upstream\'s session route are all recognised by the normaliser (property)', async () => {
    await fc.assert(fc.asyncProperty(sessionSpelling, async (raw) => {
      if (raw.includes('#')) return true; // a fragment never leaves the browser
      if ((await reaches(raw)) !== 'token-route') return true;
      const n = normalizePath(raw);
      return n === null || isSessionPath(n.path);
    }), { numRuns: 1500 });
  });
});

describe('the normal form', () => {
  const anyPath = fc.array(fc.oneof(fc.constantFrom('a', 'B', '.', '..', '', '%2e', '%41', '%25', '%C3%A4', 'ä', ' ', ':', '@', '%3A', '~', '+', '%2B'), fc.string({ maxLength: 4 })), { maxLength: 8 })
    .map((segs) => `/${segs.join('/')}`);

  it('is stable: normalising the normal form changes nothing (property)', () => {
    fc.assert(fc.property(anyPath, fc.constantFrom('', '?a=%2F&b=1'), (p, q) => {
      const n = normalizePath(p + q);
      if (n === null) return true;
      expect(normalizePath(n.path + n.search)).toEqual(n);
      return true;
    }), { numRuns: 2000 });
  });

  it('keeps ordinary paths and queries as the browser sent them', () => {
    expect(normalizePath('/api/bookings/7f9c?from=2027-01-01&q=a%2Fb')).toEqual({ path: '/api/bookings/7f9c', search: '?from=2027-01-01&q=a%2Fb' });
    expect(normalizePath('/api/book/no/B-1:2@x')).toEqual({ path: '/api/book/no/B-1:2@x', search: '' });
    expect(normalizePath('/api/customers/M%C3%BCller')!.path).toBe('/api/customers/M%C3%BCller');
    expect(normalizePath('/api/../login')!.path).toBe('/login');
  });
});
