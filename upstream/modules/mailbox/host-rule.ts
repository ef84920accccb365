// Where a mail account's IMAP server may be (issue 31): a user who may set up mail accounts must not
// turn the upstream into a probe of the operator's own network. The host is resolved once; any
// address in a private, loopback, link-local, carrier-grade NAT or other non-public range is
// refused unless named in MAIL_PRIVATE_HOSTS (a mail server on the same machine or in the
// operator's network). The connection then goes to the address that was checked (no second lookup
// to re-bind), with the host name kept for TLS. Every refusal and every connection failure reads
// the same, so an answer never tells an open port from a closed one.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const MAIL_SERVER_UNUSABLE = 'The IMAP server could not be used: check its host, port, TLS setting, user name and password.';

const NON_PUBLIC = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) NON_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) NON_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Is this address outside the public internet? (An IPv4 address mapped into IPv6 counts as itself.) */
export function isNonPublic(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NON_PUBLIC.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address to connect to for `host`, or null when the rule refuses it (or it does not resolve). */
export async function mailServerAddress(host: string, allowed: readonly string[]): Promise<string | null> {
  const name = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(name) ? [name] : (await lookup(name, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return null;
  }
  if (addresses.length === 0) return null;
  const permitted = (a: string) => !isNonPublic(a) || allowed.includes(name) || allowed.includes(a);
  // IPv4 first (a server on this machine often listens on 127.0.0.1 only), as one address is dialled.
  return addresses.every(permitted) ? [...addresses].sort((a, b) => isIP(a) - isIP(b))[0] : null;
}
