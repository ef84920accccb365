// The web server's last word on framing (scripts/web-server.ts): an answer of Next that carries
// no Content-Security-Policy of its own (proxy.ts sets one on every page it sees, with the
// widget's sites as frame-ancestors on /widget/<slug>) gets frame-ancestors 'none' and
// X-Frame-Options: DENY before its head goes out. Issue 13: /widget/<slug>.js and other suffixes
// slipped past proxy.ts's matcher and were served as framable pages. Only framing is set here:
// a fuller fallback policy would also bind the service worker script, which is served this way.
import type { ServerResponse } from 'node:http';

export const FALLBACK_FRAME_CSP = "frame-ancestors 'none'";

type THeadArgs = Parameters<ServerResponse['writeHead']>;

function namesCsp(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    // [[name, value], ...] or [name, value, name, value, ...]
    return headers.some((h, i) => (Array.isArray(h) ? String(h[0]) : i % 2 === 0 ? String(h) : '').toLowerCase() === 'content-security-policy');
  }
  return headers !== null && typeof headers === 'object' && Object.keys(headers).some((k) => k.toLowerCase() === 'content-security-policy');
}

export function guardFrames(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: THeadArgs) => ServerResponse;
  res.writeHead = ((...args: THeadArgs) => {
    const inline = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
    if (!res.hasHeader('content-security-policy') && !namesCsp(inline)) {
      if (Array.isArray(inline)) {
        // Headers given as an array replace what setHeader holds: add ours to the array itself.
        const add: unknown[] = Array.isArray(inline[0])
          ? [['content-security-policy', FALLBACK_FRAME_CSP], ['x-frame-options', 'DENY']]
          : ['content-security-policy', FALLBACK_FRAME_CSP, 'x-frame-options', 'DENY'];
        (inline as unknown[]).push(...add);
      } else {
        res.setHeader('content-security-policy', FALLBACK_FRAME_CSP);
        res.setHeader('x-frame-options', 'DENY');
      }
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
