// Fixtures of the dive billing and rental gear tests: a resort (in UTC unless told) with rooms, divers who are
// ready (medical and waiver signed), confirmed bookings, products priced per dive, per dive day and
// per day, and calls that put divers on a dive, take them through the roll call and close it.
import { expect } from 'vitest';
import type { TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type { TJson };

export function caller(api: TTestApi, token: () => string) {
  return async function call(method: string, path: string, body?: unknown, status = 200, as = token()): Promise<TJson> {
    const res = await api.call(method, path, { token: as, body });
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
    return (await res.json()) as TJson;
  };
}

export type TCall = ReturnType<typeof caller>;

export async function diveWorld(call: TCall, day0: string, marker: string, timezone = 'UTC') {
  const d = (n: number) => addDays(day0, n);
  const resort = (await call('POST', '/api/resort', { name: `${marker} Bay`, timezone })).id as string;
  const customers: Record<string, string> = {};
  for (const n of ['Ada', 'Ben', 'Cleo']) {
    customers[n] = (await call('POST', '/api/customers', { fullName: `${n} ${marker}` })).id;
    await call('POST', `/api/dive/divers/${customers[n]}`, { medicalDate: d(-10), waiverDate: d(-10) });
    const cert = await call('POST', `/api/dive/divers/${customers[n]}/certifications`, { agency: 'PADI', level: 'openWater' });
    await call('POST', `/api/dive/certifications/${cert.id}/verify`);
  }
  const room = async (name: string) => (await call('POST', '/api/rooms', { name: `${marker} ${name}`, type: 'Room', resort, availableBeds: 2, allowMixedGender: true })).id;
  const book = async (roomId: string, guests: string[], state: 'confirm' | 'plan') => {
    const b = await call('POST', '/api/bookings', { rooms: [{ room: roomId, dateFrom: d(-1), dateTo: d(6), guests: guests.map((g) => ({ customer: customers[g], firstName: g, gender: 'f' })) }] }, 201);
    await call('POST', `/api/bookings/${b.id}/${state}${state === 'confirm' ? '?withoutPrice=1' : ''}`); // a room without a price
    return b.id as string;
  };
  // Cleo's booking is planned: she is in house, but on-site items go on confirmed bookings only.
  const bookings = { ab: await book(await room('R1'), ['Ada', 'Ben'], 'confirm'), cleo: await book(await room('R2'), ['Cleo'], 'plan') };
  const product = async (name: string, ruleBase: string, price: number) =>
    (await call('POST', '/api/product', { name: `${marker} ${name}`, ruleBase, price, currency: 'EUR', taxPercent: 7, resort })).id as string;
  const products = {
    dive: await product('Boat dive', 'PerDive', 4500), day: await product('Dive day', 'PerDiveDay', 9000),
    bcd: await product('BCD rental', 'PerDive', 1000), suit: await product('Wetsuit rental', 'PerDay', 800), course: await product('Course', 'PerBooking', 30000),
  };
  const type = async (name: string, body: TJson) => (await call('POST', '/api/divetype', { name: `${marker} ${name}`, requiredLevel: 'none', ...body })).id as string;
  const types = {
    perDive: await type('Boat dive', { product: products.dive }), perDay: await type('Day dive', { product: products.day }),
    none: await type('Free dive', {}), wrongRule: await type('Course dive', { product: products.course }),
  };
  let k = 0;
  const plan = async (typeId: string | null, date = d(1)) =>
    (await call('POST', '/api/diveplan', { name: `${marker} dive ${++k}`, date, start: '09:00', resort, ...(typeId ? { type: typeId } : {}) })).id as string;
  /** Divers onto the dive, in and out of the water, and the dive closed; answers the close result. */
  const dive = async (planId: string, who: string[], before?: () => Promise<void>) => {
    for (const w of who) await call('POST', `/api/diveplan/${planId}/divers`, { customer: customers[w] });
    if (before) await before();
    for (const w of who) await call('POST', `/api/diveplan/${planId}/rollcall`, { customer: customers[w], event: 'in' });
    for (const w of who) await call('POST', `/api/diveplan/${planId}/rollcall`, { customer: customers[w], event: 'out' });
    return call('POST', `/api/diveplan/${planId}/close`, {});
  };
  const bill = (booking: string) => call('GET', `/api/bookings/${booking}/onsite`);
  return { d, resort, customers, bookings, products, types, plan, dive, bill };
}
