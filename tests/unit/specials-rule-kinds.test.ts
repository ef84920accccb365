// The rule editor's value handling: operators per criterion, typed values to stored rule values.
import { describe, expect, it } from 'vitest';
import { newRule, operatorsFor, parseTyped, ruleComplete, toggle, typedText, withCriterion } from '@/lib/specials/rule-kinds';

describe('special rule editor values', () => {
  it('offers comparisons for numbers and days, lists for the rest', () => {
    expect(operatorsFor('Age')).toContain('LessThan');
    expect(operatorsFor('BookingDate')).toContain('GreaterThanEquals');
    expect(operatorsFor('Resort')).toEqual(['IsIn', 'IsNotIn']);
    expect(newRule('DayInWeek')).toEqual({ criteria: 'DayInWeek', operator: 'IsIn', value: [] });
    expect(newRule('Nights')).toEqual({ criteria: 'Nights', operator: 'GreaterThan', value: '' });
  });

  it('keeps what fits when the criterion changes', () => {
    expect(withCriterion({ criteria: 'Nights', operator: 'GreaterThanEquals', value: 7 }, 'Age')).toEqual({ criteria: 'Age', operator: 'GreaterThanEquals', value: 7 });
    expect(withCriterion({ criteria: 'Resort', operator: 'IsIn', value: ['r1'] }, 'Agencies')).toEqual({ criteria: 'Agencies', operator: 'IsIn', value: [] });
  });

  it('reads typed values exactly', () => {
    expect(parseTyped('number', ' 90 ')).toBe(90);
    expect(parseTyped('number', '9.5')).toBeNull();
    expect(parseTyped('money', '1.234,5')).toBeNull();
    expect(parseTyped('money', '1234,5')).toBe(123450);
    expect(parseTyped('date', '2027-06-01')).toBe('2027-06-01');
    expect(parseTyped('country', 'de, at')).toEqual(['DE', 'AT']);
    expect(parseTyped('country', 'Germany')).toBeNull();
    expect(typedText('money', 123450)).toBe('1234.50');
    expect(typedText('country', ['DE', 'AT'])).toBe('DE, AT');
    expect(ruleComplete({ criteria: 'Age', operator: 'LessThan', value: '' })).toBe(false);
    expect(toggle([1, 2], 2)).toEqual([1]);
    expect(toggle([1], 3)).toEqual([1, 3]);
  });
});
