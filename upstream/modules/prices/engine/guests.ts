// Guests' ages and child rules (spec section 4): the age is permanentAge when set, else the given
// age, else the birthday measured at the reference day; a guest without any of them is an adult.
// A guest is a child while age <= childMaxAge; the first child rule of the list whose age band
// holds the age sets the child's price. No matching rule: the child pays the full price.
import type { TChildRule, TPricingGuest } from '@/lib/contract/pricing';
import { ageOn } from './days';
import { exact, max, min, mul, percent, sub, ONE, ZERO, type TExact } from './exact';

export function guestAge(guest: TPricingGuest, referenceDay: string): number | null {
  if (typeof guest.permanentAge === 'number') return guest.permanentAge;
  if (typeof guest.age === 'number') return guest.age;
  if (guest.birthday) return ageOn(guest.birthday, referenceDay);
  return null;
}

export function childRuleFor(rules: readonly TChildRule[], age: number | null, childMaxAge: number): TChildRule | null {
  if (age === null || age > childMaxAge) return null;
  return rules.find((r) => r.minAge <= age && age <= r.maxAge) ?? null;
}

/** A child's exact price per unit from the full one; never below zero nor above the full price. */
export function childPrice(full: TExact, rule: TChildRule | null): TExact {
  if (!rule) return full;
  switch (rule.mode) {
    case 'PerCent': return mul(full, sub(ONE, percent(rule.value)));
    case 'Absolute': return max(ZERO, sub(full, exact(rule.value)));
    case 'Fix': return min(full, exact(rule.value));
    case 'FOC': return ZERO;
  }
}

/** Short text for the line's description values: '-50%', '-1000', '=2500', 'FOC'. */
export function childRuleLabel(rule: TChildRule): string {
  switch (rule.mode) {
    case 'PerCent': return `-${rule.value}%`;
    case 'Absolute': return `-${rule.value}`;
    case 'Fix': return `=${rule.value}`;
    case 'FOC': return 'FOC';
  }
}

export type TPricedGuest = { id: string; age: number | null };

/**
 * The order that decides who is an additional guest: adults (and unknown ages) first, then by age
 * from the oldest, then by id. It depends on the guests, never on the order they were sent in.
 */
export function byCoverageOrder(a: TPricedGuest, b: TPricedGuest): number {
  const ageA = a.age ?? Number.POSITIVE_INFINITY;
  const ageB = b.age ?? Number.POSITIVE_INFINITY;
  if (ageA !== ageB) return ageB - ageA;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
