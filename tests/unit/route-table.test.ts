// The route table holds every route of spec section 2 (tests/helpers/spec-routes.ts, transcribed
// from the spec on its own) with the right scopes, features and flags.
import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, getRoute } from '@/lib/access/routes';
import { SPEC_ROUTES as EXPECTED } from '../helpers/spec-routes';

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
      if (r.hidden || r.public || r.redirectTo || r.createFor || r.path.includes(':') || r.path === '*') expect(r.menu, r.path).toBeNull();
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
