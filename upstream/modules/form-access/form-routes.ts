// The other fixed calls of api-calls 7.12: GET types (the kinds and questions of a guest form),
// statistics, self (the caller's own forms with their links), diff/{id} (answers against the
// customer), {id}/linked (GET, POST: the customer the form belongs to), {id}/appendMissingFields
// and {id}/print (PDF). Mounted before the generic /api/guestform/{id}, so no fixed path is taken
// for an id.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { DISPLAY_ELEMENTS } from '../../../lib/contract/form-access';
import { ZFormElement } from '../../../lib/contract/resources/forms';
import { GUEST_FORM_ELEMENTS, GUEST_FORM_FILES } from '../../../lib/contract/guest-form-elements';
import { hasScope } from '../../../lib/access/scopes';
import { bookings, guestForms } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { principalOf, requireAnyScope } from '../../http/security';
import type { TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import { findVisible, reachable, storeContext } from '../resources/store';
import { toWire } from '../resources/wire';
import { readGeneral } from '../settings/store';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { docLang } from '../../shared/pdf/texts';
import { appendMissingOne } from './append-missing';
import { diffWithCustomer } from './customer-fields';
import { linkCustomer, linkedOf } from './linked';
import { needs } from './needs';
import { renderGuestFormPdf } from './print';
import { formStatistics } from './statistics';
import { linksOf } from './store';

const tags = ['guestform'];
const ZForm = z.record(z.string(), z.unknown());
const ZId = z.object({ id: z.uuid() });
const ZBrief = z.object({ id: z.uuid(), fullName: z.string(), email: z.string().nullable(), birthday: z.string().nullable() });
const ZDay = z.iso.date();
const read = errorResponses(400, 401, 403, 404);

export function mountFormCallRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/types', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'The kinds of guest form (single: one guest; multi: one section per guest of the booking), their questions and file questions',
    responses: {
      ...jsonOk(z.object({
        types: z.array(z.object({ type: z.enum(['single', 'multi']), default: z.boolean() })),
        elements: z.array(ZFormElement), files: z.array(z.object({ key: z.string(), label: z.object({ en: z.string(), de: z.string() }) })),
        displayElements: z.array(z.string()), maxGuestFormFileSizeinKb: z.number().int(),
      }), 'The guest form kinds'), ...errorResponses(401, 403),
    },
  }), async (c) => {
    const general = await readGeneral(c.get('db'));
    const multi = general.multiGuestForm === '1';
    return c.json({
      types: [{ type: 'single' as const, default: !multi }, { type: 'multi' as const, default: multi }],
      elements: GUEST_FORM_ELEMENTS, files: GUEST_FORM_FILES, displayElements: [...DISPLAY_ELEMENTS], maxGuestFormFileSizeinKb: general.maxGuestFormFileSizeinKb,
    }, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/statistics', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'How many guest forms are open, answered and synced (of bookings arriving from-to, when given), over the forms the caller may see',
    request: { query: z.object({ from: ZDay.optional(), to: ZDay.optional() }) },
    responses: {
      ...jsonOk(z.object({
        total: z.number().int(), open: z.number().int(), submitted: z.number().int(), synced: z.number().int(),
        linkOff: z.number().int(), withoutBooking: z.number().int(), answeredPercent: z.number().int().nullable(),
      }), 'The counts'), ...errorResponses(400, 401, 403),
    },
  }), async (c) => c.json(await formStatistics(c.get('db'), principalOf(c), c.req.valid('query')), 200));

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/self', tags, middleware: [requireAnyScope('customers.self', 'agencies.self')],
    summary: 'The caller\'s own guest forms (a customer\'s; an agency\'s bookings\'), newest first, each with its guest link while the link is on',
    responses: { ...jsonOk(z.array(ZForm), 'The forms'), ...errorResponses(401, 403) },
  }), async (c) => {
    const ctx = storeContext(c);
    const p = ctx.principal;
    const own: SQL[] = [];
    if (p.customerId && hasScope(p.scopes, 'customers.self')) own.push(eq(guestForms.customer, p.customerId));
    if (p.agencyId && hasScope(p.scopes, 'agencies.self')) own.push(eq(guestForms.agency, p.agencyId));
    if (!own.length) return c.json([], 200);
    const b = bindingOf('guestform')!;
    const rows = await ctx.db.select().from(guestForms).where(and(reachable(b, p, 'read'), or(...own))).orderBy(desc(guestForms.createdAt)).limit(200) as TRow[];
    const out = await Promise.all(rows.map(async (r) => ({
      ...toWire(b, r), link: r.linkActive ? (await linksOf(ctx.db, 'guestform', r.id))[0].path : null,
    })));
    return c.json(out, 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/diff/{id}', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'The guest\'s answers beside the customer record: what a copy into the customer (syncWithCustomer) would change',
    request: { params: ZId },
    responses: {
      ...jsonOk(z.object({ customer: z.uuid().nullable(), fields: z.array(z.object({ key: z.string(), answer: z.string().nullable(), customer: z.string().nullable(), changes: z.boolean() })) }), 'Field by field'),
      ...read,
    },
  }), async (c) => {
    const ctx = storeContext(c);
    const form = await findVisible(bindingOf('guestform')!, c.req.valid('param').id, ctx);
    const customer = typeof form.customer === 'string' ? await findVisible(bindingOf('customers')!, form.customer, ctx) : null;
    return c.json({ customer: customer?.id ?? null, fields: diffWithCustomer(form.data as Record<string, unknown>, customer) }, 200);
  });

  const ZLinked = z.object({ customer: ZBrief.nullable(), candidates: z.array(ZBrief).describe('Customers the answers may belong to (same e-mail, or same name and birthday)') });
  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/{id}/linked', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'The customer the guest form is linked to, and the customers its answers may belong to',
    request: { params: ZId },
    responses: { ...jsonOk(ZLinked, 'Linked customer and candidates'), ...read },
  }), async (c) => {
    const ctx = storeContext(c);
    return c.json(await linkedOf(ctx, await findVisible(bindingOf('guestform')!, c.req.valid('param').id, ctx)), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/{id}/linked', tags, middleware: [needs(['guestform', 'update'])],
    summary: 'Link the guest form to a customer (null: unlink); 409 for a synced form or when the customer has a form on the booking',
    request: { params: ZId, ...jsonBody(z.strictObject({ customer: z.uuid().nullable() })) },
    responses: { ...jsonOk(ZForm, 'The form as stored'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => {
    const ctx = storeContext(c);
    const form = await findVisible(bindingOf('guestform')!, c.req.valid('param').id, ctx, 'update');
    return c.json(await linkCustomer(ctx, form, c.req.valid('json').customer), 200);
  });

  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/{id}/appendMissingFields', tags, middleware: [needs(['guestform', 'update'])],
    summary: 'Fill in the empty answers from the form\'s customer (never overwrites an answer); 409 for a synced form or one without a customer',
    request: { params: ZId },
    responses: { ...jsonOk(z.object({ form: ZForm, appended: z.array(z.string()) }), 'The form and the keys filled in'), ...errorResponses(400, 401, 403, 404, 409) },
  }), async (c) => c.json(await appendMissingOne(storeContext(c), c.req.valid('param').id), 200));

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/{id}/print', tags, middleware: [needs(['guestform', 'read'])],
    summary: 'The guest form as PDF: every question with the answer, or an empty line to fill in by hand',
    request: { params: ZId, query: z.object({ lang: z.enum(['de', 'en']).optional() }) },
    responses: { 200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The PDF' }, ...read },
  }), async (c) => {
    const ctx = storeContext(c);
    const form = await findVisible(bindingOf('guestform')!, c.req.valid('param').id, ctx);
    const [b] = typeof form.booking === 'string'
      ? await ctx.db.select({ no: bookings.bookingNo, res: bookings.reservationNo, offer: bookings.offerNo, dateFrom: bookings.dateFrom, dateTo: bookings.dateTo }).from(bookings).where(eq(bookings.id, form.booking)).limit(1)
      : [];
    const pdf = await renderGuestFormPdf({
      name: String(form.name), status: String(form.status), kind: String(form.kind), data: (form.data ?? {}) as Record<string, unknown>,
      submittedAt: form.submittedAt ? new Date(form.submittedAt as string) : null,
      booking: b ? { number: b.no ?? b.res ?? b.offer ?? null, dateFrom: b.dateFrom, dateTo: b.dateTo } : null,
    }, docLang(c.req.valid('query').lang ?? ctx.lang));
    const file = String(form.name).replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80) || 'guest-form';
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}.pdf"`,
      'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
    });
  });
}
