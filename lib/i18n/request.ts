// next-intl request config: locale from the language cookie (14 days), else the browser's
// language among de, en and the languages the operator added, else de. No locale prefix in URLs.
// The messages are the shipped ones (English for an added language) with the operator's wording
// (/config/translations) over them (operator-texts.ts, ui-language.ts).
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { WIDGET_LANGUAGE_HEADER } from '../security/widget-language';
import { LANGUAGE_COOKIE } from './pick-language';
import { messagesWithOperatorTexts, operatorTexts } from './operator-texts';
import { pickUiLanguage } from './ui-language';
import { isLanguage } from '../validation/language';

export { LANGUAGE_COOKIE };

export default getRequestConfig(async () => {
  const h = await headers();
  // A widget page (/widget/{slug}) speaks its widget's language, set by proxy.ts from the widget.
  const widget = h.get(WIDGET_LANGUAGE_HEADER);
  const added = (await operatorTexts()).languages;
  const locale = widget === 'de' || widget === 'en' ? widget : pickUiLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value, h.get('accept-language'), added);
  const shipped = isLanguage(locale) ? locale : 'en';
  return {
    locale,
    messages: await messagesWithOperatorTexts(locale, (await import(`../../messages/${shipped}.json`)).default),
    timeZone: 'Europe/Berlin',
  };
});
