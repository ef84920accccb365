// The dashboard of an agency user (its agency's bookings) and of a customer (their own): the
// bookings still to come within the window, and those with money open (docs/decisions/dashboard.md).
import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMIT, type TDashboard } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { decorate, present, selectBookings } from './rows';
import type { TWindow } from './window';

const capped = <T>(items: T[]) => ({ items: items.slice(0, DASHBOARD_LIMIT), total: items.length });
const LIVE = sql.raw(`'draft', 'planned', 'confirmed', 'waiting'`);

export async function partyDashboard(db: Db, p: TPrincipal, w: TWindow, role: 'agency' | 'customer'): Promise<NonNullable<TDashboard['party']>> {
  const own = role === 'agency' ? sql`b.agency = ${p.agencyId}` : sql`b.customer = ${p.customerId}`;
  const upcoming = await selectBookings(db, p, sql`${own} AND b.state IN (${LIVE})
    AND b.date_to >= ${w.today}::date AND b.date_from <= ${w.until}::date`, sql`b.date_from, b.id`, 1000);
  // Open balances of bookings that hold (or held) their rooms, whenever the stay is.
  const owing = await selectBookings(db, p, sql`${own} AND b.state IN ('planned', 'confirmed')`, sql`b.date_from DESC, b.id`, 1000);
  const rows = await decorate(db, [...upcoming, ...owing], w.today);
  const pick = (list: { id: string }[]) => list.map((r) => rows.get(r.id)!).filter(Boolean);
  const open = pick(owing).filter((r) => r.open > 0)
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  return { upcoming: capped(pick(upcoming).map(present)), openBalances: capped(open.map(present)) };
}
