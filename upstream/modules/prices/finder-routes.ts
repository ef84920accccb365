// Price calls of api-calls 7.7 beside the quote: GET /api/price/types, calculationTypes,
// entry/{id} (a list's entries with names) and the resort finders findPrice/{resort},
// {resort}/prices, findPriceEntry and {resort}/entries. Mounted before the generic resources.
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import {
  ZCalculationType, ZFindPriceEntryQuery, ZFindPriceQuery, ZFoundPriceEntry, ZPriceEntries, ZPriceListSummary, ZPriceTypes,
} from '../../../lib/contract/price-finders';
import { CALCULATION_MODES, DISCOUNT_MODES, PRICE_BASES, SURCHARGE_TYPES } from '../../../lib/contract/resources/enums';
import { price as priceResource } from '../../../lib/contract/resources/price';
import { today } from '../../clock';
import { isUuid } from '../../db/rows';
import { priceLists } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { assetLimit } from '../resources/asset-scope';
import { basisOf, type TPriceRecord } from './from-record';
import { loadVisibleResort, pickEntry, resolvedEntries, resortPriceLists, summaryOf } from './finders';
import { activePriceList } from './quote';

export const priceFinderRoutes = createRouter();
const tags = ['Prices'];
/** Price list editors, and whoever books or looks at a resort (prices shown in the wizard). */
const PRICE_READERS = ['price.read', 'price.update', 'resort.read', 'vessel.read', 'bookings.create', 'agencies.self'];

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/price/types', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'The value sets of a price list (status, calculation types, price bases, discount and surcharge modes, tax status)',
  responses: { ...jsonOk(ZPriceTypes, 'Value sets'), ...errorResponses(401, 403) },
}), (c) => c.json({
  status: [...(priceResource.fields.status.values ?? [])], calculationTypes: [...CALCULATION_MODES], priceBases: [...PRICE_BASES],
  discountModes: [...DISCOUNT_MODES], surchargeTypes: [...SURCHARGE_TYPES], taxStatus: ['active', 'aborted'],
}, 200));

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/price/calculationTypes', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'What each calculation type charges at a resort (per night) and on a vessel (per stay)',
  responses: { ...jsonOk(z.array(ZCalculationType), 'Calculation types'), ...errorResponses(401, 403) },
}), (c) => c.json(CALCULATION_MODES.map((value) => ({
  value,
  resortBasis: basisOf({ calculationType: value, vessel: null }),
  vesselBasis: basisOf({ calculationType: value, vessel: 'vessel' }),
})), 200));

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/price/entry/{id}', tags, middleware: [requireAnyScope('price.read', 'price.update')],
  summary: "A price list's entries with room types, variants and seasons named",
  request: { params: z.object({ id: z.string() }) },
  responses: { ...jsonOk(ZPriceEntries, 'Entries'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const id = c.req.valid('param').id;
  const [row] = isUuid(id) ? await db.select().from(priceLists).where(eq(priceLists.id, id)) : [];
  const rec = row as unknown as (TPriceRecord & { status: string }) | undefined;
  const limit = assetLimit(principalOf(c));
  const hidden = rec && limit && (rec.resort || rec.vessel)
    && !(rec.resort && limit.resorts.includes(rec.resort)) && !(rec.vessel && limit.vessels.includes(rec.vessel));
  if (!rec || hidden) throw errors.notFound('Price list not found');
  return c.json({ priceList: summaryOf(rec), entries: await resolvedEntries(db, rec) }, 200);
});

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/findPrice/{resort}', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'The active price list of the resort that covers the nights from..to (default: today)',
  request: { params: z.object({ resort: z.string() }), query: ZFindPriceQuery },
  responses: { ...jsonOk(ZPriceEntries, 'The price list and its entries'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const resort = await loadVisibleResort(db, principalOf(c), c.req.valid('param').resort);
  const q = c.req.valid('query');
  const from = q.from ?? today();
  const to = q.to ?? from;
  if (to < from) throw errors.validation([{ path: 'to', message: 'to must not be before from' }]);
  const rec = await activePriceList(db, { resort: resort.id, vessel: null }, from, to);
  return c.json({ priceList: summaryOf(rec), entries: await resolvedEntries(db, rec) }, 200);
});

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/{resort}/prices', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'The price lists of the resort, newest validity first (every status)',
  request: { params: z.object({ resort: z.string() }) },
  responses: { ...jsonOk(z.array(ZPriceListSummary), 'Price lists'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const resort = await loadVisibleResort(db, principalOf(c), c.req.valid('param').resort);
  return c.json(await resortPriceLists(db, resort.id), 200);
});

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/findPriceEntry', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'The entry of the active price list that prices one night of a room type (variant, extra guests)',
  request: { query: ZFindPriceEntryQuery },
  responses: { ...jsonOk(ZFoundPriceEntry, 'The entry'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const q = c.req.valid('query');
  const resort = await loadVisibleResort(db, principalOf(c), q.resort);
  const date = q.date ?? today();
  const rec = await activePriceList(db, { resort: resort.id, vessel: null }, date, date);
  const entry = pickEntry(await resolvedEntries(db, rec), { ...q, date });
  if (!entry) throw errors.notFound('No price entry for this room type on this date');
  return c.json({ priceList: summaryOf(rec), entry }, 200);
});

priceFinderRoutes.openapi(createRoute({
  method: 'get', path: '/api/resort/{resort}/entries', tags, middleware: [requireAnyScope(...PRICE_READERS)],
  summary: 'The entries of the active price list of the resort on a date (default today), names resolved',
  request: { params: z.object({ resort: z.string() }), query: z.object({ date: z.iso.date().optional() }) },
  responses: { ...jsonOk(ZPriceEntries, 'The price list and its entries'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const db = c.get('db');
  const resort = await loadVisibleResort(db, principalOf(c), c.req.valid('param').resort);
  const date = c.req.valid('query').date ?? today();
  const rec = await activePriceList(db, { resort: resort.id, vessel: null }, date, date);
  return c.json({ priceList: summaryOf(rec), entries: await resolvedEntries(db, rec) }, 200);
});
