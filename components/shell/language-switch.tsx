// de/en switch: writes the language cookie (14 days) and re-renders the server components.
// A logged-in user's choice is also saved on their account (settings.language), quietly.
'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { apiFetch } from '@/lib/api/client-fetch';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, SUPPORTED_LANGUAGES, type TLanguage } from '@/lib/i18n/pick-language';
import { cn } from '@/components/ui/cn';

export function setLanguageCookie(lang: TLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function LanguageSwitch({ current, loggedIn = false }: { current: TLanguage; loggedIn?: boolean }) {
  const t = useTranslations('shell');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(lang: TLanguage) {
    if (lang === current) return;
    setLanguageCookie(lang);
    if (loggedIn) {
      apiFetch('/api/users/self', { method: 'POST', body: { settings: { language: lang } }, noAuthRedirect: true }).catch(() => undefined);
    }
    startTransition(() => router.refresh());
  }

  return (
    <div role="group" aria-label={t('language')} className="flex rounded-md border border-slate-300 p-0.5" aria-busy={pending || undefined}>
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          className={cn(
            'rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-sky-600',
            lang === current ? 'bg-sky-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <span className="sr-only">{t(`languageName.${lang}`)}</span>
          <span aria-hidden>{lang}</span>
        </button>
      ))}
    </div>
  );
}
