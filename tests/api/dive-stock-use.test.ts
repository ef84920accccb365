// What a dive used leaves the stock (issue 36; docs/decisions/pos.md "Stock"): closing a dive with
// `used` takes the goods out through the stock module under ref `dive:<plan id>`; too few in stock
// refuses the close and nothing of it is written (the dive stays open, no log, no bill);
// DELETE /api/product/stock/used/dive:<id> returns them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { caller, diveWorld } from './dive-bill-fixtures';
import { tokenOf } from './resources-fixtures';

let api: TTestApi;
let admin: string;
let w: Awaited<ReturnType<typeof diveWorld>>;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  call = caller(api, () => admin);
  w = await diveWorld(call, today(), 'Stock');
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('a dive uses goods from stock', () => {
  it('the close takes them out under dive:<id>; too few refuses the close whole; the use is returned by its ref', async () => {
    const fill = (await call('POST', '/api/product', { name: 'Stock Nitrox fill', price: 800, currency: 'EUR', taxPercent: 19, trackStock: true, resort: w.resort })).id as string;
    await call('POST', `/api/product/${fill}/stock/update`, { quantity: 3, reference: 'Compressor log' });
    const stock = async () => (await call('GET', `/api/product/${fill}`)).stock as number;

    const greedy = await w.plan(w.types.perDive);
    for (const step of ['in', 'out']) {
      if (step === 'in') await call('POST', `/api/diveplan/${greedy}/divers`, { customer: w.customers.Ada });
      await call('POST', `/api/diveplan/${greedy}/rollcall`, { customer: w.customers.Ada, event: step });
    }
    const refused = await call('POST', `/api/diveplan/${greedy}/close`, { used: [{ product: fill, quantity: 4 }] }, 409);
    expect(refused.message).toBe('STOCK_INSUFFICIENT');
    expect(await stock()).toBe(3);
    expect((await call('GET', `/api/diveplan/${greedy}`)).status).not.toBe('closed');

    const closed = await call('POST', `/api/diveplan/${greedy}/close`, { used: [{ product: fill, quantity: 2 }] });
    expect(closed.stockUsed).toHaveLength(1);
    expect(closed.logs).toHaveLength(1);
    expect(await stock()).toBe(1);
    expect((await call('POST', `/api/diveplan/${greedy}/close`, { used: [{ product: fill, quantity: 1 }] }, 409)).message).toBe('DIVE_CLOSED');
    expect(await stock()).toBe(1);

    const back = await call('DELETE', `/api/product/stock/used/dive:${greedy}`);
    expect(JSON.stringify(back)).toContain(`dive:${greedy}`);
    expect(await stock()).toBe(3);
    // An unknown product is refused as not found, the dive stays open.
    const other = await w.plan(w.types.perDive);
    await call('POST', `/api/diveplan/${other}/close`, { used: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 404);
  });
});
