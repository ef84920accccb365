// POST /api/specials/preview: which bookings arriving in a window an unsaved special would match,
// and what it alone would save on each (issue 15, the special editor's preview). Seeded price
// list: the standard rooms at 74.00 per person and night from 1 May 2027.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
type TPreview = { from: string; to: string; scanned: number; more: boolean; bookings: { id: string; price: number; saving: number; noOfPax: number; dateFrom: string }[] };

const call = async <T>(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<T> => {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const book = async (room: string, from: string, to: string, guests: number) =>
  (await call<{ id: string }>('POST', '/api/bookings', { rooms: [{ room, dateFrom: from, dateTo: to, guests: Array.from({ length: guests }, () => ({ gender: 'u' })) }] }, 201)).id;
const preview = (special: Record<string, unknown>, from = demo('2027-09-01'), to = demo('2027-09-30'), extra: Record<string, unknown> = {}) =>
  call<TPreview>('POST', '/api/specials/preview', { special, from, to, ...extra });

let seven: string;
let three: string;
let outside: string;
beforeAll(async () => {
  rooms = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)).map((x) => x.id);
  // The stored specials do not count in a preview; switched off so that the bookings' own prices are plain.
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  seven = await book(rooms[0], demo('2027-09-05'), demo('2027-09-12'), 2);
  three = await book(rooms[1], demo('2027-09-06'), demo('2027-09-09'), 1);
  outside = await book(rooms[2], demo('2027-10-05'), demo('2027-10-12'), 2);
});

const ids = (p: TPreview) => p.bookings.map((b) => b.id);
const stay7pay6 = { name: 'Stay 7 pay 6', appliesTo: 'Bed', discount: 'FOCUnit', discountValue: 1, reduce: 'room price', rule: [{ criteria: 'Nights', operator: 'GreaterThanEquals', value: 7 }] };

describe('POST /api/specials/preview', () => {
  it('lists the bookings arriving in the window that the unsaved special matches, with its saving', async () => {
    const p = await preview(stay7pay6);
    expect(ids(p)).toContain(seven);
    expect(ids(p)).not.toContain(three);
    expect(ids(p)).not.toContain(outside);
    expect(p.bookings.find((b) => b.id === seven)).toMatchObject({ price: 2 * 7 * 7400, saving: 2 * 7400, noOfPax: 2, dateFrom: demo('2027-09-05') });
    expect(p.scanned).toBeGreaterThanOrEqual(2);
  });

  it('follows the editor: another rule, value, status or channel gives another answer; nothing is stored', async () => {
    const all = await preview({ name: '10 %', discount: 'PerCent', discountValue: 10, reduce: 'room price', status: 'draft', autoAdd: false });
    expect(all.bookings.find((b) => b.id === three)).toMatchObject({ price: 3 * 7400, saving: 2220 });
    expect(ids(all)).toContain(seven);
    const office = await preview({ discount: 'PerCent', discountValue: 10, includeIn: ['AgentDirectBooking'] });
    expect(ids(office)).not.toContain(seven);
    const ranged = await preview({ discount: 'PerCent', discountValue: 10, validFrom: demo('2027-09-06') });
    expect(ids(ranged)).toEqual(expect.arrayContaining([three]));
    expect(ids(ranged)).not.toContain(seven);
    const n = rowsOf<{ n: number }>(await t.api.handle.db.execute(sql`SELECT count(*)::int AS n FROM specials WHERE status = 'active'`))[0].n;
    expect(n).toBe(0);
  });

  it('is bounded: limit bookings by arrival, and says when the window holds more', async () => {
    const p = await preview({ discount: 'PerCent', discountValue: 10 }, demo('2027-09-05'), demo('2027-09-06'), { limit: 1 });
    expect(p.scanned).toBe(1);
    expect(p.more).toBe(true);
    expect(ids(p)).toEqual([seven]);
  });

  it('refuses a bad window or special (400), callers without a login (401) or without the specials right (403)', async () => {
    await call('POST', '/api/specials/preview', { special: {}, from: demo('2027-09-10'), to: demo('2027-09-01') }, 400);
    await call('POST', '/api/specials/preview', { special: {}, from: demo('2027-01-01'), to: demo('2028-06-01') }, 400);
    await call('POST', '/api/specials/preview', { special: { discount: 'Half' }, from: demo('2027-09-01'), to: demo('2027-09-30') }, 400);
    await call('POST', '/api/specials/preview', { special: { rule: [{ criteria: 'Moon', operator: 'Equals', value: 1 }] }, from: demo('2027-09-01'), to: demo('2027-09-30') }, 400);
    const res = await t.api.call('POST', '/api/specials/preview', { body: { special: {}, from: demo('2027-09-01'), to: demo('2027-09-30') } });
    expect(res.status).toBe(401);
    await call('POST', '/api/specials/preview', { special: {}, from: demo('2027-09-01'), to: demo('2027-09-30') }, 403, await tokenOf(t.api, 'agency@example.com'));
  });
});
