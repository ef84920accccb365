// The language of the back office's screens: de, en, or a language the operator added
// (general.textLanguages, edited on /config/translations). An added language shows the operator's
// texts over the English ones; records, documents and mails keep de or en (contentLanguage:
// English for an added language). Pure: lib/i18n/request.ts hands in the added languages.
import { isLanguage, preferredOf, SUPPORTED_LANGUAGES, type TLanguage } from '../validation/language';

const CODE = /^[a-z]{2}$/;

/** The languages a user may choose: de, en and the operator's (two-letter codes only). */
export function uiLanguages(added: readonly string[]): string[] {
  return [...SUPPORTED_LANGUAGES, ...added.filter((l) => CODE.test(l) && !isLanguage(l))];
}

/** The cookie's language when it is one of them, else the browser's (Accept-Language with its
 *  q-values) among them, else de. */
export function pickUiLanguage(cookie: string | null | undefined, acceptLanguage: string | null | undefined, added: readonly string[]): string {
  const all = uiLanguages(added);
  if (cookie && all.includes(cookie)) return cookie;
  return preferredOf(acceptLanguage, all) ?? 'de';
}

/** The language records and formats are shown in for a screen language: itself for de and en,
 *  English for a language the operator added (its texts fall back to English too). */
export function contentLanguage(locale: string): TLanguage {
  return locale === 'de' ? 'de' : 'en';
}

export type TLanguageChoice = { code: string; name: string };

/** The languages the operator added, each named in the screen's language (Intl.DisplayNames). */
export function addedChoices(added: readonly string[], locale: string): TLanguageChoice[] {
  const display = new Intl.DisplayNames([locale], { type: 'language' });
  return uiLanguages(added).filter((code) => !isLanguage(code)).map((code) => ({ code, name: display.of(code) ?? code }));
}
