// /media/list: the media library. Upload (several files at once; pictures are scaled and
// stripped of metadata on the server), a folder filter, a grid of thumbnails, and moving the
// selected files to a folder. Editing a file's name, alt text and tags is /media/{id}.
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useSnackbar } from '@/components/snackbar';
import { Button, EmptyState, ErrorState, Select, Spinner, cn } from '@/components/ui';
import { screenById } from '@/lib/resources/screens';
import { fetchFiles, fetchFolders, mediaKeys, moveFiles, sizeText, uploadFiles } from './media-queries';

/** The badge of a file without a picture: its extension (PDF, DOCX…), else its kind. */
const badge = (name: string, kind: string) => (/\.([a-z0-9]{1,5})$/i.exec(name)?.[1] ?? kind).toUpperCase();

export function MediaLibrary({ screenId, mayCreate, mayUpdate }: { screenId: string; mayCreate: boolean; mayUpdate: boolean }) {
  const editPath = screenById(screenId).editPath ?? '/media/:id';
  const t = useTranslations('media');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const { showSuccess, showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [folder, setFolder] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState('none');
  const folders = useQuery({ queryKey: mediaKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
  const files = useQuery({ queryKey: mediaKeys.files(folder), queryFn: ({ signal }) => fetchFiles(folder, signal) });
  const folderOptions = (folders.data ?? []).map((f) => ({ value: f.id, label: f.name }));

  const upload = useMutation({
    mutationFn: (list: File[]) => uploadFiles(list, folder),
    onSuccess: (done) => showSuccess(t('uploaded', { count: done.length })),
    onError: (err) => showError(err),
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
  const move = useMutation({
    mutationFn: () => moveFiles(selected, target === 'none' ? null : target),
    onSuccess: (r) => { showSuccess(t('moved', { count: r.moved })); setSelected([]); },
    onError: (err) => showError(err),
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <section className="space-y-4" aria-label={t('library')}>
      <div className="flex flex-wrap items-end gap-2">
        <h1 className="mr-auto text-2xl font-semibold">{t('library')}</h1>
        <Select className="w-full sm:w-auto sm:min-w-48" aria-label={t('folder')} value={folder} onChange={(e) => { setFolder(e.target.value); setSelected([]); }}
          options={[{ value: '', label: t('allFolders') }, { value: 'none', label: t('noFolder') }, ...folderOptions]} />
        {mayCreate && (
          <>
            <input ref={input} type="file" multiple className="sr-only" aria-label={t('chooseFiles')} data-testid="media-upload-input"
              onChange={(e) => { const list = [...(e.target.files ?? [])]; e.target.value = ''; if (list.length) upload.mutate(list); }} />
            <Button loading={upload.isPending} onClick={() => input.current?.click()}>{t('upload')}</Button>
          </>
        )}
      </div>
      {mayUpdate && selected.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-white p-2 text-sm">
          <span>{t('selected', { count: selected.length })}</span>
          <Select className="w-auto" aria-label={t('moveTo')} value={target} onChange={(e) => setTarget(e.target.value)} options={[{ value: 'none', label: t('noFolder') }, ...folderOptions]} />
          <Button size="sm" loading={move.isPending} onClick={() => move.mutate()}>{t('move')}</Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected([])}>{tc('cancel')}</Button>
        </div>
      )}
      {files.isPending ? <p role="status" className="flex items-center gap-2"><Spinner />{t('loading')}</p>
        : files.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => files.refetch()}>{tc('retry')}</Button>} />
          : files.data.length === 0 ? <EmptyState title={t('empty')} text={mayCreate ? t('emptyText') : undefined} />
            : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('files')}>
                {files.data.map((m) => (
                  <li key={m.id} className={cn('overflow-hidden rounded-lg border bg-white', selected.includes(m.id) ? 'border-sky-600 ring-2 ring-sky-600' : 'border-slate-200')}>
                    <div className="flex aspect-[4/3] items-center justify-center bg-slate-100">
                      {m.kind === 'image' && m.url
                        // eslint-disable-next-line @next/next/no-img-element -- library thumbnails come from our own data call, sized by CSS
                        ? <img src={m.url} alt={m.name} loading="lazy" className="size-full object-cover" />
                        : <span className="rounded bg-slate-600 px-2 py-1 text-sm font-semibold text-white" aria-hidden>{badge(m.name, m.kind)}</span>}
                    </div>
                    <div className="flex items-start gap-2 p-2 text-sm">
                      {mayUpdate && <input type="checkbox" className="mt-1" aria-label={t('select', { name: m.name })} checked={selected.includes(m.id)} onChange={() => toggle(m.id)} />}
                      <div className="min-w-0">
                        {mayUpdate ? <Link href={editPath.replace(':id', m.id)} className="block truncate font-medium hover:underline">{m.name}</Link> : <p className="truncate font-medium">{m.name}</p>}
                        <p className="text-xs text-slate-500">{[m.mimeType, sizeText(m.sizeInBytes)].filter(Boolean).join(' · ')}</p>
                        {m.url && m.kind !== 'image' && <a className="text-xs text-sky-800 underline" href={m.url}>{t('download')}</a>}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}
    </section>
  );
}
