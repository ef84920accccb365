// Booking core calls of api-calls 7.4: create with rooms (Idempotency-Key), the detail, the
// state actions, add/remove room, history. Mounted BEFORE the generic /api/bookings resource
// so that POST /api/bookings creates through the occupancy.
import { createRoute, z } from '@hono/zod-openapi';
import diff from 'microdiff';
import { ZBookingCreate, ZBookingDetail, ZCancellation, ZCancellationPreview, ZHistoryEntry, ZRoomAdd } from '../../../lib/contract/booking-core';
import { now } from '../../clock';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { loadBooking } from './access';
import { applyAction, previewCancellation } from './actions';
import { createBooking } from './create';
import { copyBooking, deleteBooking } from './delete-copy';
import { bookingDetail, listVersions, versionSnapshot } from './detail';
import { reserveKey, storeAnswer } from './idempotency';
import { addRoomToBooking, removeRoomFromBooking } from './rooms/room-list';
import type { TBookingAction } from './transitions';

export const bookingRoutes = createRouter();
const tags = ['Bookings'];
const ZId = z.object({ id: z.uuid() });
const detailOk = jsonOk(ZBookingDetail, 'The booking with its rooms and the actions it allows');

bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings', tags, middleware: [requireAuth()],
  summary: 'Create a booking with its rooms (repeat-safe with an Idempotency-Key header)',
  request: { ...jsonBody(ZBookingCreate), headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }) },
  responses: { 201: { content: { 'application/json': { schema: ZBookingDetail } }, description: 'Created' }, ...errorResponses(400, 401, 403, 404, 409, 422) },
}), async (c) => {
  const p = principalOf(c);
  const key = c.req.valid('header')['idempotency-key'];
  const input = c.req.valid('json');
  const answer = await c.get('db').transaction(async (tx) => {
    if (key) {
      const stored = await reserveKey(tx, { userId: p.userId, key, route: 'POST /api/bookings', body: input });
      if (stored) return stored;
    }
    const detail = await createBooking(tx, p, input, now());
    const fresh = { status: 201, body: detail };
    if (key) await storeAnswer(tx, p.userId, key, fresh);
    return fresh;
  });
  return c.json(answer.body as z.infer<typeof ZBookingDetail>, 201);
});

bookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/detail', tags, middleware: [requireAuth()],
  summary: 'The booking with its room list, version and allowed actions',
  request: { params: ZId }, responses: { ...detailOk, ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const p = principalOf(c);
  const row = await loadBooking(db, p, c.req.valid('param').id, 'read');
  return c.json(await bookingDetail(db, row, p), 200);
});

bookingRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}', tags, middleware: [requireAuth()],
  summary: 'Delete: the booking stays on record as deleted and gives its rooms back (offers, reservations, waiting, cancelled and released ones; a confirmed or splitted one is cancelled first; resolved and rebooked ones stay: 409)',
  request: { params: ZId }, responses: { ...jsonOk(z.object({ ok: z.literal(true) }), 'Deleted'), ...errorResponses(401, 404, 409) },
}), async (c) => {
  const id = c.req.valid('param').id;
  await c.get('db').transaction((tx) => deleteBooking(tx, principalOf(c), id, now()));
  return c.json({ ok: true as const }, 200);
});

bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/copy', tags, middleware: [requireAuth()],
  summary: 'Copy: a new offer with the same rooms, dates and guests (409 when they are taken)',
  request: { params: ZId }, responses: { ...jsonOk(ZBookingDetail, 'The copy'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const id = c.req.valid('param').id;
  const detail = await c.get('db').transaction((tx) => copyBooking(tx, principalOf(c), id, now()));
  return c.json(detail, 200);
});

const SIMPLE_ACTIONS: TBookingAction[] = ['confirm', 'plan', 'wait', 'revert', 'checkin', 'checkout'];
/** confirm only: sendConfirmation=1 mails the booking confirmation to the guest as well;
 *  withoutPrice=1 confirms a booking whose total is 0.00 (else 409 PRICE_MISSING). */
const ZActionQuery = z.object({ sendConfirmation: z.enum(['0', '1']).optional(), withoutPrice: z.enum(['0', '1']).optional() });
for (const action of SIMPLE_ACTIONS) {
  bookingRoutes.openapi(createRoute({
    method: 'post', path: `/api/bookings/{id}/${action}`, tags, middleware: [requireAuth()],
    summary: action === 'confirm'
      ? 'Confirm (409 when the state does not allow it, a room is taken, or the total is 0.00 without withoutPrice=1: PRICE_MISSING)'
      : `State action ${action} (409 when the state does not allow it or a room is taken)`,
    request: { params: ZId, query: ZActionQuery }, responses: { ...detailOk, ...errorResponses(401, 404, 409) },
  }), async (c) => {
    const id = c.req.valid('param').id;
    // confirm?sendConfirmation=1: the confirmation mail in the action's transaction (mail/confirmation-hooks.ts).
    const q = c.req.valid('query');
    const note = action === 'confirm' && (q.sendConfirmation === '1' || q.withoutPrice === '1')
      ? { ...(q.sendConfirmation === '1' ? { sendConfirmation: true } : {}), ...(q.withoutPrice === '1' ? { withoutPrice: true } : {}) }
      : undefined;
    const detail = await c.get('db').transaction((tx) => applyAction(tx, principalOf(c), id, action, now(), note));
    return c.json(detail, 200);
  });
}

bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/cancell', tags, middleware: [requireAuth()],
  summary: 'Cancel with the cancellation settings (reason, message, percent or value)',
  request: { params: ZId, ...jsonBody(ZCancellation) }, responses: { ...detailOk, ...errorResponses(400, 401, 404, 409) },
}), async (c) => {
  const id = c.req.valid('param').id;
  const settings = c.req.valid('json');
  const detail = await c.get('db').transaction((tx) => applyAction(tx, principalOf(c), id, 'cancell', now(), { cancellation: settings }));
  return c.json(detail, 200);
});

bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/cancell/preview', tags, middleware: [requireAuth()],
  summary: 'What the cancellation with these settings would charge now (nothing is written; refused like the cancel)',
  request: { params: ZId, ...jsonBody(ZCancellation) },
  responses: { ...jsonOk(ZCancellationPreview, 'The fee in minor units and the total it replaces'), ...errorResponses(400, 401, 403, 404, 409) },
}), async (c) => {
  const id = c.req.valid('param').id;
  const settings = c.req.valid('json');
  return c.json(await c.get('db').transaction((tx) => previewCancellation(tx, principalOf(c), id, settings, now())), 200);
});

bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/release', tags, middleware: [requireAuth()],
  summary: 'Release an offer or reservation (query reason): state freed, its rooms given back',
  request: { params: ZId, query: z.object({ reason: z.string().trim().max(200).optional() }) },
  responses: { ...detailOk, ...errorResponses(400, 401, 404, 409) },
}), async (c) => {
  const id = c.req.valid('param').id;
  const reason = c.req.valid('query').reason ?? null;
  const detail = await c.get('db').transaction((tx) => applyAction(tx, principalOf(c), id, 'release', now(), { release: { reason } }));
  return c.json(detail, 200);
});

const ZRoomParams = z.object({ id: z.uuid(), roomId: z.uuid() });
bookingRoutes.openapi(createRoute({
  method: 'post', path: '/api/bookings/{id}/rooms/{roomId}', tags, middleware: [requireAuth()],
  summary: 'Add a room (dates, beds, guests); 409 when it is taken, 422 when a priced booking could not price it (the price stays)',
  request: { params: ZRoomParams, ...jsonBody(ZRoomAdd) },
  responses: { ...detailOk, ...errorResponses(400, 401, 404, 409, 422) },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  const body = c.req.valid('json');
  const detail = await c.get('db').transaction((tx) => addRoomToBooking(tx, principalOf(c), id, { ...body, room: roomId }));
  return c.json(detail, 200);
});

bookingRoutes.openapi(createRoute({
  method: 'delete', path: '/api/bookings/{id}/removeRoom/{roomId}', tags, middleware: [requireAuth()],
  summary: 'Remove a room from the booking (query rb: the booking room, when the room is booked twice)',
  request: { params: ZRoomParams, query: z.object({ rb: z.uuid().optional() }) },
  responses: { ...detailOk, ...errorResponses(401, 404, 409, 422) },
}), async (c) => {
  const { id, roomId } = c.req.valid('param');
  const { rb } = c.req.valid('query');
  const detail = await c.get('db').transaction((tx) => removeRoomFromBooking(tx, principalOf(c), id, roomId, rb));
  return c.json(detail, 200);
});

bookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/history', tags, middleware: [requireAuth()],
  summary: 'Versions of the booking, newest first', request: { params: ZId },
  responses: { ...jsonOk(z.array(ZHistoryEntry), 'Versions'), ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const versions = await listVersions(db, row.id);
  return c.json(versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })), 200);
});

bookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/history/diff', tags, middleware: [requireAuth()],
  summary: 'What changed between two versions (query from, to)',
  request: { params: ZId, query: z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) }) },
  responses: { ...jsonOk(z.array(z.object({ type: z.string(), path: z.array(z.union([z.string(), z.number()])), oldValue: z.unknown().optional(), value: z.unknown().optional() })), 'Changes'), ...errorResponses(400, 401, 404) },
}), async (c) => {
  const db = c.get('db');
  const row = await loadBooking(db, principalOf(c), c.req.valid('param').id, 'read');
  const { from, to } = c.req.valid('query');
  const [a, b] = await Promise.all([versionSnapshot(db, row.id, from), versionSnapshot(db, row.id, to)]);
  if (!a || !b) throw errors.notFound('Version not found');
  return c.json(diff(a, b), 200);
});

bookingRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/{id}/history/{version}', tags, middleware: [requireAuth()],
  summary: 'The booking as it was in one version',
  request: { params: z.object({ id: z.uuid(), version: z.coerce.number().int().min(1) }) },
  responses: { ...jsonOk(ZBookingDetail, 'The snapshot'), ...errorResponses(401, 404) },
}), async (c) => {
  const db = c.get('db');
  const { id, version } = c.req.valid('param');
  const row = await loadBooking(db, principalOf(c), id, 'read');
  const snap = await versionSnapshot(db, row.id, version);
  if (!snap) throw errors.notFound('Version not found');
  return c.json(snap, 200);
});
