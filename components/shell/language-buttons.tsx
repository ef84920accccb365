// The de/en buttons of the logged-in language switch (language-switch.tsx): they write the
// language cookie (14 days) and re-render the server components. Labels come in as props. The
// guest frame of the public pages draws the same buttons as a server form instead
// (guest-language-form.tsx), which works before the page's scripts have loaded.
'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LANGUAGE_BUTTON } from './language-button-classes';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, SUPPORTED_LANGUAGES, type TLanguage } from '@/lib/i18n/pick-language';

export type TLanguageLabels = { group: string; names: Record<TLanguage, string> };

export function setLanguageCookie(lang: TLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}


/** `onChosen` runs after the cookie is written and before the refresh (e.g. saving the choice). */
export function LanguageButtons({ current, labels, onChosen }: { current: TLanguage; labels: TLanguageLabels; onChosen?: (lang: TLanguage) => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(lang: TLanguage) {
    if (lang === current) return;
    setLanguageCookie(lang);
    onChosen?.(lang);
    startTransition(() => router.refresh());
  }

  return (
    <div role="group" aria-label={labels.group} className="flex rounded-md border border-slate-300 p-0.5" aria-busy={pending || undefined}>
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          onClick={() => choose(lang)}
          className={LANGUAGE_BUTTON(lang === current)}
        >
          <span className="sr-only">{labels.names[lang]}</span>
          <span aria-hidden>{lang}</span>
        </button>
      ))}
    </div>
  );
}
