// Money bounds (issue 13): two large payments used to overflow the booking's sums (PostgreSQL
// integer) and lock the booking: every call that reads its detail answered 400. Now one amount is
// bounded, the sums of a booking are bounded before anything is written and computed in bigint,
// so the largest payments are refused cleanly and the booking stays usable.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from '../../lib/contract/money';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TDetail = { id: string; total: number; paid: number; open: number; state: string };

const call = (method: string, path: string, body?: unknown) => t.api.call(method, path, { token: t.admin, body });
const detailOf = async (id: string) => {
  const res = await call('GET', `/api/bookings/${id}/detail`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TDetail;
};
const newBooking = async () => ((await (await call('POST', '/api/bookings', { title: 'Bounds' })).json()) as TDetail).id;
const INT_MAX = 2_147_483_647;


describe('payments', () => {
  it('two maximal payments through /api/payments are refused cleanly; the booking stays usable', async () => {
    const id = await newBooking();
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/payments', { reference: `big ${i}`, booking: id, amount: INT_MAX, status: 'paid' });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('ValidationError');
    }
    expect(await detailOf(id)).toMatchObject({ paid: 0, total: 0 });
    expect((await call('POST', `/api/bookings/${id}/calculation`, { text: 'Transfer', unitPrice: 5000 })).status).toBe(200);
    expect((await call('POST', `/api/bookings/${id}/confirm?withoutPrice=1`)).status).toBe(200);
  });

  it('payments up to the booking\'s bound are taken; the one beyond it is refused and nothing changes', async () => {
    const id = await newBooking();
    const steps = MAX_BOOKING_SUM / MAX_AMOUNT;
    for (let i = 0; i < steps; i++) {
      const path = i % 2 ? `/api/bookings/${id}/payment` : '/api/payments';
      const body = i % 2 ? { amount: MAX_AMOUNT } : { reference: `max ${i}`, booking: id, amount: MAX_AMOUNT };
      expect((await call('POST', path, body)).status, `payment ${i}`).toBe(200);
    }
    expect((await detailOf(id)).paid).toBe(MAX_BOOKING_SUM);
    expect((await call('POST', `/api/bookings/${id}/payment`, { amount: 1 })).status).toBe(400);
    expect((await call('POST', '/api/payments', { reference: 'one more', booking: id, amount: MAX_AMOUNT })).status).toBe(400);
    expect((await call('POST', `/api/bookings/${id}/payment`, { amount: MAX_AMOUNT + 1 })).status).toBe(400);
    // a refund still goes through, and the booking works as before
    expect((await call('POST', `/api/bookings/${id}/payment`, { amount: -MAX_AMOUNT })).status).toBe(200);
    expect(await detailOf(id)).toMatchObject({ paid: MAX_BOOKING_SUM - MAX_AMOUNT });
    expect((await call('POST', `/api/bookings/${id}/plan`)).status).toBe(200);
  });
});

describe('calculation lines', () => {
  it('a line beyond one amount, or a total beyond the booking\'s bound, is refused before it is written', async () => {
    const id = await newBooking();
    expect((await call('POST', `/api/bookings/${id}/calculation`, { text: 'Huge', quantity: 10_000, unitPrice: MAX_AMOUNT })).status).toBe(400);
    for (let i = 0; i < MAX_BOOKING_SUM / MAX_AMOUNT; i++) {
      expect((await call('POST', `/api/bookings/${id}/calculation`, { text: `Line ${i}`, unitPrice: MAX_AMOUNT })).status).toBe(200);
    }
    expect((await call('POST', `/api/bookings/${id}/calculation`, { text: 'One too many', unitPrice: 1 })).status).toBe(400);
    expect(await detailOf(id)).toMatchObject({ total: MAX_BOOKING_SUM, open: MAX_BOOKING_SUM });
    expect((await call('POST', `/api/bookings/${id}/cancell`, { value: MAX_BOOKING_SUM + 1 })).status).toBe(400);
    expect((await call('POST', `/api/bookings/${id}/cancell`, { percent: 100 })).status).toBe(200);
  });

  it('sums never overflow, even over rows stored before the bounds existed', async () => {
    const id = await newBooking();
    await t.api.handle.db.execute(sql`INSERT INTO payments (reference, booking, amount, status) VALUES ('old 1', ${id}, ${INT_MAX}, 'paid'), ('old 2', ${id}, ${INT_MAX}, 'paid')`);
    expect((await detailOf(id)).paid).toBe(2 * INT_MAX);
    // and the booking can still be worked on; only more money on it is refused
    expect((await call('POST', `/api/bookings/${id}/payment`, { amount: 5 })).status).toBe(400);
    expect((await call('POST', `/api/bookings/${id}/confirm?withoutPrice=1`)).status).toBe(200);
  });
});
