// The dashboard's booking rows: one base select shared by every panel, and the decoration of the
// chosen rows (rooms, guests, asset and agency names, total, paid, due dates, missing guest
// forms) in a fixed number of queries for all panels together, never one per row.
import { sql, type SQL } from 'drizzle-orm';
import type { TDashBooking } from '../../../lib/contract/dashboard';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { bookingSight } from '../bookings/access';
import { assetLimit } from '../resources/asset-scope';
import { dueOf, type TTerms } from './due';

/** What the base select reads of a booking (alias b). */
export type TBaseRow = {
  id: string; number: string | null; state: string; title: string | null; dateFrom: string | null; dateTo: string | null;
  pax: number; currency: string; checkedIn: boolean; checkedOut: boolean; bookingDate: string | null; terms: string | null;
  resort: string | null; vessel: string | null; agency: string | null; customer: string | null; expiresAt: string | null;
};

export const BASE_COLUMNS = sql.raw(`b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.title,
  b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.no_of_pax AS pax, b.currency, b.checked_in AS "checkedIn",
  b.checked_out AS "checkedOut", b.booking_date::text AS "bookingDate", b.terms_of_payment AS terms, b.resort, b.vessel, b.agency,
  b.customer, (SELECT h.expires_at::text FROM offer_holds h WHERE h.booking_id = b.id) AS "expiresAt"`);

const uuids = (list: readonly string[]) => sql.join(list.map((x) => sql`${x}::uuid`), sql`, `);

/** The SQL side of the asset limit on alias b (the same rule as access.ts's assetAllows), so the
 *  database never hands over rows the caller may not see; bookingSight still decides per row. */
