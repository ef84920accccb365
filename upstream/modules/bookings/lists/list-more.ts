// More list-level calls of api-calls 7.4 (issue 20), mounted with list-routes.ts before the generic
// /{id}: full (the bookings arriving in a range with their rooms and guests, for the front desk's
// print), events (what happened to bookings: their versions in a time range), taskNames (the to-do
// names in use, for filters) and reindex (the office's repair: every booking's derived facts, i.e.
// dates, pax, open to-dos and the overdue flag, computed again from its rooms, to-dos and money).
import { createRoute, z } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { hasScope } from '../../../../lib/access/scopes';
import { today } from '../../../clock';
import type { Db } from '../../../db/client';
import { businessInstant } from '../../../db/business-time';
import { rowsOf } from '../../../db/rows';
import { bookings } from '../../../db/schema';
import type { AppEnv, TPrincipal } from '../../../http/context';
import { errors } from '../../../http/errors';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonOk } from '../../../http/openapi-helpers';
import { syncHasOpenTodos } from '../todo-flag';
import { refreshSummary } from '../create';
import { readableSql } from './list-queries';
import { refreshDueFlag } from '../terms/terms';

const tags = ['Bookings'];
const ZDate = z.iso.date();
const NUMBER = sql.raw('coalesce(b.booking_no, b.reservation_no, b.offer_no)');
const MAX_DAYS = 93;

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function assertRange(from: string, to: string): void {
  if (to < from) throw errors.validation([{ path: 'to', message: 'must not be before from' }]);
  if (addDays(from, MAX_DAYS) < to) throw errors.validation([{ path: 'to', message: `at most ${MAX_DAYS} days after from` }]);
}

const ZFullGuest = z.object({ customer: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), gender: z.string() });
const ZFull = z.object({
  id: z.uuid(), number: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: z.string().nullable(), dateTo: z.string().nullable(),
  noOfPax: z.number().int(), customer: z.string().nullable(), customerName: z.string().nullable(), agency: z.string().nullable(), agencyName: z.string().nullable(),
  checkedIn: z.boolean(), checkedOut: z.boolean(), hasOpenTodos: z.boolean(),
  rooms: z.array(z.object({ id: z.uuid(), room: z.uuid(), roomName: z.string().nullable(), dateFrom: z.string(), dateTo: z.string(), guests: z.array(ZFullGuest) })),
});
type TFull = z.infer<typeof ZFull>;

export async function fullBookings(db: Db, p: TPrincipal, from: string, to: string): Promise<TFull[]> {
  assertRange(from, to);
  return rowsOf<TFull>(await db.execute(sql`
    SELECT b.id, ${NUMBER} AS number, b.title, b.state, b.date_from::text AS "dateFrom", b.date_to::text AS "dateTo", b.no_of_pax AS "noOfPax",
      b.customer, c.full_name AS "customerName", b.agency, a.name AS "agencyName",
      coalesce(b.checked_in, false) AS "checkedIn", coalesce(b.checked_out, false) AS "checkedOut", coalesce(b.has_open_todos, false) AS "hasOpenTodos",
      coalesce((SELECT json_agg(json_build_object('id', br.id, 'room', br.room_id, 'roomName', r.name, 'dateFrom', br.date_from::text, 'dateTo', br.date_to::text,
          'guests', (SELECT coalesce(json_agg(json_build_object('customer', g->>'customer', 'firstName', g->>'firstName', 'lastName', g->>'lastName', 'gender', coalesce(g->>'gender', 'u'))), '[]'::json)
                     FROM jsonb_array_elements(br.guests) g)) ORDER BY br.sort, br.date_from)
        FROM booking_rooms br LEFT JOIN rooms r ON r.id = br.room_id WHERE br.booking_id = b.id), '[]'::json) AS rooms
    FROM bookings b LEFT JOIN customers c ON c.id = b.customer LEFT JOIN agencies a ON a.id = b.agency
    WHERE ${readableSql(p)} AND b.state NOT IN ('deleted') AND b.date_from BETWEEN ${from}::date AND ${to}::date
    ORDER BY b.date_from, number LIMIT 500`));
}

