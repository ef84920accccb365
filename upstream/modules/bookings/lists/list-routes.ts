// List-level calls of api-calls 7.4 (issue 20) with their own routes, mounted before the generic
// GET /api/bookings/{id} (which would answer them "Invalid UUID"): find, missingGuestform, years,
// actionStates, arrivalCount, endofday, csvExport, customersAtDate, etag/{id}, and the booking's
// customers, cabins and products. Every list shows only bookings the caller may read.
import { createRoute, z } from '@hono/zod-openapi';
import { csvDocument } from '../../../../lib/validation/csv-writer';
import { eq, sql } from 'drizzle-orm';
import { BOOKING_STATES } from '../../../../lib/contract/resources/enums';
import { today } from '../../../clock';
import { bookingRooms, bookingVersions, rooms } from '../../../db/schema';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errors } from '../../../http/errors';
import { errorResponses, jsonOk } from '../../../http/openapi-helpers';
import { loadBooking } from '../access';
import { linesOf } from '../prices/calculation';
import { arrivalCount, assertOfficeReader, bookingYears, customersAtDate, endOfDay, exportRows, findBookings, missingGuestforms } from './list-queries';
import { TRANSITIONS } from '../transitions';
import { mountImportRoutes } from '../import-routes';
import { mountListMoreRoutes, onsiteDay, ZOnsiteDay } from './list-more';

export const bookingListRoutes = createRouter();
mountImportRoutes(bookingListRoutes);
mountListMoreRoutes(bookingListRoutes);
const tags = ['Bookings'];
const ZDate = z.iso.date();
const ZFound = z.object({ id: z.uuid(), number: z.string().nullable(), title: z.string().nullable(), state: z.string(), dateFrom: z.string().nullable(), dateTo: z.string().nullable(), noOfPax: z.number().int() });
const read = errorResponses(400, 401, 403);

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/find', tags, middleware: [requireAuth()],
  summary: 'Find bookings by number, guest name, e-mail or reference (onlyActive: not closed), at most 25',
  request: { query: z.object({ query: z.string().trim().min(1).max(100), onlyActive: z.enum(['true', 'false', '1', '0']).optional() }) },
  responses: { ...jsonOk(z.array(ZFound), 'Matching bookings'), ...read },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await findBookings(c.get('db'), principalOf(c), q.query, q.onlyActive === 'true' || q.onlyActive === '1'), 200);
});

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/missingGuestform', tags, middleware: [requireAuth()],
  summary: 'Bookings arriving from today (or from) with fewer answered guest forms than guests',
  request: { query: z.object({ from: ZDate.optional() }) },
  responses: { ...jsonOk(z.array(ZFound.extend({ submitted: z.number().int() })), 'Bookings with guest forms missing'), ...read },
}), async (c) => c.json(await missingGuestforms(c.get('db'), principalOf(c), c.req.valid('query').from ?? today()), 200));

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/years', tags, middleware: [requireAuth()],
  summary: 'The years in which bookings arrive (for year filters)',
  responses: { ...jsonOk(z.array(z.number().int()), 'Years, ascending'), ...read },
}), async (c) => c.json(await bookingYears(c.get('db'), principalOf(c)), 200));

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/actionStates', tags, middleware: [requireAuth()],
  summary: 'The booking states and the actions with the states they start from and lead to',
  responses: { ...jsonOk(z.object({ states: z.array(z.string()), actions: z.array(z.object({ action: z.string(), from: z.array(z.string()), to: z.string() })) }), 'The state machine'), ...errorResponses(401, 403) },
}), async (c) => { assertOfficeReader(principalOf(c)); return c.json({
  states: [...BOOKING_STATES],
  actions: Object.entries(TRANSITIONS).map(([action, t]) => ({ action, from: [...t.from], to: t.to })),
}, 200); });

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/arrivalCount', tags, middleware: [requireAuth()],
  summary: 'Arrivals per day (bookings and guests) for days days from start (default today, 7 days)',
  request: { query: z.object({ start: ZDate.optional(), days: z.coerce.number().int().min(1).max(366).default(7) }) },
  responses: { ...jsonOk(z.array(z.object({ date: z.string(), bookings: z.number().int(), pax: z.number().int() })), 'One entry per day'), ...read },
}), async (c) => {
  const q = c.req.valid('query');
  return c.json(await arrivalCount(c.get('db'), principalOf(c), q.start ?? today(), q.days), 200);
});

const ZEndOfDay = z.object({
  from: z.string(), to: z.string(), arrivals: z.array(ZFound), departures: z.array(ZFound),
  payments: z.array(z.object({ id: z.uuid(), booking: z.uuid(), number: z.string().nullable(), amount: z.number().int(), currency: z.string(), method: z.string(), paidAt: z.string() })),
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
  /** On-site sales and desk payments of the room bills (issue 20). */
  onsite: ZOnsiteDay,
});
bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/endofday', tags, middleware: [requireAuth()],
  summary: "A day's (date, or date to toDate) arrivals, departures, payments received and on-site sales with their sums",
  request: { query: z.object({ date: ZDate.optional(), toDate: ZDate.optional() }) },
  responses: { ...jsonOk(ZEndOfDay, 'The end-of-day report'), ...read },
}), async (c) => {
  const q = c.req.valid('query');
  const from = q.date ?? today();
  const to = q.toDate ?? from;
  if (to < from) throw errors.validation([{ path: 'toDate', message: 'toDate must not be before date' }]);
  if (Date.parse(to) - Date.parse(from) > 92 * 86_400_000) throw errors.validation([{ path: 'toDate', message: 'At most 93 days' }]);
  const db = c.get('db');
  const p = principalOf(c);
  return c.json({ ...await endOfDay(db, p, from, to), onsite: await onsiteDay(db, p, from, to) }, 200);
});

