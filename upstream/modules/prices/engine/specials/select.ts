// Which specials apply to a booking: eligibility (status, arrival in the date range, channel,
// rules) and the combination rules (same rule, specials group, unique), in the order of
// docs/decisions/specials.md. Pure and independent of the input order.
import { ruleHolds } from './criteria';
import type { TSpecial, TSpecialFacts } from './types';
import type { TUnit } from './units';

export const PHASE: Record<TSpecial['discount'], number> = {
  Fix: 0, FixUnit: 0, PerCent: 1, Lowest: 1, FOC: 1, FOCUnit: 1, Absolute: 2, AbsoluteNights: 2,
};

/** A special that replaces the room price comes first (the price others reduce), then the phases. */
export const phaseOf = (s: TSpecial): number => (s.replaceMatchingRoomPrice ? -1 : PHASE[s.discount]);

export const arrivalOf = (f: TSpecialFacts): string | null => f.stays.map((s) => s.checkIn).sort()[0] ?? null;

/** Status active, the arrival within validFrom..validTo (both inclusive) and the channel included. */
export function inForce(s: TSpecial, f: TSpecialFacts): boolean {
  const arrival = arrivalOf(f);
  if (s.status !== 'active' || arrival === null) return false;
  if (s.validFrom && arrival < s.validFrom) return false;
  if (s.validTo && arrival > s.validTo) return false;
  return s.includeIn.includes(f.channel);
}

/** The units of the special's kind its rules hold for (all of them when rules are ignored). */
export function matchedUnits(s: TSpecial, f: TSpecialFacts, units: TUnit[], ignoreRules: boolean): TUnit[] {
  if (ignoreRules || s.rule.length === 0) return units;
  return units.filter((u) => {
    const stay = u.stayId ? f.stays.find((x) => x.id === u.stayId) : undefined;
    const guest = u.guestId ? f.guests.find((x) => x.id === u.guestId) : undefined;
    return s.rule.every((r) => ruleHolds(r, f, { stay, guest }));
  });
}

export const ruleKey = (s: TSpecial): string =>
  `${s.appliesTo}|${s.rule.map((r) => JSON.stringify([r.criteria, r.operator, Array.isArray(r.value) ? [...r.value].map(String).sort() : String(r.value)])).sort().join(',')}`;

type TCandidate = { special: TSpecial; saving: bigint };
const better = (a: TCandidate, b: TCandidate) => (a.saving > b.saving ? -1 : a.saving < b.saving ? 1 : a.special.id < b.special.id ? -1 : 1);
const bestOf = (xs: TCandidate[]) => [...xs].sort(better)[0];

/**
 * 1. Specials with the same rule compete (the best saving wins) unless they say
 *    includeSpecialsWithSameRule. 2. One per specials group, the best. 3. A unique special applies
 *    alone: the best unique one wins over everything else.
 */
export function combine(candidates: TCandidate[]): TSpecial[] {
  const byRule = new Map<string, TCandidate[]>();
  for (const c of candidates) byRule.set(ruleKey(c.special), [...(byRule.get(ruleKey(c.special)) ?? []), c]);
  let kept: TCandidate[] = [];
  for (const xs of byRule.values()) {
    const competing = xs.filter((c) => !c.special.includeSpecialsWithSameRule);
    kept.push(...xs.filter((c) => c.special.includeSpecialsWithSameRule));
    if (competing.length) kept.push(bestOf(competing));
  }
  const grouped = new Map<string, TCandidate[]>();
  for (const c of kept) if (c.special.group) grouped.set(c.special.group, [...(grouped.get(c.special.group) ?? []), c]);
  kept = kept.filter((c) => !c.special.group || bestOf(grouped.get(c.special.group)!) === c);
  const unique = kept.filter((c) => c.special.unique);
  if (unique.length) kept = [bestOf(unique)];
  // Room-price replacements: the best saving first (it keeps the rooms it matched); the rest by id.
  return kept.sort((a, b) => phaseOf(a.special) - phaseOf(b.special)
    || (a.special.replaceMatchingRoomPrice ? better(a, b) : a.special.id < b.special.id ? -1 : a.special.id > b.special.id ? 1 : 0))
    .map((c) => c.special);
}
