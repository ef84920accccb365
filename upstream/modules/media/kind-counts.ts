// GET /api/media/type: the library's kinds of file with their counts, for the library's kind
// filter (each kind then lists with GET /api/media/type/{kind}). Every kind is answered, an
// empty one with 0, so a screen can draw its tabs from this answer alone.
import { z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';

export const MEDIA_KINDS = ['image', 'document', 'video', 'other'] as const;
export const ZKindCount = z.object({ kind: z.enum(MEDIA_KINDS), count: z.number().int(), sizeInBytes: z.number().int() });

export async function kindCounts(db: Db, folder?: string): Promise<z.infer<typeof ZKindCount>[]> {
  const rows = await db.select({ kind: media.kind, count: sql<number>`count(*)::int`, size: sql<string>`coalesce(sum(${media.sizeInBytes}), 0)::text` })
    .from(media).where(folder ? eq(media.folder, folder) : undefined).groupBy(media.kind);
  return MEDIA_KINDS.map((kind) => {
    const r = rows.find((x) => x.kind === kind);
    return { kind, count: r?.count ?? 0, sizeInBytes: Number(r?.size ?? 0) };
  });
}
