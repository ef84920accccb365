// addon lines of a stay's supplements and the 'cost' lines of PerBooking supplements.
// Absolute supplements price like entries (per room or guest, per night or per stay; children by
// the supplement's children policy). PerCent supplements take a percentage of the stay's room_cost
// lines, one line per season stretch so that each night keeps its own season. OnSite supplements
// stay in the list's (or its onsite) currency, unconverted; ForFree ones show a zero price.
import type { TCalculationLine, TPricingSupplement } from '@/lib/contract/pricing';
import { dayString } from './days';
import { exact, mul, percent, round, ONE, ZERO, type TExact } from './exact';
import { childPrice, childRuleFor, type TPricedGuest } from './guests';
import { namedValues } from '@/lib/contract/line-values';
import { makeLine, type TLineInit } from './lines';
import { isPerPerson, isPerStay, type TCharge, type TEngineContext, type TStayPlan } from './plan';
import { inSeasonScope } from './supplement-choice';

type TAbsolute = Extract<TPricingSupplement, { mode: 'Absolute' }>;

export const onsiteCurrency = (ctx: TEngineContext): string => (ctx.list.useOnsiteCurrency ? ctx.list.onsiteCurrency : ctx.list.currency);

function money(ctx: TEngineContext, s: TPricingSupplement) {
  const onsite = s.charge === 'OnSite';
  return { onsite, currency: onsite ? onsiteCurrency(ctx) : ctx.currency, factor: onsite ? ONE : ctx.fx, free: s.charge === 'ForFree' };
}

function unit(price: TExact, m: ReturnType<typeof money>): { unitPrice: bigint; values: TCalculationLine['values'] } {
  const rounded = round(mul(price, m.factor));
  return m.free ? { unitPrice: 0n, values: { listPrice: Number(rounded) } } : { unitPrice: rounded, values: {} };
}

function guestPrice(ctx: TEngineContext, s: TAbsolute, guest: TPricedGuest): TExact {
  const isChild = guest.age !== null && guest.age <= ctx.childMaxAge;
  if (!isChild || s.children === 'Full') return exact(s.amount);
  if (s.children === 'Free') return ZERO;
  return childPrice(exact(s.amount), childRuleFor(ctx.list.childRules, guest.age, ctx.childMaxAge));
}

function absoluteCharges(s: TAbsolute, plan: TStayPlan): TCharge<TAbsolute>[] {
  if (isPerStay(s.basis)) {
    const [arrival] = plan.segments;
    return inSeasonScope(s, arrival) ? [{ item: s, season: arrival.season, start: plan.checkIn, end: plan.checkOut, perStay: true }] : [];
  }
  return plan.segments.filter((seg) => inSeasonScope(s, seg)).map((seg) => ({ item: s, season: seg.season, start: seg.start, end: seg.end, perStay: false }));
}

export function supplementLines(ctx: TEngineContext, plan: TStayPlan, s: TPricingSupplement, roomLines: readonly TCalculationLine[]): TCalculationLine[] {
  const m = money(ctx, s);
  const base = { type: 'addon' as const, currency: m.currency, taxable: s.taxable && !m.onsite, stayId: plan.stay.id, roomTypeId: plan.stay.roomTypeId, variantId: plan.stay.variantId, supplementId: s.id };
  const label = s.name || s.id;
  if (s.mode === 'PerCent') {
    return plan.segments.filter((seg) => inSeasonScope(s, seg)).map((seg) => {
      const from = dayString(seg.start);
      const to = dayString(seg.end);
      let sum = 0n;
      for (const l of roomLines) if (l.stayId === plan.stay.id && l.from !== null && l.from >= from && l.from < to) sum += BigInt(l.amount);
      const u = unit(mul(exact(sum), percent(s.percent)), { ...m, factor: ONE });
      return makeLine({ ...base, key: 'pricing.lines.supplement.PerCent', quantity: 1, seasonId: seg.season.id, start: seg.start, end: seg.end,
        unitPrice: u.unitPrice, values: { supplement: label, percent: s.percent, base: Number(sum), ...namedValues('season', seg.season.name || seg.season.id, seg.season.names), nights: seg.end - seg.start, ...u.values } });
    });
  }
  const lines: TCalculationLine[] = [];
  for (const charge of absoluteCharges(s, plan)) {
    const init: Omit<TLineInit, 'unitPrice'> = { ...base, key: `pricing.lines.supplement.${s.basis}`, quantity: charge.perStay ? 1 : charge.end - charge.start,
      seasonId: charge.season.id, start: charge.start, end: charge.end };
    const values = { supplement: label, ...namedValues('season', charge.season.name || charge.season.id, charge.season.names), nights: charge.end - charge.start };
    if (!isPerPerson(s.basis)) {
      const u = unit(exact(s.amount), m);
      lines.push(makeLine({ ...init, unitPrice: u.unitPrice, values: { ...values, ...u.values } }));
      continue;
    }
    for (const guest of plan.guests) {
      const u = unit(guestPrice(ctx, s, guest), m);
      const guestValues: TCalculationLine['values'] = guest.age === null ? { guest: guest.id } : { guest: guest.id, age: guest.age };
      lines.push(makeLine({ ...init, guestId: guest.id, unitPrice: u.unitPrice, values: { ...values, ...guestValues, ...u.values } }));
    }
  }
  return lines;
}

/** A PerBooking supplement: one 'cost' line over the whole booking's dates. */
export function bookingCostLine(ctx: TEngineContext, s: TAbsolute, plans: readonly TStayPlan[]): TCalculationLine {
  const m = money(ctx, s);
  const u = unit(exact(s.amount), m);
  return makeLine({
    type: 'cost', key: 'pricing.lines.supplement.PerBooking', quantity: 1, currency: m.currency, taxable: s.taxable && !m.onsite, supplementId: s.id,
    start: Math.min(...plans.map((p) => p.checkIn)), end: Math.max(...plans.map((p) => p.checkOut)),
    unitPrice: u.unitPrice, values: { supplement: s.name || s.id, ...u.values },
  });
}
