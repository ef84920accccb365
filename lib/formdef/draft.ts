// The form builder's element list while it is edited (components/formdef): new elements with a
// free key, moves, and the list as it is sent (empty texts and options left out). Pure.
import { CHOICE_ELEMENTS, MEDIA_ELEMENTS, type TFormElement, type TFormElementType } from '@/lib/contract/form-elements';

/** Element types in the order the builder offers them: questions first, then what only shows. */
export const BUILDER_TYPES: readonly TFormElementType[] = [
  'Text', 'QuestionShort', 'QuestionLong', 'Date', 'Time', 'DateTime', 'Radio', 'Select', 'MultipleChoice', 'MultipleSelect',
  'Stars', 'Signature', 'Header', 'Image', 'Video', 'Download',
];

/** The media library kind an element picks from. */
export const MEDIA_KIND: Partial<Record<TFormElementType, 'image' | 'video' | 'document'>> = { Image: 'image', Video: 'video', Download: 'document' };

const KEY_BASE: Partial<Record<TFormElementType, string>> = { Header: 'section', Signature: 'signature', Image: 'image', Video: 'video', Download: 'download' };

/** A key not used yet: question1, question2, ... (section1 for headers). */
export function freeKey(type: TFormElementType, taken: readonly string[]): string {
  const base = KEY_BASE[type] ?? 'question';
  let n = 1;
  while (taken.includes(`${base}${n}`)) n++;
  return `${base}${n}`;
}

export function newElement(type: TFormElementType, taken: readonly string[]): TFormElement {
  return {
    type, key: freeKey(type, taken), label: { de: '', en: '' }, required: false,
    ...(CHOICE_ELEMENTS.includes(type) ? { options: [] } : {}),
  };
}

/** The element with another type: options and file kept only where the new type takes them. */
export function withType(el: TFormElement, type: TFormElementType): TFormElement {
  const next: TFormElement = { ...el, type };
  if (!CHOICE_ELEMENTS.includes(type)) delete next.options;
  else next.options = el.options ?? [];
  if (!MEDIA_ELEMENTS.includes(type) || MEDIA_KIND[type] !== MEDIA_KIND[el.type]) delete next.media;
  if (MEDIA_ELEMENTS.includes(type) || type === 'Header') next.required = false;
  return next;
}

/** The list with the element at `from` moved by `by` places (unchanged at the ends). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const out = [...list];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

const text = (v: { de?: string; en?: string } | undefined) => {
  const out = Object.fromEntries(Object.entries(v ?? {}).map(([k, s]) => [k, (s ?? '').trim()]).filter(([, s]) => s));
  return Object.keys(out).length ? out : undefined;
};

/** The elements as they are sent: empty labels, hints and option lines left out. */
export function cleanElements(elements: readonly TFormElement[]): TFormElement[] {
  return elements.map((el) => {
    const out: TFormElement = { type: el.type, key: el.key.trim(), required: el.required };
    const label = text(el.label);
    const help = text(el.help);
    if (label) out.label = label;
    if (help) out.help = help;
    if (el.options) out.options = el.options.map((o) => o.trim()).filter(Boolean);
    if (el.media) out.media = el.media;
    return out;
  });
}
