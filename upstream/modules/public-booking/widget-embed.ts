// The public facts of an embeddable widget that the web server needs before it renders
// /widget/{slug}: which sites may frame it (Content-Security-Policy frame-ancestors), its kind,
// language, assets, room types and look. No login; an inactive or unknown widget is a 404 (the page
// then refuses framing everywhere). The allowed origins are public anyway: they go out in every
// response header.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ZWidgetEmbed, type TWidgetEmbed } from '../../../lib/contract/widget';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { rowsOf } from '../../db/rows';

export { ZWidgetEmbed };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOR = /^#[0-9a-f]{6}$/i;

type TRow = { id: string; slug: string; kind: string; language: string; allowedOrigins: string[] | null; resort: string | null; vessel: string | null; settings: Record<string, unknown> | null };

/** An active widget by slug, or null. The settings are read defensively: a bad colour or logo is
 *  left out rather than put into the page. */
export async function activeWidget(db: Db, slug: string): Promise<TWidgetEmbed | null> {
  const res = await db.execute(sql`
    SELECT id, slug, kind, language, allowed_origins AS "allowedOrigins", resort, vessel, settings
    FROM widgets WHERE slug = ${slug} AND is_active LIMIT 1`);
  const row = rowsOf<TRow>(res)[0];
  if (!row) return null;
  const s = row.settings ?? {};
  const str = (k: string) => (typeof s[k] === 'string' ? (s[k] as string).trim() : '');
  const logo = str('logo');
  return {
    id: row.id, slug: row.slug, kind: row.kind, language: row.language === 'en' ? 'en' : 'de',
    allowedOrigins: row.allowedOrigins ?? [], resort: row.resort, vessel: row.vessel,
    color: COLOR.test(str('color')) ? str('color') : null,
    logo: /^(https:\/\/|\/api\/media\/)[^\s"'<>]{1,500}$/.test(logo) ? logo : null,
    roomTypes: str('roomTypes').split(',').map((x) => x.trim()).filter((x) => UUID.test(x)),
  };
}

export const widgetEmbedRoutes = createRouter();

widgetEmbedRoutes.openapi(createRoute({
  method: 'get', path: '/api/book/widget/{slug}', tags: ['Public booking'],
  summary: 'An active widget by its slug: kind, language, assets, look and the sites allowed to embed it',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: { ...jsonOk(ZWidgetEmbed, 'The widget'), ...errorResponses(400, 404) },
}), async (c) => {
  const w = await activeWidget(c.get('db'), c.req.valid('param').slug);
  if (!w) throw errors.notFound('Widget not found');
  return c.json(w, 200);
});
