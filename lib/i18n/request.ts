// next-intl request config: locale from the language cookie (14 days), else the browser's
// language restricted to de or en, else de. No locale prefix in URLs.
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { isLanguage, pickLanguage } from './pick-language';

export const LANGUAGE_COOKIE = 'lang';

export default getRequestConfig(async () => {
  const fromCookie = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const locale = isLanguage(fromCookie) ? fromCookie : pickLanguage((await headers()).get('accept-language'));
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Berlin',
  };
});
