// POST /api/schedules/copy/{from}/{to}?asset=&addyear=: copies every departure of a vessel that
// starts between from and to (cancelled ones are skipped), shifted by one year when addyear=1,
// in one transaction. A vessel cannot sail two trips at once: a copy that would overlap another
// departure of the vessel (not cancelled) refuses the whole copy with 409 and nothing is stored.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { schedules } from '../../db/schema';
import { errors } from '../../http/errors';
import { rowsOf, SCHEDULE_COLUMNS, type TScheduleRow } from './access';

/** 'YYYY-MM-DD' one year later; 29 February becomes 28 February. */
export function shiftYear(day: string): string {
  const y = Number(day.slice(0, 4)) + 1;
  let md = day.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (md === '02-29' && !leap) md = '02-28';
  return `${String(y).padStart(4, '0')}-${md}`;
}

export async function copySchedules(tx: Tx, opts: { vessel: string; from: string; to: string; addYear: boolean }): Promise<string[]> {
  const source = rowsOf<TScheduleRow>(await tx.execute(sql`
    SELECT ${SCHEDULE_COLUMNS} FROM schedules s
    WHERE s.vessel = ${opts.vessel} AND s.date_from >= ${opts.from} AND s.date_from <= ${opts.to} AND s.status <> 'cancelled'
    ORDER BY s.date_from, s.name FOR UPDATE`));
  const ids: string[] = [];
  for (const s of source) {
    const dateFrom = opts.addYear ? shiftYear(s.dateFrom) : s.dateFrom;
    const dateTo = opts.addYear ? shiftYear(s.dateTo) : s.dateTo;
    const [clash] = rowsOf<{ name: string; date_from: string; date_to: string }>(await tx.execute(sql`
      SELECT name, date_from::text AS date_from, date_to::text AS date_to FROM schedules
      WHERE vessel = ${opts.vessel} AND status <> 'cancelled' AND date_from < ${dateTo} AND date_to > ${dateFrom} LIMIT 1`));
    if (clash) {
      throw errors.conflict('SCHEDULE_OVERLAP',
        `The copy of ${s.name} (${dateFrom} to ${dateTo}) overlaps ${clash.name} (${clash.date_from} to ${clash.date_to}); nothing was copied.`);
    }
    const oldYear = s.dateFrom.slice(0, 4);
    const name = opts.addYear ? s.name.replaceAll(oldYear, dateFrom.slice(0, 4)) : s.name;
    const [row] = await tx.insert(schedules).values({
      name, tour: s.tour, vessel: s.vessel, dateFrom, dateTo, embarkPort: s.embarkPort, disembarkPort: s.disembarkPort,
      // The old year's price list rarely covers the new dates: the active list is found by date.
      price: opts.addYear ? null : s.price,
      status: 'open', maxPax: s.maxPax, isVisible: s.isVisible, note: s.note,
    }).returning({ id: schedules.id });
    ids.push((row as { id: string }).id);
  }
  return ids;
}
