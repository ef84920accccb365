// Starts a guest's online payment from a public page (server-side): POST /api/book/{no}/checkout
// with the lead guest's e-mail, or the public invoice's POST /api/invoice/public/{token}/checkout; answers the provider's page to send the guest to, or why not.
import 'server-only';
import { headers } from 'next/headers';
import { ZCheckoutStarted } from '../contract/online-payment';
import { ApiError } from '../errors';
import { forwardedClient } from '../bff/client-address';
import { upstreamJson } from '../http/upstream-client';

export type TPayLevelAsked = 'deposit' | 'full';
export type TCheckoutStart = { kind: 'redirect'; url: string } | { kind: 'nothingOpen' } | { kind: 'unavailable' };

export async function startGuestCheckout(no: string, email: string, level: TPayLevelAsked, lang: string): Promise<TCheckoutStart> {
  return start(`/api/book/${encodeURIComponent(no)}/checkout`, { email, level }, lang);
}

/** The public invoice's pay button: the token proves the guest. */
export async function startInvoiceCheckout(token: string, level: TPayLevelAsked, lang: string): Promise<TCheckoutStart> {
  return start(`/api/invoice/public/${encodeURIComponent(token)}/checkout`, { level }, lang);
}

async function start(path: string, body: object, lang: string): Promise<TCheckoutStart> {
  const client = forwardedClient(await headers());
  try {
    const started = ZCheckoutStarted.parse(await upstreamJson(path, { method: 'POST', lang, body, headers: client ? { 'x-forwarded-for': client } : {} }));
    // Only a provider's https page (or the test stand-in's http one on loopback) is followed.
    const u = new URL(started.url);
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && u.hostname === '127.0.0.1')) return { kind: 'unavailable' };
    return { kind: 'redirect', url: u.href };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.message === 'NOTHING_TO_PAY') return { kind: 'nothingOpen' };
    return { kind: 'unavailable' };
  }
}

/** The level a pay link asks for (?pay=deposit|full), or null. */
export function payLevelOf(v: string | string[] | undefined): TPayLevelAsked | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s === 'deposit' || s === 'full' ? s : null;
}
