// Forms a guest opens from a link (api-calls 7.12: GET/POST /api/form/{id}?token=; the routes
// /forms/{id}/{token}, /guestform/{id}/{token} and /guestform-m/{id}/{token}). The token is the
// form's own secret: it opens that one form, for reading it and for sending the answers, and
// nothing else. Shared by the upstream (validation) and the public pages (rendering, messages).
import { z } from 'zod';
import type { TFieldError } from './errors';
import { DISPLAY_ELEMENTS, ZFormElement, type TFormElement } from './form-elements';
import { ZI18nText } from './resources/define';
import { PERSON_FIELD_RULES, personRuleOf } from './person';
import { ZSignatureInput } from './signature';

export type { TFormElement } from './form-elements';
export { DISPLAY_ELEMENTS } from './form-elements';

/** A form link's token: 64 hex characters (256 bits from the database's random generator). */
export const ZFormToken = z.string().regex(/^[0-9a-f]{64}$/, 'not a form token');
export const FORM_KINDS = ['form', 'guestform'] as const;
export type TFormKind = (typeof FORM_KINDS)[number];
/** Most guest sections a multi-guest form shows (one per guest of the booking). */
export const MAX_FORM_GUESTS = 20;

const MULTI_VALUE: readonly TFormElement['type'][] = ['MultipleChoice', 'MultipleSelect'];

/** What the link's holder sees: the form, its questions and the answers so far. */
export const ZPublicForm = z.object({
  id: z.uuid(),
  kind: z.enum(FORM_KINDS),
  /** The form's title (the definition's name, or the guest's name on a guest form). */
  name: z.string(),
  description: ZI18nText.nullable(),
  /** 'multi': one section per guest, answers in data.guests[]. */
  layout: z.enum(['single', 'multi']),
  guests: z.number().int().min(1).max(MAX_FORM_GUESTS),
  status: z.string(),
  /** False once staff closed the form or copied it into the customer (synced). */
  editable: z.boolean(),
  elements: z.array(ZFormElement),
  data: z.record(z.string(), z.unknown()),
  submittedAt: z.string().nullable(),
  /** Forms: the definition's version the questions are of, and the SHA-256 of that version's
   *  content, which a signature sends back (lib/contract/signature.ts). */
  version: z.number().int().min(1).optional(),
  formHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type TPublicForm = z.infer<typeof ZPublicForm>;

/** Query of the token calls. */
export const ZTokenQuery = z.object({
  token: z.string().max(200).optional().describe('The token of the form link: opens this one form without a login (404 when it is not this form\'s)'),
  layout: z.enum(['single', 'multi']).optional().describe('Guest forms: multi shows one section per guest (/guestform-m); default from the form and the global flag multiGuestForm'),
});

/** Body of POST /api/form/{id}?token= (and /api/guestform/{id}?token=): the answers. */
export const ZFormSubmission = z.strictObject({ data: z.record(z.string(), z.unknown()) });

const TEXT_MAX: Partial<Record<TFormElement['type'], number>> = { QuestionLong: 5000 };
const ANSWER_TYPES = {
  Date: z.iso.date(),
  Time: z.iso.time({ precision: -1 }),
  DateTime: z.iso.datetime({ local: true, precision: -1 }),
  Stars: z.number().int().min(1).max(5),
} as const;

/** The schema of one answer; null for elements that take none. */
function answerSchema(el: TFormElement): z.ZodType | null {
  if (DISPLAY_ELEMENTS.includes(el.type)) return null;
  if (el.type === 'Signature') return ZSignatureInput;
  // A question keyed like a person's field (email, birthday, loggedDives...) keeps that field's rule.
  if (Object.hasOwn(PERSON_FIELD_RULES, el.key) && !MULTI_VALUE.includes(el.type) && el.type !== 'Radio' && el.type !== 'Select') return PERSON_FIELD_RULES[el.key];
  const options = el.options ?? [];
  if (MULTI_VALUE.includes(el.type)) return z.array(z.enum(options as [string, ...string[]])).max(options.length);
  if (el.type === 'Radio' || el.type === 'Select') return z.enum(options as [string, ...string[]]);
  if (Object.hasOwn(ANSWER_TYPES, el.type)) return ANSWER_TYPES[el.type as keyof typeof ANSWER_TYPES];
  return z.string().max((Object.hasOwn(TEXT_MAX, el.type) ? TEXT_MAX[el.type] : undefined) ?? 500);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Checks one set of answers against the elements: unknown keys are dropped, empty answers are
 *  left out, required ones must be there. Returns the clean answers and the failing fields. */
function checkAnswers(elements: TFormElement[], answers: Record<string, unknown>, prefix: string) {
  const clean: Record<string, unknown> = {};
  const fields: TFieldError[] = [];
  for (const el of elements) {
    const schema = answerSchema(el);
    if (!schema) continue;
    const value = answers[el.key];
    const path = `${prefix}${el.key}`;
    if (isEmpty(value)) {
      if (el.required) fields.push({ path, message: 'Required', code: 'required' });
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) clean[el.key] = parsed.data;
    else {
      const issue = parsed.error.issues[0];
      // A person rule names itself (future, email, phone, number, date) so the page can say which.
      const personal = issue && Object.hasOwn(PERSON_FIELD_RULES, el.key) ? personRuleOf(issue as never) : null;
      fields.push({ path, message: issue?.message ?? 'Invalid', code: personal ?? 'invalid' });
    }
  }
  return { clean, fields };
}

/** Validates a submission for a form's layout: single answers live in data, a multi-guest form's
 *  in data.guests[0..guests-1]. */
export function validateAnswers(form: Pick<TPublicForm, 'elements' | 'layout' | 'guests'>, data: Record<string, unknown>) {
  if (form.layout === 'single') {
    const { clean, fields } = checkAnswers(form.elements, data, 'data.');
    return { data: clean, fields };
  }
  const given = Array.isArray(data.guests) ? data.guests : [];
  const guests: Record<string, unknown>[] = [];
  const fields: TFieldError[] = [];
  if (given.length > form.guests) fields.push({ path: 'data.guests', message: `At most ${form.guests} guests`, code: 'too_big' });
  for (let i = 0; i < form.guests; i++) {
    const raw = given[i];
    const one = checkAnswers(form.elements, raw && typeof raw === 'object' && !Array.isArray(raw) ? raw as Record<string, unknown> : {}, `data.guests.${i}.`);
    guests.push(one.clean);
    fields.push(...one.fields);
  }
  return { data: { guests }, fields };
}
