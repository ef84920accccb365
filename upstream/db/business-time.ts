// An audit timestamp (created_at: real time, docs/decisions/clock.md) as the business instant it
// was recorded at: moved by the business clock's offset (0 in production, CLOCK_SHIFT_DAYS or a
// stopped clock in tests), so a range of business days finds what happened on them.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clockOffsetMs } from '../clock';

export function businessInstant(column: SQLWrapper): SQL<Date> {
  return sql<Date>`(${column} + ${clockOffsetMs()}::double precision * interval '1 millisecond')`;
}
