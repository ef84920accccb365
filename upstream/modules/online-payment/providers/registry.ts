// The payment adapters by the provider kind of a /api/payprovider record. A kind without an
// adapter (bank transfer, cash) has no online checkout.
import { stripeAdapter } from './stripe';
import type { TPaymentAdapter } from './types';

const ADAPTERS: Partial<Record<string, TPaymentAdapter>> = { stripe: stripeAdapter };

export function adapterFor(kind: string): TPaymentAdapter | null {
  return ADAPTERS[kind] ?? null;
}

export const ONLINE_PROVIDER_KINDS = Object.keys(ADAPTERS);
