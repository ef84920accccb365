// /config/translations (admin): the product's texts per language, the shipped text beside the
// operator's own (settings group translations, GET /api/translation/keys), with search and the
// changed and missing ones; the list is filtered here on the server (URL: lang, q, filter, page).
import { getLocale, getTranslations } from 'next-intl/server';
import { TranslationsScreen } from '@/components/config/translations-screen';
import { ErrorState } from '@/components/ui';
import { flatMessages, textRows, type TTextsFilter } from '@/lib/config/translation-rows';
import { ZTranslationKeys } from '@/lib/contract/settings';
import { ApiError } from '@/lib/errors';
import { upstreamJson } from '@/lib/http/upstream-client';
import { requireRoute } from '@/lib/session/require-route';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('configTranslations') };
}

const SHIPPED = { de: flatMessages(de), en: flatMessages(en) };
type TSearch = Record<string, string | string[] | undefined>;

export default async function TranslationsPage({ searchParams }: { searchParams: Promise<TSearch> }) {
  const session = await requireRoute('/config/translations');
  if (!session) return null;
  const locale = await getLocale();
  let data;
  try {
    data = ZTranslationKeys.parse(await upstreamJson('/api/translation/keys', { token: session.token, lang: locale }));
  } catch (err) {
    const t = await getTranslations();
    const key = err instanceof ApiError ? err.parsed.messageKey : null;
    return <ErrorState title={t('configTexts.loadFailed')} text={key ? t(key) : t('errors.unknown')} />;
  }
  const raw = await searchParams;
  const one = (k: string) => (typeof raw[k] === 'string' ? raw[k] : '');
  const lang = data.languages.includes(one('lang')) ? one('lang') : locale;
  const q = one('q').slice(0, 200);
  // Opened plainly, the screen shows the operator's own texts (few) rather than 3,000 shipped ones.
  const asked = one('filter');
  const filter: TTextsFilter = asked === 'all' || asked === 'changed' || asked === 'missing' ? asked : q ? 'all' : 'changed';
  const page = Math.max(1, Number.parseInt(one('page'), 10) || 1);
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const languages = data.languages.map((code) => ({ code, name: names.of(code) ?? code }));
  return (
    <TranslationsScreen languages={languages} lang={lang} q={q} filter={filter} page={page}
      result={textRows({ shipped: SHIPPED, overrides: data.overrides, lang, q, filter, page })} />
  );
}
