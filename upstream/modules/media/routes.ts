// The media library's calls of api-calls 7.15 next to the generic /api/media records: upload,
// new bytes for a record, the bytes themselves, pictures, files of a kind, moving to a folder and
// one record with its data. Mounted before the generic resource (its /api/media/{id} would catch
// these paths). Decisions: docs/decisions/media.md.
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { media as R } from '../../../lib/contract/resources/media';
import { media, mediaFolders } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAnyScope, requireScopes } from '../../http/security';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { serveMediaData } from './serve-data';
import { kindCounts, MEDIA_KINDS, ZKindCount } from './kind-counts';
import { replaceMediaData, uploadMedia, type TMediaRow } from './store-file';
import { mediaWithData, type TMediaWithData } from './with-data';

export const mediaRoutes = createRouter();
const tags = ['Media'];
const READ = requireAnyScope('media.read', 'media.update');
const ZId = z.object({ id: z.uuid() });
const ZItem = R.item;
const wire = (row: TMediaRow) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

const ZFile = z.custom<File>((v) => v instanceof File, { message: 'A file is required' }).openapi({ type: 'string', format: 'binary' });
const ZUpload = z.object({
  file: ZFile,
  folder: z.uuid().optional().or(z.literal('').transform(() => undefined)),
  name: z.string().trim().max(200).optional(),
});
const multipart = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'multipart/form-data': { schema } }, required: true as const } });

mediaRoutes.openapi(createRoute({
  method: 'post', path: '/api/media/upload', tags, middleware: [requireScopes('media.create')],
  summary: 'Upload a file into the library (multipart: file, optional folder and name)',
  description: 'Pictures are turned upright, scaled to at most 2560 px and stripped of metadata; the size limit is the settings\' maxMediaFileSizeInKb (413 above it).',
  request: multipart(ZUpload),
  responses: { 201: { content: { 'application/json': { schema: ZItem } }, description: 'The new media record' }, ...errorResponses(400, 401, 403) },
}), async (c) => {
  const body = c.req.valid('form');
  return c.json(wire(await uploadMedia(c.get('db'), body)), 201);
});

// New bytes for a record: PUT, and POST as the spec's "data upload" at the record's data address.
for (const method of ['put', 'post'] as const) {
  mediaRoutes.openapi(createRoute({
    method, path: '/api/media/{id}/data', tags, middleware: [requireScopes('media.update')], operationId: `mediaReplaceData${method === 'put' ? '' : 'Post'}`,
    summary: 'Replace the bytes of a media record (multipart: file); its url gets a new version',
    request: { params: ZId, ...multipart(z.object({ file: ZFile })) },
    responses: { ...jsonOk(ZItem, 'The record'), ...errorResponses(400, 401, 403, 404, 413) },
  }), async (c) => {
    const db = c.get('db');
    const [row] = await db.select().from(media).where(eq(media.id, c.req.valid('param').id));
    if (!row) throw errors.notFound();
    return c.json(wire(await replaceMediaData(db, row, c.req.valid('form').file)), 200);
  });
}

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/{id}/data', tags,
  summary: 'The file itself, with its content type; pictures without a login, other files with media.read',
  description: 'Never active content: Content-Security-Policy sandbox, nosniff, and a download disposition for anything but a picture.',
  request: { params: ZId, query: z.object({ v: z.string().max(20).optional() }) },
  responses: { 200: { content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The bytes' }, ...errorResponses(401, 404) },
}), (c) => serveMediaData(c, c.req.valid('param').id));

