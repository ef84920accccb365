// Issue 20 on PostgreSQL: the room bill within the per-booking money bound under concurrency. Two
// desk clerks book an item each onto a guest's bill whose room fits only one of them: the booking's
// row lock serialises the check and the insert, so exactly one item is taken and the other is a 400
// ValidationError; never both (a bill beyond the bound), never a 5xx.
import { describe, expect, inject, it } from 'vitest';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from '../../lib/contract/money';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');

describe('room bill items racing for the last room under the booking bound on PostgreSQL', needsPostgres(pgUrl), () => {
  const { call, ok } = pgAdminApp(pgUrl!, { poolSize: 10 });

  it('two items that fit only one at a time, 6 rounds: one is taken, the other refused, the bill within the bound', async () => {
    for (let round = 0; round < 6; round++) {
      const room = (await ok('POST', '/api/rooms', { name: `Bill race ${round}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
      const b = await ok('POST', '/api/bookings', { rooms: [{ room, dateFrom: daysFromNow(-1), dateTo: daysFromNow(3), guests: [{ firstName: 'Ida', gender: 'f' }] }] });
      await ok('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`);
      const { total } = await ok('GET', `/api/bookings/${b.id}/detail`);
      // Fill the bill to one MAX_AMOUNT below the bound (with the total), then race two of MAX_AMOUNT.
      let left = MAX_BOOKING_SUM - total - MAX_AMOUNT;
      while (left > 0) {
        const unitPrice = Math.min(left, MAX_AMOUNT);
        await ok('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Fill', unitPrice });
        left -= unitPrice;
      }
      const [x, y] = await Promise.all([0, 1].map(() => call('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Race', unitPrice: MAX_AMOUNT })));
      expect([x.status, y.status].sort()).toEqual([200, 400]);
      const bill = await ok('GET', `/api/bookings/${b.id}/onsite`);
      expect(bill.open + total).toBe(MAX_BOOKING_SUM);
      expect(bill.items.filter((i: { text: string }) => i.text === 'Race')).toHaveLength(1);
    }
  }, 120_000);
});
