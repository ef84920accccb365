// The de/en buttons of the language switch: they write the language cookie (14 days) and
// re-render the server components. Labels come in as props, so the guest frame of the public pages
// uses them straight from the server, without next-intl's client runtime or the BFF client that
// the logged-in switch needs (language-switch.tsx).
'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, SUPPORTED_LANGUAGES, type TLanguage } from '@/lib/i18n/pick-language';

export type TLanguageLabels = { group: string; names: Record<TLanguage, string> };

export function setLanguageCookie(lang: TLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

const BUTTON = 'rounded px-2 py-1 text-xs font-semibold uppercase focus-visible:outline-2 focus-visible:outline-sky-600';

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
          className={`${BUTTON} ${lang === current ? 'bg-sky-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          <span className="sr-only">{labels.names[lang]}</span>
          <span aria-hidden>{lang}</span>
        </button>
      ))}
    </div>
  );
}
