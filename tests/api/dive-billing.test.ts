// Billing dives (docs/decisions/dive.md, "Billing dives"): closing a dive books each diver's dive
// onto their booking's room bill through the bookings module's on-site items, priced by the dive
// type's product (PerDive: one per dive; PerDiveDay: one per started group of `divesPerDay` dives
// on a day), once per diver and dive: a refused close bills nothing, a repeated close is refused,
// a dive the desk billed (or voided) is not billed again; what cannot be billed is answered with
// the reason. Dates relative to the business clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { unitsFor } from '../../upstream/modules/bookings/onsite/dive-units';
import { caller, diveWorld, type TJson } from './dive-bill-fixtures';
import { tokenOf, userWith } from './resources-fixtures';

let api: TTestApi;
let admin: string;
let w: Awaited<ReturnType<typeof diveWorld>>;
let call: ReturnType<typeof caller>;
const diveItems = (bill: TJson, customer: string) => bill.items.filter((i: TJson) => i.customer === customer && i.kind === 'dive');

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  call = caller(api, () => admin);
  w = await diveWorld(call, today(), 'Bill');
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('units by rule base', () => {
  it('counts one per dive, one per started group of dives per day, one per day', () => {
    expect([0, 1, 2].map((uses) => unitsFor('PerDive', 3, { uses, units: uses }))).toEqual([1, 1, 1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((uses) => unitsFor('PerDiveDay', 3, { uses, units: Math.ceil(uses / 3) }))).toEqual([1, 0, 0, 1, 0, 0, 1]);
    expect(unitsFor('PerDiveDay', 2, { uses: 2, units: 1 })).toBe(1);
    // The day's first item was voided: the next dive starts the day's unit again.
    expect(unitsFor('PerDiveDay', 3, { uses: 0, units: 0 })).toBe(1);
    expect([0, 1, 5].map((uses) => unitsFor('PerDay', 3, { uses, units: uses ? 1 : 0 }))).toEqual([1, 0, 0]);
  });
});

describe('closing a dive bills it', () => {
  it('bills each diver per dive with the type\'s product, once, and a retried close bills nothing twice', async () => {
    const plan = await w.plan(w.types.perDive);
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers[c] });
    for (const c of ['Ada', 'Ben']) await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers[c], event: 'in' });
    await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ada, event: 'out' });
    // Ben is still in the water: the close is refused and nothing is billed.
    expect((await call('POST', `/api/diveplan/${plan}/close`, {}, 409)).message).toBe('DIVERS_IN_WATER');
    expect((await w.bill(w.bookings.ab)).items).toEqual([]);
    await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ben, event: 'out' });
    const closed = await call('POST', `/api/diveplan/${plan}/close`, {});
    expect(closed.logs).toHaveLength(2);
    expect(closed.billed).toEqual(expect.arrayContaining([
      expect.objectContaining({ booking: w.bookings.ab, customer: w.customers.Ada, quantity: 1, amount: 4500 }),
      expect.objectContaining({ booking: w.bookings.ab, customer: w.customers.Ben, quantity: 1, amount: 4500 }),
    ]));
    expect(closed.skipped).toEqual([]);
    expect((await call('POST', `/api/diveplan/${plan}/close`, {}, 409)).message).toBe('DIVE_CLOSED');
    const bill = await w.bill(w.bookings.ab);
    expect(bill.items).toHaveLength(2);
    expect(diveItems(bill, w.customers.Ada)).toEqual([expect.objectContaining({ status: 'open', ruleBase: 'PerDive', unitPrice: 4500, taxPercent: 7, serviceDate: w.d(1) })]);
    expect(bill.open).toBe(9000);
    // The booking's history names the change.
    const history = await call('GET', `/api/bookings/${w.bookings.ab}/history`);
    expect(JSON.stringify(history)).toContain('onsiteDives');
  });

  it('bills per dive day: the first dive of a day opens the day, up to 3 dives per day, the 4th opens another', async () => {
    const amounts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await w.dive(await w.plan(w.types.perDay, w.d(2)), ['Ada']);
      amounts.push(...r.billed.map((b: TJson) => b.amount));
    }
    expect(amounts).toEqual([9000, 0, 0, 9000]);
    const items = diveItems(await w.bill(w.bookings.ab), w.customers.Ada).filter((i: TJson) => i.serviceDate === w.d(2));
    expect(items.map((i: TJson) => i.quantity).sort()).toEqual([0, 0, 1, 1]);
    expect(items.filter((i: TJson) => i.quantity === 0).every((i: TJson) => i.amount === 0 && i.text.includes('included in the dive day'))).toBe(true);
    // Another day is another dive day.
    expect((await w.dive(await w.plan(w.types.perDay, w.d(3)), ['Ada'])).billed[0]).toMatchObject({ quantity: 1, amount: 9000 });
  });

  it('the general setting divesPerDay sets how many dives a dive day holds', async () => {
    await call('POST', '/api/settings/group/general', { divesPerDay: 1 });
    try {
      const a = await w.dive(await w.plan(w.types.perDay, w.d(4)), ['Ben']);
      const b = await w.dive(await w.plan(w.types.perDay, w.d(4)), ['Ben']);
      expect([a.billed[0].quantity, b.billed[0].quantity]).toEqual([1, 1]);
    } finally {
      await call('POST', '/api/settings/group/general', { divesPerDay: 3 });
    }
  });

  it('does not bill a dive the desk billed already, and a voided dive item stays voided', async () => {
    const plan = await w.plan(w.types.perDive, w.d(5));
    expect((await w.dive(plan, ['Ada', 'Ben'])).billed).toHaveLength(2);
    // A dive whose desk item (POST onsite/dives before closing) was voided is not billed by the close.
    const plan2 = await w.plan(w.types.perDive, w.d(5));
    for (const c of ['Ada']) await call('POST', `/api/diveplan/${plan2}/divers`, { customer: w.customers[c] });
    await call('POST', `/api/diveplan/${plan2}/rollcall`, { customer: w.customers.Ada, event: 'in' });
    await call('POST', `/api/diveplan/${plan2}/rollcall`, { customer: w.customers.Ada, event: 'out' });
    const desk = await call('POST', `/api/bookings/${w.bookings.ab}/onsite/dives`, { product: w.products.dive });
    const deskItem = desk.items.at(-1);
    expect(deskItem).toMatchObject({ kind: 'dive', quantity: 1, status: 'open' });
    await call('POST', `/api/bookings/${w.bookings.ab}/onsite/void`, { items: [deskItem.id], reason: 'Guide dive, free' });
    const before = (await w.bill(w.bookings.ab)).items.length;
    const closed = await call('POST', `/api/diveplan/${plan2}/close`, {});
    expect(closed.billed).toEqual([]);
    const after = await w.bill(w.bookings.ab);
    expect(after.items.find((i: TJson) => i.id === deskItem.id)).toMatchObject({ status: 'void', voidReason: 'Guide dive, free' });
    expect(after.items).toHaveLength(before);
  });

  it('bills also when the closing guide has no booking scopes (they cannot read the bill themselves)', async () => {
    const guide = await userWith(api, ['diveplan.read', 'diveplan.update', 'divelog.create']);
    const plan = await w.plan(w.types.perDive, w.d(4));
    await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers.Ada });
    for (const event of ['in', 'out']) await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ada, event }, 200, guide);
    const closed = await call('POST', `/api/diveplan/${plan}/close`, {}, 200, guide);
    expect(closed.billed).toEqual([expect.objectContaining({ customer: w.customers.Ada, amount: 4500 })]);
    await call('GET', `/api/bookings/${w.bookings.ab}/onsite`, undefined, 403, guide);
  });

  it('answers what it could not bill and why, and the dive closes regardless', async () => {
    const planned = await w.dive(await w.plan(w.types.perDive), ['Cleo']);
    expect(planned.skipped).toEqual([expect.objectContaining({ customer: w.customers.Cleo, what: 'dive', reason: 'bookingNotEditable' })]);
    expect(planned.logs).toHaveLength(1);
    const noProduct = await w.dive(await w.plan(w.types.none, w.d(3)), ['Ben']);
    expect(noProduct.skipped).toEqual([expect.objectContaining({ reason: 'noProduct', what: 'dive' })]);
    const noType = await w.dive(await w.plan(null, w.d(3)), ['Ben']);
    expect(noType.skipped[0]).toMatchObject({ reason: 'noProduct', detail: 'The dive has no type' });
    const wrongRule = await w.dive(await w.plan(w.types.wrongRule, w.d(3)), ['Ben']);
    expect(wrongRule.skipped[0]).toMatchObject({ reason: 'productNotUsable' });
    expect(wrongRule.skipped[0].detail).toContain('PerBooking');
    expect(diveItems(await w.bill(w.bookings.ab), w.customers.Ben).filter((i: TJson) => i.serviceDate === w.d(3))).toEqual([]);
  });
});
