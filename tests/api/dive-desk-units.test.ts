// The desk's POST /api/bookings/{id}/onsite/dives and closing a dive bill dive days by one rule
// (upstream/modules/bookings/onsite/dive-units.ts): a dive counts on its day at the resort (the plan's
// date, not the UTC day it went in), a dive day holds `divesPerDay` dives (general settings), and
// what one of them billed that day counts for the other. The resort is at UTC-4, so an evening
// dive goes in on the next UTC day. Dates relative to the business clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { caller, diveWorld, type TJson } from './dive-bill-fixtures';
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
  w = await diveWorld(call, today(), 'Desk', 'America/Kralendijk');
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

/** Ada on a dive of the day type on `day`, in and out of the water at `localTime` (UTC-4); not closed. */
async function went(day: string, localTime: string): Promise<string> {
  const plan = await w.plan(w.types.perDay, day);
  await call('POST', `/api/diveplan/${plan}/divers`, { customer: w.customers.Ada });
  for (const event of ['in', 'out']) await call('POST', `/api/diveplan/${plan}/rollcall`, { customer: w.customers.Ada, event });
  const inAt = new Date(`${day}T${localTime}:00-04:00`);
  await api.handle.db.execute(sql`UPDATE dive_participants SET in_at = ${inAt}, out_at = ${new Date(inAt.getTime() + 3_600_000)}
    WHERE plan_id = ${plan}::uuid`);
  return plan;
}
const deskBills = () => call('POST', `/api/bookings/${w.bookings.ab}/onsite/dives`, { product: w.products.day });
/** Ada's dive items as [day, quantity], by day and then quantity: items billed in one call share
 *  their creation time (the transaction's), and the bill orders those of one guest by their ids. */
const adaDays = (bill: TJson) => bill.items.filter((i: TJson) => i.customer === w.customers.Ada && i.kind === 'dive')
  .map((i: TJson) => [i.serviceDate, i.quantity])
  .sort((a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]) || b[1] - a[1]);

describe('dive days at the desk and on closing', () => {
  it('counts the dive\'s day at the resort and what closing billed that day', async () => {
    const day = w.d(1);
    // The day's first dive is closed: it opens the dive day.
    expect((await w.dive(await w.plan(w.types.perDay, day), ['Ada'])).billed[0]).toMatchObject({ quantity: 1, amount: 9000 });
    // Two more that day, the second one at 22:30 local (02:30 UTC the next day): both in the same dive day.
    await went(day, '14:00');
    await went(day, '22:30');
    const bill = await deskBills();
    expect(adaDays(bill)).toEqual([[day, 1], [day, 0]]);
    expect(bill.open).toBe(9000);
    // A fourth dive that day, closed: it opens the day's second dive day.
    expect((await w.dive(await w.plan(w.types.perDay, day), ['Ada'])).billed[0]).toMatchObject({ quantity: 1, amount: 9000 });
  });

  it('applies the general setting divesPerDay at the desk as on closing', async () => {
    await call('POST', '/api/settings/group/general', { divesPerDay: 1 });
    try {
      const day = w.d(3);
      await went(day, '09:00');
      await went(day, '14:00');
      expect(adaDays(await deskBills()).filter(([d]: string[]) => d === day)).toEqual([[day, 2]]);
    } finally {
      await call('POST', '/api/settings/group/general', { divesPerDay: 3 });
    }
  });
});
