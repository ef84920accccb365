// The scope matcher against every rule of spec section 6.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasAllScopes, hasAnyScope, hasScope, isGuestScopes } from '@/lib/access/scopes';

const ADMIN = ['admin'];
const GUEST = ['guest'];
const STAFF = ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'];

describe('admin passes every check except guest-only', () => {
  it.each(['bookings.read', 'users.update', 'suapi.all', '$view.financeReports', '$cat.diving', 'user', '$$IsAuthorized$$', 'admin', 'anything.at.all'])(
    'admin passes %s',
    (scope) => expect(hasScope(ADMIN, scope)).toBe(true),
  );
  it('admin fails the guest-only check', () => {
    expect(hasScope(ADMIN, 'guest')).toBe(false);
    expect(hasScope(['admin', 'bookings.read'], 'guest')).toBe(false);
  });
  it('property: admin passes any scope but guest', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (scope, extra) => {
        fc.pre(scope !== 'guest');
        expect(hasScope(['admin', ...extra], scope)).toBe(true);
      }),
    );
  });
  it('only the literal admin scope is admin', () => {
    expect(hasScope(['admin.read'], 'admin')).toBe(false);
    expect(hasScope(['administrator'], 'admin')).toBe(false);
    expect(hasScope(['users.update'], 'admin')).toBe(false);
    expect(hasScope(['administrator'], 'bookings.read')).toBe(false);
  });
});

describe('guest', () => {
  it('guest matches a guest caller (scope guest or no scopes)', () => {
    expect(hasScope(GUEST, 'guest')).toBe(true);
    expect(hasScope([], 'guest')).toBe(true);
    expect(isGuestScopes(GUEST)).toBe(true);
    expect(isGuestScopes([])).toBe(true);
  });
  it('a logged-in user is not a guest', () => {
    expect(hasScope(STAFF, 'guest')).toBe(false);
    expect(hasScope(['guest', 'bookings.read'], 'guest')).toBe(false);
    expect(isGuestScopes(['guest', 'bookings.read'])).toBe(false);
  });
  it('a guest fails every permission, user and $$IsAuthorized$$', () => {
    for (const s of ['bookings.read', 'user', '$$IsAuthorized$$', 'admin', '$view.x', 'guest.read']) {
      expect(hasScope(GUEST, s)).toBe(false);
      expect(hasScope([], s)).toBe(false);
    }
  });
});

describe('user and $$IsAuthorized$$ (any non-guest scope)', () => {
  it('pass for any non-guest scope list', () => {
    for (const scopes of [STAFF, ['agencies.self'], ['customers.self'], ['$view.x'], ['guest', 'media.read']]) {
      expect(hasScope(scopes, '$$IsAuthorized$$')).toBe(true);
      expect(hasScope(scopes, 'user')).toBe(true);
    }
  });
  it('fail for guests', () => {
    expect(hasScope(GUEST, '$$IsAuthorized$$')).toBe(false);
    expect(hasScope(GUEST, 'user')).toBe(false);
  });
});

describe('$view.* entries', () => {
  it('match the same entry or a prefix grant, never a sibling', () => {
    expect(hasScope(['$view.financeReports'], '$view.financeReports')).toBe(true);
    expect(hasScope(['$view'], '$view.financeReports')).toBe(true);
    expect(hasScope(['$view.bookingReports'], '$view.financeReports')).toBe(false);
    expect(hasScope(STAFF, '$view.financeReports')).toBe(false);
  });
});

describe('$cat.* category entries', () => {
  it('a user with no category scope passes category checks', () => {
    expect(hasScope(STAFF, '$cat.diving')).toBe(true);
    expect(hasScope(['agencies.self'], '$cat.anything')).toBe(true);
  });
  it('a user with category scopes passes only their categories', () => {
    expect(hasScope(['bookings.read', '$cat.diving'], '$cat.diving')).toBe(true);
    expect(hasScope(['bookings.read', '$cat.diving'], '$cat.snorkel')).toBe(false);
    expect(hasScope(['$cat.diving'], '$cat.diving.night')).toBe(true);
  });
  it('a guest holds no category scope, so passes a category check alone', () => {
    expect(hasScope(GUEST, '$cat.diving')).toBe(true);
    // ...but never a permission combined with it.
    expect(hasAllScopes(GUEST, ['bookings.read', '$cat.diving'])).toBe(false);
  });
});

