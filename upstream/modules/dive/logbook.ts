// A diver's log book (issue 22): their dive log entries, oldest first and numbered (dive 1 is
// their first logged dive here), with the names of site, type, boat and guide. A customer reads
// their own (GET /api/divelog/self, the principal's customer record, nothing else); staff who may
// read the dive log read any diver's within their assets (GET /api/dive/divers/{customer}/logbook).
import { sql } from 'drizzle-orm';
import type { TLogBook } from '../../../lib/contract/dive-more';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { readableCondition } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';

type TRow = {
  id: string; date: string; start: string | null; end: string | null; site: string | null; type: string | null; boat: string | null;
  guide: string | null; depth: string | number | null; tank_size: number | null; air_mix: string | null; comment: string | null;
};

/** The log book of one customer; `staff` limits the entries to the caller's assets (a customer's
 *  own log book is whole: every dive they made with the operator). */
export async function logBook(db: Db, customer: string, staff: TPrincipal | null): Promise<TLogBook> {
  if (!/^[0-9a-f-]{36}$/i.test(customer)) throw errors.notFound();
  const [who] = rowsOf<{ full_name: string }>(await db.execute(sql`SELECT full_name FROM customers WHERE id = ${customer}::uuid`));
  if (!who) throw errors.notFound();
  const access = staff ? readableCondition(bindingOf('divelog')!, staff) : undefined;
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT dive_logs.id, dive_logs.date::text AS date, dive_logs.start, dive_logs."end", s.name AS site, t.name AS type, b.name AS boat,
           e.name AS guide, dive_logs.depth, dive_logs.tank_size, dive_logs.air_mix, dive_logs.comment
      FROM dive_logs LEFT JOIN dive_sites s ON s.id = dive_logs.dive_site LEFT JOIN dive_types t ON t.id = dive_logs.type
      LEFT JOIN dive_boats b ON b.id = dive_logs.boat LEFT JOIN employees e ON e.id = dive_logs.dive_guide
     WHERE dive_logs.customer = ${customer}::uuid AND ${access ?? sql`true`}
     ORDER BY dive_logs.date, dive_logs.start NULLS FIRST, dive_logs.sort, dive_logs.created_at, dive_logs.id`));
  const entries = rows.map((r, i) => ({
    id: r.id, number: i + 1, date: r.date, start: r.start, end: r.end, site: r.site, type: r.type, boat: r.boat, guide: r.guide,
    depth: r.depth == null ? null : Number(r.depth), tankSize: r.tank_size, airMix: r.air_mix, comment: r.comment,
  }));
  const depths = entries.map((e) => e.depth).filter((d): d is number => d != null);
  return { customer, name: who.full_name, entries, total: entries.length, maxDepth: depths.length ? Math.max(...depths) : null };
}
