// The language switch of the guest frame: the same de/en buttons as the logged-in switch
// (language-buttons.tsx), drawn on the server as a form for the chooseLanguage action, so it
// works before the page's scripts have loaded and without JavaScript at all.
import { SUPPORTED_LANGUAGES, type TLanguage } from '@/lib/i18n/pick-language';
import { chooseLanguage } from './language-action';
import { LANGUAGE_BUTTON } from './language-button-classes';
import type { TLanguageLabels } from './language-buttons';

export function GuestLanguageForm({ current, labels }: { current: TLanguage; labels: TLanguageLabels }) {
  return (
    <form action={chooseLanguage} role="group" aria-label={labels.group} className="flex rounded-md border border-slate-300 p-0.5">
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button key={lang} type="submit" name="lang" value={lang} lang={lang} aria-pressed={lang === current} className={LANGUAGE_BUTTON(lang === current)}>
          <span className="sr-only">{labels.names[lang]}</span>
          <span aria-hidden>{lang}</span>
        </button>
      ))}
    </form>
  );
}
