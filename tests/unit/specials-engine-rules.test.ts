// The specials engine, table-driven: every rule criterion (a rule that holds and one that does
// not) and every operator. Fixture: tests/unit/specials-fixtures.ts (room price 153000).
import { describe, expect, it } from 'vitest';
import { applySpecials, compare, type TSpecialFacts, type TSpecialRule } from '@/upstream/modules/prices/engine/specials';
import { FACTS, request, special } from './specials-fixtures';

const TEN_PERCENT_OF_ROOMS = 15300;
const saving = (rule: TSpecialRule[], facts: Partial<TSpecialFacts> = {}) => {
  const r = applySpecials(request([special({ rule })], { facts: FACTS(facts) }));
  return r.applied.reduce((s, a) => s + a.saving, 0);
};

type TCase = [TSpecialRule['criteria'], TSpecialRule['operator'], TSpecialRule['value'], boolean, Partial<TSpecialFacts>?];
const CASES: TCase[] = [
  ['NoOfPax', 'GreaterThanEquals', 3, true], ['NoOfPax', 'GreaterThan', 3, false],
  ['NoOfPaxOnTrip', 'GreaterThan', 10, true, { paxOnTrip: 12 }], ['NoOfPaxOnTrip', 'GreaterThan', 10, false],
  ['NoOfPaxInDoubleRoom', 'Equals', 2, true], ['NoOfPaxInDoubleRoom', 'GreaterThan', 2, false],
  ['Date', 'GreaterThanEquals', '2026-06-01', true], ['Date', 'LessThan', '2026-06-10', false],
  ['DepartureDay', 'Equals', '2026-06-14', true], ['DepartureDay', 'Equals', '2026-06-15', false],
  ['DaysBeforeTravelDate', 'GreaterThanEquals', 60, true], ['DaysBeforeTravelDate', 'LessThan', 14, false],
  ['BookingDate', 'LessThanEquals', '2026-03-31', true], ['BookingDate', 'GreaterThan', '2026-03-01', false],
  ['Bookings', 'GreaterThanEquals', 2, true], ['Bookings', 'GreaterThan', 2, false], ['Bookings', 'GreaterThanEquals', 0, false, { history: null }],
  ['Resort', 'IsIn', ['R1', 'R2'], true], ['Resort', 'IsIn', ['R2'], false],
  ['Vessel', 'IsIn', ['V1'], true, { vessel: 'V1', resort: null }], ['Vessel', 'IsIn', ['V1'], false],
  ['CustomerType', 'Equals', 'snorkeler', true], ['CustomerType', 'Equals', 'freediver', false],
  ['Itineraries', 'IsIn', ['T1'], true, { tour: 'T1' }], ['Itineraries', 'IsNotIn', ['T1'], false, { tour: 'T1' }],
  ['Agencies', 'IsNotIn', ['AG1'], true, { agency: 'AG2' }], ['Agencies', 'IsNotIn', ['AG1'], false],
  ['BookingSource', 'Equals', 'web', true], ['BookingSource', 'IsNotIn', ['web'], false],
  ['Nights', 'GreaterThanEquals', 7, true], ['Nights', 'GreaterThan', 7, false],
  ['Customers', 'IsIn', ['C3'], true], ['Customers', 'IsIn', ['C9'], false],
  ['Schedules', 'Equals', 'S1', true, { schedule: 'S1' }], ['Schedules', 'Equals', 'S1', false],
  ['SpecialsGroup', 'IsIn', ['G1'], false],
  ['Age', 'LessThan', 12, true], ['Age', 'GreaterThan', 65, false],
  ['PassportCountry', 'IsIn', ['FR'], true], ['PassportCountry', 'IsIn', ['IT'], false],
  ['AddressCountry', 'Equals', 'AT', true], ['AddressCountry', 'Equals', 'CH', false],
  ['DayInWeek', 'IsIn', [3, 6], true], ['DayInWeek', 'IsIn', [6, 7], false],
  ['RoomType', 'IsIn', ['B'], true], ['RoomType', 'IsIn', ['C'], false],
  ['LastStay', 'LessThan', 365, true], ['LastStay', 'LessThan', 100, false],
  ['NoOfStays', 'GreaterThanEquals', 2, true], ['NoOfStays', 'Equals', 5, false],
  ['StayRevenue', 'GreaterThan', 200000, true], ['StayRevenue', 'GreaterThan', 300000, false],
];

describe('special rule criteria (a booking special, 10 % of the room price)', () => {
  it.each(CASES)('%s %s %j → %s', (criteria, operator, value, holds, facts) => {
    expect(saving([{ criteria, operator, value }], facts)).toBe(holds ? TEN_PERCENT_OF_ROOMS : 0);
  });

  it('all rules of a special must hold', () => {
    expect(saving([{ criteria: 'NoOfPax', operator: 'Equals', value: 3 }, { criteria: 'Resort', operator: 'Equals', value: 'R1' }])).toBe(TEN_PERCENT_OF_ROOMS);
    expect(saving([{ criteria: 'NoOfPax', operator: 'Equals', value: 3 }, { criteria: 'Resort', operator: 'Equals', value: 'R9' }])).toBe(0);
  });
});

describe('rule operators', () => {
  it.each([
    [5, 'GreaterThan', 4, true], [5, 'GreaterThan', 5, false], [5, 'GreaterThanEquals', 5, true], [4, 'GreaterThanEquals', 5, false],
    [4, 'LessThan', 5, true], [5, 'LessThan', 5, false], [5, 'LessThanEquals', 5, true], [6, 'LessThanEquals', 5, false],
    ['DE', 'IsIn', ['at', 'de'], true], ['DE', 'IsIn', ['AT'], false], ['DE', 'IsNotIn', ['AT'], true], ['DE', 'IsNotIn', 'DE', false],
    ['DE', 'Equals', 'de', true], [7, 'Equals', '7', true], [7, 'Equals', 8, false], ['2026-01-02', 'GreaterThan', '2026-01-01', true],
    [null, 'IsNotIn', ['X'], false], [null, 'LessThan', 5, false], [5, 'GreaterThan', 'abc', false], [5, 'LessThan', [1, 9], false],
  ] as const)('%j %s %j → %s', (fact, op, value, want) => {
    expect(compare(fact, op, value as never)).toBe(want);
  });
});
