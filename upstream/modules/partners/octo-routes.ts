// The partner API's calls (docs/decisions/partner-api.md): /api/partner/v1/me and OCTO under
// /api/partner/octo (a reseller's base URL: https://<site>/api/partner/octo). Each call opens
// with the key's door (partner-auth.ts: key, rate limit) and then its scope. Their own OpenAPI
// document is GET /api/partner/openapi.json (partner-docs.ts).
import { createRoute, z } from '@hono/zod-openapi';
import { now } from '../../clock';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireScopes } from '../../http/security';
import { partnerAuth } from './partner-auth';
import { assertProduct, availabilityOf, companyZone, departures, productOf, tours } from './octo';
import { cancel, confirm, octoView, read, reserve, update } from './octo-bookings';
import { OCTO_CAPABILITIES_HEADER, octoCapabilities, ZCapabilitiesHeader } from './octo-capabilities';
import { listMine } from './octo-list';

export const partnerApiRoutes = createRouter();
const tags = ['OCTO'];
const errs = (...more: (400 | 404 | 409)[]) => errorResponses(401, 403, 429, ...more);
const readTours = [octoCapabilities(), partnerAuth(), requireScopes('tours.read')];
const book = [octoCapabilities(), partnerAuth(), requireScopes('tours.read'), requireAnyScope('bookings.create', 'agencies.self')];
/** An OCTO answer: JSON with the Octo-Capabilities header (the capabilities this answer was made with). */
const octoOk = <T extends z.ZodType>(schema: T, description: string) => ({ 200: { ...jsonOk(schema, description)[200], headers: OCTO_CAPABILITIES_HEADER } });
const headers = ZCapabilitiesHeader;
const ZAny = z.record(z.string(), z.unknown());
/** Each call takes a partner key, not a staff login (the security scheme of partner-docs.ts). */
const KEY = [{ partnerKey: [] }];
const ZUuidParam = z.object({ uuid: z.uuid() });
const ZContact = z.object({ fullName: z.string().max(200).optional(), emailAddress: z.string().max(200).optional(), phoneNumber: z.string().max(50).optional() });
const ZDay = z.iso.date();

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'get', path: '/api/partner/v1/me', tags: ['Partner API'], middleware: [partnerAuth()],
  summary: 'The key this call was made with: its name, scopes and agency (a connection check)',
  responses: { ...jsonOk(z.object({ name: z.string(), scopes: z.array(z.string()), agency: z.uuid().nullable() }), 'The key'), ...errs() },
}), (c) => {
  const p = principalOf(c);
  return c.json({ name: p.name.replace(/^API key /, ''), scopes: p.scopes, agency: p.agencyId }, 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'get', path: '/api/partner/octo/products', tags, middleware: readTours, summary: 'OCTO: the tours as products (one option DEFAULT, one unit guest)',
  request: { headers },
  responses: { ...octoOk(z.array(ZAny), 'Products'), ...errs() },
}), async (c) => {
  const db = c.get('db');
  const zone = await companyZone(db);
  return c.json((await tours(db)).map((t) => productOf(t, zone)), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'get', path: '/api/partner/octo/products/{id}', tags, middleware: readTours, summary: 'OCTO: one product',
  request: { headers, params: z.object({ id: z.uuid() }) },
  responses: { ...octoOk(ZAny, 'The product'), ...errs(404) },
}), async (c) => {
  const db = c.get('db');
  const [t] = await tours(db, c.req.valid('param').id);
  if (!t) throw errors.notFound('INVALID_PRODUCT_ID');
  return c.json(productOf(t, await companyZone(db)), 200);
});

