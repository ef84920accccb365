// The app shell's pure parts: scope summary, menu and account link per session, fresh bootstrap
// flags over the sealed ones, the /jump frame address, the modules patch, the reset start mode,
// the registration form and the service worker states.
import { describe, expect, it } from 'vitest';
import { startMode } from '@/components/account/reset-mode';
import { registerUserType, ZRegisterForm } from '@/components/account/register-schema';
import { modulesPatch, toFormValues } from '@/components/config/modules-values';
import { installedState, visibleState } from '@/components/service-worker/lifecycle';
import { toParsedError } from '@/components/snackbar/to-parsed-error';
import { FEATURE_FLAGS, VIEW_FLAGS, type TBootstrap } from '@/lib/contract/auth';
import { MODULES_DEFAULTS } from '@/lib/contract/settings';
import { ApiError, parseErrorValue } from '@/lib/errors';
import type { TSessionData } from '@/lib/session/types';
import { jumpFrame } from '@/lib/shell/jump-frame';
import { summarizeScopes } from '@/lib/shell/scope-summary';
import { buildShellData, shellGuardSession } from '@/lib/shell/shell-data';

function session(scopes: string[], extra: Partial<TSessionData['user']> = {}, features = [...FEATURE_FLAGS]): TSessionData {
  return {
    token: 'x'.repeat(60),
    expiresAt: Date.now() + 3600_000,
    lifetime: 3600,
    user: { id: 'u1', name: 'Ann', email: 'ann@example.com', userType: 'user', scopes, assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false, ...extra },
    features,
    viewsOff: [],
    modulesAdmins: [],
  };
}

function boot(features: Partial<Record<(typeof FEATURE_FLAGS)[number], boolean>>, viewsOff: string[] = []): TBootstrap {
  return {
    version: '1.2.3',
    user: null,
    language: 'en',
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, features[f] ?? false])) as TBootstrap['features'],
    views: Object.fromEntries(VIEW_FLAGS.map((v) => [v, viewsOff.includes(v) ? 'Off' : 'On'])) as TBootstrap['views'],
    settings: {},
  };
}

const t = (key: string) => `T(${key})`;

describe('summarizeScopes', () => {
  it('groups dotted scopes by area and keeps special ones apart', () => {
    expect(summarizeScopes(['bookings.update', 'bookings.read', 'customers.read', 'user', '$view.x'])).toEqual({
      admin: false,
      areas: [
        { area: 'bookings', actions: ['read', 'update'] },
        { area: 'customers', actions: ['read'] },
      ],
      other: ['user', '$view.x'],
    });
    expect(summarizeScopes(['admin']).admin).toBe(true);
    expect(summarizeScopes([])).toEqual({ admin: false, areas: [], other: [] });
  });
});

describe('buildShellData', () => {
  it('translates the menu of the route table for the user', () => {
    const data = buildShellData({ session: session(['tours.read']), boot: null, t });
    const paths = data.sections.flatMap((s) => s.items.map((i) => i.path));
    expect(paths).toContain('/');
    expect(paths).toContain('/tour/list');
    expect(paths).not.toContain('/users');
    expect(data.sections[0].label).toBe('T(menu.main)');
    expect(data.sections[0].items[0].title).toBe('T(routes.home)');
  });

  it('uses the fresh bootstrap flags over the sealed ones', () => {
    const s = session(['admin']);
    const withVessel = buildShellData({ session: s, boot: boot({ vessel: true }), t });
    const without = buildShellData({ session: s, boot: boot({}), t });
    const has = (d: typeof without, p: string) => d.sections.some((x) => x.items.some((i) => i.path === p));
    expect(has(withVessel, '/stats/tour')).toBe(true);
    expect(has(without, '/stats/tour')).toBe(false);
    expect(shellGuardSession(s, boot({ vessel: true }, ['bookingReports'])).viewsOff).toEqual(['bookingReports']);
    const blocked = buildShellData({ session: s, boot: boot({ vessel: true }, ['bookingReports']), t });
    expect(has(blocked, '/stats/tour')).toBe(false);
    expect(withVessel.version).toBe('1.2.3');
  });

  it('offers the account page only to users who may open it; CRM users go home to the club', () => {
    expect(buildShellData({ session: session(['users.self']), boot: null, t }).accountPath).toBe('/users/profile');
    expect(buildShellData({ session: session(['agencies.self']), boot: null, t }).accountPath).toBe('/users/profile');
    expect(buildShellData({ session: session(['bookings.read']), boot: null, t }).accountPath).toBeNull();
    expect(buildShellData({ session: session(['user'], { isCrmUser: true }), boot: null, t }).homePath).toBe('/club/dashboard');
    expect(buildShellData({ session: session(['user']), boot: null, t }).homePath).toBe('/');
  });
});

