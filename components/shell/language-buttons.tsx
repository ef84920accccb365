// The language buttons of the logged-in switch (language-switch.tsx): de, en and the languages the
// operator added (`extra`, lib/i18n/ui-language.ts); they write the language cookie (14 days) and
// re-render the server components. Labels come in as props. The
// guest frame of the public pages draws the same buttons as a server form instead
// (guest-language-form.tsx), which works before the page's scripts have loaded.
'use client';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LANGUAGE_BUTTON } from './language-button-classes';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, SUPPORTED_LANGUAGES, type TLanguage } from '@/lib/i18n/pick-language';
import type { TLanguageChoice } from '@/lib/i18n/ui-language';

export type TLanguageLabels = { group: string; names: Record<TLanguage, string> };

export function setLanguageCookie(lang: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}


/** `onChosen` runs after the cookie is written and before the refresh (e.g. saving the choice). */
export function LanguageButtons({ current, labels, extra = [], onChosen }: { current: string; labels: TLanguageLabels; extra?: TLanguageChoice[]; onChosen?: (lang: string) => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choices: TLanguageChoice[] = [...SUPPORTED_LANGUAGES.map((code) => ({ code, name: labels.names[code] })), ...extra];
  function choose(lang: string) {
    if (lang === current) return;
    setLanguageCookie(lang);
    onChosen?.(lang);
    startTransition(() => router.refresh());
  }

  return (
    <div role="group" aria-label={labels.group} className="flex rounded-md border border-slate-300 p-0.5" aria-busy={pending || undefined}>
      {choices.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === current}
          onClick={() => choose(code)}
          className={LANGUAGE_BUTTON(code === current)}
        >
          <span className="sr-only">{name}</span>
          <span aria-hidden>{code}</span>
        </button>
      ))}
    </div>
  );
}
