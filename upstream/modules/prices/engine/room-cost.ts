// room_cost lines of one stay: the 'All' entry prices the room or each guest (children by the
// child rules), the 'AdditionalCustomer' entry each guest beyond its includedPax. One line per
// stretch of one season (and per guest for per-person prices); the unit price is rounded once.
import type { TCalculationLine, TPricingEntry } from '@/lib/contract/pricing';
import { entryCharges, type TEntryIndex } from './entries';
import { exact, mul, round } from './exact';
import { byCoverageOrder, childPrice, childRuleFor, childRuleLabel, type TPricedGuest } from './guests';
import { namedValues } from '@/lib/contract/line-values';
import { makeLine } from './lines';
import { isPerPerson, type TCharge, type TEngineContext, type TStayPlan } from './plan';

function chargeValues(charge: TCharge<unknown>, plan: TStayPlan): TCalculationLine['values'] {
  return {
    roomType: plan.stay.roomTypeId,
    ...namedValues('season', charge.season.name || charge.season.id, charge.season.names),
    nights: charge.end - charge.start,
  };
}

function guestValues(ctx: TEngineContext, guest: TPricedGuest, entry: TPricingEntry): TCalculationLine['values'] {
  const rule = childRuleFor(entry.childRules ?? ctx.list.childRules, guest.age, ctx.childMaxAge);
  const child = guest.age !== null && guest.age <= ctx.childMaxAge;
  const values: TCalculationLine['values'] = { guest: guest.id, child: child ? 'yes' : 'no' };
  if (guest.age !== null) values.age = guest.age;
  if (rule) values.childRule = childRuleLabel(rule);
  return values;
}

function entryLines(ctx: TEngineContext, plan: TStayPlan, charge: TCharge<TPricingEntry>, guests: TPricedGuest[], keyPrefix: string): TCalculationLine[] {
  const entry = charge.item;
  const quantity = charge.perStay ? 1 : charge.end - charge.start;
  const common = {
    type: 'room_cost' as const, key: `${keyPrefix}.${entry.basis}`, quantity, currency: ctx.currency, taxable: true,
    stayId: plan.stay.id, roomTypeId: plan.stay.roomTypeId, variantId: plan.stay.variantId, seasonId: charge.season.id,
    entryId: entry.id, start: charge.start, end: charge.end,
  };
  const full = exact(entry.amount);
  if (!isPerPerson(entry.basis)) {
    return [makeLine({ ...common, unitPrice: round(mul(full, ctx.fx)), values: chargeValues(charge, plan) })];
  }
  const rules = entry.childRules ?? ctx.list.childRules;
  return guests.map((guest) => makeLine({
    ...common,
    guestId: guest.id,
    unitPrice: round(mul(childPrice(full, childRuleFor(rules, guest.age, ctx.childMaxAge)), ctx.fx)),
    values: { ...chargeValues(charge, plan), ...guestValues(ctx, guest, entry) },
  }));
}

export function roomCostLines(ctx: TEngineContext, plan: TStayPlan, index: TEntryIndex): TCalculationLine[] {
  const lines: TCalculationLine[] = [];
  for (const charge of entryCharges(index, plan, 'all')) {
    lines.push(...entryLines(ctx, plan, charge, plan.guests, 'pricing.lines.room'));
  }
  for (const charge of entryCharges(index, plan, 'additional')) {
    const extra = [...plan.guests].sort(byCoverageOrder).slice(charge.item.includedPax);
    const extraById = plan.guests.filter((g) => extra.includes(g));
    lines.push(...entryLines(ctx, plan, charge, extraById, 'pricing.lines.extraGuest'));
  }
  return lines;
}
