// Issue 31, item 4: the privacy export and erasure of a customer by a user limited to some assets.
// The export holds only what that user may read (no booking, payment with its internal note or
// guest form of another asset) and says it is partial, with counts of what was left out; erasure,
// which rewrites every booking naming the person, is refused while any of them is another asset's.
// An unlimited user exports everything and erases.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../upstream/db/rows';
import { DEMO_RESORT_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { addDays, demo } from '../helpers/dates';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let customer = '';
let booking = '';
beforeAll(async () => {
  customer = ((await (await t.api.call('POST', '/api/customers', { token: t.admin, body: { fullName: 'Privacy Person', email: 'privacy.person@example.com' } })).json()) as { id: string }).id;
  const [room] = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM rooms WHERE resort = ${DEMO_RESORT_ID} ORDER BY name LIMIT 1`));
  const made = await t.api.call('POST', '/api/bookings', { token: t.admin, body: {
    customer, rooms: [{ room: room.id, dateFrom: addDays(demo('2027-06-01'), 60), dateTo: addDays(demo('2027-06-01'), 62), guests: [{ customer, gender: 'f' }] }],
  } });
  expect(made.status, await made.clone().text()).toBe(201);
  booking = ((await made.json()) as { id: string }).id;
  expect((await t.api.call('POST', `/api/bookings/${booking}/payment`, { token: t.admin, body: { amount: 500, method: 'cash', note: 'INTERNAL: paid in the bar' } })).status).toBe(200);
  expect((await t.api.call('POST', '/api/guestform', { token: t.admin, body: { name: 'Privacy Person', booking, customer } })).status).toBeLessThan(300);
}, 60_000);

const exportOf = async (token: string) => {
  const res = await t.api.call('POST', `/api/customers/${customer}/privacy/export`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { partial: boolean; leftOut: Record<string, number>; records: Record<string, unknown[]>; bookingRoomGuests: unknown[] };
};

describe('a user of another asset', () => {
  it('exports only what they may read, marked partial, with counts of what was left out', async () => {
    const other = await userWith(t.api, ['customers.update', 'customers.read', 'bookings.read', 'payments.read', 'guestform.read'], [{ ref: DEMO_VESSEL_ID, type: 'vessel' }]);
    const out = await exportOf(other);
    expect(out.partial).toBe(true);
    expect(out.leftOut.bookings).toBeGreaterThanOrEqual(1);
    const text = JSON.stringify(out.records) + JSON.stringify(out.bookingRoomGuests);
    expect(text).not.toContain(booking);
    expect(text).not.toContain('INTERNAL: paid in the bar');
  });

  it('cannot erase the person while a booking of another asset names them; nothing changed', async () => {
    const other = await userWith(t.api, ['customers.update', 'customers.read', 'bookings.read'], [{ ref: DEMO_VESSEL_ID, type: 'vessel' }]);
    const res = await t.api.call('POST', `/api/customers/${customer}/privacy/erase`, { token: other });
    expect(res.status, await res.clone().text()).toBe(403);
    const [c] = rowsOf<{ full_name: string }>(await t.api.handle.db.execute(sql`SELECT full_name FROM customers WHERE id = ${customer}`));
    expect(c.full_name).toBe('Privacy Person');
  });
});

describe("the customer's credits", () => {
  it('a credit moved from a booking of another asset: its amount and balance, not which booking, payment or note (issue 31)', async () => {
    const credit = await t.api.call('POST', '/api/credits', { token: t.admin, body: { customer, source: 'cancellation', sourceBooking: booking, amount: 200, note: 'INTERNAL: moved from the resort stay' } });
    expect(credit.status, await credit.clone().text()).toBe(201);
    const id = ((await credit.json()) as { id: string }).id;
    const other = await userWith(t.api, ['customers.read', 'bookings.read'], [{ ref: DEMO_VESSEL_ID, type: 'vessel' }]);
    const res = await t.api.call('GET', `/api/credits/${id}`, { token: other });
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = (await res.json()) as { balance: number; sourceBooking: string | null; entries: { amount: number; booking: string | null; payment: string | null; note: string | null }[] };
    expect(seen.balance).toBe(200);
    expect(seen.sourceBooking).toBeNull();
    expect(seen.entries.every((e) => e.booking === null && e.payment === null)).toBe(true);
    const full = (await (await t.api.call('GET', `/api/credits/${id}`, { token: t.admin })).json()) as { sourceBooking: string | null; entries: { booking: string | null }[] };
    expect(full.sourceBooking).toBe(booking);
    expect(full.entries[0].booking).toBe(booking);
  });
});

describe('an unlimited user', () => {
  it('exports everything (not partial) and erases', async () => {
    const out = await exportOf(t.admin);
    expect(out.partial).toBe(false);
    expect(JSON.stringify(out.records)).toContain(booking);
    expect(JSON.stringify(out.records)).toContain('INTERNAL: paid in the bar');
    expect((await t.api.call('POST', `/api/customers/${customer}/privacy/erase`, { token: t.admin })).status).toBe(200);
  });
});
