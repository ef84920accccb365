// Which supplements apply: mandatory ones whose scope matches, plus the ones chosen for a stay
// (per room or guest) or for the booking (PerBooking). Choosing an unknown supplement, or one whose
// room type / variant / season scope does not match, is a 400. The price list's order decides the
// order of the lines, never the order of the chosen ids.
import type { TPricingList, TPricingSupplement } from '@/lib/contract/pricing';
import { PriceEngineError } from './errors';
import type { TStayPlan } from './plan';
import type { TSegment } from './seasons';

export const isPerBooking = (s: TPricingSupplement): boolean => s.mode === 'Absolute' && s.basis === 'PerBooking';

export function supplementIndex(list: TPricingList): Map<string, TPricingSupplement> {
  const index = new Map<string, TPricingSupplement>();
  for (const s of list.supplements) {
    if (index.has(s.id)) throw new PriceEngineError('PRICE_LIST_INVALID', `supplement ${s.id} appears twice`, { supplementId: s.id });
    if (s.mode === 'PerCent' && s.charge === 'OnSite') {
      throw new PriceEngineError('PRICE_LIST_INVALID', `supplement ${s.id}: a percentage of the room price cannot be paid on site`, { supplementId: s.id });
    }
    index.set(s.id, s);
  }
  return index;
}

export const inSeasonScope = (s: TPricingSupplement, seg: TSegment): boolean => s.seasonIds.length === 0 || s.seasonIds.includes(seg.season.id);

function matchesStay(s: TPricingSupplement, plan: TStayPlan): boolean {
  const { roomTypeId, variantId } = plan.stay;
  return (s.roomTypeIds.length === 0 || s.roomTypeIds.includes(roomTypeId))
    && (s.variantIds.length === 0 || (variantId !== null && s.variantIds.includes(variantId)))
    && plan.segments.some((seg) => inSeasonScope(s, seg));
}

function checkChosen(index: Map<string, TPricingSupplement>, ids: readonly string[], ok: (s: TPricingSupplement) => boolean, stayId?: string): Set<string> {
  for (const id of ids) {
    const s = index.get(id);
    if (!s) throw new PriceEngineError('UNKNOWN_SUPPLEMENT', `supplement ${id} is not in the price list`, { supplementId: id, stayId });
    if (!ok(s)) {
      throw new PriceEngineError('SUPPLEMENT_NOT_APPLICABLE', `supplement ${id} does not apply ${stayId ? `to stay ${stayId}` : 'to the booking'}`, { supplementId: id, stayId });
    }
  }
  return new Set(ids);
}

export function staySupplements(list: TPricingList, index: Map<string, TPricingSupplement>, plan: TStayPlan): TPricingSupplement[] {
  const chosen = checkChosen(index, plan.stay.supplementIds, (s) => !isPerBooking(s) && matchesStay(s, plan), plan.stay.id);
  return list.supplements.filter((s) => !isPerBooking(s) && (chosen.has(s.id) || (s.mandatory && matchesStay(s, plan))));
}

export function bookingSupplements(list: TPricingList, index: Map<string, TPricingSupplement>, plans: readonly TStayPlan[], ids: readonly string[]): TPricingSupplement[] {
  const anyStay = (s: TPricingSupplement) => plans.some((p) => matchesStay(s, p));
  const chosen = checkChosen(index, ids, (s) => isPerBooking(s) && anyStay(s));
  return list.supplements.filter((s) => isPerBooking(s) && (chosen.has(s.id) || (s.mandatory && anyStay(s))));
}
