// Multi-language description: one text per language (de, en) behind tabs; a dot marks a filled
// language so a missing translation is visible without switching. An HTML text (widget 'html',
// the mail templates' body) also offers "Insert picture": a picture of the media library
// (the shared MediaPickerDialog) goes in as an <img> where the cursor stands, with the picture's
// alt text of the language being edited (else its name).
'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { MediaPickerDialog } from '@/components/media/media-picker-dialog';
import type { TMediaItem } from '@/components/media/media-queries';
import { Button, Textarea, cn } from '@/components/ui';
import { imageTag, insertAt } from './insert-picture';

export const FORM_LANGUAGES = ['de', 'en'] as const;
type TLang = (typeof FORM_LANGUAGES)[number];
type TValue = { de: string; en: string };

type TProps = { id: string; value: TValue; onChange: (value: TValue) => void; invalid?: boolean; describedBy?: string; label: string; html?: boolean };

export function I18nInput({ id, value, onChange, invalid, describedBy, label, html }: TProps) {
  const t = useTranslations('resources.form');
  const [lang, setLang] = useState<TLang>('de');
  const [picking, setPicking] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const v = value ?? { de: '', en: '' };
  const insert = (item: TMediaItem) => {
    if (!item.url) return;
    const el = area.current;
    const text = v[lang] ?? '';
    const { value: next, caret } = insertAt(text, imageTag(item.url, item.alt?.[lang] || item.name), el?.selectionStart ?? text.length, el?.selectionEnd ?? text.length);
    onChange({ ...v, [lang]: next });
    setPicking(false);
    requestAnimationFrame(() => { area.current?.focus(); area.current?.setSelectionRange(caret, caret); });
  };
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-end gap-1">
        <div role="tablist" aria-label={label} className="flex gap-1">
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
        {html && (
          <Button variant="secondary" size="sm" className="ml-auto" onClick={() => setPicking(true)}>
            {t('insertPicture', { language: t(`language.${lang}`) })}
          </Button>
        )}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${lang}`}>
        <Textarea
          ref={area}
          id={id}
          aria-label={`${label} (${t(`language.${lang}`)})`}
          invalid={invalid}
          aria-describedby={describedBy}
          value={v[lang] ?? ''}
          onChange={(e) => onChange({ ...v, [lang]: e.target.value })}
          rows={html ? 10 : 5}
          className={html ? 'font-mono text-xs' : undefined}
        />
      </div>
      {html && (
        <MediaPickerDialog open={picking} onOpenChange={setPicking} picked={[]} onChoose={insert}
          title={t('insertPictureTitle')} text={t('insertPictureText')} />
      )}
    </div>
  );
}
