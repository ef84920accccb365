// A user's secret calendar feed (issue 32 item 8): a calendar app cannot send a Bearer token, so
// a user with tours.read makes a link of their own (POST /api/calendar/feed) that serves the
// departures they may see (GET /api/tours/ics) without a login. The token is shown once and
// stored as its SHA-256 digest (calendar_feeds); one link in force per user: a new one revokes
// the old, DELETE revokes it. The link answers as its user would now: a disabled user, one who
// lost tours.read or a revoked link gets 404 (docs/decisions/secrets.md).
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { hasAllScopes } from '../../../lib/access/scopes';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { digestToken, newLinkToken } from '../../secrets/tokens';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { departuresCalendar } from './ics';

export const calendarFeedRoutes = createRouter();
const tags = ['Tours and schedules'];
const FEED_PATH = '/api/calendar/feed/';
const ZFeedState = z.object({ active: z.boolean(), createdAt: z.string().nullable(), lastUsedAt: z.string().nullable() });
const ZFeedMade = z.object({ token: z.string(), url: z.string(), createdAt: z.string() });

async function revokeAll(tx: Db, userId: string): Promise<number> {
  const rows = await tx.update(calendarFeeds).set({ revokedAt: now() })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt))).returning({ id: calendarFeeds.id });
  return rows.length;
}

calendarFeedRoutes.openapi(createRoute({
  method: 'post', path: '/api/calendar/feed', tags, middleware: [requireScopes('tours.read')], operationId: 'createCalendarFeed',
  summary: 'A secret link of the caller\'s own that a calendar app subscribes to (the departures of GET /api/tours/ics); shown once, an older link stops working',
  responses: { 201: { content: { 'application/json': { schema: ZFeedMade } }, description: 'The link (keep it: it is never shown again)' }, ...errorResponses(401, 403) },
}), async (c) => {
  const p = principalOf(c);
  const token = newLinkToken();
  const made = await c.get('db').transaction(async (tx) => {
    await revokeAll(tx, p.userId);
    const [row] = await tx.insert(calendarFeeds).values({ userId: p.userId, tokenHash: digestToken(token), createdAt: now() }).returning();
    return row;
  });
  c.header('cache-control', 'no-store');
  return c.json({ token, url: `${FEED_PATH}${token}.ics`, createdAt: made.createdAt.toISOString() }, 201);
});

calendarFeedRoutes.openapi(createRoute({
  method: 'get', path: '/api/calendar/feed', tags, middleware: [requireScopes('tours.read')], operationId: 'getCalendarFeed',
  summary: 'Whether the caller has a calendar link in force (never the link itself)',
  responses: { ...jsonOk(ZFeedState, 'The link\'s state'), ...errorResponses(401, 403) },
}), async (c) => {
  const [row] = await c.get('db').select().from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, principalOf(c).userId), isNull(calendarFeeds.revokedAt))).orderBy(desc(calendarFeeds.createdAt)).limit(1);
  return c.json({ active: !!row, createdAt: row?.createdAt.toISOString() ?? null, lastUsedAt: row?.lastUsedAt?.toISOString() ?? null }, 200);
});

calendarFeedRoutes.openapi(createRoute({
  method: 'delete', path: '/api/calendar/feed', tags, middleware: [requireScopes('tours.read')], operationId: 'revokeCalendarFeed',
  summary: 'Revoke the caller\'s calendar link: calendar apps subscribed to it get 404 from now on',
  responses: { ...jsonOk(z.object({ revoked: z.number().int() }), 'How many links were revoked'), ...errorResponses(401, 403) },
}), async (c) => c.json({ revoked: await revokeAll(c.get('db'), principalOf(c).userId) }, 200));

/** The user behind a link in force, as a principal, or null. */
async function feedPrincipal(db: Db, token: string): Promise<TPrincipal | null> {
  if (!/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
  const [row] = await db.select({
    feedId: calendarFeeds.id, userId: users.id, email: users.email, name: users.name, userType: users.userType, scopes: users.scopes,
    assets: users.assets, agencyId: users.agencyId, customerId: users.customerId, isCrmUser: users.isCrmUser,
    language: sql<string | null>`${users.settings}->>'language'`,
  }).from(calendarFeeds).innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, digestToken(token)), isNull(calendarFeeds.revokedAt), eq(users.status, 'active'))).limit(1);
  if (!row || !hasAllScopes(row.scopes, ['tours.read'])) return null;
  await db.update(calendarFeeds).set({ lastUsedAt: now() }).where(eq(calendarFeeds.id, row.feedId));
  const { feedId, ...user } = row;
  return { ...user, tokenId: `calendar-feed:${feedId}`, language: user.language ?? 'de' };
}

calendarFeedRoutes.openapi(createRoute({
  method: 'get', path: '/api/calendar/feed/{token}', tags, operationId: 'calendarFeed',
  summary: 'The departures as an iCalendar file, by a user\'s secret calendar link (no login; the link is the secret)',
  request: { params: z.object({ token: z.string().min(1).max(100) }) },
  responses: { 200: { content: { 'text/calendar': { schema: z.string() } }, description: 'iCalendar (RFC 5545)' }, ...errorResponses(404) },
}), async (c) => {
  const db = c.get('db');
  const p = await feedPrincipal(db, c.req.valid('param').token.replace(/\.ics$/, ''));
  if (!p) throw errors.notFound('Calendar link not found (revoked or never made)');
  const body = await departuresCalendar(db, p, {}, new URL(c.req.url).hostname);
  return c.body(body, 200, {
    'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer',
  });
});
