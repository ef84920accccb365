// A form's stored answers as staff read them (row action "Answers" on the form and guest-form
// lists): one section per guest (one for a single form), the questions in their order under
// their headers (one group per header), each with its answer as text, or null where the guest
// gave none.
import { formatDate } from '@/lib/format';
import type { TFormElement } from '@/lib/contract/form-access';
import { isSignature } from '@/lib/contract/signature';
import { labelOf, takesAnswer } from './answers';

export type TAnswerLine = { key: string; label: string; value: string | null };
/** The questions under one header (header null: those before the first one). */
export type TAnswerGroup = { header: string | null; lines: TAnswerLine[] };
export type TAnswerSection = { guest: number | null; groups: TAnswerGroup[] };

function asText(el: TFormElement, v: unknown): string | null {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return null;
  if (Array.isArray(v)) return v.map(String).join(', ');
  if (el.type === 'Signature' && isSignature(v)) return `${v.name} · ${formatDate(v.signedAt, 'dateTime')}`;
  if (el.type === 'Stars' && typeof v === 'number') return `${'★'.repeat(v)}${'☆'.repeat(Math.max(0, 5 - v))} (${v}/5)`;
  if (el.type === 'Date' && typeof v === 'string') return formatDate(v);
  if (el.type === 'DateTime' && typeof v === 'string') return formatDate(v, 'dateTime');
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function groupsOf(elements: TFormElement[], answers: Record<string, unknown>, lang: 'de' | 'en'): TAnswerGroup[] {
  const groups: TAnswerGroup[] = [{ header: null, lines: [] }];
  for (const el of elements) {
    if (el.type === 'Header') groups.push({ header: labelOf(el, lang), lines: [] });
    else if (takesAnswer(el)) groups[groups.length - 1].lines.push({ key: el.key, label: labelOf(el, lang), value: asText(el, answers[el.key]) });
  }
  return groups.filter((g) => g.lines.length > 0);
}

/** The sections of a stored form: data.guests[] makes one per guest, anything else one. */
export function answerSections(elements: TFormElement[], data: Record<string, unknown> | null | undefined, lang: 'de' | 'en'): TAnswerSection[] {
  const stored = data ?? {};
  if (Array.isArray(stored.guests)) {
    return (stored.guests as unknown[]).map((g, i) => ({
      guest: i, groups: groupsOf(elements, g && typeof g === 'object' ? g as Record<string, unknown> : {}, lang),
    }));
  }
  return [{ guest: null, groups: groupsOf(elements, stored, lang) }];
}
