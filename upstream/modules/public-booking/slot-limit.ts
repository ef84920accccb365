// How many drafts a visitor may book per hour from one client address, so that nobody can hold
// the whole house with drafts. Counted in the shared rate-limit store (upstream/http/rate-limits.ts:
// Redis or the database), so a restart or a second instance gives no fresh allowance.
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { errors } from '../../http/errors';
import { limiterFor } from '../../http/rate-limits';

/** Drafts per client address and hour. */
export const PUBLIC_CREATES_PER_HOUR = 20;
const LIMIT = { keyPrefix: 'public_booking', points: PUBLIC_CREATES_PER_HOUR, durationSeconds: 3600 };

/** Takes one draft from the address's allowance; 429 with the seconds to wait when it is used up.
 *  Store failures are thrown, never waved through. */
export async function takePublicSlot(db: Db, ip: string): Promise<void> {
  const limiter = await limiterFor(db, LIMIT);
  try {
    await limiter.consume(ip || 'unknown');
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    throw errors.tooMany(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
  }
}
