// Public offers that nobody confirmed give their rooms back (issue 13): every minute a sweep
// finds the holds that ran out by the business clock and queues one expiry job per offer (a
// failing offer then retries on its own, without holding up the others). The expiry itself is
// the bookings domain's (modules/bookings/expire-offer.ts), one transaction per offer.
import { now } from '../../clock';
import { expiredOfferIds, expireOffer } from './expire-offer';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const OFFER_SWEEP = 'offers.sweep';
export const OFFER_EXPIRE = 'offers.expire';

export const offerExpiryJobs: TJobDefinition[] = [
  {
    name: OFFER_SWEEP,
    // A missed tick is made good by the next one; no point in retrying a sweep for long.
    queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 1, retryDelay: 10, expireInSeconds: 120, deleteAfterSeconds: 86_400 },
    cron: '* * * * *',
    run: async (_data, ctx) => {
      const ids = await expiredOfferIds(ctx.db, now());
      // singletonKey: an offer already queued (or being expired) is not queued twice.
      for (const id of ids) await ctx.send(OFFER_EXPIRE, { bookingId: id }, { singletonKey: id });
      return { queued: ids.length };
    },
  },
  {
    name: OFFER_EXPIRE,
    queue: { ...DEFAULT_RETRIES, policy: 'stately' },
    batchSize: 10,
    run: async (data, ctx) => {
      const bookingId = String(data.bookingId);
      const released = await ctx.db.transaction((tx) => expireOffer(tx, bookingId, now()));
      return { bookingId, released };
    },
  },
];
