// Multi-language description: one text per language (de, en) behind tabs; a dot marks a filled
// language so a missing translation is visible without switching.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Textarea, cn } from '@/components/ui';

export const FORM_LANGUAGES = ['de', 'en'] as const;
type TLang = (typeof FORM_LANGUAGES)[number];
type TValue = { de: string; en: string };

type TProps = { id: string; value: TValue; onChange: (value: TValue) => void; invalid?: boolean; describedBy?: string; label: string };

export function I18nInput({ id, value, onChange, invalid, describedBy, label }: TProps) {
  const t = useTranslations('resources.form');
  const [lang, setLang] = useState<TLang>('de');
  const v = value ?? { de: '', en: '' };
  return (
    <div>
      <div role="tablist" aria-label={label} className="mb-1 flex gap-1">
        {FORM_LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            id={`${id}-tab-${l}`}
            aria-selected={lang === l}
            aria-controls={`${id}-panel`}
            onClick={() => setLang(l)}
            className={cn('rounded-t px-3 py-1 text-sm', lang === l ? 'bg-sky-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200')}
          >
            {t(`language.${l}`)}
            {v[l]?.trim() && <span aria-hidden className="ml-1">•</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${lang}`}>
        <Textarea
          id={id}
          aria-label={`${label} (${t(`language.${lang}`)})`}
          invalid={invalid}
          aria-describedby={describedBy}
          value={v[lang] ?? ''}
          onChange={(e) => onChange({ ...v, [lang]: e.target.value })}
          rows={5}
        />
      </div>
    </div>
  );
}
