// Who sees which departure: staff limited to assets see the schedules of their vessels (and those
// of no vessel); anything else answers 404 so ids reveal nothing (like the booking core).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';

import { isUuid, rowsOf } from '../../db/rows';

export { isUuid, rowsOf };

export type TScheduleRow = {
  id: string; name: string; tour: string | null; vessel: string | null; dateFrom: string; dateTo: string;
  embarkPort: string | null; disembarkPort: string | null; price: string | null; status: string;
  maxPax: number | null; isVisible: boolean; note: string | null;
};

export const SCHEDULE_COLUMNS = sql.raw(`s.id, s.name, s.tour, s.vessel, s.date_from::text AS "dateFrom", s.date_to::text AS "dateTo",
  s.embark_port AS "embarkPort", s.disembark_port AS "disembarkPort", s.price, s.status, s.max_pax AS "maxPax",
  s.is_visible AS "isVisible", s.note`);

/** SQL condition on a vessel column (alias.vessel) for the caller's asset limit. */
export function vesselVisible(p: TPrincipal, column: SQL): SQL {
  const limit = assetLimit(p);
  if (!limit) return sql`true`;
  if (limit.vessels.length === 0) return sql`${column} IS NULL`;
  return sql`(${column} IS NULL OR ${column} IN (${sql.join(limit.vessels.map((v) => sql`${v}::uuid`), sql`, `)}))`;
}

export function mayUseVessel(p: TPrincipal, vessel: string | null): boolean {
  const limit = assetLimit(p);
  return !limit || vessel === null || limit.vessels.includes(vessel);
}


export async function loadSchedule(db: Db, p: TPrincipal, id: string): Promise<TScheduleRow> {
  if (!isUuid(id)) throw errors.notFound('Schedule not found');
  const [row] = rowsOf<TScheduleRow>(await db.execute(sql`SELECT ${SCHEDULE_COLUMNS} FROM schedules s WHERE s.id = ${id}`));
  if (!row || !mayUseVessel(p, row.vessel)) throw errors.notFound('Schedule not found');
  return row;
}

/** A vessel the caller may use, or 404. */
export async function loadVessel(db: Db, p: TPrincipal, id: string): Promise<{ id: string; name: string }> {
  const [row] = isUuid(id) ? rowsOf<{ id: string; name: string }>(await db.execute(sql`SELECT id, name FROM vessels WHERE id = ${id}`)) : [];
  if (!row || !mayUseVessel(p, row.id)) throw errors.notFound('Vessel not found');
  return row;
}
