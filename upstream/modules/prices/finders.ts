// Price finders (api-calls 7.7): a price list's entries with their room types, variants and
// seasons named; the active list of a resort for a stay; the entry that prices one night.
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPriceListSummary, ZResolvedPriceEntry } from '../../../lib/contract/price-finders';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/rows';
import { priceLists, priceVariants, resorts, roomTypes } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetLimit } from '../resources/asset-scope';
import type { TPriceRecord } from './from-record';

type TSummary = z.infer<typeof ZPriceListSummary>;
type TEntry = z.infer<typeof ZResolvedPriceEntry>;

/** The resort, if the caller may see it; else 404 (ids reveal nothing). */
export async function loadVisibleResort(db: Db, p: TPrincipal, id: string): Promise<{ id: string; name: string }> {
  const limit = assetLimit(p);
  if (!isUuid(id) || (limit && !limit.resorts.includes(id))) throw errors.notFound('Resort not found');
  const [row] = await db.select({ id: resorts.id, name: resorts.name }).from(resorts).where(eq(resorts.id, id));
  if (!row) throw errors.notFound('Resort not found');
  return row as { id: string; name: string };
}

export function summaryOf(rec: TPriceRecord & { status?: unknown }): TSummary {
  return {
    id: rec.id, name: rec.name, status: String(rec.status ?? 'draft'), validFrom: rec.validFrom, validTo: rec.validTo,
    currencies: rec.currencies ?? ['EUR'], calculationType: rec.calculationType,
  };
}

export async function resortPriceLists(db: Db, resort: string): Promise<TSummary[]> {
  const rows = await db.select().from(priceLists).where(eq(priceLists.resort, resort)).orderBy(desc(priceLists.validFrom));
  return rows.map((r) => summaryOf(r as unknown as TPriceRecord));
}

async function namesOf(db: Db, table: typeof roomTypes | typeof priceVariants, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id as string, r.name as string]));
}

/** Every entry of the list with names; entries are numbered by their place in the record. */
export async function resolvedEntries(db: Db, rec: TPriceRecord): Promise<TEntry[]> {
  const entries = rec.entries ?? [];
  const periods = rec.periods ?? [];
  const types = await namesOf(db, roomTypes, [...new Set(entries.map((e) => e.roomType).filter((x): x is string => !!x))]);
  const variants = await namesOf(db, priceVariants, [...new Set(entries.map((e) => e.variant).filter((x): x is string => !!x))]);
  const currency = rec.currencies?.[0] ?? 'EUR';
  return entries.map((e, index) => {
    const p = e.period === undefined ? undefined : periods[e.period];
    return {
      index,
      roomType: e.roomType ? { id: e.roomType, name: types.get(e.roomType) ?? '' } : null,
      variant: e.variant ? { id: e.variant, name: variants.get(e.variant) ?? '' } : null,
      season: p ? { index: e.period!, name: p.name ?? null, from: p.from, to: p.to } : null,
      noOfPax: e.noOfPax ?? null,
      amount: e.amount,
      currency: (e as { currency?: string }).currency ?? currency,
    };
  });
}

/**
 * The entry that prices one night of a room type: its season holds the date (an entry without a
 * season holds every date), the same variant (none = none), and noOfPax as asked (none = the
 * base price). A season entry wins over a season-less one.
 */
export function pickEntry(entries: TEntry[], q: { roomType: string; date: string; variant?: string; noOfPax?: number }): TEntry | null {
  const fits = entries.filter((e) => e.roomType?.id === q.roomType
    && (e.variant?.id ?? null) === (q.variant ?? null)
    && (e.noOfPax ?? 0) === (q.noOfPax ?? 0)
    && (!e.season || (e.season.from <= q.date && q.date <= e.season.to)));
  return fits.find((e) => e.season) ?? fits[0] ?? null;
}
