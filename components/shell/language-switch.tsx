// de/en switch of the app shell and the account cards: the buttons (language-buttons.tsx) with
// labels from the client messages. A logged-in user's choice is also saved on their account
// (settings.language), quietly.
'use client';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TLanguage } from '@/lib/i18n/pick-language';
import { LanguageButtons } from './language-buttons';

function saveOnAccount(lang: TLanguage): void {
  apiFetch('/api/users/self', { method: 'POST', body: { settings: { language: lang } }, noAuthRedirect: true }).catch(() => undefined);
}

export function LanguageSwitch({ current, loggedIn = false }: { current: TLanguage; loggedIn?: boolean }) {
  const t = useTranslations('shell');
  const labels = { group: t('language'), names: { de: t('languageName.de'), en: t('languageName.en') } };
  return <LanguageButtons current={current} labels={labels} onChosen={loggedIn ? saveOnAccount : undefined} />;
}
