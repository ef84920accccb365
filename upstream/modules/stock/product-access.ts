// A product the caller may move stock of: within their resorts and vessels (a product of no asset
// is shared), like the generic resources' asset limit (resources/asset-scope.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';

export type TProductRow = typeof products.$inferSelect;

export function productInReach(p: TPrincipal, pr: Pick<TProductRow, 'resort' | 'vessel'>): boolean {
  const limit = assetLimit(p);
  if (!limit || (!pr.resort && !pr.vessel)) return true;
  return (!!pr.resort && limit.resorts.includes(pr.resort)) || (!!pr.vessel && limit.vessels.includes(pr.vessel));
}

export async function productFor(db: Db, p: TPrincipal, id: string): Promise<TProductRow> {
  const [pr] = await db.select().from(products).where(eq(products.id, id));
  if (!pr || !productInReach(p, pr)) throw errors.notFound('Product not found');
  return pr;
}
