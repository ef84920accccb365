// OCTO's booking list (GET /bookings): the bookings this key made, filtered as the OCTO core spec
// asks: by resellerReference, supplierReference (our offer number), localDate (the departure's
// first day) or localDateStart with localDateEnd, each optionally narrowed by productId and
// optionId. At least one of the first four (400 otherwise), as the spec requires. Newest first,
// at most 500. The departure's day is read from its schedule (read only; schedules own it).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { octoBookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';

export type TOctoListQuery = {
  resellerReference?: string; supplierReference?: string; localDate?: string; localDateStart?: string; localDateEnd?: string;
  productId?: string; optionId?: string;
};

export async function listMine(db: Db, p: TPrincipal, q: TOctoListQuery) {
  if (!q.resellerReference && !q.supplierReference && !q.localDate && !(q.localDateStart && q.localDateEnd)) {
    throw errors.validation([{ path: 'resellerReference', message: 'resellerReference, supplierReference, localDate, or localDateStart and localDateEnd' }], 'BAD_REQUEST');
  }
  if (!!q.localDateStart !== !!q.localDateEnd) throw errors.validation([{ path: 'localDateStart', message: 'localDateStart and localDateEnd go together' }], 'BAD_REQUEST');
  const where: (SQL | undefined)[] = [eq(octoBookings.apiKeyId, p.tokenId.replace(/^api-key:/, ''))];
  if (q.resellerReference) where.push(eq(octoBookings.resellerReference, q.resellerReference));
  if (q.supplierReference) where.push(sql`${octoBookings.meta}->>'offerNo' = ${q.supplierReference}`);
  if (q.productId) where.push(eq(octoBookings.productId, q.productId));
  if (q.optionId) where.push(eq(octoBookings.optionId, q.optionId));
  if (q.localDate || q.localDateStart) {
    const days = rowsOf<{ id: string }>(await db.execute(sql`SELECT s.id::text AS id FROM schedules s WHERE ${q.localDate
      ? sql`s.date_from = ${q.localDate}::date`
      : sql`s.date_from BETWEEN ${q.localDateStart!}::date AND ${q.localDateEnd!}::date`}`));
    if (!days.length) return [];
    where.push(inArray(octoBookings.availabilityId, days.map((d) => d.id)));
  }
  return db.select().from(octoBookings).where(and(...where)).orderBy(desc(octoBookings.createdAt)).limit(500);
}
