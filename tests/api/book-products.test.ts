// Issue 36: the products a visitor may add (GET /api/book/products) and an add-on's availability
// (GET /api/book/addons/availability/{id}): only bookable-online, active products of a visible
// asset or of none; stock told for stock-tracked ones, sold out is unavailable; no cost or supplier.
import { describe, expect, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TProduct = { id: string; name: string; price: number; stock: number | null };

async function admin<T>(method: string, url: string, body?: unknown): Promise<T> {
  const r = await t.api.call(method, url, { token: t.admin, body });
  expect(r.status, await r.clone().text()).toBeLessThan(300);
  return (await r.json()) as T;
}
const anon = (url: string) => t.api.call('GET', url);

describe('public products and add-on availability', () => {
  it('lists what may be booked online, with stock, and nothing else', async () => {
    const online = await admin<{ id: string }>('POST', '/api/product', { name: 'Dive computer rental', price: 1500, cost: 900, bookableOnline: true, trackStock: true, resort: DEMO_RESORT_ID });
    const hidden = await admin<{ id: string }>('POST', '/api/product', { name: 'Staff only', price: 100, resort: DEMO_RESORT_ID });
    await admin('POST', `/api/product/${online.id}/stock/update`, { quantity: 1 });
    const res = await anon(`/api/book/products?asset=${DEMO_RESORT_ID}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as (TProduct & Record<string, unknown>)[];
    const mine = list.find((p) => p.id === online.id)!;
    expect(mine).toMatchObject({ name: 'Dive computer rental', price: 1500, stock: 1 });
    expect(mine).not.toHaveProperty('cost');
    expect(list.some((p) => p.id === hidden.id)).toBe(false);

    expect(await (await anon(`/api/book/addons/availability/${online.id}`)).json()).toMatchObject({ kind: 'product', available: true, stock: 1 });
    await admin('POST', `/api/product/${online.id}/stock/used`, { quantity: 1, ref: 'rental:test' });
    expect(await (await anon(`/api/book/addons/availability/${online.id}`)).json()).toMatchObject({ available: false, stock: 0 });
    expect((await anon(`/api/book/addons/availability/${hidden.id}`)).status).toBe(404);
  });

  it('answers an active supplement of a visible asset as available', async () => {
    const s = await admin<{ id: string }>('POST', '/api/supplements', { name: 'Nitrox package', amount: 5000, resort: DEMO_RESORT_ID });
    expect(await (await anon(`/api/book/addons/availability/${s.id}`)).json()).toMatchObject({ kind: 'supplement', available: true });
  });
});
