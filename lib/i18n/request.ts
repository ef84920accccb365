// next-intl request config: locale from the language cookie (14 days), else the browser's
// language restricted to de or en, else de. No locale prefix in URLs.
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANGUAGE_COOKIE, requestLanguage } from './pick-language';

export { LANGUAGE_COOKIE };

export default getRequestConfig(async () => {
  const locale = requestLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value, (await headers()).get('accept-language'));
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Berlin',
  };
});