describe('dotted scopes area.action matched by prefix', () => {
  it('exact match', () => {
    expect(hasScope(STAFF, 'bookings.read')).toBe(true);
    expect(hasScope(STAFF, 'bookings.update')).toBe(false);
  });
  it('an area scope grants its actions', () => {
    expect(hasScope(['bookings'], 'bookings.read')).toBe(true);
    expect(hasScope(['bookings'], 'bookings.update')).toBe(true);
    expect(hasScope(['bookings'], 'customers.read')).toBe(false);
  });
  it('an area check passes for any action of the area', () => {
    expect(hasScope(STAFF, 'bookings')).toBe(true);
    expect(hasScope(STAFF, 'banks')).toBe(false);
  });
  it('whole segments only: booking is not bookings, self is not read', () => {
    expect(hasScope(['booking'], 'bookings.read')).toBe(false);
    expect(hasScope(['bookings.read'], 'booking')).toBe(false);
    expect(hasScope(['customers.self'], 'customers.read')).toBe(false);
    expect(hasScope(['agencies.self'], 'agencies.read')).toBe(false);
    expect(hasScope(['suapi.all'], 'suapi.read')).toBe(false);
  });
  it('property: a holder of a.b passes a and a.b, not a.c', () => {
    const seg = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(seg, seg, seg, (a, b, c) => {
        fc.pre(b !== c);
        const held = [`${a}.${b}`];
        expect(hasScope(held, `${a}.${b}`)).toBe(true);
        expect(hasScope(held, a)).toBe(true);
        expect(hasScope(held, `${a}.${c}`)).toBe(false);
      }),
    );
  });
});

describe('multi-check requires all listed permissions', () => {
  it('all of them', () => {
    expect(hasAllScopes(STAFF, ['bookings.read', 'customers.read'])).toBe(true);
    expect(hasAllScopes(STAFF, ['bookings.read', 'bookings.update'])).toBe(false);
    expect(hasAllScopes(STAFF, [])).toBe(true);
  });
  it('admin passes a multi-check unless it includes guest', () => {
    expect(hasAllScopes(ADMIN, ['bookings.read', 'banks.update'])).toBe(true);
    expect(hasAllScopes(ADMIN, ['bookings.read', 'guest'])).toBe(false);
  });
  it('property: hasAllScopes equals every hasScope, hasAnyScope equals some (empty = open)', () => {
    const scope = fc.constantFrom('admin', 'guest', 'user', 'bookings.read', 'bookings', 'customers.self', '$cat.a', '$view.b');
    fc.assert(
      fc.property(fc.array(scope), fc.array(scope), (held, req) => {
        expect(hasAllScopes(held, req)).toBe(req.every((r) => hasScope(held, r)));
        expect(hasAnyScope(held, req)).toBe(req.length === 0 || req.some((r) => hasScope(held, r)));
      }),
    );
  });
});

describe('coversScope (what a caller may grant)', () => {
  it('is one way: an action does not cover its bare area, an area covers its actions', async () => {
    const { coversScope } = await import('../../lib/access/scopes');
    expect(coversScope(['users.update'], 'users')).toBe(false);
    expect(coversScope(['users.update'], 'users.update')).toBe(true);
    expect(coversScope(['users'], 'users.read')).toBe(true);
    expect(coversScope(['bookings.read'], 'bookings')).toBe(false);
    expect(coversScope(['booking'], 'bookings.read')).toBe(false);
    expect(coversScope(['users.update'], 'admin')).toBe(false);
    expect(coversScope(['admin'], 'bookings')).toBe(true);
    expect(coversScope(['admin'], 'admin')).toBe(true);
    expect(coversScope([], 'user')).toBe(false);
    expect(coversScope(['bookings.read'], 'user')).toBe(true);
  });
});
