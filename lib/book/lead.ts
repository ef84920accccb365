// The lead-guest form of the public booking page: FormData → the create call's body parts, with
// one error key per field (shown next to the field). Validation is the contract's ZLeadGuest, the
// same schema the upstream checks with.
import { ZLeadGuest } from '../contract/booking-core';
import type { TGuest } from '../contract/booking-core';
import { GENDERS } from '../contract/resources/enums';

export const LEAD_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'gender', 'message'] as const;
export type TLeadField = (typeof LEAD_FIELDS)[number];
export type TLeadError = 'required' | 'email' | 'tooLong' | 'invalid';
export type TLead = ReturnType<typeof ZLeadGuest.parse>;
export const MESSAGE_MAX = 2000;

export type TLeadResult =
  | { ok: true; lead: TLead; message: string | undefined }
  | { ok: false; errors: Partial<Record<TLeadField, TLeadError>> };

const text = (v: FormDataEntryValue | null | undefined): string => (typeof v === 'string' ? v : '');

export function parseLeadForm(form: Pick<FormData, 'get'>): TLeadResult {
  const raw = {
    firstName: text(form.get('firstName')).trim(),
    lastName: text(form.get('lastName')).trim(),
    email: text(form.get('email')).trim(),
    phone: text(form.get('phone')).trim() || undefined,
    gender: (GENDERS as readonly string[]).includes(text(form.get('gender'))) ? text(form.get('gender')) : 'u',
  };
  const message = text(form.get('message')).trim() || undefined;
  const errors: Partial<Record<TLeadField, TLeadError>> = {};
  const parsed = ZLeadGuest.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TLeadField;
      if (errors[field]) continue;
      const value = raw[field as keyof typeof raw];
      errors[field] = value === undefined || value === '' ? 'required'
        : issue.code === 'too_big' ? 'tooLong'
          : field === 'email' ? 'email' : 'invalid';
    }
  }
  if (message && message.length > MESSAGE_MAX) errors.message = 'tooLong';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, lead: parsed.data, message };
}

/** The room's guests: the lead guest first, then unnamed guests up to the number searched for. */
export function roomGuests(lead: Pick<TLead, 'firstName' | 'lastName' | 'gender'>, count: number): TGuest[] {
  const guests: TGuest[] = [{ firstName: lead.firstName, lastName: lead.lastName, gender: lead.gender }];
  for (let i = 1; i < count; i++) guests.push({ gender: 'u' });
  return guests;
}

/** The timezone-offset header value from the browser's hidden field (minutes, e.g. '-60'). */
export function timezoneOffset(v: FormDataEntryValue | null): string | undefined {
  const s = text(v).trim();
  return /^-?\d{1,4}$/.test(s) && Math.abs(Number(s)) <= 840 ? s : undefined;
}

/** The browser-language header value: the visitor's Accept-Language, cut to the API's 50 characters. */
export function browserLanguage(acceptLanguage: string | null): string | undefined {
  const s = (acceptLanguage ?? '').trim();
  return s ? s.slice(0, 50) : undefined;
}
