// The specials engine, table-driven: the SpecialsGroup criterion (a special that depends on which
// other specials apply) and replaceMatchingRoomPrice (a special that sets the room price itself).
// docs/decisions/specials.md. Fixture: tests/unit/specials-fixtures.ts.
import { describe, expect, it } from 'vitest';
import { applySpecials, type TSpecial, type TSpecialRule } from '@/upstream/modules/prices/engine/specials';
import { LINES_TOTAL, request, special } from './specials-fixtures';

const rule = (criteria: TSpecialRule['criteria'], operator: TSpecialRule['operator'], value: TSpecialRule['value']): TSpecialRule => ({ criteria, operator, value });
const everyone = [rule('NoOfPax', 'GreaterThanEquals', 1)];
const nobody = [rule('NoOfPax', 'GreaterThan', 10)];
const appliedIds = (specials: TSpecial[]) => applySpecials(request(specials)).applied.map((a) => a.id).sort();

// The base special: 10 % of the rooms, group G1. The dependent: 1000 off the booking when its
// SpecialsGroup rule holds.
const base = (over: Partial<TSpecial> = {}) => special({ id: 'base', group: 'G1', rule: everyone, ...over });
const dependent = (r: TSpecialRule, over: Partial<TSpecial> = {}) => special({ id: 'dep', discount: 'Absolute', discountValue: 1000, rule: [r], ...over });

describe('SpecialsGroup: the groups of the other specials that apply', () => {
  type TCase = [string, TSpecial[], string[]];
  const CASES: TCase[] = [
    ['IsIn its group, the group applies', [base(), dependent(rule('SpecialsGroup', 'IsIn', ['G1']))], ['base', 'dep']],
    ['IsIn another group', [base(), dependent(rule('SpecialsGroup', 'IsIn', ['G2']))], ['base']],
    ['IsIn, the group\'s special does not hold', [base({ rule: nobody }), dependent(rule('SpecialsGroup', 'IsIn', ['G1']))], []],
    ['IsIn, the group\'s special is inactive', [base({ status: 'inactive' }), dependent(rule('SpecialsGroup', 'IsIn', ['G1']))], []],
    ['IsNotIn its group, the group applies', [base(), dependent(rule('SpecialsGroup', 'IsNotIn', ['G1']))], ['base']],
    ['IsNotIn, no group applies', [base({ rule: nobody }), dependent(rule('SpecialsGroup', 'IsNotIn', ['G1']))], ['dep']],
    ['IsNotIn another group', [base(), dependent(rule('SpecialsGroup', 'IsNotIn', ['G2']))], ['base', 'dep']],
    ['Equals, case-insensitive', [base(), dependent(rule('SpecialsGroup', 'Equals', 'g1'))], ['base', 'dep']],
    ['its own group does not count', [dependent(rule('SpecialsGroup', 'IsIn', ['G1']), { group: 'G1' })], []],
    ['a special without group gives none', [base({ group: null }), dependent(rule('SpecialsGroup', 'IsIn', ['G1']))], ['base']],
    // The group's special loses to a better one with the same rule (step 2): the group no longer applies.
    ['the group\'s special dropped by the combination', [base(), special({ id: 'better', discountValue: 20, rule: everyone }),
      dependent(rule('SpecialsGroup', 'IsIn', ['G1']))], ['better']],
    // Only specials without a SpecialsGroup rule give groups: no chains, no cycles.
    ['a dependent\'s group does not count', [base(), dependent(rule('SpecialsGroup', 'IsIn', ['G1']), { group: 'G3' }),
      special({ id: 'dep2', discount: 'Absolute', discountValue: 500, rule: [rule('SpecialsGroup', 'IsIn', ['G3'])] })], ['base', 'dep']],
    ['with another rule: all must hold', [base(), dependent(rule('SpecialsGroup', 'IsIn', ['G1']), { rule: [rule('SpecialsGroup', 'IsIn', ['G1']), ...nobody] })], ['base']],
  ];
  it.each(CASES)('%s', (_, specials, want) => {
    expect(appliedIds(specials)).toEqual(want);
  });

  it('the dependent applies on the price after the group\'s special', () => {
    const r = applySpecials(request([base(), dependent(rule('SpecialsGroup', 'IsIn', ['G1']))]));
    expect(r.total).toBe(LINES_TOTAL - 15300 - 1000);
  });

  it('an AgencyCommission special can depend on a group', () => {
    const commission = special({ id: 'ac', type: 'AgencyCommission', discountValue: 20, rule: [rule('SpecialsGroup', 'IsIn', ['G1'])] });
    const facts = { ...request([]).facts, agency: 'AG1' };
    const withGroup = applySpecials(request([base(), commission], { facts }));
    const without = applySpecials(request([base({ rule: nobody }), commission], { facts, commission: { mode: 'PerCent', value: 5, name: 'own' } }));
    expect(withGroup.commission).toBe(Math.round((153000 - 15300 + 3000) * 0.2));
    expect(without.commission).toBe(Math.round((153000 + 3000) * 0.05));
  });
});

