// Which bookings a caller may see in full, in SQL: the twin of bookingSight/mayAccess (bookings/
// access.ts), kept in step with it (tests/api/booking-sight-sql.test.ts compares them). Here, beside
// the generic resources, because every resource whose rows belong to a booking (a `booking` field
// referring to bookings: payments, guest forms, mails, comments, …) is narrowed by it in store.ts
// reachable(): no generic read of such a row goes around the booking access rule (issue 31).
import { sql, type SQL } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import type { TPrincipal } from '../../http/context';
import { accessAsked } from '../../db/access-witness';
import { assetLimit } from './asset-scope';

const uuids = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** bookingSight(p, row, also) === 'full' in SQL, on the bookings table under `alias`: bookings.read
 *  within the assets, else the own agency's or own customer's bookings; the `also` scopes within
 *  the assets. So a count or a page in SQL is exact, and another table's rows that belong to a
 *  booking (its mails, its payments) are narrowed by the same rule. */
export function bookingSightSql(p: TPrincipal, alias = 'b', also: readonly string[] = []): SQL {
  accessAsked();
  const b = sql.raw(`"${alias}"`);
  const limit = assetLimit(p);
  const assets = (): SQL => {
    if (!limit) return sql`true`;
    const parts: SQL[] = [sql`(${b}.resort IS NULL AND ${b}.vessel IS NULL)`];
    if (limit.resorts.length) parts.push(sql`${b}.resort IN (${uuids(limit.resorts)})`);
    if (limit.vessels.length) parts.push(sql`${b}.vessel IN (${uuids(limit.vessels)})`);
    return sql`(${sql.join(parts, sql` OR `)})`;
  };
  const parts: SQL[] = [];
  if (hasScope(p.scopes, 'bookings.read')) parts.push(assets());
  else if (p.agencyId && hasScope(p.scopes, 'agencies.self')) parts.push(sql`${b}.agency = ${p.agencyId}::uuid`);
  else if (p.customerId && hasScope(p.scopes, 'customers.self')) parts.push(sql`${b}.customer = ${p.customerId}::uuid`);
  if (also.some((s) => hasScope(p.scopes, s))) parts.push(assets());
  // Never NULL (an IN list against a NULL column is): the rule may be negated safely.
  return parts.length ? sql`coalesce((${sql.join(parts, sql` OR `)}), false)` : sql`false`;
}
