// The one dialog that picks pictures from the media library, shared by every place that takes a
// picture: the picture fields of the forms (MediaPicker), the mail template editor (insert a
// picture into the HTML) and the widget's logo. A folder filter over the library's folders
// (GET /api/mediafolder), the pictures of the folder (GET /api/media/images?folder=) and an
// upload into the folder shown (POST /api/media/upload): a new picture is chosen at once. The
// upload is offered only to users holding media.create (the upload's scope).
'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useMayScope } from '@/components/session/session-scopes';
import { useSnackbar } from '@/components/snackbar';
import { Button, Dialog, ErrorState, Select, Spinner } from '@/components/ui';
import { apiFetch } from '@/lib/api/client-fetch';
import { fetchFolders, mediaKeys, uploadFiles, type TMediaItem } from './media-queries';

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Addresses already chosen (marked in the grid). */
  picked: readonly string[];
  multiple?: boolean;
  onChoose: (item: TMediaItem) => void;
  /** Dialog texts: a title and an intro of the caller's, else the picker's. */
  title?: string;
  text?: string;
};

/** Two addresses of one file (versions aside). */
export const sameFile = (a: string, b: string) => a.split('?')[0] === b.split('?')[0];

export function MediaPickerDialog({ open, onOpenChange, picked, multiple = false, onChoose, title, text }: TProps) {
  const t = useTranslations('mediaPicker');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={title ?? t('title')} description={text ?? t(multiple ? 'textMany' : 'text')}
      footer={multiple ? <Button onClick={() => onOpenChange(false)}>{t('done')}</Button> : undefined}>
      {open && <LibraryGrid picked={picked} onChoose={onChoose} />}
    </Dialog>
  );
}

function LibraryGrid({ picked, onChoose }: { picked: readonly string[]; onChoose: (item: TMediaItem) => void }) {
  const t = useTranslations('mediaPicker');
  const qc = useQueryClient();
  const { showError } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const mayUpload = useMayScope('media.create');
  const [folder, setFolder] = useState('');
  const folders = useQuery({ queryKey: mediaKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
  const images = useQuery({
    queryKey: [...mediaKeys.all, 'images', folder],
    queryFn: ({ signal }) => apiFetch<TMediaItem[]>('/api/media/images', { signal, query: { size: 200, folder: folder || undefined } }),
  });
  const upload = useMutation({
    meta: { silent: true },
    mutationFn: (file: File) => uploadFiles([file], folder),
    onSuccess: ([item]) => { if (item?.kind === 'image') onChoose(item); },
    onError: (err) => showError(err),
    onSettled: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
  const list = (images.data ?? []).filter((m) => m.url);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <Select className="w-full sm:w-auto sm:min-w-48" aria-label={t('folder')} value={folder} onChange={(e) => setFolder(e.target.value)}
          options={[{ value: '', label: t('allFolders') }, ...(folders.data ?? []).map((f) => ({ value: f.id, label: f.name }))]} />
        {mayUpload && (
          <>
            <input ref={input} type="file" accept="image/*" className="sr-only" aria-label={t('uploadFile')} data-testid="media-picker-upload"
              onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) upload.mutate(file); }} />
            <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>{t('upload')}</Button>
          </>
        )}
      </div>
      {images.isLoading ? <Spinner label={t('loading')} className="p-6" />
        : images.isError ? <ErrorState title={t('loadFailed')} action={<Button variant="secondary" onClick={() => images.refetch()}>{t('retry')}</Button>} />
          : list.length === 0 ? <p className="text-sm text-slate-600">{t(folder ? 'emptyFolder' : 'empty')} <Link href="/media/list" className="text-sky-800 underline">{t('toLibrary')}</Link></p>
            : (
              <ul className="grid max-h-[60vh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-5" aria-label={t('pictures')}>
                {list.map((m) => {
                  const on = picked.some((p) => sameFile(p, m.url!));
                  return (
                    <li key={m.id}>
                      <button type="button" onClick={() => onChoose(m)} aria-pressed={on}
                        className={`block w-full rounded border p-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-sky-600 ${on ? 'border-sky-600 ring-2 ring-sky-600' : 'border-slate-200 hover:border-slate-400'}`}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- a library picture on our origin */}
                        <img src={m.url!} alt="" loading="lazy" className="aspect-square w-full rounded object-cover" />
                        <span className="mt-1 block truncate">{m.name}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
    </div>
  );
}
