// Backups in a Dropbox folder through Dropbox's official SDK: the app's key and secret and the
// account's refresh token (the SDK fetches short-lived access tokens itself). DROPBOX_API_URL
// sends the SDK's requests to a stand-in (tests): the SDK builds every request as for Dropbox
// (https://api.dropboxapi.com/2/..., https://content.dropboxapi.com/2/...) and only the origin is
// exchanged, through the SDK's own `fetch` option.
import { Dropbox, DropboxResponseError } from 'dropbox';
import { BACKUP_NAME_PATTERN } from './names';
import type { TOffsiteStore, TStoredBackup } from './types';

export type TDropboxConfig = { appKey: string; appSecret: string; refreshToken: string; folder: string; apiUrl?: string };

function fetchThrough(apiUrl: string | undefined): typeof fetch {
  if (!apiUrl) return fetch;
  const base = new URL(apiUrl);
  return (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    url.protocol = base.protocol;
    url.host = base.host;
    return fetch(url, init);
  };
}

/** Dropbox's error summary ("path/not_found/...") of a failed call, or null. */
const summaryOf = (err: unknown): string | null =>
  err instanceof DropboxResponseError ? String((err.error as { error_summary?: string } | undefined)?.error_summary ?? '') : null;

export function dropboxStore(cfg: TDropboxConfig): TOffsiteStore {
  const dbx = new Dropbox({ clientId: cfg.appKey, clientSecret: cfg.appSecret, refreshToken: cfg.refreshToken, fetch: fetchThrough(cfg.apiUrl) });
  const pathOf = (name: string) => `${cfg.folder}/${name}`;
  return {
    kind: 'dropbox',
    where: `Dropbox ${cfg.folder}`,
    async put(name, file) {
      await dbx.filesUpload({ path: pathOf(name), contents: file, mode: { '.tag': 'overwrite' }, mute: true });
    },
    async list() {
      const out: TStoredBackup[] = [];
      let page;
      try {
        page = await dbx.filesListFolder({ path: cfg.folder });
      } catch (err) {
        if (summaryOf(err)?.startsWith('path/not_found')) return [];
        throw err;
      }
      for (;;) {
        for (const e of page.result.entries) {
          if (e['.tag'] === 'file' && BACKUP_NAME_PATTERN.test(e.name)) out.push({ name: e.name, size: e.size, createdAt: new Date(e.server_modified).toISOString() });
        }
        if (!page.result.has_more) break;
        page = await dbx.filesListFolderContinue({ cursor: page.result.cursor });
      }
      return out.sort((a, b) => b.name.localeCompare(a.name));
    },
    async get(name) {
      try {
        const res = await dbx.filesDownload({ path: pathOf(name) });
        const blob = (res.result as unknown as { fileBinary?: Buffer }).fileBinary;
        return blob ? Buffer.from(blob) : null;
      } catch (err) {
        if (summaryOf(err)?.startsWith('path/not_found')) return null;
        throw err;
      }
    },
    async remove(name) {
      await dbx.filesDeleteV2({ path: pathOf(name) });
    },
  };
}
