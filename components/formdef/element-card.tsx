'use client';
// One element in the form builder: its type, key, label and help text per language, required,
// the options of a choice question and the file of an Image, Video or Download element; buttons
// move it up or down or remove it (keyboard reachable, named with the element's position).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Checkbox, Input, Select, Textarea } from '@/components/ui';
import { CHOICE_ELEMENTS, DISPLAY_ELEMENTS, type TElementIssueCode, type TFormElement, type TFormElementType } from '@/lib/contract/form-elements';
import { BUILDER_TYPES, MEDIA_KIND, withType } from '@/lib/formdef/draft';
import { MediaChoice } from './media-choice';

type TProps = {
  el: TFormElement;
  index: number;
  count: number;
  /** Problems of this element by field (key, options, media, required). */
  issues: Partial<Record<string, TElementIssueCode | string>>;
  onChange: (el: TFormElement) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

const LANGS = ['de', 'en'] as const;

export function ElementCard({ el, index, count, issues, onChange, onMove, onRemove }: TProps) {
  const t = useTranslations('formBuilder');
  const id = `el-${index}`;
  const n = index + 1;
  const issueText = (field: string) => {
    const v = issues[field];
    if (!v) return null;
    return <p role="alert" id={`${id}-${field}-error`} className="text-sm text-red-700">{t.has(`issues.${v}`) ? t(`issues.${v}`) : v}</p>;
  };
  const [optionText, setOptionText] = useState((el.options ?? []).join('\n'));
  const setI18n = (field: 'label' | 'help', lang: 'de' | 'en', value: string) => onChange({ ...el, [field]: { ...(el[field] ?? {}), [lang]: value } });
  const mediaKind = MEDIA_KIND[el.type];

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" aria-label={t('elementN', { n, type: t(`types.${el.type}`) })}>
      <div className="flex flex-wrap items-end gap-2">
        <span className="pb-2 text-sm font-semibold text-slate-500" aria-hidden>{n}.</span>
        <div className="min-w-40 flex-1 space-y-1">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium">{t('type')}</label>
          <Select id={`${id}-type`} value={el.type} onChange={(e) => onChange(withType(el, e.target.value as TFormElementType))}
            options={BUILDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
        </div>
        <div className="min-w-32 flex-1 space-y-1">
          <label htmlFor={`${id}-key`} className="block text-sm font-medium">{t('key')}</label>
          <Input id={`${id}-key`} value={el.key} onChange={(e) => onChange({ ...el, key: e.target.value })} invalid={!!issues.key}
            aria-describedby={issues.key ? `${id}-key-error` : undefined} className="font-mono" />
        </div>
        <div className="flex gap-1">
          <Button variant="secondary" size="sm" onClick={() => onMove(-1)} disabled={index === 0} aria-label={t('moveUp', { n })}>↑</Button>
          <Button variant="secondary" size="sm" onClick={() => onMove(1)} disabled={index === count - 1} aria-label={t('moveDown', { n })}>↓</Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t('remove', { n })}>✕</Button>
        </div>
      </div>
      {issueText('key')}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {LANGS.map((lang) => (
          <div key={`label-${lang}`} className="space-y-1">
            <label htmlFor={`${id}-label-${lang}`} className="block text-sm font-medium">{t(`label.${lang}`)}</label>
            <Input id={`${id}-label-${lang}`} value={el.label?.[lang] ?? ''} onChange={(e) => setI18n('label', lang, e.target.value)} />
          </div>
        ))}
        {LANGS.map((lang) => (
          <div key={`help-${lang}`} className="space-y-1">
            <label htmlFor={`${id}-help-${lang}`} className="block text-sm font-medium">{t(`help.${lang}`)}</label>
            <Textarea id={`${id}-help-${lang}`} rows={2} value={el.help?.[lang] ?? ''} onChange={(e) => setI18n('help', lang, e.target.value)} />
          </div>
        ))}
        {CHOICE_ELEMENTS.includes(el.type) && (
          <div className="space-y-1 sm:col-span-2">
            <label htmlFor={`${id}-options`} className="block text-sm font-medium">{t('options')}</label>
            <p id={`${id}-options-hint`} className="text-xs text-slate-600">{t('optionsHint')}</p>
            <Textarea id={`${id}-options`} rows={3} value={optionText} invalid={!!issues.options}
              aria-describedby={[`${id}-options-hint`, issues.options ? `${id}-options-error` : ''].filter(Boolean).join(' ')}
              onChange={(e) => { setOptionText(e.target.value); onChange({ ...el, options: e.target.value.split('\n').map((o) => o.trim()).filter(Boolean) }); }} />
            {issueText('options')}
          </div>
        )}
        {mediaKind && (
          <div className="space-y-1 sm:col-span-2">
            <MediaChoice id={`${id}-media`} kind={mediaKind} value={el.media ?? null} onChange={(media) => onChange({ ...el, media: media ?? undefined })} invalid={!!issues.media} />
            {issueText('media')}
          </div>
        )}
        {!DISPLAY_ELEMENTS.includes(el.type) && (
          <div className="sm:col-span-2">
            <Checkbox label={t('required')} checked={el.required} onChange={(e) => onChange({ ...el, required: e.target.checked })} />
            {issueText('required')}
          </div>
        )}
      </div>
    </li>
  );
}
