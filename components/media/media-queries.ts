// The media library screen's server data: the generic /api/media and /api/mediafolder lists and
// the library's own calls (upload, moveMediaToFolder; api-calls 7.15).
import { apiFetch } from '@/lib/api/client-fetch';

export type TMediaItem = { id: string; name: string; alt?: { de?: string; en?: string } | null; kind: 'image' | 'document' | 'video' | 'other'; mimeType: string | null; sizeInBytes: number | null; url: string | null; folder: string | null };
export type TMediaFolder = { id: string; name: string };

export const mediaKeys = {
  all: ['media-library'] as const,
  folders: () => [...mediaKeys.all, 'folders'] as const,
  files: (folder: string) => [...mediaKeys.all, 'files', folder] as const,
};

/** '' = every file; 'none' = files in no folder; else a folder id. */
export const fetchFiles = async (folder: string, signal?: AbortSignal) =>
  (await apiFetch<{ data: TMediaItem[] }>('/api/media', { query: { size: 500, filter: folder ? JSON.stringify({ folder: folder === 'none' ? null : folder }) : undefined }, signal })).data;
export const fetchFolders = async (signal?: AbortSignal) => (await apiFetch<{ data: TMediaFolder[] }>('/api/mediafolder', { query: { size: 0 }, signal })).data;

export async function uploadFiles(files: File[], folder: string): Promise<TMediaItem[]> {
  const out: TMediaItem[] = [];
  for (const file of files) {
    const form = new FormData();
    form.set('file', file, file.name);
    if (folder && folder !== 'none') form.set('folder', folder);
    out.push(await apiFetch<TMediaItem>('/api/media/upload', { method: 'POST', body: form }));
  }
  return out;
}

export const moveFiles = (ids: string[], folder: string | null) => apiFetch<{ moved: number }>('/api/media/moveMediaToFolder', { method: 'POST', body: { ids, folder } });

export { fileSizeText as sizeText } from '@/lib/format/file-size';
