// The booking price calls of api-calls 7.4 (issue 15): product, addon, edit / refresh / rename /
// sort a line, another price list, a room's price variant, currency, language and agency. Each is
// one transaction and one version of the booking; an invoiced booking's price is refused (409
// ALREADY_INVOICED, the invoices module's check); the due flag follows every change.
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { ZBookingDetail } from '../../../../lib/contract/booking-core';
import { ZLineEdit, ZLineRename, ZLineSort, ZPriceItem, ZVariantChoice } from '../../../../lib/contract/booking-price';
import { LANGUAGES } from '../../../../lib/contract/resources/enums';
import { today } from '../../../clock';
import type { Db } from '../../../db/client';
import { bookings } from '../../../db/schema';
import type { TPrincipal } from '../../../http/context';
import { createRouter } from '../../../http/router';
import { principalOf, requireAuth } from '../../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import type { TBookingRow } from '../access';
import { changeBooking } from '../booking-change';
import { assertPriceMayChange } from '../hooks';
import { addItem, changeAgency, changeCurrency, changePriceList, editLine, refreshLine, renameLine, setVariant, sortLines } from './price-edits';
import { refreshDueFlag } from '../terms/terms';

export const bookingPriceRoutes = createRouter();
const tags = ['Bookings'];
const detailOk = jsonOk(ZBookingDetail, 'The booking with its calculation');
const refused = errorResponses(400, 401, 403, 404, 409);
const optionalItem = { body: { content: { 'application/json': { schema: ZPriceItem } }, required: false as const } };
const ZIdLine = z.object({ id: z.uuid(), calcId: z.uuid() });

/** One transaction, one version; priced: the price may change (refused on an invoiced booking). */
async function change(db: Db, p: TPrincipal, id: string, action: string, priced: boolean, fn: (tx: Db, row: TBookingRow) => Promise<void>) {
  return db.transaction((tx) => changeBooking(tx, p, id, action, 'office', async (row) => {
    if (priced) await assertPriceMayChange(tx, row.id);
    await fn(tx, row);
    const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, row.id));
    await refreshDueFlag(tx, fresh, today());
  }));
}

for (const kind of ['product', 'addon'] as const) {
  bookingPriceRoutes.openapi(createRoute({
    method: 'post', path: `/api/bookings/{id}/${kind}/{${kind}}`, tags, middleware: [requireAuth()],
    summary: kind === 'product'
      ? 'Add a product to the calculation: units by its rule base (or quantity), priced in the booking currency, by the customer charge type'
      : 'Add an addon (a record of /api/supplements) to the calculation: Absolute by its rule base, PerCent of the room price',
    request: { params: z.object({ id: z.uuid(), [kind]: z.uuid() }) as z.ZodObject<{ id: z.ZodUUID } & Record<typeof kind, z.ZodUUID>>, ...optionalItem },
    responses: { ...detailOk, ...refused },
  }), async (c) => {
    const params = c.req.valid('param') as Record<string, string>;
    const body = ZPriceItem.parse(c.req.valid('json') ?? {});
    return c.json(await change(c.get('db'), principalOf(c), params.id, kind === 'product' ? 'addProduct' : 'addAddon', true,
      (tx, row) => addItem(tx, row, { kind, id: params[kind], ...body })), 200);
  });
}

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/calculation/{calcId}', tags, middleware: [requireAuth()],
  summary: 'Change a line added by hand (text, quantity, unit price); 409 LINE_LOCKED for lines of the price list',
  request: { params: ZIdLine, ...jsonBody(ZLineEdit) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, calcId } = c.req.valid('param');
  const body = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), id, 'editCalculation', true, (tx, row) => editLine(tx, row, calcId, body)), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/calculation/{calcId}/refresh', tags, middleware: [requireAuth()],
  summary: 'Price a line again: a product or addon from its record as it is now; a line of the price list reloads the price',
  request: { params: ZIdLine }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, calcId } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'refreshCalculation', true, (tx, row) => refreshLine(tx, row, calcId, today())), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/{calcId}/rename', tags, middleware: [requireAuth()],
  summary: 'Rename a line added by hand (its text on the offer and invoice)',
  request: { params: ZIdLine, ...jsonBody(ZLineRename) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, calcId } = c.req.valid('param');
  const { text } = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), id, 'renameCalculation', true, (tx, row) => renameLine(tx, row, calcId, text)), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/sort', tags, middleware: [requireAuth()],
  summary: 'Order the calculation lines (the ids given first, in that order; the others follow)',
  request: { params: z.object({ id: z.uuid() }), ...jsonBody(ZLineSort) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { lines } = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), c.req.valid('param').id, 'sortCalculation', true, (tx, row) => sortLines(tx, row, lines)), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/changePrice/{price}', tags, middleware: [requireAuth()],
  summary: 'Price the rooms with another active price list of the booking\'s resort or vessel',
  request: { params: z.object({ id: z.uuid(), price: z.uuid() }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, price } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changePrice', true, (tx, row) => changePriceList(tx, row, price, today())), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/variant/{room}/{customer}', tags, middleware: [requireAuth()],
  summary: 'Set the price variant of the room stay (booking room id) the customer sleeps in; null: the plain price',
  request: { params: z.object({ id: z.uuid(), room: z.uuid(), customer: z.uuid() }), ...jsonBody(ZVariantChoice) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, room, customer } = c.req.valid('param');
  const { variant } = c.req.valid('json');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeVariant', true, (tx, row) => setVariant(tx, row, room, customer, variant, today())), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/currency/{currency}', tags, middleware: [requireAuth()],
  summary: 'Change the booking currency: own lines converted with the settings\' exchange rates, the rooms priced again (409 HAS_PAYMENTS, EXCHANGE_RATE_MISSING)',
  request: { params: z.object({ id: z.uuid(), currency: z.string().regex(/^[A-Z]{3}$/) }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, currency } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeCurrency', true, (tx, row) => changeCurrency(tx, row, currency, today())), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/language/{language}', tags, middleware: [requireAuth()],
  summary: 'Change the booking language (its documents and mails)',
  request: { params: z.object({ id: z.uuid(), language: z.enum(LANGUAGES) }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, language } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeLanguage', false, async (tx, row) => {
    await tx.update(bookings).set({ language }).where(eq(bookings.id, row.id));
  }), 200);
});

bookingPriceRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/agency/{agencyId}', tags, middleware: [requireAuth()],
  summary: 'Give the booking to an agency: its commission and terms apply, the rooms are priced again',
  request: { params: z.object({ id: z.uuid(), agencyId: z.uuid() }) }, responses: { ...detailOk, ...refused },
}), async (c) => {
  const { id, agencyId } = c.req.valid('param');
  return c.json(await change(c.get('db'), principalOf(c), id, 'changeAgency', true, (tx, row) => changeAgency(tx, row, agencyId, today())), 200);
});
