// The route table holds every route of spec section 2 with the right scopes, features and flags.
// The expectation below is transcribed from the spec on its own, path by path, not derived from
// lib/access/routes. Notation: s = any-of scopes, f = any-of features, rf = features all needed,
// not = blocking view flags, h = hidden, pub = guests allowed, go = guest-only, to = redirect.
import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, getRoute } from '@/lib/access/routes';

type E = { s?: string[]; f?: string[]; rf?: string[]; not?: string[]; h?: boolean; pub?: boolean; go?: boolean; to?: string; modules?: boolean };
const RV = ['resort', 'vessel'];

const EXPECTED: Record<string, E> = {
  // Public and guest routes
  '/login': { pub: true, go: true, h: true },
  '/club/login': { pub: true, go: true, h: true },
  '/register/:userType': { pub: true, go: true, h: true },
  '/password/reset': { pub: true, go: true, h: true },
  '/club/password/reset': { pub: true, go: true, h: true },
  '/invoice/:id': { pub: true, h: true },
  '/club/invoice/:id': { pub: true, h: true },
  '/payment/success': { pub: true, h: true },
  '/payment/aborted': { pub: true, h: true },
  '/guestform/:id/:token': { pub: true, h: true },
  '/guestform-m/:id/:token': { pub: true, h: true },
  '/forms/:id/:token': { pub: true, h: true },
  '/book/online': { pub: true, h: true },
  '/book/online-v2': { pub: true, h: true },
  '/book/resort': { pub: true, h: true },
  '/book/resort-v2': { pub: true, h: true },
  '/widget/:slug': { pub: true, h: true },
  '/book': { pub: true, h: true, f: RV },
  '/book/preview': { pub: true, h: true, f: RV },
  '/user/:id/verify': { pub: true, h: true, s: ['guest', 'user'] },
  '/club/user/:id/verify': { pub: true, h: true, s: ['guest', 'user'] },
  '*': { pub: true, h: true, s: ['guest', 'user'] },
  // Authenticated base routes
  '/': {},
  '/jump/:system': { h: true },
  '/jumpto/:token': { pub: true, h: true },
  '/mail': {},
  // Config group
  '/config/company': { s: ['admin'] },
  '/config': { s: ['admin'] },
  '/config/settings/:type': { s: ['admin'], h: true },
  '/config/translations': { s: ['admin'] },
  '/config/modules': { s: ['admin'], modules: true },
  '/config/booking': { s: ['admin', 'bookings.update'] },
  '/config/mailtemplates': { s: ['admin', 'mailtemplates.update'] },
  '/config/mailtemplates/:id': { s: ['admin', 'mailtemplates.update'], h: true },
  '/config/paymentprovider': { s: ['payprovider.read'] },
  '/users': { s: ['users.read'] },
  '/userroles': { s: ['admin', 'users.update'] },
  '/tax': { s: ['admin'], h: true },
  '/users/profile': { s: ['users.self', 'agencies.self'], h: true },
  '/users/create': { s: ['admin', 'users.create'] },
  '/users/:id': { s: ['admin', 'users.update'] },
  '/plugins': { s: ['admin'] },
  '/todo': { s: ['admin', 'todo.update'], f: ['todo'] },
  '/export': { s: ['admin', 'vessel.update'], f: ['vessel'] },
  '/config/ota': { s: ['suapi.read', 'suapi.all'], f: ['ota'] },
  '/config/mail': { s: ['mail.update'] },
  '/config/mailqueue': { s: ['mailqueue.read'] },
  '/config/mailschedule': { s: ['mailschedule.read'], f: ['mailScheduler'] },
  '/config/mailscheduled': { s: ['mailschedule.read'], f: ['mailScheduler'] },
  // Contest, club and CRM
  '/contest/list': { s: ['contest.read'], f: ['contest'] },
  '/club/dashboard': { s: ['user', 'admin'], f: ['crmMaster'] },
  '/club/dashboard/:tab': { s: ['user', 'admin'], f: ['crmMaster'] },
  '/club/card': { s: ['admin', 'customers.read'] },
  '/crm/customer': { s: ['customers.read'], f: ['crmMaster', 'crmClient'] },
  '/crm/guestform': { s: ['customers.read', 'agencies.self'] },
  '/crm/filter/:fid': { s: ['customers.read'], f: ['crmMaster', 'crmClient'] },
  '/crm/forms': { s: ['forms.read'], f: ['forms'] },
  '/crm/referral': { s: ['referral.read'] },
  '/crm/loyality': { s: ['customers.read'], f: ['loyalityProgram'] },
  // Dive
  '/dive/overview': { s: ['divelog.read'], f: ['diveLog'] },
  '/dive/log': { s: ['divelog.read'], f: ['diveLog'] },
  '/dive/plan': { s: ['diveplan.read'], f: ['diveLog'] },
  '/dive/site': { s: ['divesite.read'], f: ['diveLog'] },
  '/dive/type': { s: ['divetype.read'], f: ['diveLog'] },
  '/dive/boat': { s: ['diveboat.read'], f: ['diveLog'] },
  // Master bookings
  '/master/booking': { s: ['bookings.read'], f: ['assetMaster'] },
  '/master/booking/:system/:id': { s: ['bookings.read'], f: ['assetMaster'] },
  // Vessel group
  '/vessel/list': { s: ['vessel.read'], f: ['vessel'] },
  '/vessel/create': { s: ['vessel.create'], f: ['vessel'] },
  '/vessel/:id': { s: ['vessel.update'], f: ['vessel'] },
  '/vesseldeck': { s: ['vessel.read'], f: ['vessel'] },
  '/vessellist': { s: ['vessel.read'], f: ['vessel'] },
  // Rooms and bed types: vessel group, and resort group in resort mode
  '/room/list': { s: ['vessel.read', 'resort.read'], f: RV },
  '/room/type/list': { s: ['vessel.read', 'resort.read'], f: RV },
  '/room/create': { s: ['vessel.read', 'resort.read'], f: RV },
  '/room/:id': { s: ['vessel.read', 'resort.read'], f: RV },
  '/bedtype': { s: ['vessel.read', 'resort.read'], f: RV },
  // Tour group
  '/tour/list': { s: ['tours.read'] },
  '/tour/create': { s: ['tours.create'] },
  '/tour/:id': { s: ['tours.update'] },
  '/schedule': { s: ['schedules.read'] },
  '/schedules/create': { s: ['schedules.create'] },
  '/schedules/movecabin/:id': { s: ['bookings.update'] },
  '/schedule/:schedule': { s: ['tours.read'] },
  '/tour/:tour/schedules/:schedule': { s: ['schedules.update'] },
  // Resort group
  '/resort/list': { s: ['resort.read'], f: ['resort'] },
  '/resort/dates': { s: ['bookings.read'], f: ['resort'] },
  '/resort/lists': { s: ['resort.read'], f: ['resort'] },
  '/resort/create': { s: ['resort.create'], f: ['resort'] },
  '/resort/:id': { s: ['resort.update'], f: ['resort'] },
  // Booking and finance
  '/booking': { s: ['bookings.read', 'agencies.self'], to: '/booking/list' },
  '/booking/list': { s: ['bookings.read', 'agencies.self'] },
  '/booking/wizard': { s: ['bookings.create', 'bookings.read', 'agencies.self'] },
  '/booking/resort': { s: ['bookings.create', 'agencies.self'] },
  '/booking/tour': { s: ['bookings.read'] },
  '/booking/calendar': { s: ['bookings.read'], f: ['vessel'] },
  '/booking/:id': { s: ['bookings.read', 'agencies.self'] },
  '/booking/occupancy': { s: ['bookings.read'], f: ['resort'] },
  '/booking/ota': { s: ['bookings.read'], f: ['ota'] },
  '/pos/counter': { s: ['pos.read'], f: ['pos'] },
  '/pos/list': { s: ['pos.read'], f: ['pos'] },
  '/bank': { s: ['banks.read'], f: ['bank'], to: '/bank/list' },
  '/bank/list': { s: ['banks.read'], f: ['bank'] },
  '/bank/create': { s: ['banks.create'], f: ['bank'] },
  '/bank/cashflow': { s: ['bankentries.read'], f: ['bank'] },
  '/bank/:id': { s: ['banks.update'], f: ['bank'] },
  '/bank/entry/list': { s: ['bankentries.read'] },
  '/bank/entry/manual': { s: ['bankentries.read'] },
  '/bank/entry/temporary': { s: ['bankentries.read'] },
  '/credits': { s: ['agencies.read'] },
  '/ccredits': { s: ['customers.read'] },
  '/finance/invoices': { s: ['bookings.read'] },
  '/finance/assetshare': { s: ['bookings.read'], f: ['connect'] },
  // Agency group
  '/agency/list': { s: ['agencies.read'] },
  '/agency/filter/:fid': { s: ['agencies.read'] },
  '/agency/create': { s: ['agencies.create'] },
  '/agency/group': { s: ['agencies.create'] },
  '/agency/payments': { s: ['agencies.read', 'agencies.self'], h: true },
  '/agency/:id': { s: ['agencies.update', 'agencies.self'], h: true },
  // Customer group
  '/customer': { s: ['customers.read', 'customers.self', 'agencies.self'], not: ['customerDetails'] },
  '/customer/list': { s: ['customers.read'] },
  '/customer/create': { s: ['customers.create'] },
  '/customer/guestform': { s: ['customers.read', 'customers.self', 'agencies.self'], not: ['guestforms'] },
  '/customer/relation': { s: ['customers.read'], f: ['customerRelation'] },
  '/customer/group': { s: ['customers.create'] },
  '/customer/view/:id': { s: ['customers.self', 'customers.read'], h: true },
  '/customer/:id': { s: ['customers.self', 'customers.update'], h: true },
  '/customerdatagroup': { s: ['customers.update'] },
  '/form': { s: ['forms.read'], f: ['forms'] },
  '/formdef': { s: ['formdef.update'], f: ['forms'] },
  // Price group
  '/price': { s: ['price.update'], f: RV },
  '/pricevariant': { s: ['price.update'], f: RV },
  '/supplements': { s: ['price.update'], f: RV },
  '/price/new': { s: ['price.update'], f: RV, h: true },
  '/price/:id': { s: ['price.update'], f: RV, h: true },
  '/commission': { s: ['bookings.update'], f: RV },
  '/terms': { s: ['bookings.update'], f: RV },
  '/specials/list': { s: ['user'], f: RV },
  '/specials/group': { s: ['user'], f: RV },
  '/specials/create': { s: ['user'], f: RV, h: true },
  '/specials/:id': { s: ['user'], f: RV, h: true },
  // Other groups
  '/employee': { s: ['employee.read'], f: RV },
  '/widget-admin': { s: ['widget.read'], f: ['bookingWidget'], to: '/widget-admin/list' },
  '/widget-admin/list': { s: ['widget.read'], f: ['bookingWidget'] },
  '/widget-admin/stats': { s: ['widget.read'], f: ['bookingWidget'] },
  '/widget-admin/create': { s: ['widget.create'], f: ['bookingWidget'], h: true },
  '/widget-admin/:id': { s: ['widget.update'], f: ['bookingWidget'], h: true },
  '/product': { s: ['product.read'], f: RV, to: '/product/list' },
  '/product/list': { s: ['product.read'], f: RV },
  '/product/create': { s: ['product.create'], f: RV },
  '/product/stock': { s: ['product.read'], f: RV, rf: ['stock'] },
  '/product/category': { s: ['product.read'], f: RV },
  '/product/:id': { s: ['product.update'], f: RV, h: true },
  '/stats/base': { s: ['bookingpayment.read', 'bankentries.read'], not: ['financeReports'] },
  '/stats/tour': { s: ['bookings.read'], f: ['vessel'], not: ['bookingReports'] },
  '/stats/booking': { s: ['bookings.read'], f: RV },
  '/stats/occupancy': { s: ['bookings.read'], f: ['resort'] },
  '/stats/dive': { s: ['divelog.read'], f: ['diveLog'], not: ['diveReports'] },
  '/stats/export': { s: ['export.read'], f: RV },
  '/media': { s: ['media.read'], to: '/media/list' },
  '/media/list': { s: ['media.read'] },
  '/media/create': { s: ['media.create'] },
  '/media/:id': { s: ['media.update'], h: true },
  '/geo': { s: ['settings.read'], to: '/geo/destination' },
  '/geo/destination': { s: ['settings.read'] },
  '/geo/port': { s: ['settings.read'] },
  '/geo/airport': { s: ['settings.read'] },
  '/geo/airline': { s: ['settings.read'] },
  '/geo/country': { s: ['settings.read'] },
};

