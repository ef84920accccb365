// Shared by the schedules-*.test.ts files: a vessel of its own with three cabins (a private
// double, a shared twin, a cabin of a second type), a tour with two open departures and a
// cancelled one, an active price list for its year, and two bookings on the first departure.
// Its year is the clock's year plus two: after the demo's seasons and specials (which move with
// the clock), so nothing of the demo prices these departures, in a run of any date.
import { expect } from 'vitest';
import type { TTestApi } from '../helpers/api';
import { yearFromNow } from '../helpers/dates';

/** The fleet's year (2028 in a run on a day of 2026). */
export const FY = yearFromNow(2);
/** A day of the fleet's year, or of a year after it: fy('03-04') is 4 March of FY. */
export const fy = (monthDay: string, years = 0): string => `${FY + years}-${monthDay}`;

export type TFleet = {
  vessel: string; tour: string; typeA: string; typeC: string; priceList: string;
  cabinA: string; cabinB: string; cabinC: string;
  s1: string; s2: string; s3: string; booking1: string; booking1No: string; booking2: string;
};

export const S1 = { dateFrom: fy('03-04'), dateTo: fy('03-11') };
export const S2 = { dateFrom: fy('03-11'), dateTo: fy('03-18') };

export async function post(api: TTestApi, token: string, path: string, body: unknown, status = 200): Promise<{ id: string } & Record<string, unknown>> {
  const res = await api.call('POST', path, { token, body });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as { id: string };
}

export async function fleet(api: TTestApi, admin: string, tag: string): Promise<TFleet> {
  const vessel = (await post(api, admin, '/api/vessel', { name: `MY ${tag}` })).id;
  const typeA = (await post(api, admin, '/api/roomtypes', { name: `${tag} Twin`, vessel })).id;
  const typeC = (await post(api, admin, '/api/roomtypes', { name: `${tag} Suite`, vessel })).id;
  const cabin = async (name: string, roomType: string, shared: boolean) => (await post(api, admin, '/api/rooms', {
    name, type: 'Cabin', roomType, vessel, availableBeds: 2, allowSharedRoom: shared, allowMixedGender: true,
  })).id;
  const cabinA = await cabin(`${tag} A`, typeA, false);
  const cabinB = await cabin(`${tag} B`, typeA, true);
  const cabinC = await cabin(`${tag} C`, typeC, false);
  const tour = (await post(api, admin, '/api/tours', { name: `${tag} Reefs`, vessel, nights: 7 })).id;
  const schedule = async (name: string, dates: { dateFrom: string; dateTo: string }, status = 'open') =>
    (await post(api, admin, '/api/schedules', { name, tour, vessel, ...dates, status, maxPax: 6 })).id;
  const s1 = await schedule(`${tag} Reefs 4 Mar ${FY}`, S1);
  const s2 = await schedule(`${tag} Reefs 11 Mar ${FY}`, S2);
  const s3 = await schedule(`${tag} Reefs 1 Apr ${FY}`, { dateFrom: fy('04-01'), dateTo: fy('04-08') }, 'cancelled');
  const priceList = (await post(api, admin, '/api/price', {
    name: `${tag} ${FY}`, status: 'active', calculationType: 'complete', validFrom: fy('01-01'), validTo: fy('12-31'),
    currencies: ['EUR'], periods: [{ from: fy('01-01'), to: fy('12-31'), name: `Season ${FY}` }],
    entries: [{ roomType: typeA, period: 0, amount: 150000 }], vessel,
  })).id;
  const b1 = await post(api, admin, '/api/bookings', {
    type: 'tour', schedule: s1, tour, vessel,
    rooms: [{ room: cabinA, ...S1, guests: [{ firstName: 'Ida', lastName: 'Lund', gender: 'f' }, { firstName: 'Ole', lastName: 'Lund', gender: 'm' }] }],
  }, 201);
  const b2 = await post(api, admin, '/api/bookings', {
    type: 'tour', schedule: s1, tour, vessel, rooms: [{ room: cabinB, ...S1, guests: [{ firstName: 'Sven', lastName: 'Berg', gender: 'm' }] }],
  }, 201);
  return {
    vessel, tour, typeA, typeC, priceList, cabinA, cabinB, cabinC, s1, s2, s3,
    booking1: b1.id, booking1No: String(b1.offerNo), booking2: b2.id,
  };
}
