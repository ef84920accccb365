// next-intl request config: locale from the language cookie (14 days), else the browser's
// language restricted to de or en, else de. No locale prefix in URLs.
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { WIDGET_LANGUAGE_HEADER } from '../security/widget-language';
import { LANGUAGE_COOKIE, requestLanguage } from './pick-language';

export { LANGUAGE_COOKIE };

export default getRequestConfig(async () => {
  const h = await headers();
  // A widget page (/widget/{slug}) speaks its widget's language, set by proxy.ts from the widget.
  const widget = h.get(WIDGET_LANGUAGE_HEADER);
  const locale = widget === 'de' || widget === 'en' ? widget : requestLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value, h.get('accept-language'));
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Berlin',
  };
});
