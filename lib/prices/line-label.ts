// A calculation line's text on a page: its message (pricing.lines.*) in the page's language, with
// the names of the operator's data in that language (lib/contract/line-values.ts); the fallback
// (a typed text, the key) when the message is unknown. One rule for the booking, the wizard, the
// price test and the public quote; documents use upstream/shared/pdf/texts.ts lineText.
import { localValues } from '@/lib/contract/line-values';

type TTranslate = { (key: never, values?: never): string; has: (key: never) => boolean };

export function lineLabel(t: TTranslate, locale: string, key: string | null, values: unknown, fallback: string): string {
  return key && t.has(key as never) ? t(key as never, localValues(values, locale) as never) : fallback;
}
