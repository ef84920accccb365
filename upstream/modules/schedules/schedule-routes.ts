// Schedule calls of api-calls 7.8: bookable departures, a departure's price, info, price
// entries, guests, full-charter price, the printed guest list (PDF, also asked for from a vessel list), a mail to all guests and the copy of a vessel's
// departures (optionally a year later). Mounted before the generic /api/schedules resource.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import {
  ZBookableSchedule, ZFullCharterPrice, ZScheduleCopyQuery, ZScheduleCopyResult, ZScheduleCustomer, ZScheduleInfo,
  ZScheduleSendMail, ZScheduleSendMailResult,
  ZSchedulePrice, ZSchedulePriceEntries,
} from '../../../lib/contract/schedules';
import { today } from '../../clock';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { loadSchedule, loadVessel, vesselVisible } from './access';
import { copySchedules } from './copy-schedules';
import { scheduleCustomers } from './customers';
import { listSchedules, openDepartures, withNumbers } from './departures';
import { scheduleInfo } from './info';
import { queueScheduleMail } from './send-mail';
import { printDeparture } from './print-departure';
import { fullCharterPrice, schedulePrice, schedulePriceEntries } from './pricing';

export const scheduleRoutes = createRouter();
const tags = ['Tours and schedules'];
/** Who may look at departures to book them: staff with schedules.read and the booking wizard's users. */
const BOOKABLE = ['schedules.read', 'bookings.create', 'agencies.self'];
const ZId = z.object({ id: z.string() });
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);

