// Looking up the price entry of a room type, variant and season, and cutting a stay into the
// stretches each entry prices. A per-stay entry on the arrival night prices the whole stay (the
// later nights still need a season); per-night entries price their own season's nights.
import type { TPricingEntry, TPricingList } from '@/lib/contract/pricing';
import { dayString } from './days';
import { PriceEngineError } from './errors';
import { isPerPerson, isPerStay, type TCharge, type TStayPlan } from './plan';
import type { TSegment } from './seasons';

type TEntryPair = { all?: TPricingEntry; additional?: TPricingEntry };
export type TEntryIndex = Map<string, TEntryPair>;

const keyOf = (roomTypeId: string, variantId: string | null, seasonId: string) => `${roomTypeId}\u0000${variantId ?? ''}\u0000${seasonId}`;

export function indexEntries(list: TPricingList): TEntryIndex {
  const index: TEntryIndex = new Map();
  for (const e of list.entries) {
    const key = keyOf(e.roomTypeId, e.variantId, e.seasonId);
    const pair = index.get(key) ?? {};
    const slot = e.priceBase === 'All' ? 'all' : 'additional';
    if (pair[slot]) {
      throw new PriceEngineError('PRICE_LIST_INVALID', `two ${e.priceBase} entries for room type ${e.roomTypeId}, variant ${e.variantId ?? '-'}, season ${e.seasonId}`,
        { roomTypeId: e.roomTypeId, variantId: e.variantId, seasonId: e.seasonId, entryId: e.id });
    }
    if (slot === 'additional' && !isPerPerson(e.basis)) {
      throw new PriceEngineError('PRICE_LIST_INVALID', `entry ${e.id}: an AdditionalCustomer price is per person`, { entryId: e.id });
    }
    pair[slot] = e;
    index.set(key, pair);
  }
  return index;
}

/** The stretches of a stay priced by the entries in one slot; required: the 'All' slot must exist. */
export function entryCharges(index: TEntryIndex, plan: TStayPlan, slot: keyof TEntryPair): TCharge<TPricingEntry>[] {
  const { stay } = plan;
  const pick = (seg: TSegment): TPricingEntry | undefined => {
    const entry = index.get(keyOf(stay.roomTypeId, stay.variantId, seg.season.id))?.[slot];
    if (!entry && slot === 'all') {
      throw new PriceEngineError('NO_PRICE_ENTRY', `no price for room type ${stay.roomTypeId}${stay.variantId ? `, variant ${stay.variantId}` : ''} in season ${seg.season.id} (night of ${dayString(seg.start)})`,
        { night: dayString(seg.start), stayId: stay.id, roomTypeId: stay.roomTypeId, variantId: stay.variantId, seasonId: seg.season.id });
    }
    return entry;
  };
  const [arrival] = plan.segments;
  const first = pick(arrival);
  if (first && isPerStay(first.basis)) {
    return [{ item: first, season: arrival.season, start: plan.checkIn, end: plan.checkOut, perStay: true }];
  }
  const charges: TCharge<TPricingEntry>[] = [];
  for (const seg of plan.segments) {
    const entry = seg === arrival ? first : pick(seg);
    if (!entry) continue;
    if (isPerStay(entry.basis)) {
      throw new PriceEngineError('PRICE_LIST_INVALID', `entry ${entry.id} is per stay but the stay arrives in another season (${arrival.season.id}) priced per night`,
        { stayId: stay.id, entryId: entry.id, seasonId: seg.season.id });
    }
    charges.push({ item: entry, season: seg.season, start: seg.start, end: seg.end, perStay: false });
  }
  return charges;
}
