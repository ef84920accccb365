// Price finders of api-calls 7.7 on the seeded Coral Garden 2027 list (high season to 30 April
// at 89.00, low season from 1 May at 74.00 per person and night).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWith } from './resources-fixtures';
import { demo, yearFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

// A year that no price list of the demo (or of these tests) covers.
const FAR = yearFromNow(5);

const t = apiFile();
let list: { id: string; resort: string; roomType: string };
beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT id, resort, entries->0->>'roomType' AS "roomType" FROM price_lists WHERE name = 'Coral Garden 2027'`);
  list = (r as unknown as { rows: typeof list[] }).rows[0];
});

async function get<T>(path: string, token = t.admin, status = 200): Promise<T> {
  const res = await t.api.call('GET', path, { token });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
}
type TEntry = { roomType: { id: string; name: string } | null; season: { name: string | null; from: string; to: string } | null; amount: number; currency: string };

describe('price value sets', () => {
  it('types and calculation types answer what the editor and the engine use', async () => {
    const types = await get<Record<string, string[]>>('/api/price/types');
    expect(types.status).toEqual(['draft', 'active', 'inactive']);
    expect(types.calculationTypes).toEqual(['complete', 'unit']);
    expect(types.taxStatus).toEqual(['active', 'aborted']);
    expect(await get('/api/price/calculationTypes')).toEqual([
      { value: 'complete', resortBasis: 'PerPersonPerNight', vesselBasis: 'PerPersonPerStay' },
      { value: 'unit', resortBasis: 'PerRoomPerNight', vesselBasis: 'PerRoomPerStay' },
    ]);
    expect((await t.api.call('GET', '/api/price/types')).status).toBe(401);
  });
});

describe('entries and finders', () => {
  it("entry/{id} names a list's room types and seasons", async () => {
    const r = await get<{ priceList: { id: string; status: string }; entries: TEntry[] }>(`/api/price/entry/${list.id}`);
    expect(r.priceList).toMatchObject({ id: list.id, status: 'active' });
    expect(r.entries.length).toBeGreaterThan(0);
    expect(r.entries[0].roomType).toMatchObject({ id: list.roomType });
    expect(r.entries[0].roomType!.name).not.toBe('');
    await get('/api/price/entry/00000000-0000-4000-8000-000000000000', t.admin, 404);
    await get('/api/price/entry/nope', t.admin, 404);
  });

  it('findPrice finds the active list covering the nights; none is a 409', async () => {
    const r = await get<{ priceList: { id: string } }>(`/api/resort/findPrice/${list.resort}?from=${demo('2027-04-29')}&to=${demo('2027-05-02')}`);
    expect(r.priceList.id).toBe(list.id);
    const none = await get<{ message: string }>(`/api/resort/findPrice/${list.resort}?from=${FAR}-01-01`, t.admin, 409);
    expect(none.message).toBe('NO_PRICE_LIST');
    await get(`/api/resort/findPrice/${list.resort}?from=${demo('2027-05-02')}&to=${demo('2027-05-01')}`, t.admin, 400);
  });

  it('findPriceEntry prices a night by its season', async () => {
    const q = (date: string) => `/api/resort/findPriceEntry?resort=${list.resort}&roomType=${list.roomType}&date=${date}`;
    expect((await get<{ entry: TEntry }>(q(demo('2027-04-30')))).entry.amount).toBe(8900);
    expect((await get<{ entry: TEntry }>(q(demo('2027-05-01')))).entry.amount).toBe(7400);
    await get(`${q(demo('2027-05-01'))}&noOfPax=7`, t.admin, 404);
    await get(`/api/resort/findPriceEntry?resort=${list.resort}`, t.admin, 400);
  });

  it('prices and entries of a resort', async () => {
    const lists = await get<{ id: string }[]>(`/api/resort/${list.resort}/prices`);
    expect(lists.map((l) => l.id)).toContain(list.id);
    const r = await get<{ entries: TEntry[] }>(`/api/resort/${list.resort}/entries?date=${demo('2027-05-10')}`);
    expect(r.entries.some((e) => e.amount === 7400)).toBe(true);
  });

  it('a caller limited to another resort gets 404; one without any reading scope 403', async () => {
    const [other] = (await t.api.handle.db.execute(sql`SELECT id FROM resorts WHERE id <> ${list.resort} LIMIT 1`) as unknown as { rows: { id: string }[] }).rows;
    const limited = await userWith(t.api, ['resort.read', 'price.read'], [{ ref: other.id, type: 'resort' }]);
    await get(`/api/resort/${list.resort}/prices`, limited, 404);
    await get(`/api/resort/findPrice/${list.resort}?from=${demo('2027-05-01')}`, limited, 404);
    await get(`/api/price/entry/${list.id}`, limited, 404);
    expect(await get<unknown[]>(`/api/resort/${other.id}/prices`, limited)).toBeInstanceOf(Array);
    const nobody = await userWith(t.api, ['customers.read']);
    await get(`/api/resort/${list.resort}/prices`, nobody, 403);
  });
});