const ZEvent = z.object({ booking: z.uuid(), number: z.string().nullable(), title: z.string().nullable(), version: z.number().int(), action: z.string(), userName: z.string().nullable(), at: z.string() });
type TEvent = z.infer<typeof ZEvent>;

export async function bookingEvents(db: Db, p: TPrincipal, from: string, to: string, action?: string): Promise<TEvent[]> {
  assertRange(from, to);
  // The days are business days; a version's created_at is real time (the business instant: + offset).
  const at = businessInstant(sql`v.created_at`);
  return rowsOf<TEvent>(await db.execute(sql`
    SELECT v.booking_id AS booking, ${NUMBER} AS number, b.title, v.version, v.action, v.user_name AS "userName", v.created_at AS at
    FROM booking_versions v JOIN bookings b ON b.id = v.booking_id
    WHERE ${readableSql(p)} AND ${at} >= ${from}::date AND ${at} < ${to}::date + 1 ${action ? sql`AND v.action = ${action}` : sql``}
    ORDER BY v.created_at DESC, v.version DESC LIMIT 1000`)).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
}

export async function taskNames(db: Db, p: TPrincipal): Promise<{ group: string | null; text: string; open: number }[]> {
  return rowsOf<{ group: string | null; text: string; open: number }>(await db.execute(sql`
    SELECT t."group", t.text, count(*) FILTER (WHERE t.open)::int AS open FROM todos t JOIN bookings b ON b.id = t.booking
    WHERE ${readableSql(p)} AND NOT t.predefined GROUP BY t."group", t.text
    UNION SELECT t."group", t.text, 0 FROM todos t WHERE t.predefined AND t.booking IS NULL
      AND NOT EXISTS (SELECT 1 FROM todos u JOIN bookings b ON b.id = u.booking WHERE ${readableSql(p)} AND NOT u.predefined AND u.text = t.text AND u."group" IS NOT DISTINCT FROM t."group")
    ORDER BY 1 NULLS FIRST, 2`));
}

/** The office's repair of derived facts, within the caller's assets, in one transaction. */
export async function reindexBookings(db: Db, p: TPrincipal): Promise<{ bookings: number }> {
  if (!hasScope(p.scopes, 'bookings.update')) throw errors.forbidden('FORBIDDEN_RESSOURCE');
  return db.transaction(async (tx) => {
    const ids = rowsOf<{ id: string }>(await tx.execute(sql`SELECT b.id FROM bookings b WHERE ${readableSql(p)} AND b.state <> 'deleted' ORDER BY b.id FOR UPDATE`)).map((r) => r.id);
    for (const id of ids) await refreshSummary(tx, id);
    if (ids.length) await syncHasOpenTodos(tx, ids);
    const day = today();
    for (const id of ids) {
      const [row] = await tx.select().from(bookings).where(sql`${bookings.id} = ${id}`);
      await refreshDueFlag(tx, row, day);
    }
    return { bookings: ids.length };
  });
}

