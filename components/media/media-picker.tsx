// The one picture picker of the forms: a field that takes media library addresses
// (`/api/media/{id}/data?v=n`, text format `media`: pictures of resorts, vessels, rooms, room types,
// tours, products, a deck's plan) shows the chosen pictures and picks them from the library's
// pictures (GET /api/media/images) instead of a typed address. One picture or a list.
'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { Button, Dialog, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import type { TMediaItem } from './media-queries';

type TProps = {
  id?: string;
  value: string | string[] | null | undefined;
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

const sameFile = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

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
      <Dialog open={open} onOpenChange={setOpen} size="lg" title={t('title')} description={t(multiple ? 'textMany' : 'text')}
        footer={multiple ? <Button onClick={() => setOpen(false)}>{t('done')}</Button> : undefined}>
        {open && <LibraryGrid picked={picked} onChoose={choose} />}
      </Dialog>
    </div>
  );
}

function LibraryGrid({ picked, onChoose }: { picked: string[]; onChoose: (item: TMediaItem) => void }) {
  const t = useTranslations('mediaPicker');
  const images = useQuery({
    queryKey: ['media-library', 'images'],
    queryFn: ({ signal }) => apiFetch<TMediaItem[]>('/api/media/images', { signal, query: { size: 200 } }),
  });
  if (images.isLoading) return <Spinner label={t('loading')} className="p-6" />;
  if (images.isError) return <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => images.refetch()}>{t('retry')}</Button>} />;
  const list = (images.data ?? []).filter((m) => m.url);
  if (list.length === 0) return <p className="text-sm text-slate-600">{t('empty')} <Link href="/media/list" className="text-sky-800 underline">{t('toLibrary')}</Link></p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {list.map((m) => {
        const on = picked.some((p) => sameFile(p, m.url!));
        return (
          <li key={m.id}>
            <button type="button" onClick={() => onChoose(m)} aria-pressed={on}
              className={`block w-full rounded border p-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-sky-600 ${on ? 'border-sky-600 ring-2 ring-sky-600' : 'border-slate-200 hover:border-slate-400'}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a library picture on our origin */}
              <img src={m.url!} alt="" className="aspect-square w-full rounded object-cover" />
              <span className="mt-1 block truncate">{m.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
