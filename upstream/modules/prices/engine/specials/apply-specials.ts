// applySpecials: the price engine's lines plus the specials that apply (one 'special' line per
// special and unit), the tax on the price after specials, and the agency's commission line.
// Pure; the result never depends on the order of specials, lines' stays or guests given.
import type { TCalculationLine, TPricingTax } from '@/lib/contract/pricing';
import { fromDecimal, mul, percent, round } from '../exact';
import { namedValues } from '@/lib/contract/line-values';
import { makeLine, sumAmounts, toSafe } from '../lines';
import { computeTax } from '../tax';
import { changes } from './modes';
import { combine, inForce, matchedUnits, ruleKey } from './select';
import type { TCommissionTerms, TSpecial, TSpecialFacts, TSpecialsRequest, TSpecialsResult, TTarget } from './types';
import { bookingUnit, changeUnit, COMMISSIONABLE, guestUnits, stayUnits, type TUnit } from './units';

type TUnitSet = { guests: TUnit[]; stays: TUnit[]; booking: TUnit };
/** The units of each target, built once per call (they depend on the lines and stays, not on amounts). */
const unitCache = new WeakMap<TCalculationLine[], Map<TTarget, TUnitSet>>();
function unitSet(lines: TCalculationLine[], facts: TSpecialFacts, target: TTarget): TUnitSet {
  let byTarget = unitCache.get(lines);
  if (!byTarget) unitCache.set(lines, (byTarget = new Map()));
  let set = byTarget.get(target);
  if (!set) byTarget.set(target, (set = { guests: guestUnits(lines, facts, target), stays: stayUnits(lines, facts, target), booking: bookingUnit(lines, facts, target) }));
  return set;
}

function unitsFor(s: TSpecial, lines: TCalculationLine[], req: TSpecialsRequest, locked: ReadonlySet<number>): { units: TUnit[]; persons: (u: TUnit) => TUnit[] } {
  // A room-price replacement works on the room price only, and not on a room price replaced before.
  const set = unitSet(lines, req.facts, s.replaceMatchingRoomPrice ? 'room price' : s.reduce);
  const free = (u: TUnit): TUnit => ({ ...u, parts: u.parts.filter((p) => !locked.has(p.line)) });
  const guests = locked.size ? set.guests.map(free) : set.guests;
  const persons = (u: TUnit) => (u.kind === 'booking' ? guests : guests.filter((g) => g.stayId === u.stayId));
  if (s.appliesTo === 'Person') return { units: guests, persons };
  if (s.appliesTo === 'Bed') return { units: locked.size ? set.stays.map(free) : set.stays, persons };
  return { units: [locked.size ? free(set.booking) : set.booking], persons };
}

type TApplied = { special: TSpecial; perLine: Map<number, bigint>; perUnit: { unit: TUnit; delta: bigint }[] };

const NONE: ReadonlySet<number> = new Set();

function run(s: TSpecial, lines: TCalculationLine[], running: bigint[], req: TSpecialsRequest, ignoreRules: boolean, locked = NONE): TApplied {
  const { units, persons } = unitsFor(s, lines, req, locked);
  const matched = matchedUnits(s, req.facts, units, ignoreRules);
  const perLine = new Map<number, bigint>();
  const perUnit: TApplied['perUnit'] = [];
  if (matched.length === 0) return { special: s, perLine, perUnit };
  for (const { unit, delta } of changes(s, matched, persons, running)) {
    const moved = changeUnit(unit, running, delta);
    let d = 0n;
    for (const [i, x] of moved) { perLine.set(i, (perLine.get(i) ?? 0n) + x); d += x; }
    if (d !== 0n) perUnit.push({ unit, delta: d });
  }
  return { special: s, perLine, perUnit };
}

/** The commission on its base; never more than the base, nor than the booking's gross (so a
 *  booking never costs less than nothing, even with specials excluded from commission). */
