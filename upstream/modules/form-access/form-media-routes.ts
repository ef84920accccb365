// GET /api/form/{id}/media/{media}?token=: a file an element of the form shows, for the holder of
// the form's link (no login). Here, beside the form's other token calls, because the token is this
// module's (store.ts readByToken); the form definitions module stands below it.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { media, mediaData } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { errors } from '../../http/errors';
import { errorResponses } from '../../http/openapi-helpers';
import { DATA_HEADERS, disposition } from '../media/serve-data';
import { readByToken } from './store';

export function mountFormMediaRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    // The token opens its own form's files only: those its questions show (videos and downloads are
    // not public in the library).
    method: 'get', path: '/api/form/{id}/media/{media}', tags: ['form'],
    summary: 'A file shown by an Image, Video or Download element of the form, for the holder of the form link (no login)',
    request: { params: z.object({ id: z.uuid(), media: z.uuid() }), query: z.object({ token: z.string().max(200) }) },
    responses: {
      200: { content: { 'application/octet-stream': { schema: z.string() } }, description: 'The file' },
      ...errorResponses(400, 404),
    },
  }), async (c) => {
    const { id, media: mediaId } = c.req.valid('param');
    const db = c.get('db');
    const form = await readByToken(db, 'form', id, c.req.valid('query').token, undefined);
    if (!form.elements.some((el) => el.media === mediaId)) throw errors.notFound(`media ${mediaId} not found`);
    const [row] = await db.select({ name: media.name, mimeType: media.mimeType, kind: media.kind, data: mediaData.data })
      .from(media).innerJoin(mediaData, eq(mediaData.mediaId, media.id)).where(eq(media.id, mediaId));
    if (!row) throw errors.notFound(`media ${mediaId} not found`);
    const inline = row.kind === 'image' || row.kind === 'video';
    return new Response(new Uint8Array(row.data), {
      status: 200,
      headers: {
        ...DATA_HEADERS,
        'content-type': row.mimeType ?? 'application/octet-stream',
        'content-length': String(row.data.length),
        'content-disposition': disposition(inline ? 'inline' : 'attachment', row.name),
        'cache-control': 'private, max-age=3600',
        'referrer-policy': 'same-origin',
      },
    });
  });
}