export function mountListMoreRoutes(app: OpenAPIHono<AppEnv>): void {
  const read = errorResponses(400, 401, 403);
  app.openapi(createRoute({
    method: 'get', path: '/api/bookings/full', tags, middleware: [requireAuth()],
    summary: 'Bookings arriving from from to to (default today, 7 days; at most 93) with customer, agency, rooms and guests; at most 500',
    request: { query: z.object({ from: ZDate.optional(), to: ZDate.optional() }) },
    responses: { ...jsonOk(z.array(ZFull), 'The bookings in full'), ...read },
  }), async (c) => {
    const q = c.req.valid('query');
    const from = q.from ?? today();
    return c.json(await fullBookings(c.get('db'), principalOf(c), from, q.to ?? addDays(from, 7)), 200);
  });
  app.openapi(createRoute({
    method: 'get', path: '/api/bookings/events', tags, middleware: [requireAuth()],
    summary: 'What happened to bookings: their versions (action, who, when) from from to to (default the last 7 days; at most 93), newest first; at most 1000',
    request: { query: z.object({ from: ZDate.optional(), to: ZDate.optional(), action: z.string().max(50).optional() }) },
    responses: { ...jsonOk(z.array(ZEvent), 'Booking events'), ...read },
  }), async (c) => {
    const q = c.req.valid('query');
    const to = q.to ?? today();
    return c.json(await bookingEvents(c.get('db'), principalOf(c), q.from ?? addDays(to, -7), to, q.action), 200);
  });
  app.openapi(createRoute({
    method: 'get', path: '/api/bookings/taskNames', tags, middleware: [requireAuth()],
    summary: 'The to-do names in use on bookings (and of the rules), with how many are open',
    responses: { ...jsonOk(z.array(z.object({ group: z.string().nullable(), text: z.string(), open: z.number().int() })), 'To-do names'), ...errorResponses(401, 403) },
  }), async (c) => c.json(await taskNames(c.get('db'), principalOf(c)), 200));
  app.openapi(createRoute({
    method: 'post', path: '/api/bookings/reindex', tags, middleware: [requireAuth()],
    summary: "Compute every booking's derived facts again (dates, pax, open to-dos, overdue flag), within the caller's assets",
    responses: { ...jsonOk(z.object({ bookings: z.number().int() }), 'How many bookings were computed again'), ...errorResponses(401, 403) },
  }), async (c) => c.json(await reindexBookings(c.get('db'), principalOf(c)), 200));
}

export const ZOnsiteDay = z.object({
  sales: z.array(z.object({ id: z.uuid(), booking: z.uuid(), number: z.string().nullable(), text: z.string(), quantity: z.number().int(), amount: z.number().int(), currency: z.string(), status: z.string(), at: z.string() })),
  payments: z.array(z.object({ id: z.uuid(), booking: z.uuid(), number: z.string().nullable(), amount: z.number().int(), currency: z.string(), method: z.string(), paidAt: z.string() })),
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});
type TOnsiteDay = z.infer<typeof ZOnsiteDay>;

/** The end-of-day report's on-site part: items booked (not voided or moved) and desk payments in force, with their sums. */
export async function onsiteDay(db: Db, p: TPrincipal, from: string, to: string): Promise<TOnsiteDay> {
  const where = readableSql(p);
  // An on-site item's created_at is its business instant (onsite.ts writes the clock's now()).
  const sales = rowsOf<TOnsiteDay['sales'][number]>(await db.execute(sql`
    SELECT i.id, i.booking_id AS booking, ${NUMBER} AS number, i.text, i.quantity, i.amount, i.currency, i.status, i.created_at AS at
    FROM booking_onsite_items i JOIN bookings b ON b.id = i.booking_id
    WHERE ${where} AND i.status IN ('open', 'paid') AND i.created_at >= ${from}::date AND i.created_at < ${to}::date + 1 ORDER BY i.created_at`));
  const payments = rowsOf<TOnsiteDay['payments'][number]>(await db.execute(sql`
    SELECT x.id, x.booking_id AS booking, ${NUMBER} AS number, x.amount, x.currency, x.method, x.paid_at AS "paidAt"
    FROM booking_onsite_payments x JOIN bookings b ON b.id = x.booking_id
    WHERE ${where} AND x.status = 'paid' AND x.paid_at >= ${from}::date AND x.paid_at < ${to}::date + 1 ORDER BY x.paid_at`));
  const sums = new Map<string, number>();
  for (const x of payments) sums.set(x.currency, (sums.get(x.currency) ?? 0) + Number(x.amount));
  return {
    sales: sales.map((s) => ({ ...s, at: new Date(s.at).toISOString() })),
    payments: payments.map((x) => ({ ...x, paidAt: new Date(x.paidAt).toISOString() })),
    totals: [...sums].map(([currency, amount]) => ({ currency, amount })),
  };
}