const ZAvailabilityQuery = z.object({
  productId: z.string().max(64), optionId: z.string().max(64), localDateStart: ZDay.optional(), localDateEnd: ZDay.optional(),
  availabilityIds: z.array(z.uuid()).max(100).optional(), units: z.array(z.object({ id: z.string(), quantity: z.number().int().min(0) })).optional(),
}).refine((q) => (q.localDateStart && q.localDateEnd) || q.availabilityIds?.length, { message: 'localDateStart and localDateEnd, or availabilityIds', path: ['localDateStart'] });

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'post', path: '/api/partner/octo/availability', tags, middleware: readTours,
  summary: 'OCTO: the departures of a product between two days (or by id), with their vacancies (free places)',
  request: { headers, ...jsonBody(ZAvailabilityQuery) },
  responses: { ...octoOk(z.array(ZAny), 'Availabilities'), ...errs(400) },
}), async (c) => {
  const db = c.get('db');
  const q = c.req.valid('json');
  const tour = await assertProduct(db, q.productId, q.optionId);
  const zone = await companyZone(db);
  const list = (await departures(db, tour.id, { from: q.localDateStart, to: q.localDateEnd, ids: q.availabilityIds })).map((d) => availabilityOf(d, zone));
  const wanted = (q.units ?? []).reduce((n, u) => n + u.quantity, 0);
  return c.json(wanted > 0 ? list.map((a) => ({ ...a, available: a.available && a.vacancies >= wanted })) : list, 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'post', path: '/api/partner/octo/availability/calendar', tags, middleware: readTours,
  summary: 'OCTO: per day between two days, whether a departure of the product starts with free places',
  request: { headers, ...jsonBody(z.object({ productId: z.string().max(64), optionId: z.string().max(64), localDateStart: ZDay, localDateEnd: ZDay })) },
  responses: { ...octoOk(z.array(ZAny), 'Days'), ...errs(400) },
}), async (c) => {
  const db = c.get('db');
  const q = c.req.valid('json');
  const tour = await assertProduct(db, q.productId, q.optionId);
  const zone = await companyZone(db);
  const byDay = new Map<string, { vacancies: number; capacity: number; open: boolean }>();
  for (const d of await departures(db, tour.id, { from: q.localDateStart, to: q.localDateEnd })) {
    const a = availabilityOf(d, zone);
    const day = byDay.get(d.dateFrom) ?? { vacancies: 0, capacity: 0, open: false };
    byDay.set(d.dateFrom, { vacancies: day.vacancies + a.vacancies, capacity: day.capacity + a.capacity, open: day.open || a.status !== 'CLOSED' });
  }
  return c.json([...byDay.entries()].map(([localDate, d]) => ({
    localDate, available: d.vacancies > 0, status: !d.open ? 'CLOSED' : d.vacancies === 0 ? 'SOLD_OUT' : 'AVAILABLE', vacancies: d.vacancies, capacity: d.capacity, openingHours: [],
  })), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'post', path: '/api/partner/octo/bookings', tags, middleware: book,
  summary: 'OCTO: reserve places on a departure (ON_HOLD until utcExpiresAt; never more places than are free: 409 ROOM_NOT_AVAILABLE)',
  request: { headers, ...jsonBody(z.object({
    uuid: z.uuid().optional(), productId: z.string().max(64), optionId: z.string().max(64), availabilityId: z.string().max(64),
    unitItems: z.array(z.object({ unitId: z.string().max(64), uuid: z.uuid().optional() })).min(1).max(50),
    expirationMinutes: z.number().int().min(1).max(1440).optional(), resellerReference: z.string().max(100).optional(), notes: z.string().max(2000).optional(),
  })) },
  responses: { ...octoOk(ZAny, 'The reservation'), ...errs(400, 409) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await octoView(db, await reserve(db, principalOf(c), c.req.valid('json'), now())), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'get', path: '/api/partner/octo/bookings/{uuid}', tags, middleware: book, summary: 'OCTO: a reservation or booking made with this key',
  request: { headers, params: ZUuidParam },
  responses: { ...octoOk(ZAny, 'The booking'), ...errs(404) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await octoView(db, await read(db, principalOf(c), c.req.valid('param').uuid, now())), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'post', path: '/api/partner/octo/bookings/{uuid}/confirm', tags, middleware: book, summary: 'OCTO: confirm a reservation before it expires',
  request: { headers, params: ZUuidParam, ...jsonBody(z.object({ contact: ZContact.optional(), resellerReference: z.string().max(100).optional() })) },
  responses: { ...octoOk(ZAny, 'The confirmed booking'), ...errs(400, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await octoView(db, await confirm(db, principalOf(c), c.req.valid('param').uuid, c.req.valid('json'), now())), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'post', path: '/api/partner/octo/bookings/{uuid}/cancel', tags, middleware: book,
  summary: 'OCTO: cancel a reservation (its places are free again) or a confirmed booking (by the booking\'s cancellation rules)',
  request: { headers, params: ZUuidParam, ...jsonBody(z.object({ reason: z.string().max(500).optional() })) },
  responses: { ...octoOk(ZAny, 'The cancelled booking'), ...errs(400, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await octoView(db, await cancel(db, principalOf(c), c.req.valid('param').uuid, c.req.valid('json').reason, now())), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'get', path: '/api/partner/octo/bookings', tags, middleware: book,
  summary: 'OCTO: the bookings made with this key, by resellerReference, supplierReference, localDate or localDateStart and localDateEnd (one of them is required: 400)',
  description: 'localDate and the range filter by the departure\'s first day (the availability\'s local start date). productId and optionId narrow any of them. Newest first, at most 500.',
  request: { headers, query: z.object({
    resellerReference: z.string().max(100).optional(), supplierReference: z.string().max(100).optional(), localDate: ZDay.optional(),
    localDateStart: ZDay.optional(), localDateEnd: ZDay.optional(), productId: z.string().max(64).optional(), optionId: z.string().max(64).optional(),
  }) },
  responses: { ...octoOk(z.array(ZAny), 'The bookings'), ...errs(400) },
}), async (c) => {
  const db = c.get('db');
  const rows = await listMine(db, principalOf(c), c.req.valid('query'));
  return c.json(await Promise.all(rows.map((r) => octoView(db, r))), 200);
});

partnerApiRoutes.openapi(createRoute({
  security: KEY, method: 'patch', path: '/api/partner/octo/bookings/{uuid}', tags, middleware: book,
  summary: 'OCTO: update a reservation or a confirmed booking: its resellerReference, contact and notes (the places stay as they are)',
  description: 'A field left out is kept; null clears resellerReference or notes; contact fields are merged. Unknown fields (other units, another availability: a new booking) are refused (400). 409 INVALID_STATE_TRANSITION on a cancelled or expired booking.',
  request: { headers, params: ZUuidParam, ...jsonBody(z.object({
    resellerReference: z.string().max(100).nullable().optional(), contact: ZContact.optional(), notes: z.string().max(2000).nullable().optional(),
  }).strict()) },
  responses: { ...octoOk(ZAny, 'The updated booking'), ...errs(400, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  return c.json(await octoView(db, await update(db, principalOf(c), c.req.valid('param').uuid, c.req.valid('json'), now())), 200);
});
