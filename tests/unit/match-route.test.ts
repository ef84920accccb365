import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, normalizePathname } from '@/lib/access/match-route';
import { ROUTES } from '@/lib/access/routes';

const id = (p: string) => matchRoute(p).route.id;

describe('matchRoute', () => {
  it('static segments beat parameters', () => {
    expect(id('/booking/list')).toBe('bookingList');
    expect(id('/booking/wizard')).toBe('bookingWizard');
    expect(id('/booking/4711')).toBe('bookingDetail');
    expect(matchRoute('/booking/4711').params).toEqual({ id: '4711' });
    expect(id('/users/profile')).toBe('userProfile');
    expect(id('/users/create')).toBe('userCreate');
    expect(id('/users/7')).toBe('user');
    expect(id('/price/new')).toBe('priceNew');
    expect(id('/price/9')).toBe('price');
    expect(id('/customer/list')).toBe('customerList');
    expect(id('/customer/abc')).toBe('customerEdit');
    expect(id('/customer/view/abc')).toBe('customerView');
    expect(id('/agency/payments')).toBe('agencyPayments');
    expect(id('/bank/cashflow')).toBe('bankCashflow');
    expect(id('/bank/entry/list')).toBe('bankEntryList');
    expect(id('/schedules/create')).toBe('scheduleCreate');
  });

  it('reads several parameters', () => {
    expect(matchRoute('/tour/t1/schedules/s2')).toMatchObject({ route: { id: 'tourSchedule' }, params: { tour: 't1', schedule: 's2' } });
    expect(matchRoute('/master/booking/xero/99')).toMatchObject({ route: { id: 'masterBookingDetail' }, params: { system: 'xero', id: '99' } });
    expect(matchRoute('/guestform/1/tok')).toMatchObject({ route: { id: 'guestForm' }, params: { id: '1', token: 'tok' } });
  });

  it('ignores trailing and repeated slashes, query and hash', () => {
    expect(id('/booking/list/')).toBe('bookingList');
    expect(id('//booking//list')).toBe('bookingList');
    expect(id('/booking/list?x=1#y')).toBe('bookingList');
    expect(id('')).toBe('home');
    expect(id('/')).toBe('home');
    expect(normalizePathname('/a//b/')).toBe('/a/b');
  });

  it('decodes parameters once and safely', () => {
    expect(matchRoute('/booking/a%20b').params).toEqual({ id: 'a b' });
    expect(matchRoute('/booking/%25').params).toEqual({ id: '%' });
    expect(id('/booking/a%2Fb')).toBe('notFound');
    expect(id('/booking/%E0%A4%A')).toBe('notFound');
  });

  it('guards encoded and dotted forms of a path as the page Next serves', () => {
    expect(id('/config/%6Dodules')).toBe('configModules');
    expect(id('/public/../config/modules')).toBe('configModules');
    expect(id('/book/%2e%2e/config/modules')).toBe('configModules');
  });

  it('unknown paths give the catch-all not-found route', () => {
    expect(id('/nope')).toBe('notFound');
    expect(id('/booking/1/2/3')).toBe('notFound');
    expect(id('/BOOKING/LIST')).toBe('notFound');
  });

  it('every route of the table matches its own path', () => {
    for (const r of ROUTES.filter((x) => !x.notFound)) {
      const concrete = r.path.replace(/:[^/]+/g, 'p1');
      expect(matchRoute(concrete).route.id, r.path).toBe(r.id);
    }
  });

  it('property: never throws, always returns a route', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = matchRoute(s);
        expect(m.route).toBeDefined();
      }),
    );
  });
});
