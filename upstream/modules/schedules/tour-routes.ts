// Tour calls of api-calls 7.8: bookable tours with their next departures, departures in a date
// range, the departures as an iCalendar file, and the payments of one departure's bookings.
// Mounted before the generic /api/tours resource (whose /api/tours/{id} would catch these).
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ZBookableTour, ZDeparture, ZSchedulePayments } from '../../../lib/contract/schedules';
import { today } from '../../clock';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { loadSchedule, rowsOf, vesselVisible } from './access';
import { listSchedules, withNumbers, withoutCabins } from './departures';
import { departuresCalendar } from './ics';
import { schedulePayments } from './payments';

export const tourRoutes = createRouter();
const tags = ['Tours and schedules'];
const ZDay = z.iso.date();

tourRoutes.openapi(createRoute({
  method: 'get', path: '/api/tours/booking', tags, middleware: [requireAnyScope('tours.read', 'bookings.create', 'agencies.self')],
  summary: 'Active tours with their next open departures that still have free beds',
  request: { query: z.object({ from: ZDay.optional(), departures: z.coerce.number().int().min(1).max(52).default(5) }) },
  responses: { ...jsonOk(z.array(ZBookableTour), 'Tours, each with up to `departures` departures'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const q = c.req.valid('query');
  const from = q.from ?? today();
  const tours = rowsOf<{ id: string; name: string; internalId: string | null; nights: number | null; vessel: string | null; vesselName: string | null }>(await db.execute(sql`
    SELECT t.id, t.name, t.internal_id AS "internalId", t.nights, t.vessel, v.name AS "vesselName"
    FROM tours t LEFT JOIN vessels v ON v.id = t.vessel
    WHERE t.is_active AND ${vesselVisible(p, sql`t.vessel`)} ORDER BY t.name`));
  const schedules = tours.length ? await withNumbers(db, await listSchedules(db, sql`
    s.status = 'open' AND s.date_from >= ${from} AND s.tour IN (${sql.join(tours.map((t) => sql`${t.id}::uuid`), sql`, `)})
    AND ${vesselVisible(p, sql`s.vessel`)}`, 2000)) : [];
  return c.json(tours.map((t) => ({
    id: t.id, name: t.name, internalId: t.internalId, nights: t.nights,
    vessel: t.vessel ? { id: t.vessel, name: t.vesselName ?? '' } : null,
    departures: schedules.filter((s) => s.tour?.id === t.id && s.freeBeds > 0).slice(0, q.departures).map(withoutCabins),
  })), 200);
});

const ZRangeParams = z.object({ from: ZDay, to: ZDay });
const ZRangeFilter = z.object({ tour: z.uuid().optional(), vessel: z.uuid().optional() });

tourRoutes.openapi(createRoute({
  method: 'get', path: '/api/tours/date/{from}/{to}', tags, middleware: [requireScopes('tours.read')],
  summary: 'Departures starting between from and to (both included), any status',
  request: { params: ZRangeParams, query: ZRangeFilter },
  responses: { ...jsonOk(z.array(ZDeparture), 'Departures by date'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { from, to } = c.req.valid('param');
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  const q = c.req.valid('query');
  const db = c.get('db');
  const rows = await listSchedules(db, sql`s.date_from >= ${from} AND s.date_from <= ${to}
    ${q.tour ? sql`AND s.tour = ${q.tour}` : sql``} ${q.vessel ? sql`AND s.vessel = ${q.vessel}` : sql``}
    AND ${vesselVisible(principalOf(c), sql`s.vessel`)}`);
  return c.json((await withNumbers(db, rows)).map(withoutCabins), 200);
});

tourRoutes.openapi(createRoute({
  method: 'get', path: '/api/tours/ics', tags, middleware: [requireScopes('tours.read')],
  summary: 'The departures as an iCalendar file (one all-day event per schedule)',
  description: 'Default range: from 30 days ago to two years ahead. Cancelled departures carry STATUS:CANCELLED. A calendar app subscribes to the same file by a secret link without a login (POST /api/users/self/calendarFeed).',
  request: { query: ZRangeFilter.extend({ from: ZDay.optional(), to: ZDay.optional() }) },
  responses: { 200: { content: { 'text/calendar': { schema: z.string() } }, description: 'iCalendar (RFC 5545)' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const body = await departuresCalendar(c.get('db'), principalOf(c), c.req.valid('query'), new URL(c.req.url).hostname);
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': 'attachment; filename="departures.ics"',
  });
});

tourRoutes.openapi(createRoute({
  method: 'get', path: '/api/tours/{tour}/{schedule}/payments', tags,
  middleware: [requireScopes('tours.read'), requireAnyScope('payments.read', 'bookingpayment.read', 'bookings.read')],
  summary: "Payments of the departure's bookings, with the paid total per currency",
  request: { params: z.object({ tour: z.string(), schedule: z.string() }) },
  responses: { ...jsonOk(ZSchedulePayments, 'Payments'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const { tour, schedule } = c.req.valid('param');
  const db = c.get('db');
  const s = await loadSchedule(db, principalOf(c), schedule);
  if (s.tour !== tour) throw errors.notFound('Schedule not found');
  return c.json(await schedulePayments(db, principalOf(c), s), 200);
});
