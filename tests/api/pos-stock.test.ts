// Issue 36 items 5 and 6: the stock ledger (append-only, never below zero unless the product
// allows it; counts, uses and their return) and the counter (ring up by id or SKU, pay cash or
// card, take back, room bill takeover through the bookings module, combine, receipt PDF, the day's
// closing with totals by method and tax rate, numbered and never changed).
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { today } from '../../upstream/clock';
import { apiFile } from '../helpers/api-file';
import { addDays } from '../helpers/dates';

const t = apiFile();
type TTicket = { id: string; status: string; receiptNo: number | null; total: number; change: number | null; lines: { id: string; quantity: number; amount: number }[]; payments: { method: string; amount: number }[] };

async function ok<T = Record<string, unknown>>(method: string, url: string, body?: unknown): Promise<T> {
  const r = await t.api.call(method, url, { token: t.admin, body });
  if (r.status !== 200 && r.status !== 201) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}
const call = (method: string, url: string, body?: unknown) => t.api.call(method, url, { token: t.admin, body });
const stockOf = async (id: string) => (await ok<{ stock: number }>('GET', `/api/product/${id}`)).stock;

async function product(over: Record<string, unknown> = {}): Promise<string> {
  return (await ok<{ id: string }>('POST', '/api/product', { name: `Mask ${Math.random()}`, price: 2500, taxPercent: 19, trackStock: true, ...over })).id;
}

describe('the stock ledger', () => {
  it('moves stock only by movements, refuses to go below zero, and keeps every row', async () => {
    const id = await product();
    expect(await stockOf(id)).toBe(0);
    const r = await call('POST', `/api/product/${id}`, { stock: 50 });
    expect(r.status).toBe(400); // stock is the server's: a movement changes it
    await ok('POST', `/api/product/${id}/stock/update`, { quantity: 10, reason: 'purchase', reference: 'Delivery 1' });
    const counted = await ok<{ quantity: number; balance: number; reason: string }>('POST', `/api/product/${id}/stock/update`, { stock: 8, reference: 'Count' });
    expect(counted).toMatchObject({ reason: 'count', quantity: -2, balance: 8 });
    const short = await call('POST', `/api/product/${id}/stock/used`, { quantity: 9, ref: 'dive:1' });
    expect(short.status).toBe(409);
    expect(((await short.json()) as { message: string }).message).toBe('STOCK_INSUFFICIENT');
    await ok('POST', `/api/product/${id}/stock/used`, { quantity: 3, ref: 'dive:1' });
    expect(await stockOf(id)).toBe(5);
    const back = await ok<{ returned: { quantity: number; reason: string }[] }>('DELETE', '/api/product/stock/used/dive:1');
    expect(back.returned).toMatchObject([{ quantity: 3, reason: 'return' }]);
    expect((await ok<{ returned: unknown[] }>('DELETE', '/api/product/stock/used/dive:1')).returned).toEqual([]);
    expect(await stockOf(id)).toBe(8);
    const ledger = await t.rows<{ quantity: number; balance: number }>(sql`SELECT quantity, balance FROM inventory_movements WHERE product = ${id} ORDER BY created_at, balance`);
    expect(ledger.map((l) => l.quantity).reduce((a, b) => a + b, 0)).toBe(8);
    // The generic calls cannot change or remove a ledger row, nor can SQL.
    const [row] = await t.rows<{ id: string }>(sql`SELECT id FROM inventory_movements WHERE product = ${id} LIMIT 1`);
    expect((await call('POST', `/api/inventory/${row.id}`, { quantity: 99 })).status).toBeGreaterThanOrEqual(400);
    expect((await call('DELETE', `/api/inventory/${row.id}`)).status).toBeGreaterThanOrEqual(400);
    await expect(t.rows(sql`UPDATE inventory_movements SET quantity = 99 WHERE id = ${row.id}`)).rejects.toThrow();
    await expect(t.rows(sql`DELETE FROM inventory_movements WHERE id = ${row.id}`)).rejects.toThrow();
  });

  it('lets a product that allows it go below zero', async () => {
    const id = await product({ allowNegativeStock: true });
    await ok('POST', `/api/product/${id}/stock/used`, { quantity: 2, ref: 'rental:7' });
    expect(await stockOf(id)).toBe(-2);
  });

  it('answers the constants', async () => {
    const c = await ok<{ stockReasons: string[]; units: string[] }>('GET', '/api/product/constants');
    expect(c.stockReasons).toContain('use');
    expect(c.units).toContain('Bottle');
  });
});