function commissionLine(c: TCommissionTerms, base: bigint, gross: bigint, currency: string): TCalculationLine | null {
  if (base <= 0n) return null;
  const wanted = c.mode === 'Absolute' ? round(fromDecimal(c.value)) : round(mul({ n: base, d: 1n }, percent(c.value)));
  const cap = base < gross ? base : gross;
  const amount = wanted < cap ? wanted : cap;
  if (amount <= 0n) return null;
  return makeLine({ type: 'commission', key: 'pricing.lines.commission', quantity: 1, unitPrice: -amount, currency, taxable: false,
    values: { ...namedValues('name', c.name, c.names), rate: c.mode === 'PerCent' ? c.value : 0, base: toSafe(base, 'the commission base') } });
}

/** The best AgencyCommission special in force replaces the booking's commission (agency bookings only). */
function commissionTerms(req: TSpecialsRequest, ignore: Map<string, boolean>): TCommissionTerms | null {
  if (!req.facts.agency) return null;
  const own = req.specials.filter((s) => s.type === 'AgencyCommission' && (s.autoAdd || ignore.has(s.id)) && inForce(s, req.facts)
    && matchedUnits(s, req.facts, [{ key: 'booking', kind: 'booking', stayId: null, guestId: null, nights: 0, parts: [] }], ignore.get(s.id) ?? false).length > 0)
    .sort((a, b) => b.discountValue - a.discountValue || (a.id < b.id ? -1 : 1))[0];
  if (own) return { mode: own.discount === 'Absolute' ? 'Absolute' : 'PerCent', value: own.discountValue, name: own.name, names: own.names };
  return req.commission;
}

const hasGroupRule = (s: TSpecial) => s.rule.some((r) => r.criteria === 'SpecialsGroup');
const groupsOf = (specials: TSpecial[]) => [...new Set(specials.flatMap((s) => (s.group && !hasGroupRule(s) ? [s.group] : [])))].sort();

type TCandidate = { special: TSpecial; saving: bigint };

/**
 * Which specials apply, in the order applied (docs/decisions/specials.md steps 1-4), and the
 * facts they were matched on. A special with a SpecialsGroup rule sees the groups of the specials
 * without one that apply; it is dropped (and the rest combined again) when the combination drops
 * the special it relied on.
 */
function select(lines: TCalculationLine[], req: TSpecialsRequest, chosen: Map<string, boolean>): { specials: TSpecial[]; facts: TSpecialFacts } {
  const original = lines.map((l) => BigInt(l.amount));
  const seen = new Set<string>();
  const eligible = req.specials.filter((s) => {
    if (seen.has(s.id) || s.type !== 'special' || !(s.autoAdd || chosen.has(s.id)) || !inForce(s, req.facts)) return false;
    seen.add(s.id);
    return true;
  });
  const trial = (specials: TSpecial[], facts: TSpecialFacts): TCandidate[] => specials.map((s) => {
    const t = run(s, lines, [...original], { ...req, facts }, chosen.get(s.id) ?? false);
    return { special: s, saving: -t.perUnit.reduce((sum, u) => sum + u.delta, 0n), matched: t.perUnit.length > 0 };
  }).filter((c) => c.matched).map(({ special, saving }) => ({ special, saving }));
  // Savings only decide between specials that compete (same rule, a group, unique, room-price
  // replacements); without competition every eligible special goes on (one that changes
  // nothing leaves no line), and no trial run is needed.
  const keys = eligible.filter((s) => !s.includeSpecialsWithSameRule).map(ruleKey);
  const competing = new Set(keys).size < keys.length || eligible.some((s) => s.group || s.unique || s.replaceMatchingRoomPrice || hasGroupRule(s));
  if (!competing) return { specials: combine(eligible.map((special) => ({ special, saving: 0n }))), facts: req.facts };
  const base = trial(eligible.filter((s) => !hasGroupRule(s)), req.facts);
  const dependent = eligible.filter(hasGroupRule);
  let facts: TSpecialFacts = { ...req.facts, specialsGroups: groupsOf(combine(base)) };
  if (dependent.length === 0) return { specials: combine(base), facts };
  let deps = trial(dependent, facts);
  for (;;) {
    const kept = combine([...base, ...deps]);
    const groups = groupsOf(kept);
    const still = deps.filter((d) => !kept.includes(d.special) || trial([d.special], { ...facts, specialsGroups: groups }).length > 0);
    if (still.length === deps.length) return { specials: kept, facts: { ...facts, specialsGroups: groups } };
    deps = still;
    facts = { ...facts, specialsGroups: groups };
  }
}