export function bookingAssetCondition(p: TPrincipal): SQL {
  const limit = assetLimit(p);
  if (!limit) return sql`true`;
  const parts: SQL[] = [sql`(b.resort IS NULL AND b.vessel IS NULL)`];
  if (limit.resorts.length) parts.push(sql`b.resort IN (${uuids(limit.resorts)})`);
  if (limit.vessels.length) parts.push(sql`b.vessel IN (${uuids(limit.vessels)})`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export async function selectBookings(db: Db, p: TPrincipal, where: SQL, order: SQL, limit = 500): Promise<TBaseRow[]> {
  const rows = rowsOf<TBaseRow>(await db.execute(sql`SELECT ${BASE_COLUMNS} FROM bookings b WHERE ${where} ORDER BY ${order} LIMIT ${limit}`));
  return rows.filter((r) => bookingSight(p, r) === 'full');
}

type TRoomRow = { booking: string; name: string; guests: { firstName?: string; lastName?: string }[]; pax: number };
type TMoney = { booking: string; total: string; paid: string; submitted: number };
type TNames = { id: string; name: string; kind: 'resort' | 'vessel' | 'agency' };

export type TDecorated = TDashBooking & { base: TBaseRow };

/** Everything the panels show of the given bookings: five queries whatever their number. */
export async function decorate(db: Db, rows: TBaseRow[], today: string): Promise<Map<string, TDecorated>> {
  const out = new Map<string, TDecorated>();
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length === 0) return out;
  const rooms = rowsOf<TRoomRow>(await db.execute(sql`
    SELECT br.booking_id AS booking, r.name, br.guests, greatest(jsonb_array_length(br.guests), 1)::int AS pax
    FROM booking_rooms br JOIN rooms r ON r.id = br.room_id WHERE br.booking_id IN (${uuids(ids)}) ORDER BY br.sort, br.date_from`));
  const money = rowsOf<TMoney>(await db.execute(sql`
    SELECT x.id AS booking,
      coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = x.id), 0)::text AS total,
      coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = x.id AND pm.status IN ('paid', 'refunded')), 0)::text AS paid,
      (SELECT count(*) FROM guest_forms g WHERE g.booking = x.id AND g.status IN ('submitted', 'synced'))::int AS submitted
    FROM unnest(ARRAY[${uuids(ids)}]) AS x(id)`));
  const termIds = [...new Set(rows.map((r) => r.terms).filter((t): t is string => !!t))];
  const terms = rowsOf<TTerms & { id: string | null }>(await db.execute(sql`
    SELECT t.id, t.deposit_percent::float8 AS "depositPercent", t.deposit_due_days AS "depositDueDays",
      t.rest_due_days_before_arrival AS "restDueDaysBeforeArrival", t.is_default AS "isDefault"
    FROM terms_of_payment t WHERE t.is_default ${termIds.length ? sql`OR t.id IN (${uuids(termIds)})` : sql``}`));
  const refIds = (pick: (r: TBaseRow) => string | null) => [...new Set(rows.map(pick).filter((x): x is string => !!x))];
  const [resorts, vessels, agencies] = [refIds((r) => r.resort), refIds((r) => r.vessel), refIds((r) => r.agency)];
  const nameParts: SQL[] = [];
  if (resorts.length) nameParts.push(sql`SELECT id, name, 'resort' AS kind FROM resorts WHERE id IN (${uuids(resorts)})`);
  if (vessels.length) nameParts.push(sql`SELECT id, name, 'vessel' AS kind FROM vessels WHERE id IN (${uuids(vessels)})`);
  if (agencies.length) nameParts.push(sql`SELECT id, name, 'agency' AS kind FROM agencies WHERE id IN (${uuids(agencies)})`);
  const names = nameParts.length ? rowsOf<TNames>(await db.execute(sql.join(nameParts, sql` UNION ALL `))) : [];
  const nameOf = new Map(names.map((n) => [`${n.kind}:${n.id}`, n.name]));
  const moneyOf = new Map(money.map((m) => [m.booking, m]));
  const defaultTerms = terms.find((t) => t.isDefault) ?? null;
  const roomsOf = new Map<string, TRoomRow[]>();
  for (const x of rooms) roomsOf.set(x.booking, [...(roomsOf.get(x.booking) ?? []), x]);
  for (const r of rows) {
    const own = roomsOf.get(r.id) ?? [];
    const m = moneyOf.get(r.id);
    const total = Number(m?.total ?? 0);
    const paid = Number(m?.paid ?? 0);
    const guests = own.flatMap((x) => x.guests.map((g) => [g.firstName, g.lastName].filter(Boolean).join(' ').trim())).filter(Boolean);
    const pax = own.length ? own.reduce((n, x) => n + x.pax, 0) : r.pax;
    const assetId = r.resort ?? r.vessel;
    const assetType = r.resort ? 'resort' : 'vessel';
    const due = dueOf({ total, paid, bookingDate: r.bookingDate, dateFrom: r.dateFrom, terms: terms.find((t) => t.id === r.terms) ?? defaultTerms, today });
    out.set(r.id, {
      base: r, id: r.id, number: r.number, state: r.state, title: r.title,
      asset: assetId ? { id: assetId, name: nameOf.get(`${assetType}:${assetId}`) ?? '', type: assetType } : null,
      agency: r.agency ? { id: r.agency, name: nameOf.get(`agency:${r.agency}`) ?? '' } : null,
      dateFrom: r.dateFrom, dateTo: r.dateTo, rooms: [...new Set(own.map((x) => x.name))], guests, pax,
      currency: r.currency, total, paid, open: total - paid,
      missingForms: Math.max(0, pax - (m?.submitted ?? 0)),
      checkedIn: r.checkedIn === true, checkedOut: r.checkedOut === true,
      expiresAt: r.expiresAt ? new Date(r.expiresAt).toISOString() : null,
      dueDate: due.dueDate, overdue: due.overdue,
    });
  }
  return out;
}

/** The decorated rows without the base record, for the answer. */
export function present(row: TDecorated): TDashBooking {
  const out: Partial<TDecorated> = { ...row };
  delete out.base;
  return out as TDashBooking;
}
