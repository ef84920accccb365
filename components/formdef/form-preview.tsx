'use client';
// The public page of a definition as a guest would see it (the public renderer's ElementInput),
// from the unsaved draft, in either language. Nothing is sent from here.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ElementInput } from '@/components/guest-form/element-input';
import { cn } from '@/components/ui';
import type { TFormElement } from '@/lib/contract/form-elements';
import { inputName } from '@/lib/guest-form/answers';

type TProps = { name: string; description: { de?: string; en?: string }; elements: TFormElement[] };

export function FormPreview({ name, description, elements }: TProps) {
  const t = useTranslations('formBuilder.preview');
  const [lang, setLang] = useState<'de' | 'en'>('de');
  const text = description[lang] || description[lang === 'de' ? 'en' : 'de'] || '';
  return (
    <section aria-labelledby="formdef-preview-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="formdef-preview-title" className="text-base font-semibold">{t('title')}</h2>
        <div role="group" aria-label={t('language')} className="flex gap-1">
          {(['de', 'en'] as const).map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} onClick={() => setLang(l)}
              className={cn('min-h-9 rounded px-3 text-sm', lang === l ? 'bg-sky-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200')}>
              {l.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      <article className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="formdef-preview">
        <header className="space-y-1">
          <h3 className="text-xl font-semibold">{name || t('untitled')}</h3>
          {text && <p className="whitespace-pre-line text-sm text-slate-700">{text}</p>}
        </header>
        {elements.length === 0 ? <p className="text-sm text-slate-600">{t('empty')}</p> : (
          <fieldset className="grid gap-3 sm:grid-cols-2" aria-label={t('title')}>
            {elements.map((el, i) => (
              <ElementInput key={`${el.key}-${i}`} el={el} name={`preview-${i}-${inputName(null, el.key)}`} lang={lang} value={undefined} error={undefined}
                mediaHref={(media) => `/api/media/${encodeURIComponent(media)}/data`} formHash="" />
            ))}
          </fieldset>
        )}
      </article>
    </section>
  );
}
