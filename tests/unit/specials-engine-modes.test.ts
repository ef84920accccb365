// The specials engine, table-driven: every discount mode on Booking, Person and Bed, the price
// change targets, the order of application and combination, tax and commission.
import { describe, expect, it } from 'vitest';
import { applySpecials, type TSpecial } from '@/upstream/modules/prices/engine/specials';
import { FACTS, LINES_TOTAL, request, special } from './specials-fixtures';

const child = [{ criteria: 'Age' as const, operator: 'LessThan' as const, value: 12 }];
const roomB = [{ criteria: 'RoomType' as const, operator: 'IsIn' as const, value: ['B'] }];
const savingOf = (specials: TSpecial[], over = {}) => applySpecials(request(specials, over)).applied.reduce((s, a) => s + a.saving, 0);

// Room prices: a 70000 (7 nights), b 35000 (7 nights, child), room s2 48000 (4 nights, guest c).
describe('discount modes', () => {
  it.each([
    ['PerCent 10 on the booking', { discount: 'PerCent', discountValue: 10 }, 15300],
    ['PerCent 10 for a child', { appliesTo: 'Person', rule: child }, 3500],
    ['PerCent 10 per room of type B', { appliesTo: 'Bed', rule: roomB }, 4800],
    ['PerCent 10 per guest over 25 (a share of a per-room price)', { appliesTo: 'Person', rule: [{ criteria: 'Age', operator: 'GreaterThan', value: 25 }] }, 7000 + 4800],
    ['PerCent -10: a surcharge', { discountValue: -10 }, -15300],
    ['Absolute 5000 on the booking', { discount: 'Absolute', discountValue: 5000 }, 5000],
    ['Absolute 5000 per guest', { discount: 'Absolute', discountValue: 5000, appliesTo: 'Person' }, 15000],
    ['Absolute 5000 per room', { discount: 'Absolute', discountValue: 5000, appliesTo: 'Bed' }, 10000],
    ['Absolute beyond the price stops at zero', { discount: 'Absolute', discountValue: 10_000_000 }, 153000],
    ['AbsoluteNights 1000 on the booking (7 nights)', { discount: 'AbsoluteNights', discountValue: 1000 }, 7000],
    ['AbsoluteNights 1000 per room', { discount: 'AbsoluteNights', discountValue: 1000, appliesTo: 'Bed' }, 11000],
    ['AbsoluteNights 1000 per guest', { discount: 'AbsoluteNights', discountValue: 1000, appliesTo: 'Person' }, 18000],
    ['FOC 0: a child free', { discount: 'FOC', discountValue: 0, appliesTo: 'Person', rule: child }, 35000],
    ['FOC 2: one of three guests free, the cheapest', { discount: 'FOC', discountValue: 2 }, 35000],
    ['FOC 3: no one free with three guests', { discount: 'FOC', discountValue: 3 }, 0],
    ['FOCUnit 1 with Nights ≥ 7: stay 7 pay 6 (room s1 only)', { discount: 'FOCUnit', discountValue: 1, appliesTo: 'Bed', rule: [{ criteria: 'Nights', operator: 'GreaterThanEquals', value: 7 }] }, 15000],
    ['FOCUnit 2 per guest', { discount: 'FOCUnit', discountValue: 2, appliesTo: 'Person' }, 20000 + 10000 + 24000],
    ['FOCUnit 9: never more than the nights', { discount: 'FOCUnit', discountValue: 9, appliesTo: 'Bed' }, 153000],
    ['Lowest 50: the cheapest guest half price', { discount: 'Lowest', discountValue: 50 }, 17500],
    ['Lowest 100 per room: the cheaper room free', { discount: 'Lowest', discountValue: 100, appliesTo: 'Bed' }, 48000],
    ['FixUnit 8000 a night for room type B', { discount: 'FixUnit', discountValue: 8000, appliesTo: 'Bed', rule: roomB }, 16000],
    ['Fix 100000 for the booking', { discount: 'Fix', discountValue: 100000 }, 53000],
    ['Fix 200000: dearer than the price, a surcharge', { discount: 'Fix', discountValue: 200000 }, -47000],
  ] as [string, Partial<TSpecial>, number][])('%s', (_, over, want) => {
    expect(savingOf([special(over)])).toBe(want);
  });

  it.each([
    ['full booking', 15800], ['before commission', 15800], ['room price', 15300], ['discountable', 15600],
    ['commissionable', 15600], ['addon', 300], ['product', 0], ['external', 0], ['product category', 0],
  ] as const)('PerCent 10 on the target %s', (reduce, want) => {
    expect(savingOf([special({ reduce })])).toBe(want);
  });
});

