// What the special rule editor offers per criterion (api-calls 9): the kind of value (a number,
// a day, weekdays, countries, records to pick, customer types), the operators that make sense
// for it, and the rule value as stored (numbers, days, lists) from what was typed or picked.
import { CUSTOMER_TYPES, RULE_OPERATORS, SPECIAL_CRITERIA } from '@/lib/contract/resources/enums';

export type TCriterion = (typeof SPECIAL_CRITERIA)[number];
export type TOperator = (typeof RULE_OPERATORS)[number];
export type TRuleValue = string | number | (string | number)[];
export type TRule = { criteria: TCriterion; operator: TOperator; value: TRuleValue };
export type TValueKind = 'number' | 'money' | 'date' | 'weekday' | 'country' | 'customerType' | 'ref';

const COMPARE: TOperator[] = ['GreaterThan', 'GreaterThanEquals', 'LessThan', 'LessThanEquals', 'Equals'];
const LIST: TOperator[] = ['IsIn', 'IsNotIn'];

export const CRITERION_KIND: Record<TCriterion, TValueKind> = {
  NoOfPax: 'number', NoOfPaxOnTrip: 'number', NoOfPaxInDoubleRoom: 'number', Date: 'date', DepartureDay: 'date',
  DaysBeforeTravelDate: 'number', BookingDate: 'date', Bookings: 'number', Resort: 'ref', Vessel: 'ref', CustomerType: 'customerType',
  Itineraries: 'ref', Agencies: 'ref', BookingSource: 'ref', Nights: 'number', Customers: 'ref', Schedules: 'ref', SpecialsGroup: 'ref',
  Age: 'number', PassportCountry: 'country', AddressCountry: 'country', DayInWeek: 'weekday', RoomType: 'ref', LastStay: 'number',
  NoOfStays: 'number', StayRevenue: 'money',
};

/** The generic list a 'ref' criterion picks from. */
export const CRITERION_LIST: Partial<Record<TCriterion, string>> = {
  Resort: '/api/resort', Vessel: '/api/vessel', Itineraries: '/api/tours', Agencies: '/api/agencies', BookingSource: '/api/bookingsource',
  Customers: '/api/customers', Schedules: '/api/schedules', SpecialsGroup: '/api/specialsgroup', RoomType: '/api/roomtypes',
};

export const CUSTOMER_TYPE_VALUES = CUSTOMER_TYPES;

export function operatorsFor(c: TCriterion): TOperator[] {
  const kind = CRITERION_KIND[c];
  return kind === 'number' || kind === 'money' || kind === 'date' ? COMPARE : LIST;
}

/** A new rule of a criterion: its first operator and an empty value. */
export function newRule(c: TCriterion): TRule {
  const op = operatorsFor(c)[0];
  return { criteria: c, operator: op, value: LIST.includes(op) ? [] : '' };
}

/** The rule with another criterion: the operator and value reset when they no longer fit. */
export function withCriterion(rule: TRule, c: TCriterion): TRule {
  return CRITERION_KIND[c] === CRITERION_KIND[rule.criteria] && rule.criteria !== 'StayRevenue' && c !== 'StayRevenue' && !(CRITERION_KIND[c] === 'ref') ? { ...rule, criteria: c } : newRule(c);
}

/** Typed text → the stored value: numbers (money in major units → minor), a day, a list of
 *  country codes. null: not valid (the editor says so). */
export function parseTyped(kind: TValueKind, text: string): TRuleValue | null {
  const t = text.trim();
  if (kind === 'number') return /^\d{1,9}$/.test(t) ? Number(t) : null;
  if (kind === 'money') {
    const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(t);
    return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
  }
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(t) ? t : null;
  if (kind === 'country') {
    const codes = t.split(/[\s,;]+/).filter(Boolean).map((x) => x.toUpperCase());
    return codes.length > 0 && codes.every((x) => /^[A-Z]{2}$/.test(x)) ? codes : null;
  }
  return null;
}

/** The stored value as the editor shows it in its text box. */
export function typedText(kind: TValueKind, value: TRuleValue): string {
  if (kind === 'money' && typeof value === 'number') return (value / 100).toFixed(2);
  if (Array.isArray(value)) return value.join(', ');
  return String(value ?? '');
}

/** A rule is complete when its value is set (a list with at least one entry). */
export function ruleComplete(r: TRule): boolean {
  return Array.isArray(r.value) ? r.value.length > 0 : r.value !== '' && r.value !== null;
}

/** Toggles one entry of a list value (weekdays, picked records, customer types). */
export function toggle(value: TRuleValue, item: string | number): (string | number)[] {
  const list = Array.isArray(value) ? value : [];
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
