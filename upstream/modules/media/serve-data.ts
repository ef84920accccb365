// GET /api/media/{id}/data: a file's bytes, never as active content on our origin. Whatever was
// uploaded (an SVG with a script, an HTML page), the answer carries a sandboxing CSP, nosniff
// and, for anything but a picture, a download disposition; the BFF passes these headers on.
// Pictures are public (public pages, widgets and mail clients show them without a login) and
// cached for a year: their address changes with their bytes (store-file.ts dataUrl). A file that
// a domain names as a person's document (a diver's certification scan: a `personal` reference) is
// not: only for a login that reads the media library or the divers, never stored by a cache.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { hasAllScopes } from '../../../lib/access/scopes';
import type { AppEnv } from '../../http/context';
import { media, mediaData } from '../../db/schema';
import { errors } from '../../http/errors';
import type { Db } from '../../db/client';
import { domainReferencesTo } from '../resources/registry';

/** Shown inline: pictures a browser renders as an image (SVG only under the CSP below). */
const INLINE = /^image\/(png|jpeg|gif|webp|avif|svg\+xml)$/;

export const DATA_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
export const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Who reads a person's documents besides the media library's readers: those of the divers. */
const DIVER_READERS = ['diveplan.read', 'diveplan.update', 'divelog.read', 'divelog.update'];

/** Does a domain name this file as a person's document (a `personal` reference to media)? */
async function isPersonalDocument(db: Db, id: string): Promise<boolean> {
  for (const ref of domainReferencesTo('media').filter((r) => r.personal)) {
    const [hit] = await db.select({ one: sql`1` }).from(ref.table).where(eq(ref.column, id)).limit(1);
    if (hit) return true;
  }
  return false;
}

export async function serveMediaData(c: Context<AppEnv>, id: string): Promise<Response> {
  const db = c.get('db');
  const [row] = await db.select({ name: media.name, mimeType: media.mimeType, kind: media.kind, data: mediaData.data })
    .from(media).innerJoin(mediaData, eq(mediaData.mediaId, media.id)).where(eq(media.id, id));
  const p = c.get('principal');
  const personal = !!row && await isPersonalDocument(db, id);
  const mayRead = !!p && (['media.read', 'media.update', ...(personal ? DIVER_READERS : [])]).some((s) => hasAllScopes(p.scopes, [s]));
  const mime = row?.mimeType ?? 'application/octet-stream';
  const isPicture = row?.kind === 'image' && INLINE.test(mime) && !personal;
  if (!row || (!isPicture && !mayRead)) {
    if (!row || p) throw errors.notFound();
    throw errors.unauthorized();
  }
  const versioned = c.req.query('v') !== undefined;
  return new Response(new Uint8Array(row.data), {
    status: 200,
    headers: {
      ...DATA_HEADERS,
      'content-type': mime,
      'content-length': String(row.data.length),
      'content-disposition': disposition(isPicture || (personal && INLINE.test(mime)) ? 'inline' : 'attachment', row.name),
      'cache-control': personal ? 'private, no-store' : isPicture ? (versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300') : 'private, max-age=3600',
      'cross-origin-resource-policy': isPicture ? 'cross-origin' : 'same-origin',
    },
  });
}