const sorted = (a: readonly string[] | undefined) => [...(a ?? [])].sort();
const byPath = new Map(ROUTES.map((r) => [r.path, r]));

describe('route table', () => {
  it('holds exactly the spec routes, each path once', () => {
    expect(ROUTES.length).toBe(byPath.size);
    expect([...byPath.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s has the spec scopes, features and flags', (path, e) => {
    const r = byPath.get(path)!;
    expect(r, path).toBeDefined();
    expect(sorted(r.scopes)).toEqual(sorted(e.s));
    expect(sorted(r.features)).toEqual(sorted(e.f));
    expect(sorted(r.requiredFeatures)).toEqual(sorted(e.rf));
    expect(sorted(r.not)).toEqual(sorted(e.not));
    expect(r.hidden).toBe(e.h ?? false);
    expect(r.public).toBe(e.pub ?? false);
    expect(r.guestOnly).toBe(e.go ?? false);
    expect(r.redirectTo).toBe(e.to ?? null);
    expect(r.modulesAdmin).toBe(e.modules ?? false);
    expect(r.club).toBe(path.startsWith('/club/'));
  });

  it('ids are unique and every route not in the menu has a reason', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      if (r.hidden || r.public || r.redirectTo || r.path.includes(':') || r.path === '*') expect(r.menu, r.path).toBeNull();
      else expect(r.menu, r.path).not.toBeNull();
    }
  });

  it('names the menu groups of the spec for customers and bank entries', () => {
    expect(getRoute('customerList').menu).toBe('masterData');
    expect(getRoute('bankEntryList').menu).toBe('finance');
  });

  it('the not-found route is last and only the catch-all', () => {
    const last = ROUTES[ROUTES.length - 1];
    expect(last.path).toBe('*');
    expect(last.notFound).toBe(true);
    expect(ROUTES.filter((r) => r.notFound)).toHaveLength(1);
  });

  it('buildPath fills and encodes parameters', () => {
    expect(buildPath('bookingDetail', { id: 42 })).toBe('/booking/42');
    expect(buildPath('tourSchedule', { tour: 'a b', schedule: 'x/y' })).toBe('/tour/a%20b/schedules/x%2Fy');
    expect(() => buildPath('bookingDetail')).toThrow();
    expect(() => getRoute('nope')).toThrow();
  });
});
