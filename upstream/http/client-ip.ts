// The client address that per-client limits count against (login throttling, the public booking
// limit). X-Forwarded-For is believed only from a peer in TRUSTED_PROXIES (default: this machine,
// where the web server runs and writes the browser's address as the header's only entry); any
// other peer is itself the client, whatever it writes (lib/access/client-address.ts,
// docs/decisions/bff.md "Client addresses"). Without a forwarded address the socket's peer
// counts, never one bucket for every caller. A request without a socket is an in-process call
// (the program calling itself, the API tests): its X-Forwarded-For names the client.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { clientAddress } from '../../lib/access/client-address';
import { upstreamTrustedProxies } from '../env';

function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // no Node socket behind this request
  }
}

export function clientIp(c: Context): string {
  return clientAddress({ peer: peerAddress(c), forwardedFor: c.req.header('x-forwarded-for'), trusted: upstreamTrustedProxies }) ?? 'in-process';
}
