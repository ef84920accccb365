// Online payment calls of the public side (api-calls 7.6 and 7.14; docs/decisions/widget-and-payment.md).
import { z } from 'zod';
import { BOOKING_STATES } from './resources/enums';

export const PAY_LEVELS = ['deposit', 'rest', 'full'] as const;

export const ZCheckoutRequest = z.strictObject({
  /** The lead guest's e-mail: with the number it proves the caller is the guest. */
  email: z.email(),
  level: z.enum(PAY_LEVELS).default('full'),
  /** A /api/payprovider id; default: the default online provider for the booking's currency. */
  provider: z.uuid().optional(),
});

export const ZCheckoutStarted = z.object({
  checkout: z.uuid(),
  /** The provider's payment page the guest is sent to. */
  url: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  level: z.enum(PAY_LEVELS),
  provider: z.string(),
});

export const ZCheckoutRef = z.strictObject({ checkout: z.uuid() });

/** What the success and aborted pages show: decided on the server (stored state, else the
 *  provider asked directly), never by the return address. */
export const ZPaymentOutcome = z.object({
  status: z.enum(['paid', 'open', 'expired']),
  number: z.string(),
  bookingState: z.enum(BOOKING_STATES),
  amount: z.number().int(),
  currency: z.string(),
  level: z.enum(PAY_LEVELS),
  language: z.enum(['de', 'en']),
});
export type TPaymentOutcome = z.infer<typeof ZPaymentOutcome>;

/** POST /api/bookings/{id}/payment/{paymentId}/refund: pay back (part of) an online payment
 *  through its provider. `key` makes the call idempotent: the same key refunds once. */
export const ZRefundRequest = z.strictObject({
  key: z.uuid(),
  /** Minor units to pay back; default: what of the payment is not refunded yet. */
  amount: z.number().int().positive().optional(),
  note: z.string().max(500).optional(),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;
