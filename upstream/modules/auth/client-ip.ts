// The client address used for per-client login throttling.
// The web server (BFF) is the upstream's usual peer: it appends the browser's address to
// X-Forwarded-For. That header is believed only when the direct peer is this machine (the BFF
// on loopback) or there is no socket at all (in-process requests, tests); the RIGHTMOST entry is
// taken, since entries to its left come from the client and can be forged. A peer elsewhere is
// itself the client.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

function isLoopback(addr: string): boolean {
  return addr === '::1' || addr.startsWith('127.') || addr.startsWith('::ffff:127.');
}

export function clientIp(c: Context): string {
  const peer = peerAddress(c);
  if (peer && !isLoopback(peer)) return peer;
  const xff = c.req.header('x-forwarded-for');
  const last = xff?.split(',').map((s) => s.trim()).filter(Boolean).pop();
  if (last && last.length <= 64) return last;
  return peer ?? 'local';
}