const ZListQuery = z.object({ folder: z.uuid().optional(), size: z.coerce.number().int().min(0).max(1000).default(200) });
async function listMedia(c: { get: (k: 'db') => import('../../db/client').Db }, where: SQL | undefined, q: z.infer<typeof ZListQuery>) {
  const conds = [where, q.folder ? eq(media.folder, q.folder) : undefined].filter(Boolean) as SQL[];
  const rows = await c.get('db').select().from(media).where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(media.createdAt), asc(media.id)).limit(q.size || 100_000);
  return rows.map(wire);
}

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/images', tags, middleware: [READ],
  summary: 'The pictures of the library (to pick one for a room, an asset, a template or a public page), newest first',
  request: { query: ZListQuery },
  responses: { ...jsonOk(z.array(ZItem), 'Picture records'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listMedia(c, eq(media.kind, 'image'), c.req.valid('query')), 200));

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/type', tags, middleware: [READ], operationId: 'mediaTypes',
  summary: 'The kinds of file of the library (every kind, also empty ones) with how many files and bytes each holds (?folder=: of one folder)',
  request: { query: z.object({ folder: z.uuid().optional() }) },
  responses: { ...jsonOk(z.array(ZKindCount), 'Per kind'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await kindCounts(c.get('db'), c.req.valid('query').folder), 200));

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/type/{kind}', tags, middleware: [READ],
  summary: 'The files of one kind (image, document, video, other), newest first',
  request: { params: z.object({ kind: z.enum(MEDIA_KINDS) }), query: ZListQuery },
  responses: { ...jsonOk(z.array(ZItem), 'Media records'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await listMedia(c, eq(media.kind, c.req.valid('param').kind), c.req.valid('query')), 200));

mediaRoutes.openapi(createRoute({
  method: 'post', path: '/api/media/moveMediaToFolder', tags, middleware: [requireScopes('media.update')],
  summary: 'Move files into a folder (null: to the top level)',
  request: jsonBody(z.strictObject({ ids: z.array(z.uuid()).min(1).max(1000), folder: z.uuid().nullable() })),
  responses: { ...jsonOk(z.object({ moved: z.number().int() }), 'How many records moved'), ...errorResponses(400, 401, 403) },
}), async (c) => {
  const { ids, folder } = c.req.valid('json');
  const db = c.get('db');
  return db.transaction(async (tx) => {
    if (folder) {
      const [f] = await tx.select({ id: mediaFolders.id }).from(mediaFolders).where(eq(mediaFolders.id, folder));
      if (!f) throw errors.validation([{ path: 'folder', message: 'Unknown media folder' }]);
    }
    const found = await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids));
    if (found.length !== new Set(ids).size) throw errors.validation([{ path: 'ids', message: 'Unknown media records' }]);
    const moved = await tx.update(media).set({ folder, updatedAt: new Date() }).where(inArray(media.id, ids)).returning({ id: media.id });
    return c.json({ moved: moved.length }, 200);
  });
});

const ZWithData = ZItem.extend({ data: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable() });
const withData = (r: TMediaWithData) => ({ ...wire(r.m), data: r.data, width: r.width, height: r.height });

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/{id}/getWithData', tags, middleware: [READ],
  summary: 'One record with its bytes as a data URL (base64) and, for pictures, their size in pixels',
  request: { params: ZId },
  responses: { ...jsonOk(ZWithData, 'The record with its data'), ...errorResponses(401, 403, 404) },
}), async (c) => {
  const [row] = await mediaWithData(c.get('db'), [c.req.valid('param').id]);
  return c.json(withData(row), 200);
});

mediaRoutes.openapi(createRoute({
  method: 'get', path: '/api/media/getWithData', tags, middleware: [READ], operationId: 'mediaGetManyWithData',
  summary: 'Several records with their bytes as data URLs, in the order asked (ids: comma list, at most 50)',
  description: 'All or nothing: an unknown id is a 404 naming it; files above 25,600 KB together are a 413 (ask for fewer).',
  request: { query: z.object({ ids: z.string().transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean)).pipe(z.array(z.uuid()).min(1).max(50)) }) },
  responses: { ...jsonOk(z.array(ZWithData), 'The records with their data'), ...errorResponses(400, 401, 403, 404, 413) },
}), async (c) => c.json((await mediaWithData(c.get('db'), c.req.valid('query').ids)).map(withData), 200));
