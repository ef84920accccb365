// The language switch of the app shell and the account cards: the buttons (language-buttons.tsx)
// with labels from the client messages, and the languages the operator added (`extra`). A logged-in
// user's choice of de or en is also saved on their account (settings.language), quietly; an added
// language lives in the cookie only (records and mails are de or en).
'use client';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import { isLanguage } from '@/lib/i18n/pick-language';
import type { TLanguageChoice } from '@/lib/i18n/ui-language';
import { LanguageButtons } from './language-buttons';

function saveOnAccount(lang: string): void {
  if (!isLanguage(lang)) return;
  apiFetch('/api/users/self', { method: 'POST', body: { settings: { language: lang } }, noAuthRedirect: true }).catch(() => undefined);
}

export function LanguageSwitch({ current, extra, loggedIn = false }: { current: string; extra?: TLanguageChoice[]; loggedIn?: boolean }) {
  const t = useTranslations('shell');
  const labels = { group: t('language'), names: { de: t('languageName.de'), en: t('languageName.en') } };
  return <LanguageButtons current={current} labels={labels} extra={extra} onChosen={loggedIn ? saveOnAccount : undefined} />;
}
