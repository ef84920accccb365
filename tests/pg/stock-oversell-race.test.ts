// No oversell (issue 36 item 6): on PostgreSQL, twenty counter tickets each selling the same
// product race for a stock of five; exactly five payments go through, the others are refused with
// 409 STOCK_INSUFFICIENT, the stock ends at zero, and the ledger's rows add up to it with each
// balance taken once (5 → 0, no two sales saw the same stock). The uses by dives race the same way.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('concurrent sales of the last units on PostgreSQL', needsPostgres(pgUrl), () => {
  const { call, ok, rows } = pgAdminApp(pgUrl!, { poolSize: 20 });

  it('sells exactly the stock there is, never more', async () => {
    const product = (await ok('POST', '/api/product', { name: 'Race mask', price: 2500, taxPercent: 19, trackStock: true })).id;
    await ok('POST', `/api/product/${product}/stock/update`, { quantity: 5, reference: 'Delivery' });
    const tickets: string[] = [];
    for (let i = 0; i < 20; i++) {
      const t = (await ok('POST', '/api/pos', { name: `Race ${i}` })).id;
      await ok('POST', `/api/pos/${t}/product`, { product });
      tickets.push(t);
    }
    const paid = await Promise.all(tickets.map((t, i) => call('POST', `/api/pos/${t}/payment`, { method: i % 2 ? 'card' : 'cash' })));
    const statuses = paid.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of paid.filter((x) => x.status === 409)) expect(((await r.json()) as { message: string }).message).toBe('STOCK_INSUFFICIENT');
    const [pr] = await rows<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${product}`);
    expect(pr.stock).toBe(0);
    const ledger = await rows<{ quantity: number; balance: number; reason: string }>(sql`SELECT quantity, balance, reason FROM inventory_movements WHERE product = ${product}`);
    expect(ledger.reduce((s, l) => s + l.quantity, 0)).toBe(0);
    expect(ledger.filter((l) => l.reason === 'sale').map((l) => l.balance).sort()).toEqual([0, 1, 2, 3, 4]);
    const receipts = await rows<{ n: number }>(sql`SELECT receipt_no AS n FROM pos_items WHERE id = ANY(${`{${tickets.join(',')}}`}::uuid[]) AND receipt_no IS NOT NULL ORDER BY 1`);
    expect(receipts).toHaveLength(5);
    expect(new Set(receipts.map((r) => r.n)).size).toBe(5);
  }, 180_000);

  it('lets dives use only what is there', async () => {
    const product = (await ok('POST', '/api/product', { name: 'Race weights', price: 0, trackStock: true })).id;
    await ok('POST', `/api/product/${product}/stock/update`, { quantity: 3 });
    const uses = await Promise.all(Array.from({ length: 12 }, (_, i) => call('POST', `/api/product/${product}/stock/used`, { quantity: 1, ref: `dive:race-${i}` })));
    expect(uses.filter((r) => r.status === 200)).toHaveLength(3);
    const [pr] = await rows<{ stock: number }>(sql`SELECT stock FROM products WHERE id = ${product}`);
    expect(pr.stock).toBe(0);
  }, 120_000);
});
