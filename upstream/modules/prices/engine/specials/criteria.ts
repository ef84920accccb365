// The rule criteria of a special (api-calls 9) as facts of a booking, a stay (room) or a guest,
// and the operators over them. A fact that is unknown (no age, no history) never satisfies a
// rule, whatever the operator: a special never applies on a guess.
import { dayNumber } from '../days';
import type { TCriterion, TFactGuest, TFactStay, TOperator, TRuleValue, TSpecialFacts, TSpecialRule } from './types';

export type TFact = string | number | null;
export type TLevel = 'booking' | 'stay' | 'guest';

/** The level each criterion is a fact of. Evaluated for a larger unit, a lower-level criterion
 *  holds when any of the unit's stays or guests satisfies it. */
export const CRITERION_LEVEL: Record<TCriterion, TLevel> = {
  NoOfPax: 'booking', NoOfPaxOnTrip: 'booking', NoOfPaxInDoubleRoom: 'stay', Date: 'stay', DepartureDay: 'stay',
  DaysBeforeTravelDate: 'stay', BookingDate: 'booking', Bookings: 'booking', Resort: 'booking', Vessel: 'booking',
  CustomerType: 'guest', Itineraries: 'booking', Agencies: 'booking', BookingSource: 'booking', Nights: 'stay',
  Customers: 'guest', Schedules: 'booking', SpecialsGroup: 'booking', Age: 'guest', PassportCountry: 'guest',
  AddressCountry: 'guest', DayInWeek: 'stay', RoomType: 'stay', LastStay: 'booking', NoOfStays: 'booking', StayRevenue: 'booking',
};

/** ISO weekday 1 (Monday) .. 7 (Sunday) of a day. */
export const weekday = (day: string): number => ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;

/** Booking facts; SpecialsGroup is a list of groups (groupsHold), not one fact. */
export function bookingFact(c: TCriterion, f: TSpecialFacts): TFact {
  switch (c) {
    case 'NoOfPax': return f.guests.length;
    case 'NoOfPaxOnTrip': return f.paxOnTrip;
    case 'BookingDate': return f.bookingDate;
    case 'Bookings': return f.history ? f.history.bookings : null;
    case 'Resort': return f.resort;
    case 'Vessel': return f.vessel;
    case 'Itineraries': return f.tour;
    case 'Agencies': return f.agency;
    case 'BookingSource': return f.source;
    case 'Schedules': return f.schedule;
    case 'LastStay': return f.history?.lastStay ? dayNumber(f.bookingDate) - dayNumber(f.history.lastStay) : null;
    case 'NoOfStays': return f.history ? f.history.noOfStays : null;
    case 'StayRevenue': return f.history ? f.history.stayRevenue : null;
    default: return null;
  }
}

export function stayFact(c: TCriterion, s: TFactStay, f: TSpecialFacts): TFact {
  switch (c) {
    case 'NoOfPaxInDoubleRoom': return s.guestIds.length;
    case 'Date': return s.checkIn;
    case 'DepartureDay': return s.checkOut;
    case 'DaysBeforeTravelDate': return dayNumber(s.checkIn) - dayNumber(f.bookingDate);
    case 'Nights': return dayNumber(s.checkOut) - dayNumber(s.checkIn);
    case 'DayInWeek': return weekday(s.checkIn);
    case 'RoomType': return s.roomTypeId;
    default: return null;
  }
}

export function guestFact(c: TCriterion, g: TFactGuest): TFact {
  switch (c) {
    case 'Age': return g.age;
    case 'Customers': return g.customer;
    case 'CustomerType': return g.customerType;
    case 'PassportCountry': return g.passportCountry;
    case 'AddressCountry': return g.addressCountry;
    default: return null;
  }
}

const norm = (v: string | number): string | number => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);
const same = (a: string | number, b: string | number) => {
  const x = norm(a);
  const y = norm(b);
  return typeof x === 'string' && typeof y === 'string' ? x.toLowerCase() === y.toLowerCase() : x === y;
};
const order = (a: string | number, b: string | number): number | null => {
  const x = norm(a);
  const y = norm(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  return null;
};

/** fact OPERATOR value. Unknown facts are false; IsIn / IsNotIn take a list (a single value is a list of one). */
export function compare(fact: TFact, op: TOperator, value: TRuleValue): boolean {
  if (fact === null) return false;
  const list = Array.isArray(value) ? value : [value];
  switch (op) {
    case 'IsIn': return list.some((v) => same(fact, v));
    case 'IsNotIn': return !list.some((v) => same(fact, v));
    case 'Equals': return list.length === 1 && same(fact, list[0]);
    default: {
      if (list.length !== 1) return false;
      const o = order(fact, list[0]);
      if (o === null) return false;
      if (op === 'GreaterThan') return o > 0;
      if (op === 'GreaterThanEquals') return o >= 0;
      if (op === 'LessThan') return o < 0;
      return o <= 0; // LessThanEquals
    }
  }
}

/** SpecialsGroup: IsNotIn holds when none of the applied groups is listed (also when none apply);
 *  every other operator when one of them satisfies it. Unknown (not given): never. */
export function groupsHold(groups: string[] | undefined, op: TOperator, value: TRuleValue): boolean {
  if (!groups) return false;
  if (op === 'IsNotIn') return groups.every((g) => compare(g, 'IsNotIn', value));
  return groups.some((g) => compare(g, op, value));
}

/** Whether one rule holds for a unit: the booking, one stay, or one guest (in its stay). */
export function ruleHolds(rule: TSpecialRule, f: TSpecialFacts, unit: { stay?: TFactStay; guest?: TFactGuest }): boolean {
  const level = CRITERION_LEVEL[rule.criteria];
  if (rule.criteria === 'SpecialsGroup') return groupsHold(f.specialsGroups, rule.operator, rule.value);
  if (level === 'booking') return compare(bookingFact(rule.criteria, f), rule.operator, rule.value);
  if (level === 'stay') {
    const stays = unit.stay ? [unit.stay] : f.stays;
    return stays.some((s) => compare(stayFact(rule.criteria, s, f), rule.operator, rule.value));
  }
  const guests = unit.guest ? [unit.guest] : f.guests.filter((g) => !unit.stay || unit.stay.guestIds.includes(g.id));
  return guests.some((g) => compare(guestFact(rule.criteria, g), rule.operator, rule.value));
}
