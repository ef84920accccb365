// The rows of the list reports (report/{templateId}, api-calls 7.4) and the bookings a document
// template prints for an occupancy (templates/{templateId}/occupancy). Only bookings the caller may
// read (readableSql); sums in bigint. Which bookings each template holds: docs/decisions/bookings.md.
import { sql, type SQL } from 'drizzle-orm';
import { BOOKING_STATES } from '../../../../lib/contract/resources/enums';
import { BULK_MAX_BOOKINGS, type TReport, type TReportFilter, type TReportRow, type TReportTemplate } from '../../../../lib/contract/booking-reports';
import { today } from '../../../clock';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import type { TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { HOLDING_SQL, readableSql } from '../lists/list-queries';

const REPORT_LIMIT = 5000;
const ids = (list: string[]) => sql.join(list.map((id) => sql`${id}::uuid`), sql`, `);

/** A comma list of states (GET) as the body's list; an unknown one is a 400 naming it. */
export function statesOf(list: string | undefined): TReportFilter['states'] {
  if (!list) return undefined;
  const states = list.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = states.find((s) => !(BOOKING_STATES as readonly string[]).includes(s));
  if (bad) throw errors.validation([{ path: 'state', message: `unknown state "${bad}"; one of ${BOOKING_STATES.join(', ')}` }]);
  return states as TReportFilter['states'];
}

/** Which bookings a template holds for the days from..to (both included). */
function templateSql(t: TReportTemplate, from: string, to: string, states: TReportFilter['states']): SQL {
  const inStates = (list: SQL) => sql`b.state IN (${list})`;
  switch (t) {
    case 'bookings': return sql`${states?.length ? inStates(sql.join(states.map((s) => sql`${s}`), sql`, `)) : sql`b.state <> 'deleted'`} AND b.date_from BETWEEN ${from}::date AND ${to}::date`;
    case 'arrivals': return sql`${inStates(HOLDING_SQL)} AND b.date_from BETWEEN ${from}::date AND ${to}::date`;
    case 'departures': return sql`${inStates(HOLDING_SQL)} AND b.date_to BETWEEN ${from}::date AND ${to}::date`;
    case 'inhouse': return sql`${inStates(HOLDING_SQL)} AND b.date_from <= ${to}::date AND b.date_to > ${from}::date`;
    case 'openPayments': return sql`${inStates(HOLDING_SQL)} AND b.date_from BETWEEN ${from}::date AND ${to}::date AND s.total - s.paid > 0`;
  }
}

function assetSql(f: { resort?: string; vessel?: string }): SQL {
  return sql`${f.resort ? sql`AND b.resort = ${f.resort}::uuid` : sql``} ${f.vessel ? sql`AND b.vessel = ${f.vessel}::uuid` : sql``}`;
}

type TRaw = Omit<TReportRow, 'pax' | 'total' | 'paid' | 'open'> & { pax: number | string; total: string; paid: string };

export async function reportRows(db: Db, p: TPrincipal, t: TReportTemplate, f: TReportFilter): Promise<TReport> {
  const from = f.from ?? today();
  const to = f.to ?? from;
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  const raw = rowsOf<TRaw>(await db.execute(sql`
    SELECT b.id, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.state, b.title, coalesce(rs.name, v.name) AS asset, a.name AS agency,
      b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.no_of_pax AS pax, b.currency, s.total::text AS total, s.paid::text AS paid
    FROM bookings b LEFT JOIN resorts rs ON rs.id = b.resort LEFT JOIN vessels v ON v.id = b.vessel LEFT JOIN agencies a ON a.id = b.agency
    CROSS JOIN LATERAL (SELECT
      coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0) AS total,
      coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = b.id AND pm.status IN ('paid', 'refunded')), 0) AS paid) s
    WHERE ${readableSql(p)} AND ${templateSql(t, from, to, f.states)} ${assetSql(f)}
      ${f.bookings ? sql`AND b.id IN (${ids(f.bookings)})` : sql``}
    ORDER BY ${t === 'departures' ? sql`b.date_to` : sql`b.date_from`}, number, b.id LIMIT ${REPORT_LIMIT + 1}`));
  if (raw.length > REPORT_LIMIT) throw errors.validation([{ path: 'to', message: `more than ${REPORT_LIMIT} bookings: choose fewer days` }], 'The report would be too long');
  const rows = raw.map((r) => {
    const total = Number(r.total);
    const paid = Number(r.paid);
    return { ...r, pax: Number(r.pax), total, paid, open: total - paid };
  });
  const sums = new Map<string, TReport['totals'][number]>();
  for (const r of rows) {
    const s = sums.get(r.currency) ?? { currency: r.currency, bookings: 0, pax: 0, total: 0, paid: 0, open: 0 };
    s.bookings += 1; s.pax += r.pax; s.total += r.total; s.paid += r.paid; s.open += r.open;
    sums.set(r.currency, s);
  }
  return { template: t, from, to, rows, totals: [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

/** The bookings that hold rooms on a night between from and to (their booking rooms' nights
 *  overlap the days), within the caller's assets, in arrival order. More than BULK_MAX_BOOKINGS: 400. */
export async function occupyingBookings(db: Db, p: TPrincipal, q: { from?: string; to?: string; resort?: string; vessel?: string }): Promise<{ ids: string[]; from: string; to: string }> {
  const from = q.from ?? today();
  const to = q.to ?? from;
  const rows = rowsOf<{ id: string }>(await db.execute(sql`
    SELECT b.id FROM bookings b
    WHERE ${readableSql(p)} AND b.state IN (${HOLDING_SQL}) ${assetSql(q)}
      AND EXISTS (SELECT 1 FROM booking_rooms br WHERE br.booking_id = b.id AND br.date_from <= ${to}::date AND br.date_to > ${from}::date)
    ORDER BY b.date_from, coalesce(b.booking_no, b.reservation_no, b.offer_no), b.id LIMIT ${BULK_MAX_BOOKINGS + 1}`));
  if (rows.length > BULK_MAX_BOOKINGS) {
    throw errors.validation([{ path: 'to', message: `more than ${BULK_MAX_BOOKINGS} bookings occupy rooms between ${from} and ${to}: choose fewer days or one resort or vessel` }], 'Too many bookings to print at once');
  }
  return { ids: rows.map((r) => r.id), from, to };
}