// Room prices: s1 (type A, 7 nights) a 70000 + b 35000; s2 (type B, 4 nights, per room) 48000.
const roomA = [rule('RoomType', 'IsIn', ['A'])];
const replacing = (over: Partial<TSpecial>) => special({ id: 'rep', replaceMatchingRoomPrice: true, appliesTo: 'Bed', discount: 'FixUnit', ...over });

describe('replaceMatchingRoomPrice: the special sets the room price', () => {
  type TCase = [string, TSpecial[], { saving: number; rooms: number[]; specialLines: number }];
  const CASES: TCase[] = [
    // 7 nights × 8000 = 56000 for s1, spread over a and b by their prices (largest remainder).
    ['FixUnit 8000 a night for room type A', [replacing({ discountValue: 8000, rule: roomA })], { saving: 49000, rooms: [37333, 18667, 48000], specialLines: 0 }],
    ['FixUnit 9000 a night for every room', [replacing({ discountValue: 9000 })], { saving: 42000 + 12000, rooms: [42000, 21000, 36000], specialLines: 0 }],
    // A replacement works on the room price only, whatever its target: the addon and cost stay.
    ['Fix 100000 for the booking, target full booking', [replacing({ appliesTo: 'Booking', discount: 'Fix', discountValue: 100000, reduce: 'full booking' })],
      { saving: 53000, rooms: [45752, 22876, 31372], specialLines: 0 }],
    ['a dearer price: a surcharge on the room', [replacing({ discount: 'FixUnit', discountValue: 13000, rule: [rule('RoomType', 'IsIn', ['B'])] })],
      { saving: -4000, rooms: [70000, 35000, 52000], specialLines: 0 }],
    // Applied first: the 10 % special reduces the replaced price (s1 56000 + s2 48000).
    ['then a 10 % special on the replaced price', [replacing({ discountValue: 8000, rule: roomA }), special({ id: 'pc' })],
      { saving: 49000 + 10400, rooms: [37333, 18667, 48000], specialLines: 1 }],
    // Two replacements: the bigger saving sets the price first and keeps the rooms it matched.
    ['two replacements for the same room', [replacing({ id: 'r9', discountValue: 9000, rule: [rule('Nights', 'GreaterThanEquals', 1)] }), replacing({ id: 'r8', discountValue: 8000, rule: roomA })],
      { saving: 54000, rooms: [42000, 21000, 36000], specialLines: 0 }],
    ['no room matches: nothing changes', [replacing({ discountValue: 8000, rule: [rule('RoomType', 'IsIn', ['C'])] })], { saving: 0, rooms: [70000, 35000, 48000], specialLines: 0 }],
    ['without the flag: a special line beside the room price', [replacing({ discountValue: 8000, rule: roomA, replaceMatchingRoomPrice: false })],
      { saving: 49000, rooms: [70000, 35000, 48000], specialLines: 1 }],
  ];
  it.each(CASES)('%s', (_, specials, want) => {
    const r = applySpecials(request(specials));
    expect(r.applied.reduce((s, a) => s + a.saving, 0)).toBe(want.saving);
    expect(r.lines.filter((l) => l.type === 'room_cost').map((l) => l.amount)).toEqual(want.rooms);
    expect(r.lines.filter((l) => l.type === 'special')).toHaveLength(want.specialLines);
    expect(r.total).toBe(LINES_TOTAL - want.saving);
  });

  it('a replaced room line names the special and keeps its list price; whole nights keep their unit price', () => {
    const r = applySpecials(request([replacing({ discountValue: 9000 })]));
    const s2 = r.lines.find((l) => l.type === 'room_cost' && l.stayId === 's2')!;
    expect(s2).toMatchObject({ amount: 36000, quantity: 4, unitPrice: 9000, values: { specialId: 'rep', special: 'Special', listPrice: 48000 } });
    const a = applySpecials(request([replacing({ discountValue: 8000, rule: roomA })])).lines.find((l) => l.guestId === 'a' && l.type === 'room_cost')!;
    expect(a).toMatchObject({ amount: 37333, quantity: 1, unitPrice: 37333 });
  });

  it('the same result in any input order', () => {
    const specials = [replacing({ id: 'r9', discountValue: 9000, rule: [rule('Nights', 'GreaterThanEquals', 1)] }), replacing({ id: 'r8', discountValue: 8000, rule: roomA }), special({ id: 'pc' })];
    const totals = [specials, [...specials].reverse(), [specials[1], specials[2], specials[0]]].map((xs) => applySpecials(request(xs)).total);
    expect(new Set(totals).size).toBe(1);
  });
});
