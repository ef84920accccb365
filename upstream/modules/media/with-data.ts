// Media records with their bytes as data: URLs (GET /api/media/{id}/getWithData and the list
// call GET /api/media/getWithData?ids=): for editors that embed pictures where an address will
// not do (a PDF layout, an offline copy). Several at once are capped by their stored size, so
// one request never loads more than an upload may hold.
import { eq, inArray, sql } from 'drizzle-orm';
import { UPLOAD_LIMIT_KB } from '../../../lib/contract/errors';
import type { Db } from '../../db/client';
import { media, mediaData } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TMediaRow } from './store-file';

export type TMediaWithData = { m: TMediaRow; data: string; width: number | null; height: number | null };

const dataUrl = (mime: string | null, bytes: Buffer | null) => bytes ? `data:${mime ?? 'application/octet-stream'};base64,${bytes.toString('base64')}` : '';

/** The records of `ids` with their data, in the order asked; 404 naming the ids not found. */
export async function mediaWithData(db: Db, ids: string[]): Promise<TMediaWithData[]> {
  const wanted = [...new Set(ids)];
  const sizes = await db.select({ id: media.id, size: sql<number>`coalesce(${media.sizeInBytes}, 0)::bigint` }).from(media).where(inArray(media.id, wanted));
  const missing = wanted.filter((id) => !sizes.some((s) => s.id === id));
  if (missing.length) throw errors.notFound(`Media not found: ${missing.join(', ')}`);
  if (sizes.reduce((sum, s) => sum + Number(s.size), 0) > UPLOAD_LIMIT_KB * 1024) throw errors.payloadTooLarge(UPLOAD_LIMIT_KB);
  const rows = await db.select({ m: media, data: mediaData.data, width: mediaData.width, height: mediaData.height })
    .from(media).leftJoin(mediaData, eq(mediaData.mediaId, media.id)).where(inArray(media.id, wanted));
  const byId = new Map(rows.map((r) => [r.m.id, { m: r.m, data: dataUrl(r.m.mimeType, r.data), width: r.width, height: r.height }]));
  return wanted.map((id) => byId.get(id)!);
}
