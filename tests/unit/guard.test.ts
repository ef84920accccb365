// Guard decisions for a guest and each demo role, view flags and features.
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@/lib/contract/auth';
import { decideAccess, guardSessionFrom, homeFor, type TGuardSession } from '@/lib/access/guard';
import type { TSessionData } from '@/lib/session/types';

const ALL = [...FEATURE_FLAGS];
const mk = (scopes: string[], extra: Partial<TGuardSession> = {}): TGuardSession => ({
  scopes, features: ALL, viewsOff: [], isCrmUser: false, email: 'x@example.com', ...extra,
});
const admin = mk(['admin'], { email: 'admin@example.com' });
const staff = mk(['bookings.read', 'customers.read', 'tours.read', 'schedules.read']);
const agency = mk(['agencies.self']);
const customer = mk(['customers.self']);
const club = mk(['customers.self'], { isCrmUser: true });
const guestSession = mk(['guest'], { isGuest: true });

const kind = (pathname: string, session: TGuardSession | null, modulesAdmins?: string[]) =>
  decideAccess({ pathname, session, modulesAdmins }).kind;

describe('guest', () => {
  it('goes to /login on a protected route, /club/login under /club/', () => {
    for (const s of [null, guestSession]) {
      expect(decideAccess({ pathname: '/booking/list', session: s })).toMatchObject({ kind: 'login', to: '/login', reason: 'UNAUTHORIZED' });
      expect(decideAccess({ pathname: '/', session: s })).toMatchObject({ kind: 'login', to: '/login' });
      expect(decideAccess({ pathname: '/club/dashboard', session: s })).toMatchObject({ kind: 'login', to: '/club/login' });
      expect(decideAccess({ pathname: '/club/card', session: s })).toMatchObject({ kind: 'login', to: '/club/login' });
    }
  });
  it('opens public routes and the login pages', () => {
    for (const p of ['/login', '/club/login', '/register/Agency', '/password/reset', '/club/password/reset', '/invoice/1',
      '/club/invoice/1', '/payment/success', '/payment/aborted', '/guestform/1/t', '/guestform-m/1/t', '/forms/1/t',
      '/book/online', '/book/resort-v2', '/widget/shop', '/user/1/verify', '/club/user/1/verify', '/jumpto/tok', '/nope']) {
      expect(kind(p, null), p).toBe('allow');
    }
  });
  it('public routes with features: checked when features are known, left to the page otherwise', () => {
    expect(kind('/book', null)).toBe('allow');
    expect(kind('/book', { ...guestSession, features: ['resort'] })).toBe('allow');
    expect(decideAccess({ pathname: '/book', session: { ...guestSession, features: ['pos'] } })).toMatchObject({ kind: 'forbidden', cause: 'feature' });
  });
});

describe('logged-in users on guest-only pages', () => {
  it('are sent home: /club/dashboard for CRM users, else /', () => {
    for (const p of ['/login', '/club/login', '/password/reset', '/club/password/reset', '/register/Customer']) {
      expect(decideAccess({ pathname: p, session: staff })).toMatchObject({ kind: 'redirect', to: '/' });
      expect(decideAccess({ pathname: p, session: club })).toMatchObject({ kind: 'redirect', to: '/club/dashboard' });
      expect(decideAccess({ pathname: p, session: admin })).toMatchObject({ kind: 'redirect', to: '/' });
    }
    expect(homeFor(null)).toBe('/');
  });
});

describe('admin', () => {
  it('passes every route whose features are on', () => {
    for (const p of ['/', '/config', '/config/modules', '/users/3', '/booking/list', '/bank/list', '/stats/base', '/geo/port', '/dive/log', '/club/dashboard', '/specials/1']) {
      expect(kind(p, admin), p).toBe('allow');
    }
  });
  it('still needs the feature: a switched-off part of the product is off for everyone', () => {
    expect(decideAccess({ pathname: '/vessel/list', session: { ...admin, features: ['resort'] } })).toMatchObject({ kind: 'forbidden', cause: 'feature' });
    expect(kind('/resort/list', { ...admin, features: ['resort'] })).toBe('allow');
  });
  it('/config/modules: only the named admin accounts when a list is given', () => {
    expect(kind('/config/modules', admin, ['ADMIN@example.com', 'root@example.com'])).toBe('allow');
    expect(decideAccess({ pathname: '/config/modules', session: { ...admin, email: 'other@example.com' }, modulesAdmins: ['admin@example.com'] }))
      .toMatchObject({ kind: 'forbidden', cause: 'modules' });
    expect(kind('/config/modules', staff, [])).toBe('forbidden');
    expect(kind('/config/modules', mk(['users.update'], { email: 'admin@example.com' }), ['admin@example.com'])).toBe('forbidden');
  });
  it('group parents redirect to their first screen after the access check', () => {
    expect(decideAccess({ pathname: '/bank', session: admin })).toMatchObject({ kind: 'redirect', to: '/bank/list' });
    expect(decideAccess({ pathname: '/geo/', session: admin })).toMatchObject({ kind: 'redirect', to: '/geo/destination' });
    expect(kind('/bank', staff)).toBe('forbidden');
  });
});

