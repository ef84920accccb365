// An invoice's PDF as an HTTP answer (inline, named by its number), with the company's logo from
// the media library when one is set and is a PNG or JPEG.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { invoices, media, mediaData } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import type { TLogo } from './pdf';
import { invoicePdfOf } from './pdf-cache';
import { invoiceView } from './view';

export async function logoOf(db: Db, id: unknown): Promise<TLogo> {
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select({ data: mediaData.data, mimeType: media.mimeType }).from(media).innerJoin(mediaData, eq(mediaData.mediaId, media.id)).where(eq(media.id, id));
  return row ? { data: Buffer.from(row.data), mimeType: row.mimeType ?? '' } : null;
}

export async function invoicePdf(db: Db, row: typeof invoices.$inferSelect): Promise<Buffer> {
  return invoicePdfOf(await invoiceView(db, row), await logoOf(db, row.company.logo));
}

export async function invoicePdfResponse(c: Context<AppEnv>, db: Db, row: typeof invoices.$inferSelect, download = false): Promise<Response> {
  const pdf = await invoicePdf(db, row);
  const file = row.number.replace(/[^A-Za-z0-9._-]/g, '_');
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf', 'content-disposition': `${download ? 'attachment' : 'inline'}; filename="${file}.pdf"`,
    'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
  });
}
