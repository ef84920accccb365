// Server-side read of a payment's outcome for /payment/success and /payment/aborted: the upstream
// decides (stored state, else the provider asked directly); the page's URL only names the checkout.
import 'server-only';
import { ZPaymentOutcome, type TPaymentOutcome } from '../contract/online-payment';
import { ApiError } from '../errors';
import { upstreamJson } from '../http/upstream-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TOutcomeLoad = { kind: 'ok'; outcome: TPaymentOutcome } | { kind: 'notFound' } | { kind: 'failed' };

export async function loadPaymentOutcome(which: 'success' | 'aborted', no: string, checkout: string): Promise<TOutcomeLoad> {
  if (!no || no.length > 50 || !UUID.test(checkout)) return { kind: 'notFound' };
  try {
    const outcome = ZPaymentOutcome.parse(await upstreamJson(`/api/book/${encodeURIComponent(no)}/payment/${which}`, { method: 'POST', body: { checkout } }));
    return { kind: 'ok', outcome };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { kind: 'notFound' };
    return { kind: 'failed' };
  }
}
