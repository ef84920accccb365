import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '@/lib/navigation/jump-to';

const ORIGIN = 'https://app.example';

describe('safeRedirectTarget', () => {
  it.each(['/', '/booking/list', '/booking/12?tab=rooms#top', '/customer/view/a%20b', '/search?q=a%20b&x=1', '/a/b/c'])('accepts %s', (t) => {
    expect(safeRedirectTarget(t)).toBe(t);
  });

  it.each([
    '//x', '//evil.example/path', '/\\x', '/\\evil.example', '\\\\evil', '%2F%2Fx', '/%2F/x', '/%2f%2fevil', '/%5Cevil', '/%252F%252Fevil',
    'https:x', 'https://evil.example', 'http:/x', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'x/y', 'booking/list',
    '', ' /x', '/x ', '/\t/evil', '\t//evil', '/\n/evil', '/%09/evil', '/%0a/evil', '/%00', '/\u0000x', '/\u2028/x', '/\ufeff/x',
    '/%E0%A4%A', '/x\\y', '/' + 'a'.repeat(3000),
  ])('rejects %j', (t) => {
    expect(safeRedirectTarget(t)).toBeNull();
  });

  it('rejects non-strings', () => {
    for (const v of [null, undefined, 1, {}, ['/x']]) expect(safeRedirectTarget(v)).toBeNull();
  });

  it('property: anything accepted starts with one slash and stays on our origin, also after decoding', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string().map((s) => '/' + s), fc.string().map((s) => '//' + s)), (t) => {
        const out = safeRedirectTarget(t);
        if (out === null) return;
        expect(out).toBe(t);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out).not.toContain('\\');
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        const decoded = decodeURIComponent(out);
        expect(decoded.startsWith('//')).toBe(false);
        expect(new URL(decoded, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('property: plain app paths are accepted unchanged', () => {
    const seg = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(seg, { minLength: 0, maxLength: 5 }), (segs) => {
        const path = '/' + segs.join('/');
        expect(safeRedirectTarget(path)).toBe(path);
      }),
    );
  });

  it('property: prefixing with a second slash or a backslash is always rejected', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('//', '/\\', '\\/', '\\\\'), (rest, prefix) => {
        expect(safeRedirectTarget(prefix + rest)).toBeNull();
      }),
    );
  });

  // Generated attack URLs (issue 5): absolute and protocol-relative URLs, backslashes, script
  // schemes, whitespace and control characters, each optionally percent-encoded once or twice,
  // sometimes hidden behind an innocent-looking first segment. Whatever is accepted must resolve
  // to our own origin, in a browser's reading (WHATWG URL) as after decoding.
  it('property: generated attack URLs never lead off the site', () => {
    const host = fc.constantFrom('evil.example', 'evil.example:8080', '127.0.0.1', '[::1]', 'app.example.evil.example', 'xn--80ak6aa92e.com');
    const sep = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%5C', '%252f', '%255c', '\t', '\n', '\r', ' ', '%09', '%0a', '\u3000', '\ufeff', '');
    const scheme = fc.constantFrom('http:', 'https:', 'HTTPS:', 'javascript:', 'JaVaScRiPt:', 'java\tscript:', 'data:', 'vbscript:', 'file:', '');
    const encode = fc.constantFrom((x: string) => x, encodeURIComponent, (x: string) => encodeURIComponent(encodeURIComponent(x)));
    const attack = fc.tuple(fc.constantFrom('', '/', '/a/../', '/.', '/%2e%2e/'), scheme, sep, sep, host, fc.constantFrom('', '/x', '?to=/', '#/', '@evil.example'), encode)
      .map(([lead, sch, s1, s2, h, tail, enc]) => lead + enc(sch + s1 + s2 + h + tail));
    fc.assert(
      fc.property(fc.oneof(attack, fc.webUrl().map((u) => u.replace(/^https?:/, '')), fc.webUrl({ withQueryParameters: true, withFragments: true })), (t) => {
        const out = safeRedirectTarget(t);
        if (out === null) return;
        expect(out).toBe(t);
        for (const candidate of [out, safeDecode(out), safeDecode(safeDecode(out))]) {
          const url = new URL(candidate, ORIGIN);
          expect(url.origin).toBe(ORIGIN);
          expect(url.protocol).toBe('https:');
        }
      }),
      { numRuns: 3000, seed: 42 },
    );
  }, 30_000);

  it('property: generated absolute or protocol-relative URLs to another host are always rejected', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('', '//', '/\\', '\\\\', '/%2F', '%2F%2F'), (url, prefix) => {
        const t = prefix === '' ? url : prefix + url.replace(/^https?:\/\//, '');
        expect(safeRedirectTarget(t)).toBeNull();
      }),
      { numRuns: 1000, seed: 43 },
    );
  }, 30_000);
});

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

