// Booking events for partners' webhooks, raised from the bookings module's version hook (every
// stored version of a booking: bookings/hooks.ts onVersion), in the booking's own transaction:
// one delivery row per subscribed endpoint, so an event exists exactly when the change committed.
// The rows are then handed to the job queue (webhook-jobs.ts): kicked right away, and a sweep
// every minute picks up any the kick missed (a process without a queue, a lost send).
//   create → booking.created; cancell → booking.cancelled; a payment that leaves nothing open
//   (total > 0) → booking.paid; any other version → booking.changed.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { trySendJobs } from '../../jobs/sender';
import { bookingHooks } from '../bookings';

export const WEBHOOK_EVENTS = ['booking.created', 'booking.changed', 'booking.cancelled', 'booking.paid'] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_DELIVER = 'webhooks.deliver';

export function eventOf(action: string, d: Pick<TBookingDetail, 'total' | 'open'>): TWebhookEvent {
  if (action === 'create') return 'booking.created';
  if (action === 'cancell') return 'booking.cancelled';
  if (/pay|paid/i.test(action) && d.total > 0 && d.open <= 0) return 'booking.paid';
  return 'booking.changed';
}

/** What a receiver gets (the Standard Webhooks shape: type, timestamp, data). No guest's personal
 *  data: the partner reads the booking through the API with its key if it may. */
export function eventPayload(event: TWebhookEvent, d: TBookingDetail, action: string, version: number, at: Date) {
  return {
    type: event, timestamp: at.toISOString(),
    data: {
      id: d.id, bookingNo: d.bookingNo, offerNo: d.offerNo, state: d.state, agency: d.agency, dateFrom: d.dateFrom, dateTo: d.dateTo,
      currency: d.currency, total: d.total, paid: d.paid, open: d.open, version, action,
    },
  };
}

/** Kicks delivery jobs once the caller's transaction has had its chance to commit: a job that
 *  finds no row (rolled back, or not yet visible) does nothing, and the sweep sends it later. */
export function kickDeliveries(ids: string[]): void {
  if (ids.length) setTimeout(() => void trySendJobs(WEBHOOK_DELIVER, ids.map((id) => ({ data: { id }, singletonKey: id }))), 50);
}

/** Rows for every active endpoint that wants this event (an endpoint bound to an agency's key
 *  hears only that agency's bookings); returns their ids. */
export async function raiseEvent(tx: Db, event: TWebhookEvent, payload: ReturnType<typeof eventPayload>): Promise<string[]> {
  const agency = payload.data.agency;
  const targets = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints)
    .leftJoin(apiKeys, eq(apiKeys.id, webhookEndpoints.apiKeyId))
    .where(and(
      eq(webhookEndpoints.active, true),
      sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      isNull(apiKeys.revokedAt),
      agency ? or(isNull(apiKeys.agencyId), eq(apiKeys.agencyId, agency)) : isNull(apiKeys.agencyId),
    ));
  if (targets.length === 0) return [];
  const eventId = randomUUID();
  const rows = await tx.insert(webhookDeliveries)
    .values(targets.map((t) => ({ endpointId: t.id, event, eventId, payload, createdAt: now() })))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

let registered = false;
export function registerWebhookHooks(): void {
  if (registered) return;
  registered = true;
  bookingHooks.onVersion(async (tx, { detail, action, version }) => {
    const event = eventOf(action, detail);
    kickDeliveries(await raiseEvent(tx, event, eventPayload(event, detail, action, version, now())));
  });
}
