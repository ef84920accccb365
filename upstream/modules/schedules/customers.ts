// The guests of a departure: every guest of the holding bookings (draft, planned, confirmed) on
// the vessel's cabins over its nights, ordered by cabin. A booking room without named guests
// still shows one row (the booking's title), so the list never hides a taken cabin. Only
// bookings the caller may read (bookingSight) are listed.
import { sql } from 'drizzle-orm';
import type { TScheduleCustomer } from '../../../lib/contract/schedules';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { accessRowOf, bookingSight, BOOKING_ACCESS_SQL, type TBookingAccessSql } from '../bookings/access';
import { rowsOf, type TScheduleRow } from './access';
import { byName, HOLDING } from './departures';

type TRow = {
  booking: string; number: string | null; state: string; title: string | null; booking_room: string; room_id: string; room_name: string;
  guest: { customer?: string; firstName?: string; lastName?: string; gender?: string; birthday?: string } | null;
  full_name: string | null; nationality: string | null; c_birthday: string | null; c_gender: string | null;
} & TBookingAccessSql;

export async function scheduleCustomers(db: Db, p: TPrincipal, s: TScheduleRow): Promise<TScheduleCustomer[]> {
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT b.id AS booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.title,
      br.id AS booking_room, r.id AS room_id, r.name AS room_name, g.value AS guest,
      c.full_name, coalesce(c.master_data->>'nationality', c.passport->>'nationality') AS nationality,
      c.master_data->>'birthday' AS c_birthday, c.master_data->>'gender' AS c_gender, ${sql.raw(BOOKING_ACCESS_SQL)}
    FROM booking_rooms br JOIN rooms r ON r.id = br.room_id JOIN bookings b ON b.id = br.booking_id
    LEFT JOIN LATERAL jsonb_array_elements(br.guests) WITH ORDINALITY AS g(value, idx) ON true
    LEFT JOIN customers c ON c.id = (g.value->>'customer')::uuid
    WHERE r.vessel = ${s.vessel} AND br.date_from < ${s.dateTo} AND br.date_to > ${s.dateFrom} AND b.state IN (${HOLDING})
    ORDER BY r.name, br.sort, number, g.idx`));
  // Stable: keeps the SQL order (booking room, number, guest) within a cabin.
  rows.sort((a, b) => byName.compare(a.room_name, b.room_name));
  return rows.filter((r) => bookingSight(p, accessRowOf(r)) === 'full').map((r) => {
    const g = r.guest ?? {};
    const own = [g.firstName, g.lastName].filter(Boolean).join(' ');
    return {
      booking: r.booking, bookingNumber: r.number, state: r.state, bookingRoom: r.booking_room,
      cabin: { id: r.room_id, name: r.room_name },
      customer: g.customer ?? null,
      name: own || r.full_name || r.title || '',
      gender: g.gender ?? r.c_gender ?? 'u',
      birthday: g.birthday ?? r.c_birthday ?? null,
      nationality: r.nationality,
    };
  });
}
