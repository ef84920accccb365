// priceBooking: a booking's calculation lines and totals from a price list, with no I/O (no
// database, no clock: the booking date comes in). Stays are priced in a fixed order (check-in,
// check-out, room type, variant, id) and guests by id, so the result never depends on the order
// of the input. Every amount is an integer of minor units; total = sum of the lines' amounts.
import type { TCalculationLine, TPricingGuest, TPricingRequest, TPricingResult, TPricingStay } from '@/lib/contract/pricing';
import { conversionFactor } from './currency';
import { dayNumber } from './days';
import { indexEntries } from './entries';
import { PriceEngineError } from './errors';
import { guestAge } from './guests';
import { sumAmounts, toSafe } from './lines';
import type { TEngineContext, TStayPlan } from './plan';
import { roomCostLines } from './room-cost';
import { createSeasonResolver, segmentStay, type TSeasonResolver } from './seasons';
import { bookingSupplements, staySupplements, supplementIndex } from './supplement-choice';
import { bookingCostLine, onsiteCurrency, supplementLines } from './supplements';
import { computeTax } from './tax';

/** The longest stay priced in one go; longer ones are refused rather than looped over. */
export const MAX_NIGHTS = 366;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byStay = (a: TPricingStay, b: TPricingStay) => compare(a.checkIn, b.checkIn) || compare(a.checkOut, b.checkOut)
  || compare(a.roomTypeId, b.roomTypeId) || compare(a.variantId ?? '', b.variantId ?? '') || compare(a.id, b.id);

function uniqueIds(items: readonly { id: string }[], what: string): void {
  const seen = new Set<string>();
  for (const { id } of items) {
    if (seen.has(id)) throw new PriceEngineError('DUPLICATE_ID', `${what} ${id} appears twice`, what === 'stay' ? { stayId: id } : { guestId: id });
    seen.add(id);
  }
}

function planStay(req: TPricingRequest, resolve: TSeasonResolver, guests: Map<string, TPricingGuest>, stay: TPricingStay): TStayPlan {
  const checkIn = dayNumber(stay.checkIn);
  const checkOut = dayNumber(stay.checkOut);
  if (checkOut - checkIn > MAX_NIGHTS) throw new PriceEngineError('STAY_TOO_LONG', `a stay has at most ${MAX_NIGHTS} nights`, { stayId: stay.id });
  const referenceDay = req.priceList.ageReference === 'checkIn' ? stay.checkIn : req.bookingDate;
  const seen = new Set<string>();
  const stayGuests = stay.guestIds.map((id) => {
    const g = guests.get(id);
    if (!g) throw new PriceEngineError('UNKNOWN_GUEST', `stay ${stay.id} names guest ${id}, who is not in the booking`, { stayId: stay.id, guestId: id });
    if (seen.has(id)) throw new PriceEngineError('DUPLICATE_ID', `guest ${id} is twice in stay ${stay.id}`, { stayId: stay.id, guestId: id });
    seen.add(id);
    return { id, age: guestAge(g, referenceDay) };
  }).sort((a, b) => compare(a.id, b.id));
  return { stay, checkIn, checkOut, segments: segmentStay(resolve, stay.id, checkIn, checkOut), guests: stayGuests, referenceDay };
}

export function priceBooking(req: TPricingRequest): TPricingResult {
  const list = req.priceList;
  uniqueIds(req.stays, 'stay');
  uniqueIds(req.guests, 'guest');
  const ctx: TEngineContext = { list, currency: req.currency, fx: conversionFactor(list.currency, req.currency, req.exchangeRate), childMaxAge: req.childMaxAge };
  const resolve = createSeasonResolver(list);
  const entries = indexEntries(list);
  const supplements = supplementIndex(list);
  const guests = new Map(req.guests.map((g) => [g.id, g]));
  const plans = [...req.stays].sort(byStay).map((stay) => planStay(req, resolve, guests, stay));

  const lines: TCalculationLine[] = [];
  const onsite: TCalculationLine[] = [];
  for (const plan of plans) {
    const room = roomCostLines(ctx, plan, entries);
    lines.push(...room);
    for (const s of staySupplements(list, supplements, plan)) {
      (s.charge === 'OnSite' ? onsite : lines).push(...supplementLines(ctx, plan, s, room));
    }
  }
  for (const s of bookingSupplements(list, supplements, plans, req.supplementIds)) {
    if (s.mode !== 'Absolute') continue;
    (s.charge === 'OnSite' ? onsite : lines).push(bookingCostLine(ctx, s, plans));
  }
  const subtotal = toSafe(sumAmounts(lines), 'the subtotal');
  const tax = computeTax(list.tax, lines, req.currency);
  if (tax.line) lines.push(tax.line);
  lines.forEach((l, i) => { l.sort = i; });
  onsite.forEach((l, i) => { l.sort = i; });
  return {
    currency: req.currency,
    priceListId: list.id,
    lines,
    subtotal,
    tax: tax.summary,
    total: toSafe(sumAmounts(lines), 'the total'),
    onsite: onsite.length ? { currency: onsiteCurrency(ctx), lines: onsite, total: toSafe(sumAmounts(onsite), 'the onsite total') } : null,
  };
}
