// What every payment provider adapter offers (docs/decisions/widget-and-payment.md). Bookings,
// checkouts and the webhook route know only this; Stripe is one adapter, PayPal or others slot in
// by adding a file and a line in registry.ts.

/** A provider record with its secrets opened (never leaves the upstream). */
export type TProviderConfig = {
  id: string;
  name: string;
  provider: string;
  secretKey: string | null;
  webhookSecret: string | null;
  settings: Record<string, unknown>;
};

export type TCheckoutRequest = {
  /** Our id of the checkout, also in the return addresses and the provider's metadata. */
  checkoutId: string;
  bookingId: string;
  bookingNo: string;
  amount: number;
  currency: string;
  description: string;
  customerEmail: string;
  language: 'de' | 'en';
  successUrl: string;
  cancelUrl: string;
};

export type TCheckoutState = { status: 'open' | 'paid' | 'expired'; amount: number; currency: string };

/** A refund as the provider reports it; `refundId` is ours (the provider's metadata), null for a
 *  refund made elsewhere (the provider's dashboard). */
export type TRefundNote = { externalId: string; refundId: string | null; amount: number; status: 'pending' | 'succeeded' | 'failed' };

/** A verified notification: which checkout it is about and what it says ('refund': the refunds
 *  of a payment, in `refunds`). */
export type TNotification = {
  eventId: string; externalId: string; checkoutId: string | null; status: 'paid' | 'expired' | 'refund' | 'other'; refunds?: TRefundNote[];
};

export type TRefundCall = {
  /** Our id of the refund: the provider's idempotency key and metadata. */
  refundId: string;
  /** The checkout the payment came from (the provider's id). */
  externalId: string;
  checkoutId: string;
  bookingId: string;
  amount: number;
  currency: string;
};

export type TPaymentAdapter = {
  /** Starts a hosted checkout; the guest is sent to `url`. */
  startCheckout(cfg: TProviderConfig, req: TCheckoutRequest): Promise<{ externalId: string; url: string }>;
  /** Asks the provider itself how a checkout stands (the success page never trusts its URL). */
  checkoutState(cfg: TProviderConfig, externalId: string): Promise<TCheckoutState>;
  /** Verifies a webhook's signature and reads it; throws when it is not genuine or too old. */
  verifyNotification(cfg: TProviderConfig, rawBody: string, headers: Headers, nowMs: number): TNotification;
  /** Pays back (part of) a checkout's payment; the same refundId never refunds twice. */
  refund(cfg: TProviderConfig, req: TRefundCall): Promise<TRefundNote>;
};
