// Issue 20: on-site items on a guest's room bill (api-calls 7.4 "onsite"): booked onto a room,
// priced by the product's rule base, changed and deleted while open, paid at the desk, the
// payment taken back, voided with a reason, moved to other guests (also of another booking),
// logged dives billed once, access and states, and the final invoice with the bill on it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['agency'] });
let customer: string;
const products: Record<string, string> = {};
beforeAll(async () => {
  customer = (await call('POST', '/api/customers', { fullName: 'Erika Mustermann', email: 'erika.onsite@example.com', address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } })).id;
  await call('POST', '/api/settings/group/company', {
    name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
    iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH', invoiceFooter: 'Danke!', invoiceNumberFormat: 'RE-{YYYY}-{NNNN}', paymentDueDays: 10,
  });
  const make = async (key: string, body: TJson) => { products[key] = (await call('POST', '/api/product', { resort: DEMO_RESORT_ID, currency: 'EUR', ...body })).id; };
  await make('beer', { name: 'Beer', ruleBase: 'PerPerson', price: 450, taxPercent: 19 });
  await make('rental', { name: 'Rental', ruleBase: 'PerNight', price: 1500, taxPercent: 19 });
  await make('weekly', { name: 'Locker', ruleBase: 'PerWeekCeil', price: 2000 });
  await make('days', { name: 'Wetsuit', ruleBase: 'PerDay', price: 800 });
  await make('dive', { name: 'Boat dive', ruleBase: 'PerDive', price: 3500, taxPercent: 7 });
  await make('diveday', { name: 'Park fee', ruleBase: 'PerDiveDay', price: 500 });
  await make('usd', { name: 'Souvenir', ruleBase: 'PerPerson', price: 1000, currency: 'USD' });
  await make('inactive', { name: 'Old', ruleBase: 'PerPerson', price: 100, isActive: false });
});

