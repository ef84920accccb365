// applySpecials: the price engine's lines plus the specials that apply (one 'special' line per
// special and unit), the tax on the price after specials, and the agency's commission line.
// Pure; the result never depends on the order of specials, lines' stays or guests given.
import type { TCalculationLine, TPricingTax } from '@/lib/contract/pricing';
import { fromDecimal, mul, percent, round } from '../exact';
import { makeLine, sumAmounts, toSafe } from '../lines';
import { computeTax } from '../tax';
import { changes } from './modes';
import { combine, inForce, matchedUnits } from './select';
import type { TCommissionTerms, TSpecial, TSpecialsRequest, TSpecialsResult } from './types';
import { bookingUnit, changeUnit, COMMISSIONABLE, guestUnits, stayUnits, type TUnit } from './units';

function unitsFor(s: TSpecial, lines: TCalculationLine[], req: TSpecialsRequest): { units: TUnit[]; persons: (u: TUnit) => TUnit[] } {
  const guests = guestUnits(lines, req.facts, s.reduce);
  const persons = (u: TUnit) => (u.kind === 'booking' ? guests : guests.filter((g) => g.stayId === u.stayId));
  if (s.appliesTo === 'Person') return { units: guests, persons };
  if (s.appliesTo === 'Bed') return { units: stayUnits(lines, req.facts, s.reduce), persons };
  return { units: [bookingUnit(lines, req.facts, s.reduce)], persons };
}

type TApplied = { special: TSpecial; perLine: Map<number, bigint>; perUnit: { unit: TUnit; delta: bigint }[] };

function run(s: TSpecial, lines: TCalculationLine[], running: bigint[], req: TSpecialsRequest, ignoreRules: boolean): TApplied {
  const { units, persons } = unitsFor(s, lines, req);
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
    values: { name: c.name, rate: c.mode === 'PerCent' ? c.value : 0, base: toSafe(base, 'the commission base') } });
}

/** The best AgencyCommission special in force replaces the booking's commission (agency bookings only). */
function commissionTerms(req: TSpecialsRequest, ignore: Map<string, boolean>): TCommissionTerms | null {
  if (!req.facts.agency) return null;
  const own = req.specials.filter((s) => s.type === 'AgencyCommission' && (s.autoAdd || ignore.has(s.id)) && inForce(s, req.facts)
    && matchedUnits(s, req.facts, [{ key: 'booking', kind: 'booking', stayId: null, guestId: null, nights: 0, parts: [] }], ignore.get(s.id) ?? false).length > 0)
    .sort((a, b) => b.discountValue - a.discountValue || (a.id < b.id ? -1 : 1))[0];
  if (own) return { mode: own.discount === 'Absolute' ? 'Absolute' : 'PerCent', value: own.discountValue, name: own.name };
  return req.commission;
}

export function applySpecials(req: TSpecialsRequest): TSpecialsResult {
  const lines = req.lines.filter((l) => l.type !== 'tax' && l.type !== 'commission');
  const original = lines.map((l) => BigInt(l.amount));
  const chosen = new Map(req.chosen.map((c) => [c.id, c.ignoreRules]));
  const seen = new Set<string>();
  const candidates = req.specials.filter((s) => {
    if (seen.has(s.id) || s.type !== 'special' || !(s.autoAdd || chosen.has(s.id)) || !inForce(s, req.facts)) return false;
    seen.add(s.id);
    return true;
  }).map((s) => {
    const trial = run(s, lines, [...original], req, chosen.get(s.id) ?? false);
    return { special: s, saving: -trial.perUnit.reduce((t, u) => t + u.delta, 0n), trial };
  }).filter((c) => c.trial.perUnit.length > 0);

  const running = [...original];
  const specialLines: TCalculationLine[] = [];
  const applied: TSpecialsResult['applied'] = [];
  const notCommissioned = new Map<number, bigint>();
  for (const s of combine(candidates)) {
    const a = run(s, lines, running, req, chosen.get(s.id) ?? false);
    if (a.perUnit.length === 0) continue;
    if (s.excludeFromCommission) for (const [i, x] of a.perLine) notCommissioned.set(i, (notCommissioned.get(i) ?? 0n) + x);
    let saving = 0n;
    for (const { unit, delta } of a.perUnit) {
      saving -= delta;
      specialLines.push(makeLine({ type: 'special', key: 'pricing.lines.special', quantity: 1, unitPrice: delta, currency: req.currency,
        taxable: !s.excludeFromTax, stayId: unit.stayId ?? undefined, guestId: unit.guestId ?? undefined,
        values: { name: s.name, specialId: s.id } }));
    }
    applied.push({ id: s.id, name: s.name, saving: toSafe(saving, 'a saving'), excludeFromCommission: s.excludeFromCommission, excludeFromTax: s.excludeFromTax });
  }

  const out = [...lines, ...specialLines];
  const tax = req.tax ? computeTax(req.tax as TPricingTax, out, req.currency) : { line: null, summary: null };
  if (tax.line) out.push(tax.line);
  const gross = sumAmounts(out);
  let commissionBase = 0n;
  lines.forEach((l, i) => {
    if (COMMISSIONABLE.includes(l.type)) commissionBase += running[i] - (notCommissioned.get(i) ?? 0n);
  });
  const terms = commissionTerms(req, chosen);
  const c = terms ? commissionLine(terms, commissionBase, gross, req.currency) : null;
  if (c) out.push(c);
  out.forEach((l, i) => { l.sort = i; });
  return { lines: out, applied, taxSummary: tax.summary, gross: toSafe(gross, 'the gross total'), commission: c ? -c.amount : 0, total: toSafe(sumAmounts(out), 'the total') };
}
