// The page Content-Security-Policy (lib/security/csp.ts) and the widget slug of a path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, frameAncestorSource } from '@/lib/security/csp';
import { widgetSlug } from '@/lib/security/widget-frames';

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe('contentSecurityPolicy', () => {
  it('scripts only with the nonce (strict-dynamic), no eval in production, no plugins, no foreign base or form targets', () => {
    const d = directives(contentSecurityPolicy({ nonce: 'abc123', frameAncestors: [] }));
    expect(d.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('worker-src')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('development adds eval only there', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: [], dev: true })).get('script-src')).toContain("'unsafe-eval'");
  });

  it("a widget's sites become frame-ancestors, normalised and without duplicates", () => {
    const d = directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: ['https://www.Coral.example.com/', 'https://www.coral.example.com', 'http://localhost:8080', 'https://*.partner.example'] }));
    expect(d.get('frame-ancestors')).toEqual(['https://www.coral.example.com', 'http://localhost:8080', 'https://*.partner.example']);
  });

  it.each([
    "https://a.example; script-src 'unsafe-inline'", 'https://a.example b.example', "'self'", '*', 'javascript:alert(1)', 'data:', 'https://a.example/path',
    'ftp://a.example', 'https://', 'https://a.example:99999999', "https://a.example'", 'https://a.example,https://b.example',
  ])('drops an unusable or smuggling origin %j', (o) => {
    expect(frameAncestorSource(o)).toBeNull();
    expect(directives(contentSecurityPolicy({ nonce: 'n', frameAncestors: [o] })).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('property: whatever the configured origins, the header keeps its directives (nothing injected)', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.webUrl())), (origins) => {
      const csp = contentSecurityPolicy({ nonce: 'n', frameAncestors: origins });
      const d = directives(csp);
      expect(d.size).toBe(12);
      expect(d.get('script-src')).toEqual(["'self'", "'nonce-n'", "'strict-dynamic'"]);
      expect(csp).not.toMatch(/[\r\n,]/);
      for (const v of d.get('frame-ancestors')!) expect(v === "'none'" || /^https?:\/\/[^\s;']+$/.test(v)).toBe(true);
    }), { numRuns: 200, seed: 7 });
  }, 30_000);
});

describe('createNonce', () => {
  it('is fresh each time and long enough', () => {
    const seen = new Set(Array.from({ length: 200 }, createNonce));
    expect(seen.size).toBe(200);
    for (const n of seen) expect(Buffer.from(n, 'base64').length).toBe(16);
  });
});

describe('widgetSlug', () => {
  it.each([['/widget/coral-garden', 'coral-garden'], ['/widget/coral-garden/', 'coral-garden'], ['/widget/a%20b', 'a b']])('%s → %s', (p, s) => {
    expect(widgetSlug(p)).toBe(s);
  });
  it.each(['/widget', '/widget/', '/widget/a/b', '/widget-admin/x', '/book/widget/x', '/widget/%E0%A4%A'])('%s is no widget page', (p) => {
    expect(widgetSlug(p)).toBeNull();
  });
});

describe('every answer under /widget/ gets the frame rules (issue 13)', () => {
  const widgetPaths = ['/widget/coral-garden', '/widget/coral-garden/', '/widget/coral-garden.js', '/widget/coral-garden.json', '/widget/coral-garden.css',
    '/widget/coral-garden.png', '/widget/coral-garden.txt', '/widget/coral-garden/x', '/widget/coral-garden/x.js', '/widget/%63oral-garden.js'];

  it.each(widgetPaths)('%s runs through proxy.ts (which sets the CSP with the widget\'s frame-ancestors)', async (path) => {
    const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
    const { config } = await import('@/proxy');
    expect(unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` })).toBe(true);
  });

  it('the web server refuses framing to any answer that carries no policy of its own', async () => {
    const http = await import('node:http');
    const { guardFrames, FALLBACK_FRAME_CSP } = await import('@/lib/security/frame-guard');
    const cases: Record<string, (res: import('node:http').ServerResponse) => void> = {
      '/bare': (res) => res.end('<html>'),
      '/inline': (res) => { res.writeHead(200, { 'Content-Security-Policy': "frame-ancestors https://a.example" }); res.end(); },
      '/set': (res) => { res.setHeader('content-security-policy', "frame-ancestors https://b.example"); res.end(); },
      '/array': (res) => { res.writeHead(200, [['content-type', 'text/html']]); res.end(); },
    };
    const server = http.createServer((req, res) => { guardFrames(res); cases[req.url!](res); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
    try {
      const get = async (p: string) => (await fetch(`${base}${p}`)).headers;
      for (const p of ['/bare', '/array']) {
        const h = await get(p);
        expect(h.get('content-security-policy'), p).toBe(FALLBACK_FRAME_CSP);
        expect(h.get('x-frame-options'), p).toBe('DENY');
      }
      expect((await get('/inline')).get('content-security-policy')).toBe('frame-ancestors https://a.example');
      expect((await get('/inline')).get('x-frame-options')).toBeNull();
      expect((await get('/set')).get('content-security-policy')).toBe('frame-ancestors https://b.example');
    } finally {
      server.close();
    }
  });
});
