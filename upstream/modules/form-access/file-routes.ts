// The file answers of a guest form: POST and GET /api/guestform/{id}/files/{key}, GET
// /api/guestform/{id}/files. Like GET/POST {id}, with the link's token (?token=, no login; a wrong
// token or a switched-off link is 404) or with a session and the guest-form scopes (the form as
// the generic calls see it). Not in the catalogue, which names the limit but no call.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { hasAnyScope } from '../../../lib/access/scopes';
import type { TResourceAction } from '../../../lib/contract/resources/define';
import type { AppEnv } from '../../http/context';
import { errors } from '../../http/errors';
import { bindingOf } from '../resources/registry';
import { findVisible, storeContext } from '../resources/store';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { FILE_KEYS, keepFile, listFiles, serveFile } from './files';
import { rowByToken } from './store';

const tags = ['guestform'];
const ZFile = z.custom<File>((v) => v instanceof File, { message: 'A file is required' }).openapi({ type: 'string', format: 'binary' });
const ZQuery = z.object({ token: z.string().max(200).optional().describe('The token of the guest link: no login needed (404 when it is not this form\'s)') });
const ZKey = z.object({ id: z.uuid(), key: z.enum(FILE_KEYS as [string, ...string[]]) });
const ZFileView = z.object({ key: z.string(), name: z.string(), mimeType: z.string(), sizeInBytes: z.number().int(), createdAt: z.string() });

/** Without the link's token a login is needed, before anything else is checked (401, not 400). */
const tokenOrLogin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.query('token') === undefined && !c.get('principal')) throw errors.unauthorized();
  await next();
};

/** The form the caller may use for the action: by the link's token, else by the session's rights. */
async function formFor(c: Context<AppEnv>, id: string, token: string | undefined, action: TResourceAction): Promise<{ id: string; status: string }> {
  if (token !== undefined) {
    const row = await rowByToken(c.get('db'), 'guestform', id, token);
    return { id: row.id, status: row.status };
  }
  if (!c.get('principal')) throw errors.unauthorized();
  const ctx = storeContext(c);
  const b = bindingOf('guestform')!;
  if (!hasAnyScope(ctx.principal.scopes, b.resource.scopes[action])) throw errors.forbidden();
  const row = await findVisible(b, id, ctx, action);
  return { id: row.id, status: String(row.status) };
}

export function mountFileRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(createRoute({
    method: 'post', path: '/api/guestform/{id}/files/{key}', tags, middleware: [tokenOrLogin],
    summary: 'Send a file answer (multipart: file): a picture or PDF up to maxGuestFormFileSizeinKb; replaces the question\'s earlier file',
    description: 'The type is taken from the bytes; pictures are re-encoded without their metadata. 413 above the limit, 415 for anything but pictures and PDF, 409 when the form is final (synced).',
    request: { params: ZKey, query: ZQuery, body: { content: { 'multipart/form-data': { schema: z.object({ file: ZFile }) } }, required: true } },
    responses: {
      201: { content: { 'application/json': { schema: ZFileView } }, description: 'The kept file' },
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }), async (c) => {
    const { id, key } = c.req.valid('param');
    const form = await formFor(c, id, c.req.valid('query').token, 'update');
    if (form.status === 'synced') throw errors.conflict('FORM_CLOSED', 'The form can no longer be changed. Please contact us if something is wrong.');
    return c.json(await keepFile(c.get('db'), form.id, key, c.req.valid('form').file), 201);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/{id}/files', tags, middleware: [tokenOrLogin],
    summary: 'The files sent with the guest form (without their bytes)',
    request: { params: z.object({ id: z.uuid() }), query: ZQuery },
    responses: { ...jsonOk(z.array(ZFileView), 'The files'), ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const form = await formFor(c, c.req.valid('param').id, c.req.valid('query').token, 'read');
    return c.json(await listFiles(c.get('db'), form.id), 200);
  });

  app.openapi(createRoute({
    method: 'get', path: '/api/guestform/{id}/files/{key}', tags, middleware: [tokenOrLogin],
    summary: 'A file answer\'s bytes, always as a download (sandbox CSP, nosniff)',
    request: { params: ZKey, query: ZQuery },
    responses: { 200: { content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The file' }, ...errorResponses(400, 401, 403, 404) },
  }), async (c) => {
    const { id, key } = c.req.valid('param');
    const form = await formFor(c, id, c.req.valid('query').token, 'read');
    return serveFile(c.get('db'), form.id, key);
  });
}
