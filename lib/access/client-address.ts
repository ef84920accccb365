// Who is calling: the client address that per-client limits (login throttling, the public booking
// limit) count against, shared by the web server and the upstream (docs/decisions/bff.md,
// "Client addresses"). X-Forwarded-For is written by whoever the request passed through, and the
// client writes its left part: an entry is believed only when the hop to its right, which wrote
// it, is a configured trusted proxy (TRUSTED_PROXIES). So the answer is the socket's peer when the
// peer is not a trusted proxy, else the rightmost entry that is not one (walking left through
// trusted hops); when every hop is trusted, the leftmost of them. The TCP peer cannot be forged.
import { BlockList, isIP } from 'node:net';

/** TRUSTED_PROXIES when unset: only this machine (the web server in front of the upstream, or a
 *  reverse proxy on the same host in front of the web server). */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';
/** Hops read from the right at most; a longer header is the client's own padding. */
const MAX_HOPS = 16;

export type TTrustedProxies = { has(address: string): boolean };

/** An address as the limits count it: IPv4-mapped IPv6 as IPv4, no brackets or port; null when
 *  it is not an IP address (garbage the client wrote). */
export function normalizeAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let a = raw.trim();
  const v6Port = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (v6Port) a = v6Port[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  a = a.toLowerCase().replace(/%[0-9a-z]+$/, ''); // a zone index names an interface, not a client
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) a = mapped[1];
  return isIP(a) ? a : null;
}

/** A comma list of IPs and CIDR ranges ('loopback' = 127.0.0.0/8 and ::1; 'none' = nobody).
 *  Throws on an entry it cannot read: a typo must stop the start, not trust the wrong peers. */
export function parseTrustedProxies(list: string): TTrustedProxies {
  const blocks = new BlockList();
  for (const raw of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    if (raw === 'none') continue;
    if (raw === 'loopback') {
      blocks.addSubnet('127.0.0.0', 8, 'ipv4');
      blocks.addAddress('::1', 'ipv6');
      continue;
    }
    const [addr, bits, extra] = raw.split('/');
    const ip = normalizeAddress(addr);
    const family = ip ? (isIP(ip) === 6 ? 'ipv6' : 'ipv4') : null;
    const prefix = bits === undefined ? null : Number(bits);
    const max = family === 'ipv6' ? 128 : 32;
    if (!ip || !family || extra !== undefined || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
      throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    }
    if (prefix === null) blocks.addAddress(ip, family);
    else blocks.addSubnet(ip, prefix, family);
  }
  return { has: (address) => { const a = normalizeAddress(address); return a !== null && blocks.check(a, isIP(a) === 6 ? 'ipv6' : 'ipv4'); } };
}

export type TClientAddressInput = {
  /** The socket's peer; null for an in-process call (no socket: the program calling itself). */
  peer: string | null | undefined;
  /** The X-Forwarded-For header as it came (several headers joined with commas). */
  forwardedFor: string | null | undefined;
  trusted: TTrustedProxies;
};

/** The client's address, or null for an in-process call that names none. */
export function clientAddress({ peer, forwardedFor, trusted }: TClientAddressInput): string | null {
  let current = peer == null ? null : normalizeAddress(peer) ?? peer;
  if (current !== null && !trusted.has(current)) return current;
  const hops = (forwardedFor ?? '').split(',').slice(-MAX_HOPS);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (hop === null) break; // not an address: stop at the last hop a trusted proxy vouched for
    current = hop;
    if (!trusted.has(hop)) break;
  }
  return current;
}
