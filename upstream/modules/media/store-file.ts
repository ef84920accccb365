// Stores an uploaded file: a new media record with its bytes (POST /api/media/upload), or new
// bytes for an existing record (PUT /api/media/{id}/data), in one transaction. The size limit
// is the settings' maxMediaFileSizeInKb; the record's kind, type, size and url are the server's.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, mediaData, mediaFolders } from '../../db/schema';
import { errors } from '../../http/errors';
import { readGeneral } from '../settings/store';
import { processFile } from './process-file';

export type TUpload = { file: File; folder?: string | null; name?: string | null };
export type TMediaRow = typeof media.$inferSelect;

/** The address the record's bytes are served at; the version changes with the bytes, so the
 *  answer may be cached for a year (docs/decisions/media.md). */
export const dataUrl = (id: string, version: number) => `/api/media/${id}/data?v=${version}`;

async function checkedBytes(db: Db, file: File): Promise<Buffer> {
  const { maxMediaFileSizeInKb } = await readGeneral(db);
  if (file.size > maxMediaFileSizeInKb * 1024) throw errors.payloadTooLarge(maxMediaFileSizeInKb);
  if (file.size === 0) throw errors.validation([{ path: 'file', message: 'The file is empty' }]);
  return Buffer.from(await file.arrayBuffer());
}

async function checkFolder(db: Db, folder: string | null | undefined): Promise<void> {
  if (!folder) return;
  const [row] = await db.select({ id: mediaFolders.id }).from(mediaFolders).where(eq(mediaFolders.id, folder));
  if (!row) throw errors.validation([{ path: 'folder', message: 'Unknown media folder' }]);
}

const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim().slice(0, 200) || 'file';

export async function uploadMedia(db: Db, up: TUpload): Promise<TMediaRow> {
  const bytes = await checkedBytes(db, up.file);
  await checkFolder(db, up.folder);
  const f = await processFile(bytes, up.file.type);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(media).values({
      name: cleanName(up.name || up.file.name), folder: up.folder ?? null, kind: f.kind, mimeType: f.mimeType, sizeInBytes: f.data.length,
    }).returning();
    await tx.insert(mediaData).values({ mediaId: row.id, data: f.data, width: f.width, height: f.height });
    const [done] = await tx.update(media).set({ url: dataUrl(row.id, 1) }).where(eq(media.id, row.id)).returning();
    return done;
  });
}

export async function replaceMediaData(db: Db, row: TMediaRow, file: File): Promise<TMediaRow> {
  const bytes = await checkedBytes(db, file);
  const f = await processFile(bytes, file.type);
  const version = Number(new URL(row.url ?? '/?v=1', 'http://x').searchParams.get('v') ?? 1) + 1;
  return db.transaction(async (tx) => {
    await tx.insert(mediaData).values({ mediaId: row.id, data: f.data, width: f.width, height: f.height })
      .onConflictDoUpdate({ target: mediaData.mediaId, set: { data: f.data, width: f.width, height: f.height } });
    const [done] = await tx.update(media).set({ kind: f.kind, mimeType: f.mimeType, sizeInBytes: f.data.length, url: dataUrl(row.id, version), updatedAt: new Date() })
      .where(eq(media.id, row.id)).returning();
    return done;
  });
}
