// The booking price calls of api-calls 7.4 (issue 15): product and addon by every rule base and
// customer charge type, a line edited / refreshed / renamed / sorted, another price list, a room's
// price variant, currency, language and agency; one version per call; an invoiced booking refused.
// On the seeded price list (standard rooms 74.00 per person and night from 1 May 2027).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let resort: string;
let roomType: string;
let agency: string;
let guestIds: string[];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
beforeAll(async () => {
  const std = rowsOf<{ id: string; resort: string; roomType: string }>(await t.api.handle.db.execute(sql`SELECT r.id, r.resort, r.room_type AS "roomType" FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`));
  rooms = std.map((x) => x.id);
  resort = std[0].resort;
  roomType = std[0].roomType;
  agency = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
  guestIds = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM customers ORDER BY full_name LIMIT 2`)).map((x) => x.id);
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
});

type TLine = { id: string; type: string; source: string; text: string | null; quantity: number; unitPrice: number; amount: number; currency: string; textValues: Record<string, unknown>; editable: boolean };
type TDetail = { id: string; total: number; version: number; currency: string; language: string; agency: string | null; calculation: TLine[]; rooms: { id: string }[] };
const call = async <T = TDetail>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const refusal = async (method: string, path: string, body: unknown, status: number, message: string) => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(status);
  const answer = (await res.json()) as { message: string; error: string };
  expect(status === 400 && message === 'ValidationError' ? answer.error : answer.message).toBe(message);
};
let slot = 0;
/** A booking of `nights` nights for two guests (with customer records), on dates of its own. */
const book = (nights: number, extra: Record<string, unknown> = {}) => {
  const n = slot++;
  const from = addDays(demo('2027-05-03'), Math.floor(n / rooms.length) * 9);
  return call('POST', '/api/bookings', { customer: guestIds[0], ...extra, rooms: [{ room: rooms[n % rooms.length], dateFrom: from, dateTo: addDays(from, nights), guests: guestIds.map((customer) => ({ customer, gender: 'u' })) }] }, 201);
};
const record = async (base: string, body: Record<string, unknown>) => (await call<{ id: string }>('POST', base, body)).id;
const last = (d: TDetail) => d.calculation.at(-1)!;

describe('POST {id}/product/{product}: every rule base (8 nights, 2 guests, 10.00 a unit)', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['PerPerson', {}, 2], ['PerBooking', {}, 1], ['PerBookingAndCustomer', {}, 2], ['PerDay', {}, 18], ['PerNight', {}, 16],
    ['PerDiveDay', {}, 14], ['PerDiveDay', { diveDays: 5 }, 10], ['PerDive', { dives: 6 }, 12], ['PerWeekFloor', {}, 2], ['PerWeekCeil', {}, 4],
    ['PerPerson', { customers: ['$0'] }, 1], ['PerNight', { quantity: 3 }, 3],
  ];
  it.each(cases)('%s %j → %i units', async (ruleBase, body, units) => {
    const b = await book(8);
    const product = await record('/api/product', { name: `Rental ${ruleBase}`, ruleBase, price: 1000 });
    const input = body.customers ? { ...body, customers: [guestIds[0]] } : body;
    const after = await call('POST', `/api/bookings/${b.id}/product/${product}`, input);
    expect(last(after)).toMatchObject({ type: 'product', source: 'manual', text: `Rental ${ruleBase}`, quantity: units, unitPrice: 1000, amount: units * 1000, textValues: { ruleBase } });
    expect(after.total).toBe(b.total + units * 1000);
    expect(after.version).toBe(b.version + 1);
  });

  it('PerDive without dives or quantity is refused; unknown and inactive products too', async () => {
    const b = await book(2);
    const dive = await record('/api/product', { name: 'Boat dive', ruleBase: 'PerDive', price: 4500 });
    expect((await t.api.call('POST', `/api/bookings/${b.id}/product/${dive}`, { token: t.admin })).status).toBe(400);
    await refusal('POST', `/api/bookings/${b.id}/product/${b.id}`, undefined, 404, 'Product not found');
    const old = await record('/api/product', { name: 'Old', price: 100, isActive: false });
    await refusal('POST', `/api/bookings/${b.id}/product/${old}`, undefined, 409, 'PRODUCT_INACTIVE');
    await refusal('POST', `/api/bookings/${b.id}/product/${dive}`, { chargeType: 'Sometimes', dives: 1 }, 400, 'ValidationError');
  });
});

describe('customer charge types', () => {
  const cases: [string, number, Record<string, unknown>][] = [
    ['Direct', 2500, {}], ['ForFree', 0, { charge: 'ForFree', listPrice: 2500 }], ['OnSite', 0, { charge: 'OnSite', onsitePrice: 2500 }],
    ['Info', 0, { charge: 'Info', listPrice: 2500 }], ['None', 0, { charge: 'None', listPrice: 2500 }],
  ];
  it.each(cases)('%s: unit price %i on the booking', async (chargeType, unitPrice, values) => {
    const b = await book(1);
    const p = await record('/api/product', { name: `Transfer ${chargeType}`, ruleBase: 'PerBooking', price: 2500 });
    const after = await call('POST', `/api/bookings/${b.id}/product/${p}`, { chargeType });
    expect(last(after)).toMatchObject({ unitPrice, amount: unitPrice, textValues: values });
    expect(after.total).toBe(b.total + unitPrice);
  });
});

describe('POST {id}/addon/{addon}', () => {
  it('Absolute by its rule base, PerCent of the room price; a special\'s mode is refused', async () => {
    const b = await book(3);
    const fee = await record('/api/supplements', { name: 'Park fee', amount: 500, mode: 'Absolute', ruleBase: 'PerNight' });
    const withFee = await call('POST', `/api/bookings/${b.id}/addon/${fee}`);
    expect(last(withFee)).toMatchObject({ type: 'addon', quantity: 6, unitPrice: 500, amount: 3000 });
    const service = await record('/api/supplements', { name: 'Service 10 %', mode: 'PerCent', percent: 10 });
    const withService = await call('POST', `/api/bookings/${b.id}/addon/${service}`);
    expect(last(withService)).toMatchObject({ quantity: 1, amount: Math.round(3 * 2 * 7400 * 0.1), textValues: { percent: 10, base: 3 * 2 * 7400 } });
    const foc = await record('/api/supplements', { name: 'FOC', mode: 'FOC' });
    await refusal('POST', `/api/bookings/${b.id}/addon/${foc}`, undefined, 400, 'ADDON_MODE');
    await refusal('POST', `/api/bookings/${b.id}/addon/${b.id}`, undefined, 404, 'Addon not found');
  });
});

describe('a line: edit, rename, refresh, sort', () => {
  it('edits and renames lines added by hand; lines of the price list are locked', async () => {
    const b = await book(2);
    const withLine = await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Late check-out', unitPrice: 2000 });
    const line = last(withLine);
    const edited = await call('POST', `/api/bookings/${b.id}/calculation/${line.id}`, { quantity: 2, unitPrice: 1500 });
    expect(edited.calculation.find((l) => l.id === line.id)).toMatchObject({ quantity: 2, unitPrice: 1500, amount: 3000 });
    expect(edited.total).toBe(b.total + 3000);
    const renamed = await call('POST', `/api/bookings/${b.id}/${line.id}/rename`, { text: 'Late departure' });
    expect(renamed.calculation.find((l) => l.id === line.id)!.text).toBe('Late departure');
    expect(renamed.version).toBe(b.version + 3);
    const room = b.calculation.find((l) => l.type === 'room_cost')!;
    await refusal('POST', `/api/bookings/${b.id}/calculation/${room.id}`, { unitPrice: 1 }, 409, 'LINE_LOCKED');
    await refusal('POST', `/api/bookings/${b.id}/${room.id}/rename`, { text: 'x' }, 409, 'LINE_LOCKED');
    await refusal('POST', `/api/bookings/${b.id}/calculation/${line.id}`, {}, 400, 'ValidationError');
    await refusal('POST', `/api/bookings/${b.id}/calculation/${b.id}`, { unitPrice: 1 }, 404, 'Calculation line not found');
  });

  it('refresh prices a product again from its record; a price-list line reloads; a plain line cannot', async () => {
    const b = await book(2);
    const p = await record('/api/product', { name: 'Nitrox', ruleBase: 'PerPerson', price: 1000 });
    const line = last(await call('POST', `/api/bookings/${b.id}/product/${p}`, { customers: [guestIds[1]] }));
    await call('POST', `/api/product/${p}`, { price: 1200 });
    const refreshed = await call('POST', `/api/bookings/${b.id}/calculation/${line.id}/refresh`);
    expect(refreshed.calculation.find((l) => l.id === line.id)).toMatchObject({ quantity: 1, unitPrice: 1200, amount: 1200 });
    const room = refreshed.calculation.find((l) => l.type === 'room_cost')!;
    expect((await call('POST', `/api/bookings/${b.id}/calculation/${room.id}/refresh`)).total).toBe(refreshed.total);
    const plain = last(await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Extra', unitPrice: 100 }));
    await refusal('POST', `/api/bookings/${b.id}/calculation/${plain.id}/refresh`, undefined, 409, 'LINE_NOT_REFRESHABLE');
  });

  it('sort puts the named lines first in that order', async () => {
    const b = await book(1);
    const a = last(await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'A', unitPrice: 100 }));
    const z = last(await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Z', unitPrice: 100 }));
    const sorted = await call('POST', `/api/bookings/${b.id}/sort`, { lines: [z.id, a.id] });
    expect(sorted.calculation.slice(0, 2).map((l) => l.id)).toEqual([z.id, a.id]);
    expect(sorted.calculation).toHaveLength(b.calculation.length + 2);
    await refusal('POST', `/api/bookings/${b.id}/sort`, { lines: [z.id, z.id] }, 400, 'ValidationError');
    await refusal('POST', `/api/bookings/${b.id}/sort`, { lines: [b.id] }, 400, 'ValidationError');
  });
});

describe('price list, variant, currency, language, agency', () => {
  it('changePrice prices with another list of the resort; variant picks the variant\'s entry', async () => {
    const hb = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM price_variants ORDER BY name LIMIT 1`))[0].id;
    const from = demo('2026-12-01');
    const to = demo('2027-12-31');
    const list = await record('/api/price', { name: 'Net list', status: 'active', calculationType: 'complete', validFrom: from, validTo: to, currencies: ['EUR'], resort,
      periods: [{ from, to, name: 'All year' }], entries: [{ roomType, period: 0, amount: 5000 }, { roomType, variant: hb, period: 0, amount: 6000 }] });
    const b = await book(2);
    expect(b.total).toBe(2 * 2 * 7400);
    const net = await call('POST', `/api/bookings/${b.id}/changePrice/${list}`);
    expect(net.total).toBe(2 * 2 * 5000);
    expect((await call('POST', `/api/bookings/${b.id}/reloadPrice`)).total).toBe(2 * 2 * 5000);
    const withVariant = await call('POST', `/api/bookings/${b.id}/variant/${b.rooms[0].id}/${guestIds[1]}`, { variant: hb });
    expect(withVariant.total).toBe(2 * 2 * 6000);
    expect((await call('POST', `/api/bookings/${b.id}/variant/${b.rooms[0].id}/${guestIds[1]}`, { variant: null })).total).toBe(2 * 2 * 5000);
    await refusal('POST', `/api/bookings/${b.id}/variant/${b.rooms[0].id}/${b.id}`, { variant: hb }, 404, 'Guest not in this room of the booking');
    const draft = await record('/api/price', { name: 'Draft list', status: 'draft', resort });
    await refusal('POST', `/api/bookings/${b.id}/changePrice/${draft}`, undefined, 409, 'PRICE_LIST_INACTIVE');
    await refusal('POST', `/api/bookings/${b.id}/changePrice/${b.id}`, undefined, 404, 'Price list not found');
  });

  it('currency: the settings\' rate, each unit price rounded once; back again gives the same; no rate or paid money: 409', async () => {
    expect((await t.api.call('POST', '/api/settings/group/exchangeRates', { token: t.admin, body: { USD: 1.1 } })).status).toBe(200);
    const b = await book(1);
    const p = await record('/api/product', { name: 'Towel', ruleBase: 'PerBooking', price: 1000 });
    await call('POST', `/api/bookings/${b.id}/product/${p}`);
    const usd = await call('POST', `/api/bookings/${b.id}/currency/USD`);
    expect(usd.currency).toBe('USD');
    expect(usd.calculation.every((l) => l.currency === 'USD')).toBe(true);
    expect(usd.calculation.find((l) => l.type === 'room_cost')!.unitPrice).toBe(8140);
    expect(last(usd)).toMatchObject({ unitPrice: 1100, amount: 1100 });
    expect(usd.total).toBe(2 * 8140 + 1100);
    const eur = await call('POST', `/api/bookings/${b.id}/currency/EUR`);
    expect(eur.total).toBe(2 * 7400 + 1000);
    await refusal('POST', `/api/bookings/${b.id}/currency/JPY`, undefined, 409, 'EXCHANGE_RATE_MISSING');
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 500, method: 'cash' });
    await refusal('POST', `/api/bookings/${b.id}/currency/USD`, undefined, 409, 'HAS_PAYMENTS');
  });

  it('language and agency: one version each; the agency\'s commission comes with it', async () => {
    const b = await book(1);
    const en = await call('POST', `/api/bookings/${b.id}/language/en`);
    expect(en).toMatchObject({ language: 'en', version: b.version + 1, total: b.total });
    await refusal('POST', `/api/bookings/${b.id}/language/fr`, undefined, 400, 'ValidationError');
    const ag = await call('POST', `/api/bookings/${b.id}/agency/${agency}`);
    expect(ag.agency).toBe(agency);
    expect(ag.calculation.find((l) => l.type === 'commission')!.amount).toBe(-Math.round(2 * 7400 * 0.15));
    expect(ag.version).toBe(b.version + 2);
    await refusal('POST', `/api/bookings/${b.id}/agency/${b.id}`, undefined, 404, 'Agency not found');
  });
});

describe('an invoiced booking', () => {
  it('refuses every price change (409 ALREADY_INVOICED) and keeps its version; the language may change', async () => {
    const b = await book(1);
    const p = await record('/api/product', { name: 'Cap', ruleBase: 'PerBooking', price: 900 });
    const line = last(await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Extra', unitPrice: 100 }));
    expect((await t.api.call('POST', `/api/bookings/${b.id}/invoice`, { token: t.admin, body: {} })).status).toBe(201);
    const before = await call('GET', `/api/bookings/${b.id}`);
    for (const [path, body] of [[`product/${p}`, undefined], [`calculation/${line.id}`, { unitPrice: 1 }], [`${line.id}/rename`, { text: 'y' }],
      [`calculation/${line.id}/refresh`, undefined], ['sort', { lines: [line.id] }], ['currency/USD', undefined], [`agency/${agency}`, undefined]] as const) {
      await refusal('POST', `/api/bookings/${b.id}/${path}`, body, 409, 'ALREADY_INVOICED');
    }
    const after = await call('GET', `/api/bookings/${b.id}`);
    expect(after.version).toBe(before.version);
    expect(after.total).toBe(before.total);
    expect((await call('POST', `/api/bookings/${b.id}/language/en`)).language).toBe('en');
  });
});
