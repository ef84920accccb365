// "Which bookings would match": an unsaved special priced against the bookings arriving in a
// window (POST /api/specials/preview), for the special's editor. Each booking is priced as
// GET /api/price/booking/{id} prices it (its facts: bookings/price-facts.ts), with this
// special alone, active and auto-added: the saving it would give by itself (step 1 of
// docs/decisions/specials.md; the combination with the stored specials is not shown).
// Bounded: at most `limit` bookings (by arrival) and at most PREVIEW_BUDGET_MS of pricing per
// call (the editor asks again while typing; a slow answer must never hold up the upstream).
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { INCLUDE_IN_CHANNELS } from '../../../../lib/contract/resources/enums';
import { specials as specialResource } from '../../../../lib/contract/resources/price';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { today } from '../../../clock';
import { errors, AppError } from '../../../http/errors';
import { createRouter } from '../../../http/router';
import { principalOf, requireAnyScope, requireScopes } from '../../../http/security';
import type { TPrincipal } from '../../../http/context';
import { errorResponses, jsonBody, jsonOk } from '../../../http/openapi-helpers';
import { bookingPriceFacts } from './price-facts';
import { dayNumber } from '../../prices/engine/days';
import { quoteRooms } from '../../prices/quote';
import { specialOf } from '../../prices/special-record';

export const specialPreviewRoutes = createRouter();

export const PREVIEW_MAX_DAYS = 366;
export const PREVIEW_BUDGET_MS = 800;
const PREVIEW_ID = '00000000-0000-0000-0000-000000000000';
export const ZSpecialPreviewRequest = z.strictObject({
  special: specialResource.create.partial(),
  from: z.iso.date(),
  to: z.iso.date(),
  limit: z.number().int().min(1).max(100).default(25),
}).openapi('SpecialPreviewRequest');

export const ZSpecialPreview = z.object({
  from: z.string(),
  to: z.string(),
  /** Bookings priced (arriving in the window, by arrival); `more`: the window holds more. */
  scanned: z.number().int(),
  more: z.boolean(),
  bookings: z.array(z.object({
    id: z.uuid(), bookingNo: z.string().nullable(), title: z.string().nullable(), dateFrom: z.string(), dateTo: z.string(),
    noOfPax: z.number().int(), channel: z.string(), currency: z.string(),
    /** The price without this special (gross, before an agency's commission), and what this special alone takes off (minor units; negative: a surcharge). */
    price: z.number().int(), saving: z.number().int(),
  })),
}).openapi('SpecialPreview');
export type TSpecialPreview = z.infer<typeof ZSpecialPreview>;

type TRow = { id: string; currency: string; channel: string | null; bookingNo: string | null; title: string | null; dateFrom: string; dateTo: string; noOfPax: number };

export async function previewSpecial(db: Db, p: TPrincipal, body: z.infer<typeof ZSpecialPreviewRequest>): Promise<TSpecialPreview> {
  const { from, to, limit } = body;
  if (to < from) throw errors.validation([{ path: 'to', message: 'The window ends before it starts' }]);
  if (dayNumber(to) - dayNumber(from) > PREVIEW_MAX_DAYS) throw errors.validation([{ path: 'to', message: `The window is at most ${PREVIEW_MAX_DAYS} days` }]);
  // As the special would be stored (the resource's defaults), then active and auto-added.
  const special = { ...specialOf({ includeIn: [...INCLUDE_IN_CHANNELS], ...body.special, id: PREVIEW_ID, name: body.special.name ?? '' }), status: 'active', autoAdd: true };
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT id, currency, channel, booking_no AS "bookingNo", title, date_from::text AS "dateFrom", date_to::text AS "dateTo", no_of_pax AS "noOfPax"
    FROM bookings
    WHERE date_from BETWEEN ${from}::date AND ${to}::date AND deleted_date IS NULL AND state IN ('draft', 'confirmed', 'planned', 'waiting')
    ORDER BY date_from, booking_no, id LIMIT ${limit + 1}`));
  const scanned = rows.slice(0, limit);
  const out: TSpecialPreview['bookings'] = [];
  const until = performance.now() + PREVIEW_BUDGET_MS;
  let priced = 0;
  for (const r of scanned) {
    if (performance.now() > until) break;
    priced++;
    // Two statements a booking: its facts (as its price is read) and the quote's inputs.
    const { rooms, ctx } = await bookingPriceFacts(db, p, r.id, today());
    if (rooms.length === 0) continue;
    try {
      const quote = await quoteRooms(db, rooms.map((x) => ({ room: x.roomId, dateFrom: x.dateFrom, dateTo: x.dateTo, guests: x.guests })), r.currency, today(), { ...ctx, chosen: [], specials: [special] });
      if (!quote.specials?.length) continue;
      const saving = quote.specials[0].saving;
      out.push({ id: r.id, bookingNo: r.bookingNo, title: r.title, dateFrom: r.dateFrom, dateTo: r.dateTo, noOfPax: r.noOfPax, channel: r.channel ?? 'backoffice',
        currency: r.currency, price: (quote.gross ?? quote.total) + saving, saving });
    } catch (err) {
      // A booking its price list no longer prices (no list, no season) matches nothing.
      if (err instanceof AppError && err.status === 409) continue;
      throw err;
    }
  }
  return { from, to, scanned: priced, more: rows.length > priced, bookings: out };
}

specialPreviewRoutes.openapi(createRoute({
  method: 'post', path: '/api/specials/preview', tags: ['Prices'],
  middleware: [requireAnyScope('specials.create', 'specials.update'), requireScopes('bookings.read')],
  summary: 'Which bookings arriving in a window an unsaved special would match, and what it would save on each (by itself)',
  request: jsonBody(ZSpecialPreviewRequest),
  responses: { ...jsonOk(ZSpecialPreview, 'The matching bookings, by arrival'), ...errorResponses(400, 401, 403) },
}), async (c) => c.json(await previewSpecial(c.get('db'), principalOf(c), c.req.valid('json')), 200));
