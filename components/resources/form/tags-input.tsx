// A list of short texts (textList fields: calling codes, currencies, scopes): chips with a remove
// button and an input that adds on Enter or comma.
'use client';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui';

type TProps = { id: string; value: string[]; onChange: (value: string[]) => void; invalid?: boolean; describedBy?: string };

export function TagsInput({ id, value, onChange, invalid, describedBy }: TProps) {
  const t = useTranslations('resources.form');
  const [draft, setDraft] = useState('');
  function add() {
    const parts = draft.split(',').map((s) => s.trim()).filter((s) => s !== '' && !value.includes(s));
    if (parts.length > 0) onChange([...value, ...parts]);
    setDraft('');
  }
  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) onChange(value.slice(0, -1));
  }
  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((v) => (
            <li key={v} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-2.5 pr-1 text-sm">
              {v}
              <button type="button" aria-label={t('removeTag', { tag: v })} onClick={() => onChange(value.filter((x) => x !== v))}
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900">×</button>
            </li>
          ))}
        </ul>
      )}
      <Input id={id} value={draft} invalid={invalid} aria-describedby={describedBy} placeholder={t('addTag')}
        onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} onBlur={add} />
    </div>
  );
}
