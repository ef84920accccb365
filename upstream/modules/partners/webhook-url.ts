// Where a webhook may go (SSRF, docs/decisions/partner-api.md): an admin types a URL and the
// upstream posts to it, so the URL must not turn the upstream into a probe of its own network.
// http or https only, no user name or password in it; every address the host resolves to must be
// public unless the host is named in WEBHOOK_PRIVATE_HOSTS (default: this machine outside
// production, none in it). The check runs when the endpoint is saved (a clear 400) and again at
// each delivery inside the connection's own lookup (deliver.ts), so a name that re-binds to an
// internal address later is refused at the moment of connecting.
import { lookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { upstreamEnv } from '../../env';

const BLOCKED = new BlockList();
const V4 = ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.168.0.0/16', '198.18.0.0/15', '224.0.0.0/3'];
const V6 = ['::/127', 'fc00::/7', 'fe80::/10', 'ff00::/8', '64:ff9b::/96'];
for (const net of V4) BLOCKED.addSubnet(net.split('/')[0], Number(net.split('/')[1]), 'ipv4');
for (const net of V6) BLOCKED.addSubnet(net.split('/')[0], Number(net.split('/')[1]), 'ipv6');

/** Hosts a webhook may reach though they are not public (WEBHOOK_PRIVATE_HOSTS). */
export function webhookPrivateHosts(): string[] {
  const given = upstreamEnv.WEBHOOK_PRIVATE_HOSTS ?? (upstreamEnv.NODE_ENV === 'production' && upstreamEnv.UPSTREAM_TEST !== '1' ? '' : 'localhost,127.0.0.1,::1');
  return given.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

export function isInternalAddress(address: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = isIP(v4);
  return family === 0 || BLOCKED.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** Why this URL cannot be a webhook's, or null when its form is fine (addresses: checkedLookup). */
export function urlFormProblem(raw: string): string | null {
  let url: URL;
  try { url = new URL(raw); } catch { return 'Not a URL'; }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs';
  if (url.username || url.password) return 'No user name or password in the URL';
  return null;
}

/** A dns.lookup for the delivery's connection that answers only with addresses the rule allows. */
export function checkedLookup(allowed: readonly string[]) {
  return (hostname: string, options: LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    const name = hostname.toLowerCase().replace(/^\[|\]$/g, '');
    lookup(name, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => isInternalAddress(a.address) && !allowed.includes(name) && !allowed.includes(a.address));
      if (refused || list.length === 0) return callback(Object.assign(new Error(`Refused: ${name} resolves to an internal address`), { code: 'EWEBHOOKINTERNAL' }), '');
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

/** Every address of the URL's host is allowed (saving an endpoint): null, or the reason it is not. */
export async function urlAddressProblem(raw: string, allowed: readonly string[] = webhookPrivateHosts()): Promise<string | null> {
  const form = urlFormProblem(raw);
  if (form) return form;
  const name = hostOf(new URL(raw));
  return new Promise((resolve) => {
    checkedLookup(allowed)(name, { all: true }, (err) => resolve(err ? (err.code === 'EWEBHOOKINTERNAL' ? 'The URL reaches an internal address' : 'The host does not resolve') : null));
  });
}
