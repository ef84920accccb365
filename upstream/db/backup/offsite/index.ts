// Off-site copies of each backup (issue 38 item 3; docs/decisions/backups.md): to every store the
// environment configures (an S3-compatible bucket, a Dropbox folder), checked by listing it back,
// and pruned there by the same BACKUP_KEEP_DAYS as on the machine. What each copy did is kept
// beside the backup (DATA_DIR/backups/<name>.copies.json) for the list and the screen.
import { upstreamEnv } from '../../../env';
import { dropboxStore } from './dropbox';
import { s3Store } from './s3';
import { madeAt, type TOffsiteStore } from './types';

export type { TOffsiteStore, TStoredBackup } from './types';
export type TCopy = { kind: TOffsiteStore['kind']; where: string; ok: boolean; error?: string; at: string; removed: string[] };

type TEnv = Pick<typeof upstreamEnv, 'BACKUP_S3_BUCKET' | 'BACKUP_S3_PREFIX' | 'BACKUP_S3_ENDPOINT' | 'BACKUP_S3_REGION' | 'BACKUP_S3_ACCESS_KEY_ID'
  | 'BACKUP_S3_SECRET_ACCESS_KEY' | 'BACKUP_DROPBOX_APP_KEY' | 'BACKUP_DROPBOX_APP_SECRET' | 'BACKUP_DROPBOX_REFRESH_TOKEN' | 'BACKUP_DROPBOX_FOLDER' | 'DROPBOX_API_URL'>;

/** The stores the environment names; a Dropbox set up by halves is an error, not silence. */
export function configuredStores(env: TEnv = upstreamEnv): TOffsiteStore[] {
  const stores: TOffsiteStore[] = [];
  if (env.BACKUP_S3_BUCKET) {
    stores.push(s3Store({
      bucket: env.BACKUP_S3_BUCKET, prefix: env.BACKUP_S3_PREFIX, endpoint: env.BACKUP_S3_ENDPOINT, region: env.BACKUP_S3_REGION,
      accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
    }));
  }
  const dropbox = [env.BACKUP_DROPBOX_APP_KEY, env.BACKUP_DROPBOX_APP_SECRET, env.BACKUP_DROPBOX_REFRESH_TOKEN];
  if (dropbox.every(Boolean)) {
    stores.push(dropboxStore({
      appKey: env.BACKUP_DROPBOX_APP_KEY!, appSecret: env.BACKUP_DROPBOX_APP_SECRET!, refreshToken: env.BACKUP_DROPBOX_REFRESH_TOKEN!,
      folder: env.BACKUP_DROPBOX_FOLDER, apiUrl: env.DROPBOX_API_URL,
    }));
  } else if (dropbox.some(Boolean)) {
    throw new Error('Dropbox backups need BACKUP_DROPBOX_APP_KEY, BACKUP_DROPBOX_APP_SECRET and BACKUP_DROPBOX_REFRESH_TOKEN together');
  }
  return stores;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** Copies one backup to each store, reads the store's list back to see it arrived whole, and
 *  removes that store's backups older than keepDays (never the new one). One store failing never
 *  stops the others; each answer says what happened. */
export async function copyOffsite(stores: TOffsiteStore[], name: string, file: Buffer, at: Date, keepDays: number): Promise<TCopy[]> {
  const limit = at.getTime() - keepDays * 86_400_000;
  return Promise.all(stores.map(async (store): Promise<TCopy> => {
    const base = { kind: store.kind, where: store.where, at: at.toISOString() };
    try {
      await store.put(name, file);
      const listed = await store.list();
      const arrived = listed.find((b) => b.name === name);
      if (!arrived || arrived.size !== file.length) return { ...base, ok: false, error: `${name} is not in ${store.where} with ${file.length} bytes after the upload`, removed: [] };
      const old = listed.filter((b) => b.name !== name && (madeAt(b.name) ?? Infinity) < limit).map((b) => b.name);
      for (const o of old) await store.remove(o);
      return { ...base, ok: true, removed: old };
    } catch (err) {
      return { ...base, ok: false, error: messageOf(err), removed: [] };
    }
  }));
}

/** The store a restore names (`s3:<name>`, `dropbox:<name>`), or null for a file path. */
export function storeOfSource(source: string, stores: TOffsiteStore[]): { store: TOffsiteStore; name: string } | null {
  const m = /^(s3|dropbox):(.+)$/.exec(source);
  if (!m) return null;
  const store = stores.find((s) => s.kind === m[1]);
  if (!store) throw new Error(`${m[1]} is not configured (see the BACKUP_${m[1] === 's3' ? 'S3' : 'DROPBOX'}_* variables)`);
  return { store, name: m[2] };
}
