// Outbound rates (issue 37): per rate plan of the channel and night, the price our own price list
// asks for one night of the room type the plan sells. A connection maps a plan with the setting
// `ratePlan:<channel rate plan id>` = <our room type id>. The price list is the one the price
// finder would take for that night: status active, of the room type's resort, valid that night,
// newest first, and only a list marked isAvailableToOTA (the spec's flag: which lists channels
// may sell). The night's entry: the room type's base entry (no variant, no extra pax), a season
// entry before a season-less one (prices/finders pickEntry's rule). A per-person list
// (calculationType 'complete') times the room type's defaultNoOfPax, or one person when the type
// is sold by the bed; a vessel's list prices a whole trip, not a night, and is not sent. A night
// without a price is not sent (a rate of 0 would sell it for nothing): it is named in the log.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceLists, rooms, roomTypes } from '../../db/schema';
import type { TRateValue } from './adapter';
import { addDays } from './availability';
import type { TConnection } from './connections';

type TSettings = Record<string, unknown>;
type TList = {
  id: string; status: string | null; isAvailableToOTA: boolean | null; calculationType: string | null; validFrom: string | null; validTo: string | null;
  currencies: string[] | null; resort: string | null; vessel: string | null;
  periods: { from: string; to: string }[] | null; entries: { roomType?: string | null; variant?: string | null; period?: number; noOfPax?: number; amount: number; currency?: string }[] | null;
};

/** Our room type for each of the channel's rate plans (settings `ratePlan:<channel id>`). */
export function ratePlanMap(c: TConnection): Map<string, string> {
  const s = (c.settings ?? {}) as TSettings;
  return new Map(Object.entries(s).filter(([k, v]) => k.startsWith('ratePlan:') && typeof v === 'string' && v).map(([k, v]) => [k.slice('ratePlan:'.length), String(v)]));
}

/** The rate of one night from the lists (newest valid first), or null. Minor units. */
export function nightRate(lists: TList[], roomType: { id: string; defaultNoOfPax: number; byBed: boolean }, day: string): { rate: number; currency: string } | null {
  const list = lists.find((l) => (!l.validFrom || l.validFrom <= day) && (!l.validTo || l.validTo >= day));
  if (!list || list.vessel) return null;
  const periods = list.periods ?? [];
  const fits = (list.entries ?? []).filter((e) => e.roomType === roomType.id && !e.variant && !e.noOfPax
    && (e.period === undefined || (periods[e.period] && periods[e.period].from <= day && day <= periods[e.period].to)));
  const entry = fits.find((e) => e.period !== undefined) ?? fits[0];
  if (!entry) return null;
  const perPerson = list.calculationType !== 'unit';
  const pax = roomType.byBed ? 1 : Math.max(1, roomType.defaultNoOfPax);
  return { rate: perPerson ? entry.amount * pax : entry.amount, currency: entry.currency ?? list.currencies?.[0] ?? 'EUR' };
}

export type TRates = { values: TRateValue[]; missing: string[] };

/** Rates of the nights [from, to) per mapped rate plan, as ranges of equal rate; the plans with
 *  nights that have no price, in words. */
export async function rateValues(db: Db, conn: TConnection, from: string, to: string): Promise<TRates> {
  const out: TRates = { values: [], missing: [] };
  const plans = ratePlanMap(conn);
  if (plans.size === 0 || to <= from) return out;
  const typeIds = [...new Set(plans.values())];
  const types = await db.select({ id: roomTypes.id, name: roomTypes.name, defaultNoOfPax: roomTypes.defaultNoOfPax, resort: roomTypes.resort, vessel: roomTypes.vessel })
    .from(roomTypes).where(inArray(roomTypes.id, typeIds));
  const shared = new Set((await db.select({ roomType: rooms.roomType }).from(rooms).where(and(inArray(rooms.roomType, typeIds), eq(rooms.allowSharedRoom, true), eq(rooms.isActive, true)))).map((r) => r.roomType));
  for (const [plan, typeId] of plans) {
    const type = types.find((t) => t.id === typeId);
    if (!type) { out.missing.push(`rate plan ${plan}: room type ${typeId} does not exist`); continue; }
    const lists = (type.resort || type.vessel) ? await db.select().from(priceLists).where(and(
      type.resort ? eq(priceLists.resort, type.resort) : eq(priceLists.vessel, type.vessel!), eq(priceLists.status, 'active'), eq(priceLists.isAvailableToOTA, true),
    )).orderBy(desc(priceLists.validFrom)) as unknown as TList[] : [];
    let run: TRateValue | null = null;
    let gaps = 0;
    for (let day = from; day < to; day = addDays(day, 1)) {
      const r = nightRate(lists, { id: type.id, defaultNoOfPax: Number(type.defaultNoOfPax ?? 2), byBed: shared.has(type.id) }, day);
      if (!r) { gaps += 1; run = null; continue; }
      if (run && run.rate === r.rate && run.currency === r.currency && addDays(run.dateTo, 1) === day) run.dateTo = day;
      else {
        run = { ratePlanId: plan, dateFrom: day, dateTo: day, rate: r.rate, currency: r.currency };
        out.values.push(run);
      }
    }
    if (gaps) out.missing.push(`rate plan ${plan} (${type.name}): ${gaps} night(s) without a price in an active price list marked for OTAs`);
  }
  return out;
}
