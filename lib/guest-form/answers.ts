// The public form pages' inputs and the answers they stand for (/forms, /guestform, /guestform-m).
// Input names: `a.<key>` on a single form, `g<i>.<key>` for guest i of a multi-guest form. Pure:
// the server action reads a posted form with it, the form renders its defaults and errors with it.
import type { TFieldError } from '@/lib/contract/errors';
import { DISPLAY_ELEMENTS, type TFormElement, type TPublicForm } from '@/lib/contract/form-access';

export type TFormShape = Pick<TPublicForm, 'elements' | 'layout' | 'guests'>;
/** What an input shows: one value, or the chosen ones of a multiple choice. */
export type TInputValues = Record<string, string | string[]>;
/** The field's error: required, invalid, too many guests, or the person rule it broke (lib/contract/person.ts). */
export type TInputError = 'required' | 'invalid' | 'tooMany' | 'future' | 'email' | 'phone' | 'number' | 'date' | 'changed';
/** Codes the server names that the page explains on their own (person rules; 'changed': the form
 *  changed under a signature). */
const PERSON_ERRORS: readonly string[] = ['future', 'email', 'phone', 'number', 'date', 'changed'];

export const MULTI_CHOICE: readonly TFormElement['type'][] = ['MultipleChoice', 'MultipleSelect'];
export const takesAnswer = (el: TFormElement) => !DISPLAY_ELEMENTS.includes(el.type);

export const inputName = (guest: number | null, key: string) => (guest === null ? `a.${key}` : `g${guest}.${key}`);

/** The guest indexes of a form: [null] for a single form, 0..guests-1 for a multi-guest one. */
export const guestSlots = (form: TFormShape): (number | null)[] =>
  form.layout === 'single' ? [null] : Array.from({ length: form.guests }, (_, i) => i);

/** A signature's inputs: `<name>.name` (typed), `<name>.path` (drawn, optional), `<name>.formHash`. */
function readSignature(posted: FormData, name: string): unknown {
  const get = (k: string) => { const v = posted.get(`${name}.${k}`); return typeof v === 'string' ? v.trim() : ''; };
  if (!get('name')) return undefined;
  return { name: get('name'), formHash: get('formHash'), ...(get('path') ? { path: get('path') } : {}) };
}

function readOne(el: TFormElement, posted: FormData, name: string): unknown {
  if (el.type === 'Signature') return readSignature(posted, name);
  if (MULTI_CHOICE.includes(el.type)) return posted.getAll(name).filter((v): v is string => typeof v === 'string');
  const v = posted.get(name);
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  if (el.type === 'Stars') return /^[1-5]$/.test(v) ? Number(v) : v;
  return el.type === 'QuestionLong' ? v : v.trim();
}

/** The answers a posted form carries, shaped like the form's data (multi: { guests: [...] }). */
export function readAnswers(form: TFormShape, posted: FormData): Record<string, unknown> {
  const sets = guestSlots(form).map((g) => {
    const out: Record<string, unknown> = {};
    for (const el of form.elements.filter(takesAnswer)) {
      const v = readOne(el, posted, inputName(g, el.key));
      if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[el.key] = v;
    }
    return out;
  });
  return form.layout === 'single' ? sets[0] : { guests: sets };
}

/** The inputs' values for answers (stored ones, or the ones just sent). */
export function inputValues(form: TFormShape, data: Record<string, unknown>): TInputValues {
  const out: TInputValues = {};
  const guests = Array.isArray(data.guests) ? data.guests as Record<string, unknown>[] : [];
  for (const g of guestSlots(form)) {
    const set = g === null ? data : guests[g] ?? {};
    for (const el of form.elements.filter(takesAnswer)) {
      const v = set[el.key];
      if (v === undefined || v === null) continue;
      // A signature shows its signer's name again (the drawing is given anew with each sending).
      if (el.type === 'Signature') { if (typeof (v as { name?: unknown }).name === 'string') out[inputName(g, el.key)] = (v as { name: string }).name; continue; }
      out[inputName(g, el.key)] = Array.isArray(v) ? v.map(String) : String(v);
    }
  }
  return out;
}

/** The upstream's failing fields (data.<key>, data.guests.<i>.<key>, data.guests) by input name. */
export function inputErrors(fields: TFieldError[]): Record<string, TInputError> {
  const out: Record<string, TInputError> = {};
  for (const f of fields) {
    const kind: TInputError = f.code === 'required' ? 'required' : f.code && PERSON_ERRORS.includes(f.code) ? f.code as TInputError : 'invalid';
    const multi = /^data\.guests\.(\d+)\.([A-Za-z][A-Za-z0-9_]*)$/.exec(f.path);
    if (multi) out[inputName(Number(multi[1]), multi[2])] = kind;
    else if (f.path === 'data.guests') out.guests = 'tooMany';
    else if (f.path.startsWith('data.')) out[inputName(null, f.path.slice('data.'.length))] = kind;
  }
  return out;
}

/** An element's label in the page's language (the other language when it has none). */
export const labelOf = (el: { label?: { de?: string; en?: string } | null; key: string }, lang: 'de' | 'en') =>
  el.label?.[lang] || el.label?.[lang === 'de' ? 'en' : 'de'] || el.key;
