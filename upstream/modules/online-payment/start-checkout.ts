// POST /api/book/{no}/checkout (and the public invoice's checkout): the guest starts paying a level
// of their booking with an online provider. The amount comes from the booking (amount-due.ts), never from the caller; the provider
// call runs outside any transaction, and the checkout is stored once the provider answered.
import { randomUUID } from 'node:crypto';
import { upstreamEnv } from '../../env';
import type { Db } from '../../db/client';
import { bookings, onlineCheckouts } from '../../db/schema';
import { errors } from '../../http/errors';
import { eq } from 'drizzle-orm';
import { today } from '../../clock';
import { calculateTerms } from '../bookings/terms/terms';
import { amountDue, type TPayLevel } from './amount-due';
import { guestBooking, type TGuestBooking } from './guest-booking';
import { providerForCheckout } from './provider-config';
import { adapterFor } from './providers/registry';

/** States in which a booking may be paid online. */
const PAYABLE = new Set(['draft', 'planned', 'confirmed', 'waiting']);

export type TStartCheckout = { no: string; email: string; level: TPayLevel; provider?: string; now: Date };

export async function startCheckout(db: Db, s: TStartCheckout) {
  return checkoutBooking(db, await guestBooking(db, s.no, s.email), s.level, s.provider, s.now);
}

/** Starts a checkout of a booking its guest has proven (number and e-mail, or an invoice's token). */
export async function checkoutBooking(db: Db, b: TGuestBooking, level: TPayLevel, provider: string | undefined, now: Date) {
  const s = { level, provider, now };
  if (!PAYABLE.has(b.state)) throw errors.conflict('BOOKING_NOT_PAYABLE', `A booking in state ${b.state} cannot be paid online`);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, b.id));
  const { total, paid, items } = await calculateTerms(db, row, today());
  const amount = amountDue(s.level, total, paid, items);
  if (amount <= 0) throw errors.conflict('NOTHING_TO_PAY', 'Nothing is open on this booking');
  const cfg = await providerForCheckout(db, b.currency, { resort: b.resort, vessel: b.vessel }, s.provider);
  if (!cfg) throw errors.conflict('NO_PAYMENT_PROVIDER', `No online payment provider for ${b.currency}`);
  const adapter = adapterFor(cfg.provider)!;
  const checkoutId = randomUUID();
  const lang = b.language === 'en' ? 'en' : 'de';
  const base = (upstreamEnv.PUBLIC_URL ?? `http://localhost:${upstreamEnv.PORT}`).replace(/\/$/, '');
  const q = new URLSearchParams({ no: b.number, checkout: checkoutId, lang }).toString();
  const started = await adapter.startCheckout(cfg, {
    checkoutId, bookingId: b.id, bookingNo: b.number, amount, currency: b.currency, customerEmail: b.email, language: lang,
    description: `${b.number} (${s.level})`, successUrl: `${base}/payment/success?${q}`, cancelUrl: `${base}/payment/aborted?${q}`,
  });
  await db.insert(onlineCheckouts).values({
    id: checkoutId, bookingId: b.id, providerId: cfg.id, externalId: started.externalId, level: s.level, amount, currency: b.currency, createdAt: s.now,
  });
  return { checkout: checkoutId, url: started.url, amount, currency: b.currency, level: s.level, provider: cfg.provider };
}
