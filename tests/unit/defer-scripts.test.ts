// The public booking pages' chunks wait for the first paint (lib/pages/defer-scripts.ts) and the
// streaming head rewrite that applies it in the web server (lib/pages/rewrite-head.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkScriptStripper, deferChunkScripts, deferredChunkSources, defersChunks, SCRIPT_FREE_META } from '@/lib/pages/defer-scripts';
import { rewriteHead, type THeadTransform } from '@/lib/pages/rewrite-head';

const NONCE = 'elYfQ+F7fwZ/kJNYyLgtYA==';
const script = (src: string, nonce = NONCE) => `<script src="${src}" async="" nonce="${nonce}"></script>`;
const HEAD = '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>'
  + `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>`
  + `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/runtime.js"/>`
  + script('/_next/static/chunks/one.js') + script('/_next/static/chunks/two.js')
  + '<title>Book</title>'
  + `<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="${NONCE}"></script>`;

describe('deferChunkScripts', () => {
  it('takes the chunk scripts and preloads out of the head and loads them from one nonced inline script', () => {
    const out = deferChunkScripts(HEAD) as string;
    expect(out).not.toMatch(/<script src="[^"]+" async=""/);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(out).toContain('noModule=""');
    expect(out).toContain('<title>Book</title>');
    const loader = out.match(/<script nonce="([^"]+)">([^<]*)<\/script>$/);
    expect(loader?.[1]).toBe(NONCE);
    expect(loader?.[2]).toContain('["/_next/static/chunks/one.js","/_next/static/chunks/two.js"]');
    expect(loader?.[2]).toContain("'first-contentful-paint'");
    expect(deferredChunkSources(out + '</head><body></body>')).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    expect(deferredChunkSources(HEAD)).toEqual([]);
  });

  it('leaves a head alone that has no chunk scripts, or scripts with different nonces', () => {
    const plain = '<head><title>x</title>';
    expect(deferChunkScripts(plain)).toBe(plain);
    const mixed = HEAD + script('/_next/static/chunks/three.js', 'other');
    expect(deferChunkScripts(mixed)).toBe(mixed);
  });

  it('the loader runs and adds every chunk once, after the first contentful paint', () => {
    const code = (deferChunkScripts(HEAD) as string).match(/<script nonce="[^"]+">([^<]*)<\/script>$/)![1];
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    const timers: (() => void)[] = [];
    class PO {
      static supportedEntryTypes = ['paint'];
      constructor(cb: typeof observer) { observer = cb; }
      observe() {}
    }
    const doc = { createElement: () => ({}), head: { appendChild: (e: { src: string }) => added.push(e.src) }, readyState: 'loading' };
    const win = { PerformanceObserver: PO };
    new Function('window', 'document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', code)(
      win, doc, (type: string, fn: () => void) => { listeners[type] = fn; }, (fn: () => void) => timers.push(fn), () => {},
    );
    expect(added).toEqual([]);
    observer!({ getEntriesByName: () => [] }, { disconnect: () => {} });
    timers.splice(0).forEach((fn) => fn());
    expect(added).toEqual([]);
    observer!({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
    timers.splice(0).forEach((fn) => fn());
    expect(added).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    // The load event's fallback later adds nothing twice.
    listeners.load();
    timers.splice(0).forEach((fn) => fn());
    expect(added).toHaveLength(2);
  });

  it('leaves every build-file script out of a page that carries the script-free marker, in the head and in the rest of the stream', () => {
    const marker = `<meta name="${SCRIPT_FREE_META.name}" content="${SCRIPT_FREE_META.content}"/>`;
    const out = deferChunkScripts(HEAD + marker);
    if (typeof out === 'string') throw new Error('expected a head and a filter for the rest');
    expect(out.head).not.toContain('<script');
    expect(out.head).not.toContain('rel="preload" as="script"');
    expect(out.head).not.toContain('tb-scripts');
    expect(out.head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(out.head).toContain('<title>Book</title>');
    // The body, cut at every byte: React's late chunk tags and preloads go; inline scripts, other
    // links and text (ü) stay.
    const preload = '<link rel="preload" as="script" fetchPriority="low" nonce="n1" href="/_next/static/chunks/form.js"/>';
    const body = `</head><body><p>Zimmer für 2</p>${script('/_next/static/chunks/late.js')}${preload}<link rel="icon" href="/i.png"/><script>self.__next_f.push([1,"<script src=\\"/x.js\\">"])</script><p>Ende</p></body></html>`;
    const want = body.replace(script('/_next/static/chunks/late.js'), '').replace(preload, '');
    const bytes = Buffer.from(body, 'utf8');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const strip = chunkScriptStripper();
      const got = Buffer.concat([strip(bytes.subarray(0, cut), false), strip(bytes.subarray(cut), false), strip(Buffer.alloc(0), true)]);
      expect(got.toString('utf8')).toBe(want);
    }
    // A page without the marker keeps the deferral.
    expect(typeof deferChunkScripts(HEAD)).toBe('string');
  });

  it('applies to the /book and /widget pages, the three occupancy calendars and the form links only', () => {
    for (const p of ['/book', '/book/online', '/book/resort/x', '/widget/coral', '/booking/occupancy', '/booking/calendar', '/resort/dates',
      '/forms/1/t', '/guestform/1/t', '/guestform-m/1/t']) expect(defersChunks(p)).toBe(true);
    for (const p of ['/booking', '/bookings', '/booking/new', '/login', '/widgets', '/', '/guestform/x', '/forms/1/t/x', '/resort']) expect(defersChunks(p)).toBe(false);
  });
});

describe('rewriteHead', () => {
  let server: http.Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const retitle: THeadTransform = (head) => head.replace('<title>old</title>', '<title>new – ü</title>');

  async function serve(handler: (res: http.ServerResponse) => void, transform = retitle): Promise<{ status: number; body: string; headers: Headers }> {
    server = http.createServer((_req, res) => {
      rewriteHead(res, transform);
      handler(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: res.status, body: await res.text(), headers: res.headers };
  }

  it('rewrites the head of a streamed HTML answer, also when </head> and a character are split across writes', async () => {
    const ue = Buffer.from('ü');
    const { body } = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<html><head><title>old</title></he');
      res.write(Buffer.concat([Buffer.from('ad><body>'), ue.subarray(0, 1)]));
      res.write(ue.subarray(1));
      res.end('<p>rest</p></body></html>');
    });
    expect(body).toBe('<html><head><title>new – ü</title></head><body>ü<p>rest</p></body></html>');
  });

  it('runs the rest of the stream through the filter a transform returns, the final call included', async () => {
    const calls: boolean[] = [];
    const { body } = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write('<html><head><title>old</title></head><body>x');
      res.write('<p>x</p>');
      res.end('</body></html>');
    }, (head) => ({ head: head.replace('old', 'new'), rest: (piece, final) => {
      calls.push(final);
      return Buffer.from(piece.toString('latin1').replaceAll('x', 'y') + (final ? '<!--end-->' : ''), 'latin1');
    } }));
    expect(body).toBe('<html><head><title>new</title></head><body>y<p>y</p></body></html><!--end-->');
    expect(calls).toEqual([false, false, true]);
  });

  it('passes through untouched: other types, other statuses, a fixed length, and a head that never ends', async () => {
    const json = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"t":"<title>old</title></head>"}');
    });
    expect(json.body).toBe('{"t":"<title>old</title></head>"}');
    const notFound = await serve((res) => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.end('<head><title>old</title></head>');
    });
    expect(notFound.body).toBe('<head><title>old</title></head>');
    const fixed = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-length', '31');
      res.end('<head><title>old</title></head>');
    });
    expect(fixed.body).toBe('<head><title>old</title></head>');
    const endless = await serve((res) => {
      res.setHeader('content-type', 'text/html');
      res.write('<head><title>old</title>');
      res.end('no end of head');
    });
    expect(endless.body).toBe('<head><title>old</title>no end of head');
  });
});