/** One departure with its cabins (the caller must see it, else 404). */
async function departure(db: Db, p: TPrincipal, id: string) {
  const s = await loadSchedule(db, p, id);
  const [d] = await withNumbers(db, await listSchedules(db, sql`s.id = ${s.id}`, 1));
  return { s, d };
}

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/booking', tags, middleware: [requireAnyScope(...BOOKABLE)],
  summary: 'Open departures from a day on (default today) with the cabins that still have free beds',
  request: { query: z.object({ from: z.iso.date().optional(), vessel: z.uuid().optional(), tour: z.uuid().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) },
  responses: { ...jsonOk(z.array(ZBookableSchedule), 'Departures by date'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const q = c.req.valid('query');
  const db = c.get('db');
  const rows = await listSchedules(db, sql`s.status = 'open' AND s.date_from >= ${q.from ?? today()}
    ${q.vessel ? sql`AND s.vessel = ${q.vessel}` : sql``} ${q.tour ? sql`AND s.tour = ${q.tour}` : sql``}
    AND ${vesselVisible(principalOf(c), sql`s.vessel`)}`, 1000);
  const open = await openDepartures(db, rows, q.limit);
  return c.json(open.map((d) => ({ ...d, cabins: d.cabins.filter((x) => x.freeBeds > 0) })), 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/price', tags, middleware: [requireAnyScope(...BOOKABLE)],
  summary: "A quote per cabin (default guests: one bed of a shared cabin, else the whole cabin) with the vessel's active price list",
  request: { params: ZId, query: z.object({ currency: ZCurrency.optional(), pax: z.coerce.number().int().min(1).max(50).optional() }) },
  responses: { ...jsonOk(ZSchedulePrice, 'Quotes'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const { s, d } = await departure(db, principalOf(c), c.req.valid('param').id);
  const q = c.req.valid('query');
  return c.json(await schedulePrice(db, s, d.cabins, q), 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/info', tags, middleware: [requireAnyScope(...BOOKABLE)],
  summary: 'The departure with its tour, vessel, ports, cabins with free beds and guests booked',
  request: { params: ZId },
  responses: { ...jsonOk(ZScheduleInfo, 'Info'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { s, d } = await departure(db, principalOf(c), c.req.valid('param').id);
  return c.json(await scheduleInfo(db, s, d), 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/priceEntry', tags, middleware: [requireAnyScope('schedules.read', 'price.update')],
  summary: "The entries of the vessel's active price list covering the departure",
  request: { params: ZId },
  responses: { ...jsonOk(ZSchedulePriceEntries, 'Entries'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const s = await loadSchedule(db, principalOf(c), c.req.valid('param').id);
  return c.json(await schedulePriceEntries(db, s), 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/customers', tags, middleware: [requireScopes('schedules.read', 'bookings.read')],
  summary: 'Guests of the holding bookings on the departure, by cabin',
  request: { params: ZId },
  responses: { ...jsonOk(z.array(ZScheduleCustomer), 'Guests'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const s = await loadSchedule(db, principalOf(c), c.req.valid('param').id);
  return c.json(await scheduleCustomers(db, principalOf(c), s), 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/fullCharterPrice', tags, middleware: [requireAnyScope(...BOOKABLE)],
  summary: 'The price of the whole vessel for the departure, every bed taken',
  request: { params: ZId, query: z.object({ currency: ZCurrency.optional() }) },
  responses: { ...jsonOk(ZFullCharterPrice, 'Price'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const { s, d } = await departure(db, principalOf(c), c.req.valid('param').id);
  if (d.cabins.length === 0) throw errors.conflict('NO_CABINS', 'The vessel has no bookable cabins.');
  return c.json(await fullCharterPrice(db, s, d.cabins, c.req.valid('query').currency), 200);
});

const pdfAnswer = { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' }, ...errorResponses(401, 403, 404) };

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/schedules/{id}/printList/{template}', tags, middleware: [requireScopes('schedules.read', 'bookings.read')],
  summary: "The departure's guests per cabin as a PDF (template: cabins, manifest or a vessel list id)",
  request: { params: z.object({ id: z.string(), template: z.string().max(100) }) },
  responses: pdfAnswer,
}), async (c) => {
  const db = c.get('db');
  const { id, template } = c.req.valid('param');
  const { pdf, file } = await printDeparture(db, principalOf(c), await departure(db, principalOf(c), id), template);
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}.pdf"` });
});

scheduleRoutes.openapi(createRoute({
  method: 'get', path: '/api/vessellist/{list}/print/{schedule}', tags, middleware: [requireScopes('schedules.read', 'bookings.read')], operationId: 'vessellistPrint',
  summary: "A vessel list (its title and guest columns) printed for one departure of its vessel, as a PDF",
  description: 'The same sheet as GET /api/schedules/{schedule}/printList/{list}; a list of another vessel, or an inactive one, is a 404.',
  request: { params: z.object({ list: z.uuid(), schedule: z.string() }) },
  responses: pdfAnswer,
}), async (c) => {
  const db = c.get('db');
  const { list, schedule } = c.req.valid('param');
  const { pdf, file } = await printDeparture(db, principalOf(c), await departure(db, principalOf(c), schedule), list);
  return c.body(new Uint8Array(pdf), 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}.pdf"` });
});

scheduleRoutes.openapi(createRoute({
  method: 'post', path: '/api/schedules/copy/{from}/{to}', tags, middleware: [requireScopes('schedules.create')],
  summary: "Copy the vessel's departures starting between from and to (addyear=1: one year later), all or nothing",
  request: { params: z.object({ from: z.iso.date(), to: z.iso.date() }), query: ZScheduleCopyQuery },
  responses: { ...jsonOk(ZScheduleCopyResult, 'The new schedule ids'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { from, to } = c.req.valid('param');
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  const q = c.req.valid('query');
  const db = c.get('db');
  const vessel = await loadVessel(db, principalOf(c), q.asset);
  const ids = await db.transaction((tx) => copySchedules(tx, { vessel: vessel.id, from, to, addYear: q.addyear === '1' || q.addyear === 'true' }));
  return c.json({ ids, count: ids.length }, 200);
});

scheduleRoutes.openapi(createRoute({
  method: 'post', path: '/api/schedules/{id}/sendMail', tags, middleware: [requireScopes('schedules.update', 'bookings.read')],
  summary: "Queue a mail from a template to every guest of the departure (one per e-mail address)",
  request: { params: ZId, body: { content: { 'application/json': { schema: ZScheduleSendMail } }, required: true } },
  responses: { ...jsonOk(ZScheduleSendMailResult, 'Queued and skipped guests'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const s = await loadSchedule(db, principalOf(c), c.req.valid('param').id);
  return c.json(await queueScheduleMail(db, await scheduleCustomers(db, principalOf(c), s), c.req.valid('json')), 200);
});
