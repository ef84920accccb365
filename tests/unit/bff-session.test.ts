// The BFF's pure rules: cross-site refusal, guard redirects, cookie security, live sessions.
import { describe, expect, it } from 'vitest';
import { loginTarget, previousTarget, redirectFor } from '@/lib/access/redirects';
import { decideAccess } from '@/lib/access/guard';
import { isCrossSiteMutation } from '@/lib/bff/origin';
import { isSecureHost, isSecureRequest } from '@/lib/session/config';
import { flagsFrom } from '@/lib/session/from-login';
import { liveSession } from '@/lib/session/validate';

const req = (method: string, headers: Record<string, string>) => new Request('http://localhost:3000/api/x', { method, headers });

describe('isCrossSiteMutation', () => {
  it('lets reads and same-origin writes through', () => {
    expect(isCrossSiteMutation(req('GET', { origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(false);
    expect(isCrossSiteMutation(req('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(false);
    expect(isCrossSiteMutation(req('POST', { host: 'localhost:3000' }))).toBe(false);
  });
  it('refuses a foreign origin, Origin null, a malformed origin and Sec-Fetch-Site cross-site', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isCrossSiteMutation(req(method, { origin: 'https://evil.example', host: 'localhost:3000' }))).toBe(true);
      expect(isCrossSiteMutation(req(method, { origin: 'null', host: 'localhost:3000' }))).toBe(true);
      expect(isCrossSiteMutation(req(method, { origin: 'not a url', host: 'localhost:3000' }))).toBe(true);
      expect(isCrossSiteMutation(req(method, { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }))).toBe(true);
    }
    expect(isCrossSiteMutation(req('POST', { origin: 'http://localhost:3001', host: 'localhost:3000' }))).toBe(true);
  });
});

describe('guard redirects', () => {
  const self = new URL('http://localhost:3000/config/company');
  it('sends a guest to login with the wanted page, never a foreign or login target', () => {
    expect(loginTarget('/login', '/config/company')).toBe('/login?from=%2Fconfig%2Fcompany');
    expect(loginTarget('/login', '/')).toBe('/login');
    expect(loginTarget('/login', '//evil.example')).toBe('/login');
    expect(loginTarget('/club/login', '/club/login')).toBe('/club/login');
  });
  it('returns a forbidden route to the same-site previous page, else home', () => {
    expect(previousTarget('http://localhost:3000/booking/list?page=2', self, null)).toBe('/booking/list?page=2');
    expect(previousTarget('https://evil.example/x', self, null)).toBe('/');
    expect(previousTarget('http://localhost:3000/config/company', self, null)).toBe('/');
    expect(previousTarget('http://localhost:3000/login', self, null)).toBe('/');
    expect(previousTarget(null, self, { scopes: [], features: [], viewsOff: [], isCrmUser: true, email: 'c@x.de' })).toBe('/club/dashboard');
  });
  it('maps every guard decision', () => {
    const staff = { scopes: ['bookings.read'], features: [], viewsOff: [], isCrmUser: false, email: 's@x.de' };
    const url = new URL('http://localhost:3000/config/company');
    expect(redirectFor(decideAccess({ pathname: '/config/company', session: null }), url, null, null)).toBe('/login?from=%2Fconfig%2Fcompany');
    expect(redirectFor(decideAccess({ pathname: '/config/company', session: staff }), url, 'http://localhost:3000/booking/list', staff)).toBe('/booking/list');
    expect(redirectFor(decideAccess({ pathname: '/login', session: staff }), new URL('http://localhost:3000/login'), null, staff)).toBe('/');
    expect(redirectFor(decideAccess({ pathname: '/login', session: null }), new URL('http://localhost:3000/login'), null, null)).toBeNull();
  });
});

describe('session cookie and data', () => {
  it('is Secure everywhere but localhost', () => {
    expect(isSecureHost('localhost:3000')).toBe(false);
    expect(isSecureHost('127.0.0.1:3610')).toBe(false);
    expect(isSecureHost('booking.example.com')).toBe(true);
    expect(isSecureHost('localhost.evil.example')).toBe(true);
    expect(isSecureHost(null)).toBe(true);
  });
  it('is Secure behind a proxy that reports https or a public host, even when it calls us as localhost', () => {
    const h = (o: Record<string, string>) => new Headers({ host: 'localhost:3000', ...o });
    expect(isSecureRequest(h({}))).toBe(false);
    expect(isSecureRequest(h({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(h({ 'x-forwarded-proto': 'https,http' }))).toBe(true);
    expect(isSecureRequest(h({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isSecureRequest(h({ 'x-forwarded-host': 'booking.example.com' }))).toBe(true);
    expect(isSecureRequest(h({ 'x-forwarded-host': 'localhost:3000' }))).toBe(false);
    expect(isSecureRequest(new Headers({ host: 'booking.example.com' }))).toBe(true);
  });
  it('a live session needs a token longer than 50 characters that has not expired', () => {
    const user = { id: '1', name: 'A', email: 'a@x.de', userType: 'admin', scopes: ['admin'], assets: [], agencyId: null, customerId: null, language: 'de' as const, isCrmUser: false };
    const now = 1_800_000_000_000;
    const ok = { token: 't'.repeat(51), expiresAt: now + 1000, lifetime: 3600, user };
    expect(liveSession(ok, now)?.features).toEqual([]);
    expect(liveSession({ ...ok, token: 't'.repeat(50) }, now)).toBeNull();
    expect(liveSession({ ...ok, expiresAt: now }, now)).toBeNull();
    expect(liveSession({ ...ok, user: undefined }, now)).toBeNull();
    expect(liveSession(null, now)).toBeNull();
  });
  it('keeps the enabled features, the views that are Off and the modules admins', () => {
    const flags = flagsFrom({ features: { resort: true, vessel: false, pos: true }, views: { guestforms: 'Off', customerDetails: 'On' }, settings: { modulesAdmins: ['a@x.de', 3] } } as never);
    expect(flags).toEqual({ features: ['resort', 'pos'], viewsOff: ['guestforms'], modulesAdmins: ['a@x.de'] });
  });
});
