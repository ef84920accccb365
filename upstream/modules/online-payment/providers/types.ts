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

/** A verified notification: which checkout it is about and what it says. */
export type TNotification = { eventId: string; externalId: string; checkoutId: string | null; status: 'paid' | 'expired' | 'other' };

export type TPaymentAdapter = {
  /** Starts a hosted checkout; the guest is sent to `url`. */
  startCheckout(cfg: TProviderConfig, req: TCheckoutRequest): Promise<{ externalId: string; url: string }>;
  /** Asks the provider itself how a checkout stands (the success page never trusts its URL). */
  checkoutState(cfg: TProviderConfig, externalId: string): Promise<TCheckoutState>;
  /** Verifies a webhook's signature and reads it; throws when it is not genuine or too old. */
  verifyNotification(cfg: TProviderConfig, rawBody: string, headers: Headers, nowMs: number): TNotification;
};
