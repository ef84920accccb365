// A merge of a duplicate customer racing new bookings of that duplicate (PostgreSQL, real
// concurrency): nothing is lost. Every booking that was accepted ends up on the customer that
// stays, with its guest entry (also a booking naming the duplicate only as a guest); a booking that lost the race is refused cleanly (400 or 409, never
// a 5xx) and leaves nothing behind; nothing points at the merged-away record afterwards.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { pgAdminApp } from '../helpers/pg';
import { needsPostgres } from './pg-availability';

const pgUrl = inject('pgUrl');
type TRec = Record<string, unknown> & { id: string };

describe('customer merge racing a new booking (PostgreSQL)', needsPostgres(pgUrl), () => {
  const app = pgAdminApp(pgUrl!, { poolSize: 30 });
  const { call, rows } = app;
  const json = async (res: Response) => (await res.json()) as TRec;

  it('12 rounds: a merge against 6 simultaneous bookings of the duplicate loses nothing', async () => {
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < 12; round++) {
      const room = await json(await call('POST', '/api/rooms', { name: `Merge race ${round}`, type: 'Room', allowSharedRoom: false, allowMixedGender: true, availableBeds: 2 }));
      const keep = await json(await call('POST', '/api/customers', { fullName: `Keep ${round}`, email: `keep${round}@example.com` }));
      const dup = await json(await call('POST', '/api/customers', { fullName: `Keep ${round}`, contact: { phone: '+49 1' } }));
      const lead = await json(await call('POST', '/api/customers', { fullName: `Lead ${round}` }));
      // Odd bookings name the duplicate only as a guest (inside the room's JSON, no foreign key).
      const bookingOf = (i: number) => {
        const from = daysFromNow(700 + i * 5);
        return call('POST', '/api/bookings', { title: `Race ${round}.${i}`, customer: i % 2 ? lead.id : dup.id, rooms: [{ room: room.id, dateFrom: from, dateTo: addDays(from, 2), guests: [{ customer: dup.id, lastName: 'Dup' }] }] });
      };
      // Some bookings start before the merge, some with it, some after it started.
      const early = [bookingOf(0), bookingOf(1)];
      const merge = call('POST', `/api/customers/${keep.id}/merge/${dup.id}`, {});
      const late = [bookingOf(2), bookingOf(3), bookingOf(4), bookingOf(5)];
      const [mergeRes, ...books] = await Promise.all([merge, ...early, ...late]);
      expect(mergeRes.status, await mergeRes.clone().text()).toBe(200);
      for (const b of books) {
        expect(b.status, await b.clone().text()).not.toBeGreaterThanOrEqual(500);
        expect([201, 400, 409]).toContain(b.status);
      }
      const ok = await Promise.all(books.filter((b) => b.status === 201).map(json));
      accepted += ok.length;
      refused += books.length - ok.length;
      // every accepted booking is the survivor's, with its guest
      for (const b of ok) {
        const detail = await json(await call('GET', `/api/bookings/${b.id}/detail`));
        expect([keep.id, lead.id]).toContain(detail.customer);
        const guests = (detail.rooms as { guests: { customer?: string }[] }[]).flatMap((r) => r.guests);
        expect(guests.map((g) => g.customer)).toEqual([keep.id]);
      }
      // nothing points at the duplicate, and no refused booking left a row behind
      const [left] = await rows<{ n: number }>(sql`SELECT
        (SELECT count(*) FROM customers WHERE id = ${dup.id}) + (SELECT count(*) FROM bookings WHERE customer = ${dup.id})
        + (SELECT count(*) FROM booking_rooms WHERE guests @> jsonb_build_array(jsonb_build_object('customer', ${dup.id}::text))) AS n`);
      expect(Number(left.n)).toBe(0);
      const [onRoom] = await rows<{ n: number }>(sql`SELECT count(DISTINCT booking_id)::int AS n FROM booking_rooms WHERE room_id = ${room.id}`);
      expect(onRoom.n).toBe(ok.length);
    }
    // the race really happened both ways over the rounds
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    expect(accepted + refused).toBe(72);
  }, 300_000);
});