describe('staff with bookings.read, customers.read, tours.read, schedules.read', () => {
  it.each(['/', '/mail', '/booking/list', '/booking/99', '/booking/tour', '/booking/calendar', '/tour/list', '/schedule',
    '/schedule/5', '/customer', '/customer/list', '/customer/view/3', '/crm/customer', '/finance/invoices', '/ccredits',
    '/stats/booking', '/stats/tour', '/resort/dates', '/specials/list', '/club/card'])('allows %s', (p) => {
    expect(kind(p, staff)).toBe('allow');
  });
  it.each(['/config', '/users', '/booking/resort', '/tour/create', '/tour/1', '/tour/1/schedules/2', '/schedules/create',
    '/customer/create', '/customer/1', '/vessel/list', '/room/list', '/bank/list', '/price', '/agency/list', '/stats/base', '/media/list'])(
    'forbids %s',
    (p) => expect(decideAccess({ pathname: p, session: staff })).toMatchObject({ kind: 'forbidden', reason: 'FORBIDDEN', cause: 'scope' }),
  );
});

describe('agency with agencies.self', () => {
  it('lists and creates bookings, opens its profile and customers', () => {
    for (const p of ['/booking/list', '/booking/wizard', '/booking/resort', '/booking/12', '/users/profile', '/agency/payments', '/agency/5', '/customer', '/customer/guestform', '/crm/guestform']) {
      expect(kind(p, agency), p).toBe('allow');
    }
  });
  it('no staff screens', () => {
    for (const p of ['/booking/calendar', '/booking/tour', '/agency/list', '/customer/list', '/customer/3', '/users', '/config']) {
      expect(kind(p, agency), p).toBe('forbidden');
    }
  });
});

describe('customer with customers.self', () => {
  it('opens own customer screens only', () => {
    for (const p of ['/', '/customer', '/customer/guestform', '/customer/view/1', '/customer/1']) expect(kind(p, customer), p).toBe('allow');
    for (const p of ['/booking/list', '/customer/list', '/users/profile', '/crm/guestform', '/club/card']) expect(kind(p, customer), p).toBe('forbidden');
  });
});

describe('club CRM user', () => {
  it('opens the club dashboard when crmMaster is on', () => {
    expect(kind('/club/dashboard', club)).toBe('allow');
    expect(kind('/club/dashboard/bookings', club)).toBe('allow');
    expect(decideAccess({ pathname: '/club/dashboard', session: { ...club, features: ['crmClient'] } })).toMatchObject({ kind: 'forbidden', cause: 'feature' });
    expect(kind('/club/card', club)).toBe('forbidden');
  });
});

describe('view flags block routes when Off', () => {
  it.each([
    ['/customer', 'customerDetails', staff],
    ['/customer/guestform', 'guestforms', staff],
    ['/stats/base', 'financeReports', admin],
    ['/stats/tour', 'bookingReports', staff],
    ['/stats/dive', 'diveReports', admin],
  ] as const)('%s blocked by %s Off', (p, flag, s) => {
    expect(kind(p, s)).toBe('allow');
    expect(decideAccess({ pathname: p, session: { ...s, viewsOff: [flag] } })).toMatchObject({ kind: 'forbidden', cause: 'view' });
    expect(kind(p, { ...s, viewsOff: ['customerDetails', 'guestforms', 'financeReports', 'bookingReports', 'diveReports'].filter((v) => v !== flag) as never })).toBe('allow');
  });
});

describe('features', () => {
  it('any of the listed features is enough', () => {
    expect(kind('/price', { ...admin, features: ['resort'] })).toBe('allow');
    expect(kind('/price', { ...admin, features: ['vessel'] })).toBe('allow');
    expect(kind('/price', { ...admin, features: ['pos'] })).toBe('forbidden');
  });
  it('required features must all be on', () => {
    expect(kind('/product/stock', { ...admin, features: ['resort', 'stock'] })).toBe('allow');
    expect(kind('/product/stock', { ...admin, features: ['resort'] })).toBe('forbidden');
    expect(kind('/product/stock', { ...admin, features: ['stock'] })).toBe('forbidden');
  });
});

describe('guardSessionFrom', () => {
  it('reads the sealed session', () => {
    const data: TSessionData = {
      token: 't'.repeat(60), expiresAt: 0, lifetime: 3600, features: ['resort'], viewsOff: ['guestforms'], modulesAdmins: [],
      user: { id: '1', name: 'C', email: 'c@example.com', userType: 'Customer', scopes: ['customers.self'], assets: [], agencyId: null, customerId: '9', language: 'de', isCrmUser: true },
    };
    expect(guardSessionFrom(data)).toEqual({ scopes: ['customers.self'], features: ['resort'], viewsOff: ['guestforms'], isGuest: false, isCrmUser: true, email: 'c@example.com' });
    expect(guardSessionFrom(null)).toBeNull();
    expect(guardSessionFrom({ ...data, user: { ...data.user, userType: 'guest' } })?.isGuest).toBe(true);
  });
});
