// Properties of the specials engine over generated specials (fast-check): the price never goes
// negative, the order of the specials given never changes the result, and a special outside its
// date range or channel never applies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_MODES, INCLUDE_IN_CHANNELS, PRICE_CHANGE_TARGETS, SPECIAL_APPLIES_TO } from '@/lib/contract/resources/enums';
import { applySpecials, type TSpecial, type TSpecialRule } from '@/upstream/modules/prices/engine/specials';
import { FACTS, request, special } from './specials-fixtures';

const RUNS = { numRuns: 300 };
const rules: fc.Arbitrary<TSpecialRule[]> = fc.array(fc.oneof(
  fc.record({ criteria: fc.constant('Age' as const), operator: fc.constantFrom('LessThan' as const, 'GreaterThan' as const), value: fc.integer({ min: 0, max: 50 }) }),
  fc.record({ criteria: fc.constant('RoomType' as const), operator: fc.constantFrom('IsIn' as const, 'IsNotIn' as const), value: fc.subarray(['A', 'B']) }),
  fc.record({ criteria: fc.constant('NoOfPax' as const), operator: fc.constantFrom('GreaterThanEquals' as const, 'Equals' as const), value: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ criteria: fc.constant('Nights' as const), operator: fc.constantFrom('GreaterThanEquals' as const, 'LessThan' as const), value: fc.integer({ min: 1, max: 8 }) }),
), { maxLength: 2 });

const specialArb = (id: string): fc.Arbitrary<TSpecial> => fc.record({
  discount: fc.constantFrom(...DISCOUNT_MODES),
  discountValue: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 300000 })),
  appliesTo: fc.constantFrom(...SPECIAL_APPLIES_TO),
  reduce: fc.constantFrom(...PRICE_CHANGE_TARGETS),
  group: fc.constantFrom(null, 'G1', 'G2'),
  unique: fc.boolean(),
  excludeFromCommission: fc.boolean(),
  excludeFromTax: fc.boolean(),
  includeSpecialsWithSameRule: fc.boolean(),
  rule: rules,
}).map((over) => special({ ...over, id, name: id, discountValue: over.discount === 'Fix' || over.discount === 'FixUnit' ? over.discountValue : Math.min(over.discountValue, over.discount === 'PerCent' || over.discount === 'Lowest' ? 100 : over.discountValue) }));

const specialsArb = fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 0, maxLength: 6 })
  .chain((ids) => fc.tuple(...[...new Set(ids)].map((i) => specialArb(`sp${i}`))));
const tax = { status: 'active', value: 19, name: 'VAT', inclusive: false };
const commission = { mode: 'PerCent' as const, value: 12, name: 'Agents' };

describe('specials engine properties', () => {
  it('no special makes a price negative; the total is the sum of the lines', () => {
    fc.assert(fc.property(specialsArb, (specials) => {
      const r = applySpecials(request(specials.filter((s) => s.discount !== 'Fix' && s.discount !== 'FixUnit' ? true : s.discountValue >= 0), { tax, commission, facts: FACTS({ agency: 'AG' }) }));
      expect(r.total).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
      expect(r.total).toBeGreaterThanOrEqual(0);
      expect(r.gross).toBeGreaterThanOrEqual(0);
      for (const a of r.applied) expect(Number.isSafeInteger(a.saving)).toBe(true);
    }), RUNS);
  });

  it('a taxable discount on a surcharge excluded from tax leaves no negative tax (found by the property above)', () => {
    const base = { rule: [], reduce: 'full booking' as const, includeIn: [...INCLUDE_IN_CHANNELS] };
    const r = applySpecials(request([
      special({ ...base, id: 'pct', name: 'pct', appliesTo: 'Booking', discount: 'PerCent', discountValue: 85, excludeFromTax: false }),
      special({ ...base, id: 'fix', name: 'fix', appliesTo: 'Person', discount: 'FixUnit', discountValue: 144915, excludeFromTax: true }),
    ], { tax, commission, facts: FACTS({ agency: 'AG' }) }));
    expect(r.lines.find((l) => l.type === 'tax')?.amount ?? 0).toBe(0);
    expect(r.total).toBeGreaterThanOrEqual(0);
    expect(r.gross).toBeGreaterThanOrEqual(0);
  });

  it('the order in which specials are given never changes the result', () => {
    fc.assert(fc.property(specialsArb, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), (specials, keys) => {
      const shuffled = specials.map((s, i) => ({ s, k: keys[i] ?? 0 })).sort((a, b) => a.k - b.k).map((x) => x.s);
      const a = applySpecials(request(specials, { tax, commission, facts: FACTS({ agency: 'AG' }) }));
      const b = applySpecials(request(shuffled, { tax, commission, facts: FACTS({ agency: 'AG' }) }));
      expect(b.total).toBe(a.total);
      expect(b.lines).toEqual(a.lines);
    }), RUNS);
  });

  it('a special outside its date range or channel never applies', () => {
    fc.assert(fc.property(specialsArb, fc.constantFrom(...INCLUDE_IN_CHANNELS), fc.integer({ min: 1, max: 400 }), fc.boolean(), (specials, channel, days, before) => {
      const edge = new Date(Date.parse('2026-06-10T00:00:00Z') + (before ? -days : days) * 86_400_000).toISOString().slice(0, 10);
      const outside = specials.map((s, i) => (i % 2 === 0
        ? { ...s, ...(before ? { validTo: edge } : { validFrom: edge }) }
        : { ...s, includeIn: INCLUDE_IN_CHANNELS.filter((c) => c !== channel) }));
      const r = applySpecials(request(outside, { facts: FACTS({ channel }), chosen: outside.map((s) => ({ id: s.id, ignoreRules: true })) }));
      expect(r.applied).toEqual([]);
      expect(r.lines.some((l) => l.type === 'special')).toBe(false);
    }), RUNS);
  });
});
