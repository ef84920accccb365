// Files a guest answers with (GUEST_FORM_FILES: a certification card, the passport page, a signed
// medical statement). The limit is the general setting maxGuestFormFileSizeinKb (256 KB by
// default; 413 above it, and never above the upload limit); the type is taken from the bytes,
// never from the browser's claim: pictures (re-encoded without their metadata by the media
// library's pipeline) and PDF only, anything else 415. Served back as a download with a sandbox
// CSP and nosniff, never as active content (like the booking's documents).
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { GUEST_FORM_FILES } from '../../../lib/contract/guest-form-elements';
import { UPLOAD_LIMIT_KB } from '../../../lib/contract/errors';
import type { Db } from '../../db/client';
import { guestFormFiles } from '../../db/schema';
import { errors } from '../../http/errors';
import { processFile } from '../media/process-file';
import { DATA_HEADERS, disposition } from '../media/serve-data';
import { readGeneral } from '../settings/store';

const ACCEPTED = /^(image\/(jpeg|png|webp|heif|avif)|application\/pdf)$/;
export const FILE_KEYS = GUEST_FORM_FILES.map((f) => f.key);

export type TGuestFormFile = { key: string; name: string; mimeType: string; sizeInBytes: number; createdAt: string };

const unsupported = (mime: string) => errors.unsupportedMedia('UNSUPPORTED_FILE_TYPE',
  `Files of type ${mime} cannot be sent with a guest form. Accepted: pictures (JPEG, PNG, WebP, HEIF, AVIF) and PDF.`);

export async function fileLimitKb(db: Db): Promise<number> {
  return Math.min((await readGeneral(db)).maxGuestFormFileSizeinKb, UPLOAD_LIMIT_KB);
}

const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim().slice(0, 200) || 'file';
const view = (r: Omit<typeof guestFormFiles.$inferSelect, 'data'>): TGuestFormFile => ({
  key: r.key, name: r.name, mimeType: r.mimeType, sizeInBytes: r.sizeInBytes, createdAt: r.createdAt.toISOString(),
});

/** Checks and keeps a file for a question of the form; a second file for the question replaces the first. */
export async function keepFile(db: Db, formId: string, key: string, file: File): Promise<TGuestFormFile> {
  const limit = await fileLimitKb(db);
  if (file.size > limit * 1024) throw errors.payloadTooLarge(limit);
  if (file.size === 0) throw errors.validation([{ path: 'file', message: 'The file is empty' }]);
  const processed = await processFile(Buffer.from(await file.arrayBuffer()), file.type);
  if (!ACCEPTED.test(processed.mimeType)) throw unsupported(processed.mimeType);
  const values = { guestFormId: formId, key, name: cleanName(file.name), mimeType: processed.mimeType, sizeInBytes: processed.data.length, data: processed.data };
  const [row] = await db.insert(guestFormFiles).values(values)
    .onConflictDoUpdate({ target: [guestFormFiles.guestFormId, guestFormFiles.key], set: { ...values, createdAt: new Date() } }).returning();
  return view(row);
}

const { data: _bytes, ...listColumns } = getTableColumns(guestFormFiles);
void _bytes;

export async function listFiles(db: Db, formId: string): Promise<TGuestFormFile[]> {
  return (await db.select(listColumns).from(guestFormFiles).where(eq(guestFormFiles.guestFormId, formId)).orderBy(asc(guestFormFiles.key))).map(view);
}

export async function serveFile(db: Db, formId: string, key: string): Promise<Response> {
  const [row] = await db.select().from(guestFormFiles).where(and(eq(guestFormFiles.guestFormId, formId), eq(guestFormFiles.key, key)));
  if (!row) throw errors.notFound('File not found');
  return new Response(new Uint8Array(row.data), {
    status: 200,
    headers: {
      ...DATA_HEADERS, 'content-type': row.mimeType, 'content-length': String(row.data.length),
      'content-disposition': disposition('attachment', row.name), 'cache-control': 'private, no-store', 'cross-origin-resource-policy': 'same-origin',
    },
  });
}
