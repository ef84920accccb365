// The widget's own calls (api-calls 7.14): the tracking call of the widget page and the
// statistics. Mounted before the generic /api/widget resource (its {id} would match "t").
import { createRoute, z } from '@hono/zod-openapi';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { and, eq, sql } from 'drizzle-orm';
import { WIDGET_TRACK_ACTIONS, ZVisitId, ZWidgetStats } from '../../../lib/contract/widget';
import { dayIn, now } from '../../clock';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { limiterFor } from '../../http/rate-limits';
import { principalOf, requireScopes } from '../../http/security';
import { clientIp } from '../../http/client-ip';
import { readableCondition } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';
import { readGeneral } from '../settings/store';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { recordWidgetEvent } from './record-event';
import { widgetStats } from './widget-stats';
import { rowsOf } from '../../db/rows';

export const widgetRoutes = createRouter();
const tags = ['Widget'];

/** Tracking calls per client address and minute: a page view makes at most three. */
export const TRACK_PER_MINUTE = 60;
const TRACK_LIMIT = { keyPrefix: 'widget_track', points: TRACK_PER_MINUTE, durationSeconds: 60 };

async function isActiveWidget(db: Db, id: string): Promise<boolean> {
  const res = await db.execute(sql`SELECT 1 FROM widgets WHERE id = ${id} AND is_active LIMIT 1`);
  return rowsOf<unknown>(res).length > 0;
}

widgetRoutes.openapi(createRoute({
  method: 'post', path: '/api/widget/t/{widget}/{id}/{action}', tags,
  summary: 'Record a widget event (view, search, start) of one page view; no cookies, no personal data',
  request: { params: z.object({ widget: z.uuid(), id: ZVisitId, action: z.enum(WIDGET_TRACK_ACTIONS) }) },
  responses: { 204: { description: 'Recorded' }, ...errorResponses(400, 404, 429) },
}), async (c) => {
  const db = c.get('db');
  const limiter = await limiterFor(db, TRACK_LIMIT);
  try {
    await limiter.consume(clientIp(c) || 'unknown');
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw errors.tooMany(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
  }
  const { widget, id, action } = c.req.valid('param');
  if (!(await isActiveWidget(db, widget))) throw errors.notFound('Widget not found');
  const general = await readGeneral(db);
  await recordWidgetEvent(db, { widgetId: widget, visit: id, action, timeZone: general.timezone, now: now() });
  return c.body(null, 204);
});

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

widgetRoutes.openapi(createRoute({
  method: 'get', path: '/api/widget/{id}/stats', tags, middleware: [requireScopes('widget.read')],
  summary: 'A widget\'s views, searches, started and completed bookings, revenue and conversion per day (query from, to; default the last 30 days)',
  request: { params: z.object({ id: z.uuid() }), query: z.object({ from: z.iso.date().optional(), to: z.iso.date().optional() }) },
  responses: { ...jsonOk(ZWidgetStats, 'Statistics per day'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const q = c.req.valid('query');
  // Events are counted on the company's day (general.timezone, record-event.ts): so is "today",
  // else between midnight there and in UTC the day's events fell outside the default range.
  const to = q.to ?? dayIn((await readGeneral(db)).timezone, now());
  const from = q.from ?? shift(to, -29);
  if (from > to) throw errors.validation([{ path: 'from', message: 'must not be after to' }]);
  if (Date.parse(to) - Date.parse(from) > 366 * DAY_MS) throw errors.validation([{ path: 'from', message: 'at most 366 days' }]);
  // A caller limited to some assets sees only the widgets of those assets (as in the widget
  // list); another's widget is not found, like a row of the list it may not read.
  const binding = bindingOf('widget')!;
  const limit = readableCondition(binding, principalOf(c)) ?? sql`true`;
  const res = await db.select({ id: binding.columns.id }).from(binding.table).where(and(eq(binding.columns.id, id), limit)).limit(1);
  if (res.length === 0) throw errors.notFound('Widget not found');
  return c.json(await widgetStats(db, id, from, to), 200);
});
