// GET /api/events/notifications (api-calls 7.13): what the back office is told live, as server-
// sent events (event `notification`, data one TNotification). Decisions:
// docs/decisions/remaining-calls.md.
import { z } from 'zod';

export const NOTIFICATION_KINDS = ['booking.public', 'payment.received', 'guestform.submitted'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ZNotification = z.object({
  /** `<kind>:<record id>`: the same event is never told twice on one connection. */
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** When it happened (ISO). */
  at: z.string(),
  booking: z.object({ id: z.uuid(), number: z.string().nullable(), title: z.string().nullable() }).nullable(),
  /** booking.public: 'public' or 'widget'; payment.received: the payment method. */
  channel: z.string().nullable(),
  /** payment.received: the amount in minor units and its currency. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** guestform.submitted: the guest's name as entered. */
  name: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The event stream's event names. */
export const NOTIFICATION_EVENT = 'notification';
