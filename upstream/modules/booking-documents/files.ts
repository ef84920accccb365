// The files kept on a booking: what an upload may be (the type from the bytes, never the
// browser's claim; only inert types), optimising pictures with the media library's pipeline,
// and serving the bytes back never as active content (docs/decisions/booking-documents.md).
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import sharp from 'sharp';
import type { TBookingDocument } from '../../../lib/contract/booking-documents';
import { UPLOAD_LIMIT_KB } from '../../../lib/contract/errors';
import type { Db } from '../../db/client';
import { bookingDocuments } from '../../db/schema';
import { errors } from '../../http/errors';
import { processFile } from '../media/process-file';
import { DATA_HEADERS, disposition } from '../media/serve-data';
import { readGeneral } from '../settings/store';

type TRow = typeof bookingDocuments.$inferSelect;
export type TStoredFile = { data: Buffer; mimeType: string; width: number | null; height: number | null };

/** What a booking accepts: pictures, PDFs, plain text and office documents. No HTML, no SVG, no
 *  scripts, no archives or unknown bytes: those are refused with 415. */
const ACCEPTED = /^(image\/(jpeg|png|webp|gif|avif|heif|tiff)|application\/pdf|text\/(plain|csv)|application\/(msword|vnd\.openxmlformats-officedocument\.[\w.]+|vnd\.oasis\.opendocument\.[\w.]+|vnd\.ms-excel))$/;
/** Shown in the browser: pictures it renders as images. Everything else is a download. */
const INLINE = /^image\/(png|jpeg|gif|webp|avif)$/;
const RAW_MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif', heif: 'image/heif', tiff: 'image/tiff' };

export const unsupportedType = (mime: string) => errors.unsupportedMedia('UNSUPPORTED_FILE_TYPE',
  `Files of type ${mime} cannot be kept on a booking. Accepted: pictures (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF), PDF, plain text, CSV and office documents.`);

/** The upload limit: the general setting maxMediaFileSizeInKb, at most UPLOAD_LIMIT_KB. */
export async function uploadLimitKb(db: Db): Promise<number> {
  return Math.min((await readGeneral(db)).maxMediaFileSizeInKb, UPLOAD_LIMIT_KB);
}

export async function acceptUpload(db: Db, file: File, optimize: boolean): Promise<TStoredFile> {
  const limit = await uploadLimitKb(db);
  if (file.size > limit * 1024) throw errors.payloadTooLarge(limit);
  if (file.size === 0) throw errors.validation([{ path: 'file', message: 'The file is empty' }]);
  const bytes = Buffer.from(await file.arrayBuffer());
  const claimed = file.type.toLowerCase().split(';')[0].trim();
  if (!optimize) {
    const meta = await sharp(bytes).metadata().catch(() => null);
    const raw = meta?.format ? RAW_MIME[meta.format] : undefined;
    if (raw) return { data: bytes, mimeType: raw, width: meta?.width ?? null, height: meta?.height ?? null };
  }
  // The media library's pipeline: pictures re-encoded without metadata, the rest sniffed.
  const f = await processFile(bytes, claimed);
  if (!ACCEPTED.test(f.mimeType)) throw unsupportedType(f.mimeType);
  if (f.mimeType.startsWith('text/') && (bytes.includes(0) || !isUtf8(bytes))) throw unsupportedType('binary data');
  return { data: f.data, mimeType: f.mimeType, width: f.width, height: f.height };
}

function isUtf8(b: Buffer): boolean {
  try { new TextDecoder('utf-8', { fatal: true }).decode(b); return true; } catch { return false; }
}

export const cleanName = (name: string) => name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim().slice(0, 200) || 'file';

export const documentView = (r: Omit<TRow, 'data'>): TBookingDocument => ({
  id: r.id, booking: r.bookingId, source: r.source, template: r.template, name: r.name, mimeType: r.mimeType, sizeInBytes: r.sizeInBytes,
  width: r.width, height: r.height, url: `/api/bookings/${r.bookingId}/documents/${r.id}`, createdAt: r.createdAt.toISOString(),
});

export async function keepDocument(db: Db, v: { bookingId: string; source: 'template' | 'upload'; template?: string; name: string; file: TStoredFile; userId: string | null }): Promise<TBookingDocument> {
  const [row] = await db.insert(bookingDocuments).values({
    bookingId: v.bookingId, source: v.source, template: v.template ?? null, name: cleanName(v.name), mimeType: v.file.mimeType,
    sizeInBytes: v.file.data.length, data: v.file.data, width: v.file.width, height: v.file.height, createdBy: v.userId,
  }).returning();
  return documentView(row);
}

/** Every column but the bytes (a list stays small). */
const { data: _bytes, ...listColumns } = getTableColumns(bookingDocuments);
void _bytes;

export async function listDocuments(db: Db, bookingId: string): Promise<TBookingDocument[]> {
  const rows = await db.select(listColumns).from(bookingDocuments).where(eq(bookingDocuments.bookingId, bookingId)).orderBy(desc(bookingDocuments.createdAt), desc(bookingDocuments.id));
  return rows.map(documentView);
}

export async function serveDocument(db: Db, bookingId: string, docId: string): Promise<Response> {
  const [row] = await db.select().from(bookingDocuments).where(and(eq(bookingDocuments.id, docId), eq(bookingDocuments.bookingId, bookingId)));
  if (!row) throw errors.notFound('Document not found');
  const inline = INLINE.test(row.mimeType);
  return new Response(new Uint8Array(row.data), {
    status: 200,
    headers: {
      ...DATA_HEADERS,
      'content-type': row.mimeType.startsWith('text/') ? `${row.mimeType}; charset=utf-8` : row.mimeType,
      'content-length': String(row.data.length),
      'content-disposition': disposition(inline ? 'inline' : 'attachment', row.name),
      'cache-control': 'private, no-store',
      'cross-origin-resource-policy': 'same-origin',
    },
  });
}

export async function deleteDocument(db: Db, bookingId: string, docId: string): Promise<void> {
  const gone = await db.delete(bookingDocuments).where(and(eq(bookingDocuments.id, docId), eq(bookingDocuments.bookingId, bookingId))).returning({ id: bookingDocuments.id });
  if (!gone.length) throw errors.notFound('Document not found');
}
