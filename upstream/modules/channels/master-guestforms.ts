// GET /api/master/guestform (api-calls 7.14, feature assetMaster or ota): the guest forms of the
// bookings other systems made (channel_bookings), so staff see which channel guests still owe
// their form before arrival. A read only: the forms stay the form-access module's; each answers
// only what the caller may read of its booking (bookings' own rule, in SQL).
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { bookings, channelBookings, guestForms } from '../../db/schema';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { createRouter } from '../../http/router';
import { principalOf, requireScopes } from '../../http/security';
import { bookingSightSql } from '../bookings/access';
import { assertFeature } from './feature';

export const masterGuestformRoutes = createRouter();

const ZRow = z.object({
  id: z.uuid(), name: z.string(), status: z.enum(['open', 'submitted', 'synced']), submittedAt: z.string().nullable(),
  system: z.string(), externalId: z.string(), bookingId: z.uuid(), bookingNo: z.string().nullable(), dateFrom: z.string().nullable(),
});

masterGuestformRoutes.openapi(createRoute({
  method: 'get', path: '/api/master/guestform', tags: ['Channels'], middleware: [requireScopes('bookings.read')],
  summary: 'The guest forms of the bookings other systems made (master bookings), arrivals first; filter by system and status (feature assetMaster or ota)',
  request: { query: z.object({
    system: z.string().trim().min(1).max(100).optional(),
    status: z.enum(['open', 'submitted', 'synced']).optional(),
    page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(200).default(50),
  }) },
  responses: { ...jsonOk(z.object({ data: z.array(ZRow), total: z.number().int() }), 'A page of guest forms'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  await assertFeature(db, 'assetMaster', 'ota');
  const q = c.req.valid('query');
  const where = and(
    bookingSightSql(principalOf(c), 'bookings'),
    ...(q.system ? [eq(channelBookings.system, q.system)] : []),
    ...(q.status ? [eq(guestForms.status, q.status)] : []),
  );
  const from = () => db.select({ n: count() }).from(guestForms)
    .innerJoin(channelBookings, eq(channelBookings.bookingId, guestForms.booking))
    .innerJoin(bookings, eq(bookings.id, guestForms.booking));
  const [{ n }] = await from().where(where);
  const rows = await db.select({
    id: guestForms.id, name: guestForms.name, status: guestForms.status, submittedAt: guestForms.submittedAt,
    system: channelBookings.system, externalId: channelBookings.externalId, bookingId: bookings.id,
    bookingNo: sql<string | null>`coalesce(${bookings.bookingNo}, ${bookings.reservationNo}, ${bookings.offerNo})`, dateFrom: bookings.dateFrom,
  }).from(guestForms)
    .innerJoin(channelBookings, eq(channelBookings.bookingId, guestForms.booking))
    .innerJoin(bookings, eq(bookings.id, guestForms.booking))
    .where(where).orderBy(asc(bookings.dateFrom), asc(guestForms.name)).limit(q.size).offset((q.page - 1) * q.size);
  return c.json({
    data: rows.map((r) => ({ ...r, status: r.status as 'open' | 'submitted' | 'synced', submittedAt: r.submittedAt ? new Date(r.submittedAt).toISOString() : null, dateFrom: r.dateFrom == null ? null : String(r.dateFrom) })),
    total: Number(n),
  }, 200);
});
