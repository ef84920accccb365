// The room bill within the per-booking money bound (issue 20, money-bounds.ts): on-site items
// open or paid are billed by the final invoice beside the calculation lines, so the bill on its
// own, and the booking's total with it, stay within ±MAX_BOOKING_SUM. An item booked, changed,
// moved onto the booking or a calculation line beyond it is a 400 ValidationError and nothing
// is written; a voided item no longer counts.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from '../../lib/contract/money';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile();
let customer: string;
beforeAll(async () => {
  customer = (await call('POST', '/api/customers', { fullName: 'Bea Bound', email: 'bea.bound@example.com' })).id;
}, 120_000);

async function call(method: string, path: string, body?: unknown, status = 200): Promise<TJson> {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
let n = 0;
/** A confirmed booking of two guests in a room of its own (no price list: its total is its lines). */
async function stay(): Promise<TJson> {
  const room = (await call('POST', '/api/rooms', { name: `Bound room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2, allowMixedGender: true })).id;
  const b = await call('POST', '/api/bookings', { customer, rooms: [{ room, dateFrom: daysFromNow(-2), dateTo: daysFromNow(3), guests: [{ customer, gender: 'f' }, { firstName: 'Ole', gender: 'm' }] }] }, 201);
  await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
  return call('GET', `/api/bookings/${b.id}/detail`);
}
const add = (b: TJson, body: TJson, status = 200) => call('POST', `/api/bookings/${b.id}/onsite/${b.rooms[0].room}`, body, status);
/** Fills the bill until the booking's total with it is exactly the bound; answers the last item. */
async function fill(b: TJson): Promise<TJson> {
  let room = MAX_BOOKING_SUM - b.total;
  let bill: TJson = {};
  while (room > 0) {
    const unitPrice = Math.min(room, MAX_AMOUNT);
    bill = await add(b, { text: 'Dinner for the whole boat', unitPrice });
    room -= unitPrice;
  }
  return bill.items[bill.items.length - 1];
}

describe('the room bill within the booking bound', () => {
  it('takes items up to the bound; one more, a larger quantity or a calculation line beyond it is refused and nothing changes', async () => {
    const b = await stay();
    const lastItem = await fill(b);
    const before = await call('GET', `/api/bookings/${b.id}/onsite`);
    expect(before.open + b.total).toBe(MAX_BOOKING_SUM);

    const refused = await add(b, { text: 'One coffee', unitPrice: 1 }, 400);
    expect(refused).toMatchObject({ error: 'ValidationError' });
    expect(JSON.stringify(refused)).toMatch(/room bill/);
    expect((await call('POST', `/api/bookings/${b.id}/onsite/${b.rooms[0].room}/${lastItem.id}`, { quantity: 2 }, 400)).error).toBe('ValidationError');
    expect((await call('POST', `/api/bookings/${b.id}/calculation`, { text: 'Transfer', unitPrice: 1 }, 400)).error).toBe('ValidationError');
    expect(await call('GET', `/api/bookings/${b.id}/onsite`)).toEqual(before);
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).total).toBe(b.total);

    // a discount line still goes through; voiding an item makes room again
    await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [lastItem.id], reason: 'Billed twice' });
    expect((await add(b, { text: 'One coffee', unitPrice: 300 })).open).toBe(before.open - lastItem.amount + 300);
  });

  it('a move onto a full booking is refused and the item stays where it was', async () => {
    const full = await stay();
    await fill(full);
    const other = await stay();
    const beer = (await add(other, { text: 'Beer', unitPrice: 450 })).items[0];
    const res = await call('POST', `/api/bookings/${other.id}/onsite/${beer.id}/move`, { booking: full.id, customers: [{ roomBookingId: full.rooms[0].id, idx: 0 }] }, 400);
    expect(res.error).toBe('ValidationError');
    expect((await call('GET', `/api/bookings/${other.id}/onsite`)).items).toEqual([expect.objectContaining({ id: beer.id, status: 'open' })]);
    const bill = await call('POST', `/api/bookings/${other.id}/onsite/${beer.id}/move`, { customers: [{ roomBookingId: other.rooms[0].id, idx: 1 }] });
    expect(bill.open).toBe(450);
  });
});
