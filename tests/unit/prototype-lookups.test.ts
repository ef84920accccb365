// Issue 13: names of Object.prototype members as path segments and request values. Every web
// lookup keyed by such a value (route table, screens, register types, public booking pages and
// kinds, jump systems, settings-like tables) finds nothing instead of a prototype member.
import { describe, expect, it } from 'vitest';
import { decideAccess, type TGuardSession } from '@/lib/access/guard';
import { matchRoute } from '@/lib/access/match-route';
import { buildPath, getRoute } from '@/lib/access/routes';
import { hasScope } from '@/lib/access/scopes';
import { bookPageOf, BOOK_PAGES } from '@/lib/book/pages';
import { isBookKind, parseBookQuery } from '@/lib/book/query';
import { validateAnswers } from '@/lib/contract/form-access';
import { FEATURE_FLAGS } from '@/lib/contract/auth';
import { screenById, screensOfPath } from '@/lib/resources/screens';
import { jumpFrame } from '@/lib/shell/jump-frame';
import { hasOwnKey, ownValue } from '@/lib/validation/own-key';
import { registerUserType } from '@/components/account/register-schema';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__', 'isPrototypeOf'];
const admin: TGuardSession = { scopes: ['admin'], features: [...FEATURE_FLAGS], viewsOff: [], isCrmUser: false, email: 'admin@example.com' };

describe('prototype member names', () => {
  it('ownValue and hasOwnKey see only the table\'s own keys', () => {
    const table: Record<string, number> = { general: 1 };
    for (const n of NAMES) {
      expect(ownValue(table, n)).toBeUndefined();
      expect(hasOwnKey(table, n)).toBe(false);
    }
    expect(ownValue(table, 'general')).toBe(1);
  });

  it('the route table: a static segment of such a name matches no route, a parameter takes it as a value', () => {
    for (const n of NAMES) {
      for (const path of [`/${n}`, `/config/${n}`, `/widget/${n}/x`, `/book/${n}`]) {
        expect(matchRoute(path).route.notFound, path).toBe(true);
        expect(decideAccess({ pathname: path, session: admin }).route.notFound, path).toBe(true);
        expect(decideAccess({ pathname: path, session: null }).route.notFound, path).toBe(true);
      }
      const booking = matchRoute(`/booking/${encodeURIComponent(n)}`);
      expect(booking.route.id).toBe('bookingDetail');
      expect(booking.params).toEqual({ id: n });
      expect(Object.getPrototypeOf(booking.params)).toBe(Object.prototype);
      const widget = matchRoute(`/widget/${encodeURIComponent(n)}`);
      expect(widget.route.notFound).toBeFalsy();
      expect(Object.values(widget.params)).toEqual([n]);
      expect(() => getRoute(n)).toThrow(/Unknown route id/);
      expect(() => buildPath(n)).toThrow(/Unknown route id/);
      expect(hasScope(['bookings.read'], n)).toBe(false);
    }
  });

  it('resource screens, register types, booking pages and kinds, jump systems', () => {
    for (const n of NAMES) {
      expect(() => screenById(n)).toThrow(/Unknown screen/);
      expect(screensOfPath(`/${n}`)).toEqual([]);
      expect(screensOfPath(`/config/${n}`)).toEqual([]);
      expect(registerUserType(n)).toBeNull();
      expect(bookPageOf(n)).toBe(BOOK_PAGES[0]);
      expect(isBookKind(n)).toBe(false);
      expect(parseBookQuery({ kind: n }, { kinds: ['resort', 'vessel'], today: '2030-01-01' }).kind).toBe('resort');
      expect(jumpFrame({ system: n, systems: ['crm'], linkData: null, to: null })).toEqual({ kind: 'unknownSystem' });
    }
  });

  it('a form element of such a type or key is validated, not looked up on the prototype', () => {
    for (const n of NAMES) {
      const form = { elements: [{ type: n, key: n, label: { en: 'x' }, required: false }], layout: 'single', guests: 1 } as never;
      expect(() => validateAnswers(form, { [n]: 'text' })).not.toThrow();
    }
  });
});