describe('jumpFrame', () => {
  const base = { system: 'crm', systems: ['crm'], linkData: { url: 'https://crm.example.com/app/' } };
  it('frames the linked address and appends a safe path', () => {
    expect(jumpFrame({ ...base, to: null })).toEqual({ kind: 'frame', src: 'https://crm.example.com/app/' });
    expect(jumpFrame({ ...base, to: '/contacts?id=4' })).toEqual({ kind: 'frame', src: 'https://crm.example.com/app/contacts?id=4' });
  });
  it('ignores hostile targets and keeps the frame inside the system', () => {
    for (const to of ['//evil.example', '/\\evil.example', '%2F%2Fevil', 'https://evil.example', 'javascript:alert(1)', '/%2F/evil']) {
      expect(jumpFrame({ ...base, to })).toEqual({ kind: 'frame', src: 'https://crm.example.com/app/' });
    }
  });
  it('refuses unknown systems, missing links and bad addresses', () => {
    expect(jumpFrame({ ...base, system: 'other', to: null }).kind).toBe('unknownSystem');
    expect(jumpFrame({ ...base, linkData: null, to: null }).kind).toBe('notLinked');
    expect(jumpFrame({ ...base, linkData: { url: 'javascript:alert(1)' }, to: null }).kind).toBe('badAddress');
    expect(jumpFrame({ ...base, linkData: { url: 'not a url' }, to: null }).kind).toBe('badAddress');
    expect(jumpFrame({ ...base, linkData: {}, to: null }).kind).toBe('badAddress');
  });
});

describe('modules form', () => {
  it('sends only the changed keys in the wire form', () => {
    const before = toFormValues(MODULES_DEFAULTS);
    expect(modulesPatch(before, before)).toEqual({});
    const after = { ...before, resort: !before.resort, diveReports: false };
    expect(modulesPatch(before, after)).toEqual({ resort: !before.resort, diveReports: 'Off' });
    expect(toFormValues({ ...MODULES_DEFAULTS, financeReports: 'Off' }).financeReports).toBe(false);
  });
});

describe('password reset start mode', () => {
  it('is save with a token or ?mode=save, else reset', () => {
    expect(startMode({})).toBe('reset');
    expect(startMode({ token: '  ' })).toBe('reset');
    expect(startMode({ token: 'abc' })).toBe('save');
    expect(startMode({ token: ['abc', 'x'] })).toBe('save');
    expect(startMode({ mode: 'save' })).toBe('save');
    expect(startMode({ mode: 'reset' })).toBe('reset');
  });
});

describe('registration form', () => {
  it('maps the path segment to the user type', () => {
    expect(registerUserType('agency')).toBe('Agency');
    expect(registerUserType('Customer')).toBe('Customer');
    expect(registerUserType('admin')).toBeNull();
    expect(registerUserType('user')).toBeNull();
  });
  it('reports the spec messages per field', () => {
    const r = ZRegisterForm.safeParse({ name: ' ', email: 'x@y', phone: '', password: '1234', passwordRepeat: '12345' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      name: 'validation.required',
      email: 'validation.emailInvalid',
      password: 'validation.passwordMinLength',
      passwordRepeat: 'validation.passwordsMatch',
    });
    const ok = ZRegisterForm.parse({ name: ' Ann ', email: ' ann@example.com ', phone: '', password: '12345', passwordRepeat: '12345' });
    expect(ok).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
  });
});

describe('service worker states', () => {
  it('tells a first install (cached) from a waiting new version (updated); offline wins', () => {
    expect(installedState(false)).toBe('cached');
    expect(installedState(true)).toBe('updated');
    expect(visibleState('registered', false)).toBe('offline');
    expect(visibleState('updated', true)).toBe('updated');
    expect(visibleState(null, true)).toBeNull();
  });
});

describe('toParsedError', () => {
  it('reads ApiError, a parsed error, and nothing else', () => {
    const parsed = parseErrorValue(403, { message: 'x' });
    expect(toParsedError(new ApiError(parsed))).toBe(parsed);
    expect(toParsedError(parsed)).toBe(parsed);
    expect(toParsedError({ parsed })).toBe(parsed);
    expect(toParsedError(new Error('boom'))).toBeNull();
    expect(toParsedError('x')).toBeNull();
  });
});

describe('failed screen loads', () => {
  it('recognises chunk load errors of the bundlers and browsers', async () => {
    const { isChunkLoadError } = await import('@/components/screens/route-error');
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError({ name: 'Error', message: 'Loading chunk 123 failed.' })).toBe(true);
    expect(isChunkLoadError({ name: 'TypeError', message: 'Failed to fetch dynamically imported module: /x.js' })).toBe(true);
    expect(isChunkLoadError({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