describe('the counter', () => {
  it('rings up, pays cash with change, sells out of stock, takes back, closes the day', async () => {
    const sku = `SKU-${Date.now()}`;
    const mask = await product({ sku, taxPercent: 19 });
    const food = await product({ price: 1070, taxPercent: 7, trackStock: false });
    await ok('POST', `/api/product/${mask}/stock/update`, { quantity: 2 });
    const ticket = (await ok<{ id: string }>('POST', '/api/pos', { name: 'Counter' })).id;
    await ok('POST', `/api/pos/${ticket}/product`, { sku });
    await ok('POST', `/api/pos/${ticket}/product`, { product: mask });
    let tk = await ok<TTicket>('POST', `/api/pos/${ticket}/product`, { product: food });
    expect(tk.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(tk.total).toBe(2 * 2500 + 1070);
    const short = await call('POST', `/api/pos/${ticket}/payment`, { method: 'cash', given: 100 });
    expect(short.status).toBe(422);
    tk = await ok<TTicket>('POST', `/api/pos/${ticket}/payment`, { method: 'cash', given: 10000 });
    expect(tk).toMatchObject({ status: 'paid', change: 10000 - 6070 });
    expect(tk.receiptNo).toBeGreaterThan(0);
    expect(await stockOf(mask)).toBe(0);
    expect((await call('POST', `/api/pos/${ticket}/product`, { product: food })).status).toBe(409);

    // A second ticket finds no stock left: the payment is refused whole.
    const t2 = (await ok<{ id: string }>('POST', '/api/pos', { name: 'Counter 2' })).id;
    await ok('POST', `/api/pos/${t2}/product`, { product: mask });
    const none = await call('POST', `/api/pos/${t2}/payment`, { method: 'card' });
    expect(((await none.json()) as { message: string }).message).toBe('STOCK_INSUFFICIENT');
    expect((await ok<TTicket>('GET', `/api/pos/${t2}/ticket`)).status).toBe('open');

    const pdf = await call('POST', `/api/pos/${ticket}/print`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');

    const z1 = await ok<{ number: number; totals: { total: number; byMethod: Record<string, { amount: number }>; byTax: { rate: string; gross: number; net: number; tax: number }[] } }>('POST', '/api/pos/closing');
    expect(z1.totals.byMethod.cash.amount).toBe(6070);
    expect(z1.totals.byTax).toEqual([
      { rate: '7.00', gross: 1070, net: 1000, tax: 70 },
      { rate: '19.00', gross: 5000, net: 4202, tax: 798 },
    ]);
    expect((await call('POST', '/api/pos/closing')).status).toBe(409); // nothing since

    // Taking the payment back: the opposite payment, the goods back, in the next closing.
    tk = await ok<TTicket>('DELETE', `/api/pos/${ticket}/payment`);
    expect(tk.status).toBe('void');
    expect(tk.payments.map((p) => p.amount)).toEqual([6070, -6070]);
    expect(await stockOf(mask)).toBe(2);
    const z2 = await ok<{ number: number; totals: { total: number } }>('POST', '/api/pos/closing');
    expect(z2).toMatchObject({ number: z1.number + 1, totals: { total: -6070 } });
    await expect(t.rows(sql`UPDATE pos_closings SET number = 99`)).rejects.toThrow();
    await expect(t.rows(sql`DELETE FROM pos_payments`)).rejects.toThrow();
    const stats = await ok<{ tickets: number; total: number }>('GET', '/api/pos/stats');
    expect(stats.total).toBe(0);

    // The receipt journal of both closings in the DSFinV-K structure: the sale and its storno Bon.
    const zip = await call('GET', `/api/pos/external/dsfinvk?from=${z1.number}&to=${z2.number}`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['index.xml', 'transactions.csv', 'lines_vat.csv', 'cashpointclosing.csv', 'transactions_tse.csv']));
    const bons = strFromU8(files['transactions.csv']).trim().split('\r\n');
    expect(bons[0]).toContain('BON_ID;BON_NR;BON_TYP');
    expect(bons.slice(1).map((b) => b.split(';').slice(-2)[0])).toEqual(['60,70', '-60,70']);
    expect(strFromU8(files['lines_vat.csv'])).toContain(';1;50,00;42,02;7,98');
  });

  it('combines open tickets and deletes only open ones', async () => {
    const food = await product({ price: 300, trackStock: false });
    const a = (await ok<{ id: string }>('POST', '/api/pos', { name: 'A' })).id;
    const b = (await ok<{ id: string }>('POST', '/api/pos', { name: 'B' })).id;
    await ok('POST', `/api/pos/${a}/product`, { product: food });
    const withLine = await ok<TTicket>('POST', `/api/pos/${b}/product`, { product: food, quantity: 2 });
    const both = await ok<TTicket>('POST', '/api/pos/combineItems', { tickets: [a, b] });
    expect(both.total).toBe(900);
    expect((await call('GET', `/api/pos/${b}`)).status).toBe(404);
    const less = await ok<TTicket>('DELETE', `/api/pos/${a}/product?line=${withLine.lines[0].id}`);
    expect(less.total).toBe(300);
    await ok('POST', `/api/pos/${a}/payment`, { method: 'card' });
    expect((await call('DELETE', `/api/pos/${a}`)).status).toBe(409);
  });
  it('lists the receipts of a stretch of time with their lines and payments in one call, newest first', async () => {
    const drink = await product({ price: 400, trackStock: false });
    const paid: string[] = [];
    for (const [i, method] of (['cash', 'card'] as const).entries()) {
      const id = (await ok<{ id: string }>('POST', '/api/pos', { name: `List ${i}` })).id;
      await ok('POST', `/api/pos/${id}/product`, { product: drink, quantity: i + 1 });
      await ok('POST', `/api/pos/${id}/payment`, { method });
      paid.push(id);
    }
    const open = (await ok<{ id: string }>('POST', '/api/pos', { name: 'Still open' })).id;
    await ok('POST', `/api/pos/${open}/product`, { product: drink });
    const from = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString();
    const to = new Date(Date.parse(`${today()}T00:00:00Z`) + 2 * 86_400_000).toISOString();
    const list = await ok<{ data: TTicket[]; truncated: boolean }>('GET', `/api/pos/receipts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(list.truncated).toBe(false);
    const ids = list.data.map((r) => r.id);
    expect(ids).not.toContain(open);
    // newest first: the card ticket was paid after the cash one
    expect(ids.indexOf(paid[1])).toBeLessThan(ids.indexOf(paid[0]));
    expect(ids.indexOf(paid[0])).toBeGreaterThanOrEqual(0);
    const card = list.data.find((r) => r.id === paid[1])!;
    expect(card).toMatchObject({ status: 'paid', total: 800, lines: [{ quantity: 2, amount: 800 }], payments: [{ method: 'card', amount: 800 }] });
    expect(card).toEqual(await ok<TTicket>('GET', `/api/pos/${paid[1]}/ticket`)); // the same shape as one ticket's read
    const receiptNos = list.data.map((r) => r.receiptNo!);
    expect(receiptNos).toEqual([...receiptNos].sort((a, b) => b - a));
    // a range before the sales holds none of them; a reversed or too long range is refused
    const before = await ok<{ data: TTicket[] }>('GET', `/api/pos/receipts?from=${encodeURIComponent(new Date(Date.parse(from) - 3 * 86_400_000).toISOString())}&to=${encodeURIComponent(from)}`);
    expect(before.data.filter((r) => paid.includes(r.id))).toEqual([]);
    expect((await call('GET', `/api/pos/receipts?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`)).status).toBe(400);
    const long = new Date(Date.parse(from) + 8 * 86_400_000).toISOString();
    expect((await call('GET', `/api/pos/receipts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(long)}`)).status).toBe(400);
  });
});

describe('the room bill', () => {
  it('takes a ticket over onto a guest\'s booking through the bookings module', async () => {
    const room = (await ok<{ id: string }>('POST', '/api/rooms', { name: `Counter room ${Math.random()}`, type: 'Room', availableBeds: 2 })).id;
    const guest = (await ok<{ id: string }>('POST', '/api/customers', { fullName: 'Room Bill Guest' })).id;
    const from = addDays(today(), -1);
    const b = await ok<{ id: string }>('POST', '/api/bookings', { rooms: [{ room, dateFrom: from, dateTo: addDays(from, 3), guests: [{ customer: guest }] }] });
    const drink = await product({ price: 450, taxPercent: 19 });
    await ok('POST', `/api/product/${drink}/stock/update`, { quantity: 10 });
    const tk = (await ok<{ id: string }>('POST', '/api/pos', { name: 'Bar' })).id;
    await ok('POST', `/api/pos/${tk}/product`, { product: drink, quantity: 3 });
    // Not confirmed yet: the bookings module refuses, nothing is sold or paid.
    expect((await call('POST', `/api/pos/${tk}/booking`, { booking: b.id })).status).toBe(409);
    expect(await stockOf(drink)).toBe(10);
    await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    const booked = await ok<TTicket & { bookingNo: string | null }>('POST', `/api/pos/${tk}/booking`, { booking: b.id });
    expect(booked.status).toBe('booked');
    expect(booked.payments).toMatchObject([{ method: 'room', amount: 1350 }]);
    expect(await stockOf(drink)).toBe(7);
    const bill = await ok<{ items: { text: string; amount: number; quantity: number; customer: string | null }[] }>('GET', `/api/bookings/${b.id}/onsite`);
    expect(bill.items).toMatchObject([{ quantity: 3, amount: 1350, customer: guest }]);
    const back = await call('DELETE', `/api/pos/${tk}/payment`);
    expect(((await back.json()) as { message: string }).message).toBe('POS_NOT_PAID');
  });
});