const CSV_COLUMNS = ['number', 'state', 'title', 'dateFrom', 'dateTo', 'pax', 'currency', 'total', 'paid', 'asset', 'agency', 'channel', 'bookingDate'];
bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/csvExport', tags, middleware: [requireAuth()],
  summary: 'The bookings (arrival from, to; state) as CSV: UTF-8 with byte-order mark, amounts in minor units',
  request: { query: z.object({ from: ZDate.optional(), to: ZDate.optional(), state: z.enum(BOOKING_STATES).optional() }) },
  responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 CSV with a header row' }, ...read },
}), async (c) => {
  const rows = await exportRows(c.get('db'), principalOf(c), c.req.valid('query'));
  const body = csvDocument(CSV_COLUMNS, rows.map((r) => CSV_COLUMNS.map((k) => (typeof r[k] === 'bigint' ? Number(r[k]) : r[k]))));
  return c.body(body, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="bookings-${today()}.csv"` });
});

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/customersAtDate', tags, middleware: [requireAuth()],
  summary: 'Guests in house on a date (default today), with booking and room',
  request: { query: z.object({ date: ZDate.optional() }) },
  responses: { ...jsonOk(z.array(z.object({ booking: z.uuid(), number: z.string().nullable(), room: z.uuid(), roomName: z.string(), dateFrom: z.string(), dateTo: z.string(), customer: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), gender: z.string() })), 'Guests'), ...read },
}), async (c) => c.json(await customersAtDate(c.get('db'), principalOf(c), c.req.valid('query').date ?? today()), 200));

const ZId = z.object({ id: z.uuid() });
bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/etag/{id}', tags, middleware: [requireAuth()],
  summary: "The booking's current version as an ETag, so a screen notices a change under it",
  request: { params: ZId },
  responses: { ...jsonOk(z.object({ etag: z.string(), version: z.number().int() }), 'The tag'), ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const [v] = await db.select({ version: sql<number>`coalesce(max(${bookingVersions.version}), 0)` }).from(bookingVersions).where(eq(bookingVersions.bookingId, row.id));
  const version = Number(v?.version ?? 0);
  const etag = `"${row.id}-${version}"`;
  c.header('ETag', etag);
  return c.json({ etag, version }, 200);
});

const ZGuestRow = z.object({ roomBookingId: z.uuid(), room: z.uuid(), roomName: z.string(), idx: z.number().int(), customer: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable(), gender: z.string(), birthday: z.string().nullable() });
async function cabinsOf(c: { get: (k: 'db') => import('../../../db/client').Db }, p: ReturnType<typeof principalOf>, id: string) {
  const db = c.get('db');
  assertOfficeReader(p);
  const row = await loadBooking(db, p, id, 'read');
  return db.select({ br: bookingRooms, name: rooms.name }).from(bookingRooms).innerJoin(rooms, eq(rooms.id, bookingRooms.roomId))
    .where(eq(bookingRooms.bookingId, row.id)).orderBy(bookingRooms.sort, bookingRooms.dateFrom);
}

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/customers', tags, middleware: [requireAuth()],
  summary: 'The guests of the booking, one row per guest with their room',
  request: { params: ZId }, responses: { ...jsonOk(z.array(ZGuestRow), 'Guests'), ...errorResponses(401, 404) },
}), async (c) => {
  const list = await cabinsOf(c, principalOf(c), c.req.valid('param').id);
  return c.json(list.flatMap(({ br, name }) => br.guests.map((g, idx) => ({
    roomBookingId: br.id, room: br.roomId, roomName: name, idx, customer: g.customer ?? null, firstName: g.firstName ?? null, lastName: g.lastName ?? null, gender: g.gender ?? 'u', birthday: g.birthday ?? null,
  }))), 200);
});

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/cabins', tags, middleware: [requireAuth()],
  summary: 'The rooms (cabins) of the booking with their names, nights, beds, guest count and lock',
  request: { params: ZId },
  responses: { ...jsonOk(z.array(z.object({ roomBookingId: z.uuid(), room: z.uuid(), name: z.string(), dateFrom: z.string(), dateTo: z.string(), beds: z.array(z.number().int()), guests: z.number().int(), locked: z.boolean() })), 'Rooms'), ...errorResponses(401, 404) },
}), async (c) => {
  const list = await cabinsOf(c, principalOf(c), c.req.valid('param').id);
  return c.json(list.map(({ br, name }) => ({ roomBookingId: br.id, room: br.roomId, name, dateFrom: br.dateFrom, dateTo: br.dateTo, beds: br.beds, guests: br.guests.length, locked: br.locked })), 200);
});

bookingListRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/products', tags, middleware: [requireAuth()],
  summary: 'The products and add-ons booked on the booking (calculation lines of those types)',
  request: { params: ZId },
  responses: { ...jsonOk(z.array(z.object({ id: z.uuid(), type: z.string(), text: z.string().nullable(), textKey: z.string().nullable(), quantity: z.number().int(), unitPrice: z.number().int(), amount: z.number().int(), currency: z.string() })), 'Product lines'), ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const lines = (await linesOf(db, row.id)).filter((l) => l.type === 'product' || l.type === 'addon');
  return c.json(lines.map((l) => ({ id: l.id, type: l.type, text: l.text, textKey: l.textKey, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, currency: l.currency })), 200);
});