/** A replacement changes the room lines themselves: their amount, and their price per unit. */
function replaceInLine(l: TCalculationLine, delta: bigint, s: TSpecial): TCalculationLine {
  const amount = BigInt(l.amount) + delta;
  const q = BigInt(l.quantity || 1);
  const whole = amount % q === 0n;
  return { ...l, amount: toSafe(amount, 'a room price'), quantity: whole ? l.quantity : 1, unitPrice: toSafe(whole ? amount / q : amount, 'a room price'),
    values: { ...l.values, specialId: s.id, special: s.name, listPrice: l.amount } };
}

export function applySpecials(req: TSpecialsRequest): TSpecialsResult {
  let lines = req.lines.filter((l) => l.type !== 'tax' && l.type !== 'commission');
  const original = lines.map((l) => BigInt(l.amount));
  const chosen = new Map(req.chosen.map((c) => [c.id, c.ignoreRules]));
  const { specials: order, facts } = select(lines, req, chosen);
  const final = { ...req, facts };

  const running = [...original];
  const specialLines: TCalculationLine[] = [];
  const applied: TSpecialsResult['applied'] = [];
  const notCommissioned = new Map<number, bigint>();
  const replaced = new Set<number>();
  const replacements = new Map<number, { delta: bigint; special: TSpecial }>();
  for (const s of order) {
    const a = run(s, lines, running, final, chosen.get(s.id) ?? false, s.replaceMatchingRoomPrice ? replaced : NONE);
    if (a.perUnit.length === 0) continue;
    if (s.excludeFromCommission) for (const [i, x] of a.perLine) notCommissioned.set(i, (notCommissioned.get(i) ?? 0n) + x);
    let saving = 0n;
    for (const { unit, delta } of a.perUnit) {
      saving -= delta;
      if (s.replaceMatchingRoomPrice) continue;
      specialLines.push(makeLine({ type: 'special', key: 'pricing.lines.special', quantity: 1, unitPrice: delta, currency: req.currency,
        taxable: !s.excludeFromTax, stayId: unit.stayId ?? undefined, guestId: unit.guestId ?? undefined,
        values: { ...namedValues('name', s.name, s.names), specialId: s.id } }));
    }
    if (s.replaceMatchingRoomPrice) for (const [i, x] of a.perLine) { replaced.add(i); replacements.set(i, { delta: x, special: s }); }
    applied.push({ id: s.id, name: s.name, saving: toSafe(saving, 'a saving'), excludeFromCommission: s.excludeFromCommission, excludeFromTax: s.excludeFromTax });
  }
  if (replacements.size) lines = lines.map((l, i) => { const r = replacements.get(i); return r ? replaceInLine(l, r.delta, r.special) : l; });

  const out = [...lines, ...specialLines];
  const tax = req.tax ? computeTax(req.tax as TPricingTax, out, req.currency) : { line: null, summary: null };
  if (tax.line) out.push(tax.line);
  const gross = sumAmounts(out);
  let commissionBase = 0n;
  lines.forEach((l, i) => {
    if (COMMISSIONABLE.includes(l.type)) commissionBase += running[i] - (notCommissioned.get(i) ?? 0n);
  });
  const terms = commissionTerms(final, chosen);
  const c = terms ? commissionLine(terms, commissionBase, gross, req.currency) : null;
  if (c) out.push(c);
  out.forEach((l, i) => { l.sort = i; });
  return { lines: out, applied, taxSummary: tax.summary, gross: toSafe(gross, 'the gross total'), commission: c ? -c.amount : 0, total: toSafe(sumAmounts(out), 'the total') };
}
