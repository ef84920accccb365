// Anonymous calls that send mail or hash a password (issue 31): the password-reset request and the
// registration. Each takes a point per client address and per e-mail address it would mail, in the
// shared rate-limit store (upstream/http/rate-limits.ts: Redis or the database, never process
// memory), before any mail is queued or any password hashed. At a limit the call answers 429 with
// Retry-After, for known and unknown addresses alike (no account is revealed by it). Login and the
// reset confirmation have their own failure throttles (throttle.ts).
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { limiterFor, type TLimit } from '../../http/rate-limits';
import { clientIp } from '../../http/client-ip';
import { normalizeEmail } from '../../secrets/tokens';
import { tooManyAttempts } from '../../http/login-throttle';

const HOUR = 3600;
export const ANONYMOUS_LIMITS = {
  /** Reset mails to one address per hour: a forgetful user's few tries, never a mail flood. */
  resetPerAddress: { keyPrefix: 'anon_reset_address', points: 10, durationSeconds: HOUR },
  /** Reset requests from one client per hour (several people behind one address). */
  resetPerClient: { keyPrefix: 'anon_reset_client', points: 30, durationSeconds: HOUR },
  /** Registrations (an argon2 hash and a mail each) per e-mail address and per client per hour. */
  registerPerAddress: { keyPrefix: 'anon_register_address', points: 5, durationSeconds: HOUR },
  registerPerClient: { keyPrefix: 'anon_register_client', points: 10, durationSeconds: HOUR },
} satisfies Record<string, TLimit>;

/** Takes a point from each (limit, key); 429 at the first one used up. Store failures are thrown,
 *  never waved through. */
async function take(c: Context, db: Db, takes: readonly [TLimit, string][]): Promise<void> {
  for (const [limit, key] of takes) {
    const limiter = await limiterFor(db, limit);
    try {
      await limiter.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyAttempts(c, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
  }
}

export function takeResetRequest(c: Context, db: Db, email: string): Promise<void> {
  return take(c, db, [[ANONYMOUS_LIMITS.resetPerClient, clientIp(c)], [ANONYMOUS_LIMITS.resetPerAddress, normalizeEmail(email)]]);
}

export function takeRegistration(c: Context, db: Db, email: string): Promise<void> {
  return take(c, db, [[ANONYMOUS_LIMITS.registerPerClient, clientIp(c)], [ANONYMOUS_LIMITS.registerPerAddress, normalizeEmail(email)]]);
}
