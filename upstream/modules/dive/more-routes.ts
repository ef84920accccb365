// The dive module's second round of calls (docs/decisions/dive.md): the liveaboard itinerary's
// dive slots, the shared dive-site import and the diver's log book (their own, and staff's print).
import { createRoute, z } from '@hono/zod-openapi';
import { ZItinerary, ZItineraryCreate, ZItineraryCreated, ZLogBook, ZSiteImportResult } from '../../../lib/contract/dive-more';
import { ZCertification, ZPlanDayQuery } from '../../../lib/contract/dive';
import { now } from '../../clock';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope, requireAuth, requireScopes } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { setCertificationScan } from './cert-scan';
import { certWire } from './diver-records';
import { createSlotDives, itineraryOfDay } from './itinerary';
import { logBook } from './logbook';
import { renderLogBookPdf } from './logbook-pdf';
import { importSharedSites } from './site-import';

export const diveMoreRoutes = createRouter();
const tags = ['Dive'];
const pdfResponse = { 200: { content: { 'application/pdf': { schema: z.string() } }, description: 'PDF' } };

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/itinerary', tags, middleware: [requireAnyScope('diveplan.read', 'divelog.read')],
  summary: "The vessels' departures on board that day with the day's dive slots from the tour's pattern and the dives planned for them",
  request: { query: ZPlanDayQuery },
  responses: { ...jsonOk(ZItinerary, 'The itinerary of the day'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await itineraryOfDay(c.get('db'), principalOf(c), c.req.valid('query').date), 200));

diveMoreRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/itinerary', tags, middleware: [requireScopes('diveplan.create')],
  summary: "Create a departure's dives of the day from its dive slots (the slots without a dive yet), in one step",
  request: jsonBody(ZItineraryCreate),
  responses: { ...jsonOk(ZItineraryCreated, 'The dives created and those that existed'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { schedule, date } = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => createSlotDives(tx, principalOf(c), schedule, date)), 200);
});

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/scubaDatesDiveSites', tags, middleware: [requireScopes('divesite.create', 'divesite.update')],
  summary: "Import the operator's shared dive-site list (general.diveSitesUrl): validated, upserted by external id; sites edited here keep their edits unless replaceLocal=1",
  request: { query: z.object({ replaceLocal: z.enum(['0', '1']).optional().openapi({ description: '1: the list\'s values replace local edits of imported sites' }) }) },
  responses: { ...jsonOk(ZSiteImportResult, 'What the import did'), ...errorResponses(400, 401, 403, 409, 422) },
}), async (c) => c.json(await importSharedSites(c.get('db'), { replaceLocal: c.req.valid('query').replaceLocal === '1' }), 200));

/** The caller's own customer record; a login without one (staff) has no log book: 404. */
function ownCustomer(customerId: string | null): string {
  if (!customerId) throw errors.notFound('NO_CUSTOMER_RECORD');
  return customerId;
}

const pdf = (body: Buffer, name: string) => ({ body: new Uint8Array(body), headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}.pdf"` } });

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/divelog/self', tags, middleware: [requireAuth()],
  summary: "The logged-in customer's own dive log book (their entries only), oldest dive first",
  responses: { ...jsonOk(ZLogBook, 'The log book'), ...errorResponses(401, 404) },
}), async (c) => c.json(await logBook(c.get('db'), ownCustomer(principalOf(c).customerId), null), 200));

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/divelog/self/pdf', tags, middleware: [requireAuth()],
  summary: "The logged-in customer's own dive log book as a printable PDF",
  responses: { ...pdfResponse, ...errorResponses(401, 404) },
}), async (c) => {
  const book = await logBook(c.get('db'), ownCustomer(principalOf(c).customerId), null);
  const out = pdf(await renderLogBookPdf(book, now().toISOString().slice(0, 10)), 'dive-log-book');
  return c.body(out.body, 200, out.headers);
});

const ZCustomer = z.object({ customer: z.string() });

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/divers/{customer}/logbook', tags, middleware: [requireScopes('divelog.read')],
  summary: "A diver's log book (their entries within the caller's assets)",
  request: { params: ZCustomer },
  responses: { ...jsonOk(ZLogBook, 'The log book'), ...errorResponses(401, 403, 404) },
}), async (c) => c.json(await logBook(c.get('db'), c.req.valid('param').customer, principalOf(c)), 200));

diveMoreRoutes.openapi(createRoute({
  method: 'get', path: '/api/dive/divers/{customer}/logbook/pdf', tags, middleware: [requireScopes('divelog.read')],
  summary: "A diver's log book as a printable PDF",
  request: { params: ZCustomer },
  responses: { ...pdfResponse, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const book = await logBook(c.get('db'), c.req.valid('param').customer, principalOf(c));
  const out = pdf(await renderLogBookPdf(book, now().toISOString().slice(0, 10)), `dive-log-book-${book.name.replace(/[^A-Za-z0-9]+/g, '-')}`);
  return c.body(out.body, 200, out.headers);
});

diveMoreRoutes.openapi(createRoute({
  method: 'post', path: '/api/dive/certifications/{id}/scan', tags, middleware: [requireAnyScope('diveplan.update', 'divelog.update')],
  summary: "Set or clear an unverified certification's scan (a media library file id)",
  request: { params: z.object({ id: z.string() }), ...jsonBody(z.strictObject({ media: z.uuid().nullable() })) },
  responses: { ...jsonOk(ZCertification, 'The certification'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const { media } = c.req.valid('json');
  const row = await c.get('db').transaction((tx) => setCertificationScan(tx, c.req.valid('param').id, media));
  return c.json(certWire(row), 200);
});
