// Customer age and child rule (spec section 4): the age is permanentAge when set, otherwise it is
// computed from the birthday on the given day; a customer is a child when the age is at most the
// configured childMaxAge. Unknown age (no permanentAge, no valid birthday) is null, never a child.
import { differenceInYears, startOfDay } from 'date-fns';
import { now } from '../clock';
import { parseCalendarDate } from './date';

export type TAgeSource = { permanentAge?: number | null; birthday?: string | Date | null };

export function customerAge(customer: TAgeSource, at: Date = now()): number | null {
  const { permanentAge, birthday } = customer;
  if (typeof permanentAge === 'number' && Number.isFinite(permanentAge) && permanentAge >= 0) return permanentAge;
  if (!birthday) return null;
  const born = typeof birthday === 'string' ? parseCalendarDate(birthday.slice(0, 10)) : birthday;
  if (!born || Number.isNaN(born.getTime())) return null;
  const age = differenceInYears(startOfDay(at), startOfDay(born));
  return age >= 0 ? age : null;
}

export function isChild(customer: TAgeSource, childMaxAge: number, at: Date = now()): boolean {
  const age = customerAge(customer, at);
  return age !== null && age <= childMaxAge;
}
