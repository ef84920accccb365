// The browser's address as the web server passes it to the upstream (docs/decisions/bff.md,
// "Client addresses"). The web server works it out from its socket (lib/access/client-address.ts,
// TRUSTED_PROXIES) and sends it as the only X-Forwarded-For entry; the upstream believes that
// entry because the web server is one of its trusted proxies. Whatever X-Forwarded-For,
// X-Real-IP or Forwarded the browser wrote itself never goes on (lib/bff/drop-headers.ts).
import type http from 'node:http';
import { clientAddress } from '../access/client-address';
import { webEnv } from '../env';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : v);

/** The client of a request on the web server's own socket. */
export function clientOf(req: http.IncomingMessage): string {
  return clientAddress({ peer: req.socket?.remoteAddress ?? null, forwardedFor: first(req.headers['x-forwarded-for']), trusted: webEnv.trustedProxies }) ?? 'unknown';
}

/** On a request that reached Next (route handler): the client address the web server wrote, or
 *  null under `next dev` / a plain `next start`, where the header is the browser's own (Next
 *  only fills it in when absent) and nothing on the request tells the real one. */
export function forwardedClient(headers: { get(name: string): string | null }): string | null {
  if (!webEnv.behindWebServer) return null;
  return headers.get('x-forwarded-for')?.split(',').pop()?.trim() || null;
}
