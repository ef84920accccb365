'use client';
// The file of an Image, Video or Download element: picked from the media library's files of that
// kind (GET /api/media/type/{image|video|document}), shown by name (a picture as a thumbnail).
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import type { TMediaItem } from '@/components/media/media-queries';
import { Button, Dialog, ErrorState, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';

type TKind = 'image' | 'video' | 'document';
type TProps = { id: string; kind: TKind; value: string | null; onChange: (media: string | null) => void; invalid?: boolean };

const useFiles = (kind: TKind, enabled: boolean) => useQuery({
  queryKey: ['media-library', 'type', kind],
  enabled,
  queryFn: ({ signal }) => apiFetch<TMediaItem[]>(`/api/media/type/${kind}`, { signal, query: { size: 200 } }),
});

export function MediaChoice({ id, kind, value, onChange, invalid }: TProps) {
  const t = useTranslations('formBuilder.media');
  const [open, setOpen] = useState(false);
  const files = useFiles(kind, open || !!value);
  const chosen = value ? files.data?.find((m) => m.id === value) : undefined;
  return (
    <div id={id} className="space-y-2">
      <p className="text-sm font-medium">{t(`label.${kind}`)}</p>
      <div className={`flex flex-wrap items-center gap-3 rounded-md border p-2 ${invalid ? 'border-red-600' : 'border-slate-200'}`}>
        {value ? (
          <>
            {kind === 'image' && (
              // eslint-disable-next-line @next/next/no-img-element -- a library picture on our origin
              <img src={`/api/media/${value}/data`} alt="" className="h-14 w-14 rounded object-cover" />
            )}
            <span className="text-sm">{chosen?.name ?? t('chosen')}</span>
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>{t('remove')}</Button>
          </>
        ) : <span className="text-sm text-slate-500">{t('none')}</span>}
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>{t('choose')}</Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} size="lg" title={t(`title.${kind}`)}>
        {files.isLoading ? <Spinner label={t('loading')} className="p-6" />
          : files.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => files.refetch()}>{t('retry')}</Button>} />
          : (files.data ?? []).length === 0 ? <p className="text-sm text-slate-600">{t('empty')} <Link href="/media/list" className="text-sky-800 underline">{t('toLibrary')}</Link></p>
          : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(files.data ?? []).map((m) => (
                <li key={m.id}>
                  <button type="button" aria-pressed={m.id === value} onClick={() => { onChange(m.id); setOpen(false); }}
                    className={`block w-full rounded border p-2 text-left text-xs focus-visible:outline-2 focus-visible:outline-sky-600 ${m.id === value ? 'border-sky-600 ring-2 ring-sky-600' : 'border-slate-200 hover:border-slate-400'}`}>
                    {kind === 'image' && m.url && (
                      // eslint-disable-next-line @next/next/no-img-element -- a library picture on our origin
                      <img src={m.url} alt="" className="mb-1 aspect-square w-full rounded object-cover" />
                    )}
                    <span className="block truncate">{m.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
      </Dialog>
    </div>
  );
}
