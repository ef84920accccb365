// The products a visitor may add to a booking (api-calls 7.6: GET /api/book/products, asset) and
// whether an add-on is available (GET /api/book/addons/availability/{id}: a product bookable
// online, or a supplement): only of visible assets, only products marked bookableOnline and
// active. Stock is told as available or not (and how many for a stock-tracked product), never
// the purchase price or the supplier. Issue 36; docs/decisions/pos.md.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ZAssetQuery } from '../../../lib/contract/public-catalogue';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { PUBLIC_ASSET_IDS, publicAsset } from './visibility';

export const publicProductRoutes = createRouter();
const tags = ['Public booking'];

const ZPublicProduct = z.object({
  id: z.uuid(), name: z.string(), description: z.record(z.string(), z.string()).nullable(), images: z.array(z.string()),
  kind: z.string(), unit: z.string(), ruleBase: z.string(), price: z.number().int(), currency: z.string(), taxPercent: z.number(),
  /** For a stock-tracked product: the units in stock (0: sold out); null when stock is not tracked. */
  stock: z.number().int().nullable(),
});
const ZAvailability = z.object({ id: z.uuid(), kind: z.enum(['product', 'supplement']), available: z.boolean(), stock: z.number().int().nullable() });

type TRow = Omit<z.infer<typeof ZPublicProduct>, 'images' | 'taxPercent' | 'price' | 'stock'> & { images: string[] | null; taxPercent: string | number; price: number | string; stock: number | null };
const SELECT = sql`SELECT id, name, description, images, kind, unit, rule_base AS "ruleBase", price, currency, tax_percent AS "taxPercent",
  CASE WHEN track_stock THEN greatest(stock, 0) END AS stock FROM products`;
const wire = (r: TRow) => ({ ...r, images: r.images ?? [], price: Number(r.price), taxPercent: Number(r.taxPercent), stock: r.stock === null ? null : Number(r.stock) });

async function publicProducts(db: Db, asset: string) {
  return rowsOf<TRow>(await db.execute(sql`${SELECT}
    WHERE bookable_online AND is_active AND ${publicAsset(asset)} AND (resort = ${asset} OR vessel = ${asset} OR (resort IS NULL AND vessel IS NULL))
    ORDER BY name`)).map(wire);
}

publicProductRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/products', tags,
  summary: 'Products bookable online at a visible resort or vessel (query asset), with the stock of stock-tracked ones',
  request: { query: ZAssetQuery },
  responses: { ...jsonOk(z.array(ZPublicProduct), 'Products'), ...errorResponses(400) },
}), async (c) => c.json(await publicProducts(c.get('db'), c.req.valid('query').asset), 200));

publicProductRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/addons/availability/{id}', tags,
  summary: 'Whether an add-on can be booked: a product bookable online (available while in stock, or always when its stock is not tracked) or an active supplement of a visible asset',
  request: { params: z.object({ id: z.uuid() }) },
  responses: { ...jsonOk(ZAvailability, 'The availability'), ...errorResponses(400, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const [p] = rowsOf<TRow>(await db.execute(sql`${SELECT} WHERE id = ${id} AND bookable_online AND is_active
    AND (coalesce(resort, vessel) IS NULL OR coalesce(resort, vessel) IN ${PUBLIC_ASSET_IDS})`)).map(wire);
  if (p) return c.json({ id, kind: 'product' as const, available: p.stock === null || p.stock > 0, stock: p.stock }, 200);
  const [s] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM supplements WHERE id = ${id} AND is_active AND coalesce(resort, vessel) IN ${PUBLIC_ASSET_IDS}`));
  if (!s) throw errors.notFound('Add-on not found');
  return c.json({ id, kind: 'supplement' as const, available: true, stock: null }, 200);
});