describe('which specials apply and how they combine', () => {
  it('a special applies only when active, auto-added or chosen, in its date range and channel', () => {
    expect(savingOf([special({ status: 'draft' })])).toBe(0);
    expect(savingOf([special({ autoAdd: false })])).toBe(0);
    expect(savingOf([special({ autoAdd: false })], { chosen: [{ id: 'sp1', ignoreRules: false }] })).toBe(15300);
    expect(savingOf([special({ validFrom: '2026-06-11' })])).toBe(0);
    expect(savingOf([special({ validTo: '2026-06-09' })])).toBe(0);
    expect(savingOf([special({ validFrom: '2026-06-10', validTo: '2026-06-10' })])).toBe(15300);
    expect(savingOf([special({ includeIn: ['OTABooking'] })])).toBe(0);
    expect(savingOf([special({ includeIn: ['AgentDirectBooking'] })], { facts: FACTS({ channel: 'AgentDirectBooking' }) })).toBe(15300);
  });

  it('ignoreRules skips the rules of a chosen special, never its status, range or channel', () => {
    const s = special({ autoAdd: false, rule: [{ criteria: 'NoOfPax', operator: 'GreaterThan', value: 10 }] });
    expect(savingOf([s], { chosen: [{ id: 'sp1', ignoreRules: false }] })).toBe(0);
    expect(savingOf([s], { chosen: [{ id: 'sp1', ignoreRules: true }] })).toBe(15300);
    expect(savingOf([{ ...s, includeIn: ['OTABooking'] }], { chosen: [{ id: 'sp1', ignoreRules: true }] })).toBe(0);
  });

  it('fixed prices first, then percentages on the fixed price, then amounts', () => {
    const r = applySpecials(request([
      special({ id: 'c-abs', discount: 'Absolute', discountValue: 1000, rule: [{ criteria: 'NoOfPax', operator: 'Equals', value: 3 }] }),
      special({ id: 'b-pct', discount: 'PerCent', discountValue: 10, rule: [{ criteria: 'Resort', operator: 'Equals', value: 'R1' }] }),
      special({ id: 'a-fix', discount: 'Fix', discountValue: 100000 }),
    ]));
    expect(r.applied.map((a) => [a.id, a.saving])).toEqual([['a-fix', 53000], ['b-pct', 10000], ['c-abs', 1000]]);
    expect(r.total).toBe(LINES_TOTAL - 64000);
  });

  it('one special per specials group: the best saving', () => {
    const r = applySpecials(request([special({ id: 'x', group: 'G', discountValue: 5 }), special({ id: 'y', group: 'G', discountValue: 8, rule: [{ criteria: 'NoOfPax', operator: 'Equals', value: 3 }] })]));
    expect(r.applied.map((a) => a.id)).toEqual(['y']);
  });

  it('a unique special applies alone', () => {
    const r = applySpecials(request([special({ id: 'x', discountValue: 20 }), special({ id: 'u', unique: true, discount: 'Absolute', discountValue: 1000, rule: [{ criteria: 'NoOfPax', operator: 'Equals', value: 3 }] })]));
    expect(r.applied.map((a) => a.id)).toEqual(['u']);
  });

  it('specials with the same rule compete unless they include the others', () => {
    const rule = [{ criteria: 'NoOfPax' as const, operator: 'Equals' as const, value: 3 }];
    expect(applySpecials(request([special({ id: 'x', rule, discountValue: 5 }), special({ id: 'y', rule, discountValue: 8 })])).applied.map((a) => a.id)).toEqual(['y']);
    expect(applySpecials(request([special({ id: 'x', rule, discountValue: 5, includeSpecialsWithSameRule: true }), special({ id: 'y', rule, discountValue: 8, includeSpecialsWithSameRule: true })])).applied.map((a) => a.id)).toEqual(['x', 'y']);
  });

  it('special lines name the special, their room and guest; the total is the sum of the lines', () => {
    const r = applySpecials(request([special({ appliesTo: 'Person', rule: child, name: 'Kids' })]));
    const sp = r.lines.filter((l) => l.type === 'special');
    expect(sp).toHaveLength(1);
    expect(sp[0]).toMatchObject({ amount: -3500, stayId: 's1', guestId: 'b', key: 'pricing.lines.special', values: { name: 'Kids', specialId: 'sp1' } });
    expect(r.total).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
  });
});

describe('tax and commission after specials', () => {
  const tax = { status: 'active', value: 10, name: 'VAT', inclusive: false };
  it('an exclusive tax is on the price after specials, unless the special is excluded from tax', () => {
    expect(applySpecials(request([special()], { tax })).lines.find((l) => l.type === 'tax')!.amount).toBe(Math.round((LINES_TOTAL - 15300) / 10));
    expect(applySpecials(request([special({ excludeFromTax: true })], { tax })).lines.find((l) => l.type === 'tax')!.amount).toBe(LINES_TOTAL / 10);
  });

  it('an agency booking carries its commission on the commissionable amount after specials', () => {
    const commission = { mode: 'PerCent' as const, value: 10, name: 'Agents 10 %' };
    const agency = FACTS({ agency: 'AG1' });
    const r = applySpecials(request([special()], { commission, facts: agency }));
    expect(r.commission).toBe((156000 - 15300) / 10);
    expect(r.total).toBe(r.gross - r.commission);
    expect(r.lines.at(-1)).toMatchObject({ type: 'commission', amount: -14070, taxable: false });
    expect(applySpecials(request([special({ excludeFromCommission: true })], { commission, facts: agency })).commission).toBe(15600);
    expect(applySpecials(request([], { commission, facts: FACTS() })).commission).toBe(0);
    const own = special({ id: 'ac', type: 'AgencyCommission', discountValue: 15, rule: [{ criteria: 'Agencies', operator: 'IsIn', value: ['AG1'] }] });
    expect(applySpecials(request([own], { commission, facts: agency })).commission).toBe(23400);
    expect(applySpecials(request([{ ...own, discount: 'Absolute', discountValue: 5000 }], { commission, facts: agency })).commission).toBe(5000);
  });
});
