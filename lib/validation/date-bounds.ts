// Date bounds for the minDate/maxDate rules (spec section 5: "bounds may be relative such as
// '+3 days' or a named date"). A bound is one of:
//   a Date, a calendar date 'YYYY-MM-DD', 'today' | 'tomorrow' | 'yesterday',
//   a relative offset '+3 days', '-2 weeks', '+1 month', '-1 year' (from today),
//   a named date from `named` ('arrival'), optionally with an offset ('arrival +3 days').
// Everything resolves to the start of a calendar day in local time, or null when unknown.
import { addDays, addMonths, addWeeks, addYears, isValid, parseISO, startOfDay } from 'date-fns';
import { now as clockNow } from '../clock';
import { parseCalendarDate } from '../format/date';

export type TDateLike = Date | string;
export type TDateBound = TDateLike;
export type TDateBoundOptions = { now?: Date; named?: Readonly<Record<string, TDateLike | null | undefined>> };

const RELATIVE = /^([A-Za-z_][\w-]*)?\s*(?:([+-])\s*(\d{1,5})\s*(days?|weeks?|months?|years?|[dwmy]))?$/i;

/** A date value as the start of its calendar day, or null when it is not a valid date. */
export function toDay(value: TDateLike | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return isValid(value) ? startOfDay(value) : null;
  const calendar = parseCalendarDate(value.trim());
  if (calendar) return calendar;
  const parsed = parseISO(value.trim());
  return isValid(parsed) ? startOfDay(parsed) : null;
}

function shift(base: Date, sign: string, amount: number, unit: string): Date {
  const n = sign === '-' ? -amount : amount;
  const u = unit.toLowerCase()[0];
  if (u === 'w') return addWeeks(base, n);
  if (u === 'm') return addMonths(base, n);
  if (u === 'y') return addYears(base, n);
  return addDays(base, n);
}

export function resolveDateBound(bound: TDateBound, { now = clockNow(), named = {} }: TDateBoundOptions = {}): Date | null {
  if (bound instanceof Date) return toDay(bound);
  const text = bound.trim();
  const direct = parseCalendarDate(text);
  if (direct) return direct;
  const m = RELATIVE.exec(text);
  if (!m || (!m[1] && !m[2])) return toDay(text);
  const [, name, sign, amount, unit] = m;
  const today = startOfDay(now);
  let base: Date | null;
  const key = name?.toLowerCase();
  if (!name || key === 'today') base = today;
  else if (key === 'tomorrow') base = addDays(today, 1);
  else if (key === 'yesterday') base = addDays(today, -1);
  else base = Object.hasOwn(named, name) ? toDay(named[name] ?? null) : null;
  if (!base) return null;
  return sign ? shift(base, sign, Number(amount), unit) : base;
}
