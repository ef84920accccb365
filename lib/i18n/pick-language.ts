// Browser-language detection restricted to the supported languages (spec sections 5 and 9): the
// language cookie first, else the Accept-Language rule of lib/validation/language.ts (shared with
// the upstream, which may import lib/validation but not lib/i18n).
import { isLanguage, pickLanguage, type TLanguage } from '../validation/language';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, pickLanguage, type TLanguage } from '../validation/language';
/** The language cookie (14 days), written by the language switch. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 14 * 24 * 3600;

/** The cookie's language, else the browser's restricted to de or en. */
export function requestLanguage(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined): TLanguage {
  return isLanguage(cookieValue) ? cookieValue : pickLanguage(acceptLanguage);
}
