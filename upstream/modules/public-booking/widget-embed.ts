// The public facts of an embeddable widget that the web server needs before it renders
// /widget/{slug}: which sites may frame it (Content-Security-Policy frame-ancestors) and its
// kind and language. No login; an inactive or unknown widget is a 404 (the page then refuses
// framing everywhere). The allowed origins are public anyway: they go out in every response header.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../system/openapi-helpers';

export const ZWidgetEmbed = z.object({
  slug: z.string(),
  kind: z.string(),
  language: z.string(),
  allowedOrigins: z.array(z.string()),
});

export const widgetEmbedRoutes = createRouter();

widgetEmbedRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/widget/{slug}', tags: ['Public booking'],
  summary: 'An active widget by its slug: kind, language and the sites allowed to embed it',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: { ...jsonOk(ZWidgetEmbed, 'The widget'), ...errorResponses(400, 404) },
}), async (c) => {
  const { slug } = c.req.valid('param');
  const res = await c.get('db').execute(sql`
    SELECT slug, kind, language, allowed_origins AS "allowedOrigins" FROM widgets WHERE slug = ${slug} AND is_active LIMIT 1`);
  const row = (res as unknown as { rows: z.infer<typeof ZWidgetEmbed>[] }).rows[0];
  if (!row) throw errors.notFound('Widget not found');
  return c.json({ ...row, allowedOrigins: row.allowedOrigins ?? [] }, 200);
});