async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
let n = 0;
/** A confirmed booking of two guests (one with a customer record) in a new room, 8 nights. */
async function stay(state: 'confirmed' | 'draft' = 'confirmed'): Promise<TJson> {
  const room = (await call('POST', '/api/rooms', { name: `Onsite room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2, allowMixedGender: true })).id;
  const b = await call('POST', '/api/bookings', { customer, rooms: [{ room, dateFrom: daysFromNow(-3), dateTo: daysFromNow(5), guests: [{ customer, gender: 'f' }, { firstName: 'Ole', lastName: 'Lund', gender: 'm' }] }] }, 201);
  if (state === 'confirmed') await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
  return call('GET', `/api/bookings/${b.id}/detail`);
}
const add = (b: TJson, body: TJson, status = 200) => call('POST', `/api/bookings/${b.id}/onsite/${b.rooms[0].room}`, body, status);
const last = (bill: TJson) => bill.items[bill.items.length - 1];

describe('booking items onto the room bill', () => {
  it('prices a product by its rule base, takes custom items, and sums per guest', async () => {
    const b = await stay();
    await add(b, { product: products.beer, quantity: 3 });
    let bill = await add(b, { product: products.rental, idx: 1 });
    expect(last(bill)).toMatchObject({ kind: 'product', text: 'Rental', ruleBase: 'PerNight', quantity: 8, unitPrice: 1500, amount: 12000, taxPercent: 19, status: 'open', idx: 1 });
    expect(last(await add(b, { product: products.weekly }))).toMatchObject({ quantity: 2, amount: 4000 });
    expect(last(await add(b, { product: products.days }))).toMatchObject({ quantity: 9, amount: 7200 });
    bill = await add(b, { text: 'Laundry', unitPrice: 700, quantity: 2, taxPercent: 7 });
    expect(last(bill)).toMatchObject({ kind: 'custom', amount: 1400, product: null, customer });
    expect(bill.guests).toEqual([
      expect.objectContaining({ idx: 0, name: 'Erika Mustermann', open: 1350 + 4000 + 7200 + 1400, paid: 0 }),
      expect.objectContaining({ idx: 1, name: 'Ole Lund', open: 12000, paid: 0 }),
    ]);
    expect(bill).toMatchObject({ open: 1350 + 12000 + 4000 + 7200 + 1400, paid: 0, editable: true, currency: 'EUR' });
    expect(await call('GET', `/api/bookings/${b.id}/onsite`)).toEqual(bill);
    const history = await call('GET', `/api/bookings/${b.id}/history`);
    expect(JSON.stringify(history)).toContain('onsite');
  });

  it('refuses bad input, other currencies, inactive products, closed states and agencies', async () => {
    const b = await stay();
    await add(b, {}, 400);
    await add(b, { text: 'No price' }, 400);
    await add(b, { product: products.beer, quantity: 0 }, 400);
    expect((await add(b, { product: products.beer, idx: 5 }, 404)).message).toMatch(/Guest 5/);
    expect((await add(b, { product: products.usd }, 409)).message).toBe('CURRENCY_MISMATCH');
    expect((await add(b, { product: products.inactive }, 409)).message).toBe('PRODUCT_INACTIVE');
    await call('POST', `/api/bookings/${b.id}/onsite/${crypto.randomUUID()}`, { product: products.beer }, 404);
    const draft = await stay('draft');
    expect((await add(draft, { product: products.beer }, 409)).message).toBe('INVALID_STATE_TRANSITION');
    expect((await call('GET', `/api/bookings/${draft.id}/onsite`)).editable).toBe(false);
    const res = await t.api.call('POST', `/api/bookings/${b.id}/onsite/${b.rooms[0].room}`, { token: t.token.agency, body: { product: products.beer } });
    expect([403, 404]).toContain(res.status);
    expect((await t.api.call('GET', `/api/bookings/${b.id}/onsite`, { token: t.token.agency })).status).toBe(403);
  });

  it('changes and deletes open items, one or the whole room', async () => {
    const b = await stay();
    const roomId = b.rooms[0].room;
    const item = last(await add(b, { product: products.beer }));
    let bill = await call('POST', `/api/bookings/${b.id}/onsite/${roomId}/${item.id}`, { quantity: 4, text: 'Local beer' });
    expect(last(bill)).toMatchObject({ id: item.id, quantity: 4, amount: 1800, text: 'Local beer' });
    await add(b, { product: products.days });
    bill = await call('DELETE', `/api/bookings/${b.id}/onsite/${roomId}/${item.id}`);
    expect(bill.items.map((i: TJson) => i.id)).not.toContain(item.id);
    bill = await call('DELETE', `/api/bookings/${b.id}/onsite/${roomId}?rb=${b.rooms[0].id}`);
    expect(bill.items).toEqual([]);
    await call('DELETE', `/api/bookings/${b.id}/onsite/${roomId}`, undefined, 404);
  });
});

describe('desk payments and voiding', () => {
  it('pays whole items, never changes a paid one, takes a payment back and voids with a reason', async () => {
    const b = await stay();
    const roomId = b.rooms[0].room;
    const beer = last(await add(b, { product: products.beer, quantity: 2 }));
    const rental = last(await add(b, { product: products.rental, idx: 1 }));
    await call('POST', `/api/bookings/${b.id}/onsite/payment`, { items: [beer.id], amount: 100 }, 400);
    let bill = await call('POST', `/api/bookings/${b.id}/onsite/payment`, { guest: { roomBookingId: b.rooms[0].id, idx: 0 }, method: 'card' });
    expect(bill.payments).toEqual([expect.objectContaining({ amount: 900, method: 'card', status: 'paid', currency: 'EUR' })]);
    expect(bill.items.find((i: TJson) => i.id === beer.id)).toMatchObject({ status: 'paid', paymentId: bill.payments[0].id });
    expect(bill).toMatchObject({ open: 12000, paid: 900 });
    expect((await call('DELETE', `/api/bookings/${b.id}/onsite/${roomId}/${beer.id}`, undefined, 409)).message).toBe('ITEM_PAID');
    expect((await call('POST', `/api/bookings/${b.id}/onsite/${roomId}/${beer.id}`, { quantity: 1 }, 409)).message).toBe('ITEM_PAID');
    expect((await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [beer.id], reason: 'Wrong guest' }, 409)).message).toBe('ITEM_PAID');
    expect((await call('POST', `/api/bookings/${b.id}/onsite/${beer.id}/move`, { customers: [{ roomBookingId: b.rooms[0].id, idx: 1 }] }, 409)).message).toBe('ITEM_PAID');
    await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [rental.id], reason: '' }, 400);
    bill = await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [rental.id], reason: 'Never picked up' });
    expect(bill.items.find((i: TJson) => i.id === rental.id)).toMatchObject({ status: 'void', voidReason: 'Never picked up' });
    expect(bill).toMatchObject({ open: 0, paid: 900 });
    expect((await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [rental.id], reason: 'again' }, 409)).message).toBe('ITEM_CLOSED');
    expect((await call('POST', `/api/bookings/${b.id}/onsite/payment`, {}, 409)).message).toBe('NOTHING_OPEN');
    bill = await call('DELETE', `/api/bookings/${b.id}/onsite/payment/${bill.payments[0].id}`);
    expect(bill.payments[0]).toMatchObject({ status: 'reversed' });
    expect(bill.payments[0].reversedAt).not.toBeNull();
    expect(bill.items.find((i: TJson) => i.id === beer.id)).toMatchObject({ status: 'open', paymentId: null });
    expect((await call('DELETE', `/api/bookings/${b.id}/onsite/payment/${bill.payments[0].id}`, undefined, 409)).message).toBe('PAYMENT_REVERSED');
    await call('DELETE', `/api/bookings/${b.id}/onsite/payment/${crypto.randomUUID()}`, undefined, 404);
    bill = await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [beer.id], reason: 'Paid in cash elsewhere' });
    expect(bill).toMatchObject({ open: 0, paid: 0 });
  });
});

describe('moving items', () => {
  it('moves an item to another guest, and shares one over guests of another booking', async () => {
    const b = await stay();
    const other = await stay();
    const beer = last(await add(b, { product: products.beer, quantity: 3 }));
    let bill = await call('POST', `/api/bookings/${b.id}/onsite/${beer.id}/move`, { customers: [{ roomBookingId: b.rooms[0].id, idx: 1 }] });
    const moved = bill.items.find((i: TJson) => i.movedFrom === beer.id);
    expect(bill.items.find((i: TJson) => i.id === beer.id)).toMatchObject({ status: 'moved', movedTo: moved.id });
    expect(moved).toMatchObject({ idx: 1, quantity: 3, amount: 1350, status: 'open', customer: null });
    expect(bill.guests.map((g: TJson) => g.open)).toEqual([0, 1350]);
    const rb = other.rooms[0].id;
    bill = await call('POST', `/api/bookings/${b.id}/onsite/${moved.id}/move`, { booking: other.id, customers: [{ roomBookingId: rb, idx: 0 }, { roomBookingId: rb, idx: 1 }] });
    expect(bill.open).toBe(0);
    const there = await call('GET', `/api/bookings/${other.id}/onsite`);
    expect(there.items.map((i: TJson) => [i.amount, i.text, i.movedFrom])).toEqual([[675, 'Beer (1/2)', moved.id], [675, 'Beer (2/2)', moved.id]]);
    expect((await call('POST', `/api/bookings/${b.id}/onsite/${moved.id}/move`, { customers: [{ roomBookingId: b.rooms[0].id, idx: 0 }] }, 409)).message).toBe('ITEM_CLOSED');
    await call('POST', `/api/bookings/${b.id}/onsite/${beer.id}/move`, { customers: [{ roomBookingId: crypto.randomUUID(), idx: 0 }] }, 409);
  });
});

describe('dives', () => {
  it("bills the guests' logged dives once, per dive or per dive day", async () => {
    const b = await stay();
    expect((await call('POST', `/api/bookings/${b.id}/onsite/dives`, { product: products.dive }, 409)).message).toBe('NO_DIVES_TO_BILL');
    for (const [day, hour] of [[-2, 9], [-2, 14], [-1, 9]] as const) {
      const at = new Date(`${daysFromNow(day)}T${String(hour).padStart(2, '0')}:00:00Z`);
      await t.api.handle.db.execute(sql`INSERT INTO dive_participants (plan_id, customer_id, booking_id, in_at, out_at) VALUES (${crypto.randomUUID()}, ${customer}, ${b.id}, ${at}, ${new Date(at.getTime() + 3_600_000)})`);
    }
    // A dive still in the water is not billed.
    await t.api.handle.db.execute(sql`INSERT INTO dive_participants (plan_id, customer_id, booking_id, in_at) VALUES (${crypto.randomUUID()}, ${customer}, ${b.id}, now())`);
    // One item per dive day (dives without a dive plan count on the day they went in, at the resort).
    let bill = await call('POST', `/api/bookings/${b.id}/onsite/dives`, { product: products.dive });
    expect(bill.items).toEqual([
      expect.objectContaining({ kind: 'dive', idx: 0, quantity: 2, amount: 7000, taxPercent: 7, serviceDate: daysFromNow(-2) }),
      expect.objectContaining({ kind: 'dive', idx: 0, quantity: 1, amount: 3500, taxPercent: 7, serviceDate: daysFromNow(-1) }),
    ]);
    expect((await call('POST', `/api/bookings/${b.id}/onsite/dives`, { product: products.dive }, 409)).message).toBe('NO_DIVES_TO_BILL');
    bill = await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: bill.items.map((i: TJson) => i.id), reason: 'Billed per day instead' });
    bill = await call('POST', `/api/bookings/${b.id}/onsite/dives`, { product: products.diveday, guests: [{ roomBookingId: b.rooms[0].id, idx: 0 }] });
    expect(bill.items.filter((i: TJson) => i.status === 'open').map((i: TJson) => [i.serviceDate, i.quantity, i.amount]))
      .toEqual([[daysFromNow(-2), 1, 500], [daysFromNow(-1), 1, 500]]);
  });
});

describe('the final invoice', () => {
  it('bills open and paid items with their own tax and counts the desk payments; then the bill is closed', async () => {
    const b = await stay();
    await add(b, { product: products.beer, quantity: 2 });
    const rental = last(await add(b, { product: products.rental, idx: 1 }));
    await add(b, { text: 'Towel', unitPrice: 300 });
    await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [(await add(b, { product: products.beer })).items.at(-1).id], reason: 'Spilled' });
    await call('POST', `/api/bookings/${b.id}/onsite/payment`, { items: [rental.id], method: 'cash' });
    const inv = await call('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    const onsite = 900 + 12000 + 300;
    expect(inv.total).toBe(b.total + onsite);
    expect(inv.lines.filter((l: TJson) => ['Beer', 'Rental', 'Towel'].includes(l.text)).map((l: TJson) => l.amount)).toEqual([900, 12000, 300]);
    const row19 = inv.taxBreakdown.find((t: TJson) => t.rate === 19 && t.gross === 12900);
    expect(row19).toMatchObject({ tax: 2060, net: 10840 });
    expect(inv.paidAmount).toBeGreaterThanOrEqual(12000);
    expect(inv.payments.length).toBeGreaterThanOrEqual(1);
    expect((await add(b, { product: products.beer }, 409)).message).toBe('ALREADY_INVOICED');
    expect((await call('GET', `/api/bookings/${b.id}/onsite`)).editable).toBe(false);
    // The guest still pays the rest at the desk.
    expect((await call('POST', `/api/bookings/${b.id}/onsite/payment`, { method: 'card' })).open).toBe(0);
  });
});

describe('the end-of-day report', () => {
  it("lists the day's on-site sales and desk payments, not voided items or payments taken back", async () => {
    const b = await stay();
    const beer = last(await add(b, { product: products.beer, quantity: 2 }));
    const gone = last(await add(b, { text: 'Mistake', unitPrice: 100 }));
    await call('POST', `/api/bookings/${b.id}/onsite/void`, { items: [gone.id], reason: 'Typo' });
    const paid = await call('POST', `/api/bookings/${b.id}/onsite/payment`, { items: [beer.id], method: 'cash' });
    const laundry = last(await add(b, { text: 'Laundry', unitPrice: 500, idx: 1 }));
    const back = await call('POST', `/api/bookings/${b.id}/onsite/payment`, { items: [laundry.id], method: 'card' });
    await call('DELETE', `/api/bookings/${b.id}/onsite/payment/${back.payments.find((x: TJson) => x.method === 'card').id}`);
    const day = await call('GET', `/api/bookings/endofday?date=${daysFromNow(0)}`);
    const mine = (l: TJson[]) => l.filter((x) => x.booking === b.id);
    expect(mine(day.onsite.sales).map((s: TJson) => [s.text, s.amount, s.status])).toEqual([['Beer', 900, 'paid'], ['Laundry', 500, 'open']]);
    expect(mine(day.onsite.payments)).toEqual([expect.objectContaining({ id: paid.payments[0].id, amount: 900, method: 'cash' })]);
    expect(day.onsite.totals.find((t: TJson) => t.currency === 'EUR').amount).toBeGreaterThanOrEqual(900);
    expect(mine((await call('GET', `/api/bookings/endofday?date=${daysFromNow(-5)}`)).onsite.sales)).toEqual([]);
  });
});

describe('resolving a stay', () => {
  it('waits for the room bill: open items refuse resolved, paid or voided ones do not', async () => {
    const room = (await call('POST', '/api/rooms', { name: `Onsite room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
    const b = await call('POST', '/api/bookings', { rooms: [{ room, dateFrom: daysFromNow(-6), dateTo: daysFromNow(-2), guests: [{ firstName: 'Ida', gender: 'f' }] }] }, 201);
    await call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
    await add({ ...b, rooms: [{ room }] }, { product: products.beer });
    const refused = await call('POST', `/api/bookings/${b.id}/resolved`, undefined, 409);
    expect(refused).toMatchObject({ message: 'NOT_SETTLED', description: expect.stringContaining('room bill') });
    expect((await call('GET', `/api/bookings/${b.id}/detail`)).allowedActions).not.toContain('resolved');
    await call('POST', `/api/bookings/${b.id}/onsite/payment`, { method: 'cash' });
    expect((await call('POST', `/api/bookings/${b.id}/resolved`)).state).toBe('resolved');
  });
});
