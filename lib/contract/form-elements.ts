// The elements of a form definition (spec section 3: the 15 form element types, plus Signature)
// and the rules of an element list, checked by the form builder's form and by the upstream on
// every write of a definition (docs/decisions/guest-forms.md, "The form builder").
import { z } from 'zod';
import { ZI18nText } from './resources/define';
import { FORM_ELEMENT_TYPES } from './resources/enums';

export type TFormElementType = (typeof FORM_ELEMENT_TYPES)[number];

/** Questions answered by choosing among the element's options. */
export const CHOICE_ELEMENTS: readonly TFormElementType[] = ['MultipleChoice', 'Radio', 'Select', 'MultipleSelect'];
/** Elements that show a file of the media library (their `media`). */
export const MEDIA_ELEMENTS: readonly TFormElementType[] = ['Image', 'Video', 'Download'];
/** Elements that show something and take no answer. */
export const DISPLAY_ELEMENTS: readonly TFormElementType[] = ['Header', ...MEDIA_ELEMENTS];
/** Most elements of one definition, most options of one question. */
export const MAX_ELEMENTS = 500;
export const MAX_OPTIONS = 100;

export const ZFormElement = z.strictObject({
  type: z.enum(FORM_ELEMENT_TYPES),
  /** The answer's key in the form's data: stable across versions while the question means the same. */
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'A letter, then letters, digits or _ (at most 64)'),
  label: ZI18nText.optional(),
  /** A hint under the question, per language. */
  help: ZI18nText.optional(),
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(200)).max(MAX_OPTIONS).optional(),
  /** Image, Video, Download: the media library record shown or offered. */
  media: z.uuid().optional(),
});
export type TFormElement = z.infer<typeof ZFormElement>;

/** What is wrong with an element (the form builder's message key `formBuilder.issues.<code>`). */
export type TElementIssueCode = 'keyTwice' | 'optionsNeeded' | 'optionTwice' | 'noOptions' | 'mediaNeeded' | 'noMedia' | 'notRequired';
export type TElementIssue = { path: [number, string]; code: TElementIssueCode; message: string };

/** The cross-field rules of an element list: unique keys, options exactly on choice questions
 *  (at least one, no repeats), a media record exactly on Image, Video and Download, and nothing
 *  required that takes no answer. */
export function elementListIssues(elements: readonly TFormElement[]): TElementIssue[] {
  const issues: TElementIssue[] = [];
  const add = (i: number, field: string, code: TElementIssueCode, message: string) => issues.push({ path: [i, field], code, message });
  const seen = new Set<string>();
  elements.forEach((el, i) => {
    if (seen.has(el.key)) add(i, 'key', 'keyTwice', `The key ${el.key} is used twice`);
    seen.add(el.key);
    const options = el.options ?? [];
    if (CHOICE_ELEMENTS.includes(el.type)) {
      if (options.length === 0) add(i, 'options', 'optionsNeeded', 'A choice question needs at least one option');
      if (new Set(options).size !== options.length) add(i, 'options', 'optionTwice', 'An option is listed twice');
    } else if (options.length > 0) add(i, 'options', 'noOptions', `A ${el.type} element takes no options`);
    if (MEDIA_ELEMENTS.includes(el.type) && !el.media) add(i, 'media', 'mediaNeeded', `A ${el.type} element needs a file of the media library`);
    if (!MEDIA_ELEMENTS.includes(el.type) && el.media) add(i, 'media', 'noMedia', `A ${el.type} element takes no file`);
    if (DISPLAY_ELEMENTS.includes(el.type) && el.required) add(i, 'required', 'notRequired', `A ${el.type} element takes no answer and cannot be required`);
  });
  return issues;
}

/** A definition's element list as every write checks it. */
export const ZFormElements = z.array(ZFormElement).max(MAX_ELEMENTS).superRefine((elements, ctx) => {
  for (const issue of elementListIssues(elements)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** The media records an element list shows. */
export const mediaOfElements = (elements: readonly TFormElement[]): string[] =>
  [...new Set(elements.flatMap((el) => (el.media ? [el.media] : [])))];
