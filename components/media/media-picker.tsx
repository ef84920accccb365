// The one picture picker of the forms: a field that takes media library addresses
// (`/api/media/{id}/data?v=n`, text format `media`: pictures of resorts, vessels, rooms, room types,
// tours, products, a deck's plan) shows the chosen pictures and picks them from the library's
// pictures (the shared MediaPickerDialog: folders, upload) instead of a typed address. One
// picture or a list.
'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui';
import { MediaPickerDialog, sameFile } from './media-picker-dialog';
import type { TMediaItem } from './media-queries';

type TProps = {
  id?: string;
  value: string | string[] | null | undefined;
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

export function MediaPicker({ id, value, onChange, multiple = false, describedBy, disabled }: TProps) {
  const t = useTranslations('mediaPicker');
  const [open, setOpen] = useState(false);
  const picked = (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);
  const remove = (url: string) => onChange(multiple ? picked.filter((p) => p !== url) : '');
  const choose = (item: TMediaItem) => {
    if (!item.url) return;
    if (!multiple) { onChange(item.url); setOpen(false); return; }
    onChange(picked.some((p) => sameFile(p, item.url!)) ? picked.filter((p) => !sameFile(p, item.url!)) : [...picked, item.url]);
  };
  return (
    <div id={id} aria-describedby={describedBy} className="space-y-2">
      {picked.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('chosen')}>
          {picked.map((url, i) => (
            <li key={url} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a library picture on our origin */}
              <img src={url} alt={t('picture', { n: i + 1 })} className="h-20 w-20 rounded border border-slate-200 object-cover" />
              {!disabled && (
                <button type="button" onClick={() => remove(url)} aria-label={t('remove', { n: i + 1 })}
                  className="absolute -top-2 -right-2 h-6 w-6 rounded-full bg-white text-sm leading-6 text-slate-700 shadow ring-1 ring-slate-300 hover:bg-red-50">×</button>
              )}
            </li>
          ))}
        </ul>
      ) : <p className="text-sm text-slate-500">{t('none')}</p>}
      {!disabled && (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>{t(multiple ? 'chooseMany' : 'choose')}</Button>
      )}
      <MediaPickerDialog open={open} onOpenChange={setOpen} picked={picked} multiple={multiple} onChoose={choose} />
    </div>
  );
}
