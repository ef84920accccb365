// GET /api/events/notifications (api-calls 7.13): the signed-in user's live notifications as
// server-sent events. Every POLL_MS the sources are read (notifications.ts); an event's id is the
// cursor after it, so a browser that reconnects (EventSource sends Last-Event-ID) misses nothing
// of the last hour and is told nothing twice. A connection ends after MAX_CONNECTION_MS and the
// browser reconnects: the login is checked again, and no connection outlives its token for long.
// Unread survives a reload: the user's settings keep the newest notification they saw
// (notificationsSeenAt, saved by the bell through POST /api/users/self); a new connection starts
// there (at most UNREAD_DAYS back) and its `ready` event names it, so the bell counts what came after.
import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { NOTIFICATION_EVENT, ZNotification } from '../../../lib/contract/notifications';
import { createRouter } from '../../http/router';
import { principalOf, requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { notificationsAfter, seenCursor, seenAtOf, startCursor, type TCursor } from './notifications';

export const notificationRoutes = createRouter();
export const POLL_MS = 4_000;
const MAX_CONNECTION_MS = 10 * 60_000;
const RESUME_MS = 60 * 60_000;
const RETRY_MS = 5_000;
const UNREAD_MS = 7 * 86_400_000;

const encodeCursor = (c: TCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor a reconnecting browser sent back, at most an hour old; null when it is not one. */
function decodeCursor(v: string | undefined, now: number): TCursor | null {
  if (!v) return null;
  try {
    const raw = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as Record<string, unknown>;
    const out: TCursor = {};
    for (const [k, at] of Object.entries(raw)) {
      if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
      out[k as keyof TCursor] = new Date(Math.max(Date.parse(at), now - RESUME_MS)).toISOString();
    }
    return out;
  } catch {
    return null;
  }
}

notificationRoutes.openapi(createRoute({
  method: 'get', path: '/api/events/notifications', tags: ['Events'], middleware: [requireAnyScope('bookings.read', 'bookingpayment.read')], operationId: 'eventsNotifications',
  summary: 'Live notifications for the signed-in user as server-sent events: new public or widget bookings, payments received online or by transfer, answered guest forms',
  description: `The first event is \`ready\` with \`{ seenAt }\`: the newest notification the user saw (settings.notificationsSeenAt); a connection without Last-Event-ID starts there (at most 7 days back), so what came after it is told first and is unread. Each event is \`event: ${NOTIFICATION_EVENT}\` with one notification as JSON; a comment line keeps the connection open. Staff only (bookings.read, or bookingpayment.read for payments alone), and only what the caller may read. Send the last event's id as Last-Event-ID to resume. Without Accept: text/event-stream the answer is one round (what is new after Last-Event-ID) and ends.`,
  responses: {
    200: { content: { 'text/event-stream': { schema: ZNotification } }, description: 'The event stream' },
    ...errorResponses(401, 403),
  },
}), (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  // Connection times and the resume bound are wall-clock time, as the rows' own times are (the
  // business clock may be shifted for a demo or a test; these are not business dates).
  const resumed = decodeCursor(c.req.header('last-event-id'), Date.now());
  // A client that asks for a stream (EventSource always sends Accept: text/event-stream) keeps it;
  // any other gets one round (what is new after its Last-Event-ID) and the answer ends, so a
  // plain HTTP client or a script polling now and then is never left hanging.
  const live = (c.req.header('accept') ?? '').includes('text/event-stream');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let open = true;
    stream.onAbort(() => { open = false; });
    const seenAt = await seenAtOf(db, p.userId);
    const cursor = resumed ?? (seenAt ? seenCursor(p, seenAt, Date.now() - UNREAD_MS) : await startCursor(db, p));
    const floor = { ...cursor };
    const told = new Map<string, number>();
    const ends = Date.now() + MAX_CONNECTION_MS;
    await stream.writeSSE({ event: 'ready', data: JSON.stringify({ seenAt }), id: encodeCursor(cursor), retry: RETRY_MS });
    while (open && Date.now() < ends) {
      for (const n of await notificationsAfter(db, p, { cursor, floor, told })) {
        await stream.writeSSE({ event: NOTIFICATION_EVENT, data: JSON.stringify(n), id: encodeCursor(cursor) });
      }
      if (!live) break;
      await stream.write(': ping\n\n');
      await stream.sleep(POLL_MS);
    }
  });
});

