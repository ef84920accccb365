// The generic validation rules of spec section 5 as plain functions: each returns an issue
// { key, values? } (see messages.ts) or null when the value passes. Every rule except `required`
// lets an empty value (undefined, null, '') pass, so rules combine: validate(v, [required, email]).
import { format } from 'date-fns';
import { DATE_FORMATS } from '../format/date';
import { resolveDateBound, toDay, type TDateBound, type TDateBoundOptions, type TDateLike } from './date-bounds';
import { DEFAULT_MAX_FILE_SIZE_KB, VALIDATION_KEYS as K, type TIssue, type TValidationKey } from './messages';

export type TRule<T = unknown> = (value: T) => TIssue | null;

/** "basic pattern with a 2 to 4 letter top-level domain". */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,4}$/;
/** Flight-number-like: 2 to 3 letters or digits, optional space, 1 to 5 digits. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Za-z0-9]{2,3} ?[0-9]{1,5}$/;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';
const issue = (key: TValidationKey, values?: TIssue['values']): TIssue => (values ? { key, values } : { key });

/** Filled: non-blank text, a non-empty list, any number but NaN, any boolean, any object or file. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export const required: TRule = (value) => (isFilled(value) ? null : issue(K.required));

/** A file (anything with a byte `size`) must not be larger than `maxKb` KB (default 256). */
export function maxFileSize(file: { size: number } | null | undefined, maxKb: number = DEFAULT_MAX_FILE_SIZE_KB): TIssue | null {
  if (!file) return null;
  return file.size > maxKb * 1024 ? issue(K.maxFileSize, { size: maxKb }) : null;
}

export function minLength(value: string | null | undefined, min: number): TIssue | null {
  return isEmpty(value) || value!.length >= min ? null : issue(K.minLength, { min });
}

export function maxLength(value: string | null | undefined, max: number): TIssue | null {
  return isEmpty(value) || value!.length <= max ? null : issue(K.maxLength, { max });
}

export const email: TRule<string | null | undefined> = (value) =>
  isEmpty(value) || EMAIL_PATTERN.test(value!.trim()) ? null : issue(K.email);

export const flightNumber: TRule<string | null | undefined> = (value) =>
  isEmpty(value) || FLIGHT_NUMBER_PATTERN.test(value!.trim()) ? null : issue(K.flightNumber);

/** A number, or a numeric text ('12', '1.5', German '1,5'); NaN when it is not numeric. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const t = value.trim();
  const normalized = t.includes('.') ? t : t.replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

function numeric(value: unknown, test: (n: number) => boolean, failure: TIssue): TIssue | null {
  if (isEmpty(value)) return null;
  const n = toNumber(value);
  if (!Number.isFinite(n)) return issue(K.number);
  return test(n) ? null : failure;
}

export const minValue = (value: unknown, min: number) => numeric(value, (n) => n >= min, issue(K.min, { min }));
export const maxValue = (value: unknown, max: number) => numeric(value, (n) => n <= max, issue(K.max, { max }));
export const nonZero: TRule = (value) => numeric(value, (n) => n !== 0, issue(K.nonZero));
export const integerMin0: TRule = (value) => numeric(value, (n) => Number.isInteger(n) && n >= 0, issue(K.integerMin0));

export function equals<T>(value: T, other: T): TIssue | null {
  return isEmpty(value) || Object.is(value, other) ? null : issue(K.equals);
}

export function notEquals<T>(value: T, other: T): TIssue | null {
  return isEmpty(value) || !Object.is(value, other) ? null : issue(K.notEquals);
}

function dateRule(
  value: TDateLike | null | undefined,
  bound: TDateBound,
  options: TDateBoundOptions,
  ok: (day: number, limit: number) => boolean,
  key: TValidationKey,
): TIssue | null {
  if (isEmpty(value)) return null;
  const day = toDay(value);
  if (!day) return issue(K.date);
  // An unknown bound (a named date not loaded yet) does not block the form.
  const limit = resolveDateBound(bound, options);
  if (!limit) return null;
  return ok(day.getTime(), limit.getTime()) ? null : issue(key, { date: format(limit, DATE_FORMATS.date) });
}

/** The date is on or after the bound (calendar days). */
export function minDate(value: TDateLike | null | undefined, bound: TDateBound, options: TDateBoundOptions = {}) {
  return dateRule(value, bound, options, (d, l) => d >= l, K.minDate);
}

/** The date is on or before the bound (calendar days). */
export function maxDate(value: TDateLike | null | undefined, bound: TDateBound, options: TDateBoundOptions = {}) {
  return dateRule(value, bound, options, (d, l) => d <= l, K.maxDate);
}

/** A custom predicate; `key` is the message shown when it fails (default validation.invalid). */
export function custom<T>(value: T, predicate: (value: T) => boolean, key: string = K.invalid): TIssue | null {
  return predicate(value) ? null : { key };
}

/** The first failing rule's issue, or null. */
export function validate<T>(value: T, rules: readonly TRule<T>[]): TIssue | null {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return null;
}
