// Working out the client's address (lib/access/client-address.ts, used by the web server and the
// upstream): X-Forwarded-For is believed only as far as trusted proxies wrote it.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { clientAddress, normalizeAddress, parseTrustedProxies } from '@/lib/access/client-address';

const loopback = parseTrustedProxies('loopback');
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
const untrustedIpv4 = ipv4.filter((a) => !a.startsWith('127.'));

describe('clientAddress', () => {
  it('an untrusted peer is the client, whatever X-Forwarded-For it sends (property)', () => {
    fc.assert(fc.property(untrustedIpv4, fc.string(), (peer, xff) => clientAddress({ peer, forwardedFor: xff, trusted: loopback }) === peer));
  });

  it('behind trusted proxies: the rightmost entry that is not one of them', () => {
    const trusted = parseTrustedProxies('loopback, 10.0.0.0/8');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.9', trusted })).toBe('203.0.113.9');
    expect(clientAddress({ peer: '::ffff:127.0.0.1', forwardedFor: '1.2.3.4, 203.0.113.9, 10.1.2.3', trusted })).toBe('203.0.113.9');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '10.1.2.3', trusted })).toBe('10.1.2.3'); // all trusted: the leftmost
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: undefined, trusted })).toBe('127.0.0.1');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '203.0.113.9, not-an-ip', trusted })).toBe('127.0.0.1');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '[2001:db8::1]:443', trusted })).toBe('2001:db8::1');
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '198.51.100.7:5555', trusted })).toBe('198.51.100.7');
  });

  it('an in-process call (no socket) names its client in X-Forwarded-For, or none', () => {
    expect(clientAddress({ peer: null, forwardedFor: '203.0.113.9', trusted: loopback })).toBe('203.0.113.9');
    expect(clientAddress({ peer: null, forwardedFor: null, trusted: loopback })).toBeNull();
  });

  it('reads addresses the way the limits count them', () => {
    expect(normalizeAddress('::FFFF:198.51.100.1')).toBe('198.51.100.1');
    expect(normalizeAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('unknown')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges of both families, loopback and none', () => {
    const t = parseTrustedProxies('192.0.2.1, 10.0.0.0/8, 2001:db8::/32, loopback');
    for (const a of ['192.0.2.1', '10.200.1.1', '2001:db8:1::5', '127.0.0.1', '127.9.9.9', '::1', '::ffff:10.0.0.1']) expect(t.has(a), a).toBe(true);
    for (const a of ['192.0.2.2', '11.0.0.1', '2001:db9::1', 'nonsense']) expect(t.has(a), a).toBe(false);
    expect(parseTrustedProxies('none').has('127.0.0.1')).toBe(false);
  });

  it('refuses an entry it cannot read (a typo must not trust the wrong peers)', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0/8', 'proxy.example', '1.2.3.4/8/1', '::1/129']) expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the address the route handler passes on (lib/bff/client-address.ts)', () => {
  it('only behind our web server, which wrote it; never the header a browser wrote under next dev', async () => {
    vi.resetModules();
    vi.stubEnv('TB_WEB_SERVER', '0');
    const plain = await import('@/lib/bff/client-address');
    expect(plain.forwardedClient(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBeNull();
    vi.resetModules();
    vi.stubEnv('TB_WEB_SERVER', '1');
    const behind = await import('@/lib/bff/client-address');
    expect(behind.forwardedClient(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    vi.unstubAllEnvs();
  });
});
