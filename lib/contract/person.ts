// The rules for a person's data, one zod schema per concept, used by the back office (customers,
// booking guests) and by every public page (the /book lead guest, the guest-form links): an e-mail
// is an e-mail, a birth date is not in the future, a phone number looks like one, a number of dives
// is a whole number. The upstream checks with these; the web side reads the same errors.
//
// "Today" is the business clock's: each side registers its clock once (upstream/clock.ts,
// lib/clock.ts) so that a moved clock (CLOCK_SHIFT_DAYS, tests) moves the bound too.
import { z } from 'zod';

let todaySource: () => string = () => new Date().toISOString().slice(0, 10);

/** Each side's clock registers itself here (the contract may not import a clock). */
export function setPersonToday(source: () => string): void {
  todaySource = source;
}

/** Today 'YYYY-MM-DD' (UTC) as the registered clock sees it. Tomorrow is allowed for a birth date
 *  so that a guest east of UTC born "today" in their time zone is not refused. */
function latestBirthday(): string {
  const d = new Date(`${todaySource()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const EMAIL_MAX = 320;
/** Why a person rule refused a value (the field error's `code`, so a page can say it in words). */
export type TPersonRule = 'email' | 'phone' | 'future' | 'date' | 'number';
const rule = (code: TPersonRule, message: string) => ({ message, params: { rule: code } });
/** The rule an issue of these schemas broke, if it is one of them. */
export function personRuleOf(issue: { code: string; params?: Record<string, unknown>; format?: string }): TPersonRule | null {
  const r = issue.params?.rule;
  if (typeof r === 'string') return r as TPersonRule;
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'email' : 'date';
  // Only the number of dives is a union (a number or text of digits).
  if (issue.code === 'invalid_union' || issue.code === 'invalid_type') return 'number';
  return null;
}

export const ZEmail = z.email('not an e-mail address').max(EMAIL_MAX);
/** Digits with the usual separators, an optional leading +, at least 3 digits. */
export const ZPhone = z.string().trim().max(50)
  .refine((v) => /^\+?[0-9 ()./-]+$/.test(v) && v.replace(/\D/g, '').length >= 3, rule('phone', 'not a phone number (at least 3 digits; spaces, + ( ) / . - allowed)'));
/** A birth date: a calendar day, not in the future, not before 1900. */
export const ZBirthday = z.iso.date('not a date (YYYY-MM-DD)')
  .refine((d) => d >= '1900-01-01', rule('date', 'a birth date is not before 1900'))
  .refine((d) => d <= latestBirthday(), rule('future', 'a birth date cannot be in the future'));
/** A day that has already happened (last dive, issue date). */
export const ZPastDay = z.iso.date('not a date (YYYY-MM-DD)').refine((d) => d <= latestBirthday(), rule('future', 'this date cannot be in the future'));
/** A number of dives: a whole number 0..100000, also given as text of digits (a form field). */
export const ZDiveCount = z.union([
  z.number(),
  z.string().trim().regex(/^\d{1,6}$/, rule('number', 'not a number of dives (a whole number)')).transform(Number),
], rule('number', 'not a number of dives (a whole number)')).pipe(z.number().int(rule('number', 'not a number of dives (a whole number)')).min(0).max(100_000));

/** Form answers keyed like a customer's field get that field's rule (guest forms and form
 *  definitions alike: an element with key `email` is an e-mail wherever it appears). */
export const PERSON_FIELD_RULES: Readonly<Record<string, z.ZodType>> = {
  email: ZEmail,
  phone: ZPhone,
  emergencyPhone: ZPhone,
  birthday: ZBirthday,
  lastDive: ZPastDay,
  loggedDives: ZDiveCount,
  dives: ZDiveCount,
  noOfDives: ZDiveCount,
};
