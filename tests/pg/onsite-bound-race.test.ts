// Issue 20 on PostgreSQL: the room bill within the per-booking money bound under concurrency. Two
// desk clerks book an item each onto a guest's bill whose room fits only one of them: the booking's
// row lock serialises the check and the insert, so exactly one item is taken and the other is a 400
// ValidationError; never both (a bill beyond the bound), never a 5xx.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from '../../lib/contract/money';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { createPgTestDb, type TPgTestDb } from '../helpers/pg';

const pgUrl = inject('pgUrl');
type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.skipIf(!pgUrl)('room bill items racing for the last room under the booking bound on PostgreSQL', () => {
  let t: TPgTestDb;
  let token: string;
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(path, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = async (method: string, path: string, body?: unknown): Promise<TJson> => {
    const res = await call(method, path, body);
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return (await res.json()) as TJson;
  };

  beforeAll(async () => {
    t = await createPgTestDb(pgUrl!, { poolSize: 10 });
    const login = await t.app.request('/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }) });
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => { await t?.drop(); });

  it('two items that fit only one at a time, 6 rounds: one is taken, the other refused, the bill within the bound', async () => {
    for (let round = 0; round < 6; round++) {
      const room = (await json('POST', '/api/rooms', { name: `Bill race ${round}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
      const b = await json('POST', '/api/bookings', { rooms: [{ room, dateFrom: daysFromNow(-1), dateTo: daysFromNow(3), guests: [{ firstName: 'Ida', gender: 'f' }] }] });
      await json('POST', `/api/bookings/${b.id}/confirm`);
      const { total } = await json('GET', `/api/bookings/${b.id}/detail`);
      // Fill the bill to one MAX_AMOUNT below the bound (with the total), then race two of MAX_AMOUNT.
      let left = MAX_BOOKING_SUM - total - MAX_AMOUNT;
      while (left > 0) {
        const unitPrice = Math.min(left, MAX_AMOUNT);
        await json('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Fill', unitPrice });
        left -= unitPrice;
      }
      const [x, y] = await Promise.all([0, 1].map(() => call('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Race', unitPrice: MAX_AMOUNT })));
      expect([x.status, y.status].sort()).toEqual([200, 400]);
      const bill = await json('GET', `/api/bookings/${b.id}/onsite`);
      expect(bill.open + total).toBe(MAX_BOOKING_SUM);
      expect(bill.items.filter((i: TJson) => i.text === 'Race')).toHaveLength(1);
    }
  }, 120_000);
});
