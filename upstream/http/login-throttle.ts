// Failed-login throttling, per account and per client address (rate-limiter-flexible).
// Counters live where every upstream instance sees them (upstream/http/rate-limits.ts): Redis when
// REDIS_URL is set, else the database's rate_limits table (PostgreSQL or the embedded PGlite).
// Every attempt takes a point from both keys before the password is checked; at the limit
// further attempts are refused with 429 until the window (counted from the first attempt) ends,
// even with the right password. A successful login clears the account's counter and gives the
// address its point back, so only failures add up.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { AppError, errors } from './errors';
import { defaultStoreKind, limiterFor, type TStoreKind } from './rate-limits';

export type { TStoreKind };

export const LOGIN_LIMITS = {
  /** Failures per account (e-mail and realm) within the window. */
  account: 5,
  /** Failures per client address within the window (several users behind one NAT). */
  client: 20,
  windowSeconds: 15 * 60,
};

export type TLoginThrottle = {
  kind: TStoreKind;
  account: RateLimiterAbstract;
  client: RateLimiterAbstract;
};

// One set per database, so that separate apps in one process (tests) do not share counters.
const perDb = new WeakMap<Db, Promise<TLoginThrottle>>();

export function loginThrottle(db: Db, kind: TStoreKind = defaultStoreKind()): Promise<TLoginThrottle> {
  let t = perDb.get(db);
  if (!t) {
    const window = LOGIN_LIMITS.windowSeconds;
    t = (async () => ({
      kind,
      account: await limiterFor(db, { keyPrefix: 'login_account', points: LOGIN_LIMITS.account, durationSeconds: window }, kind),
      client: await limiterFor(db, { keyPrefix: 'login_client', points: LOGIN_LIMITS.client, durationSeconds: window }, kind),
    }))();
    perDb.set(db, t);
  }
  return t;
}

export type TThrottleKeys = { account: string; client: string };

function isLimitAnswer(err: unknown): err is RateLimiterRes {
  return err instanceof RateLimiterRes;
}

/** Takes one attempt from both counters BEFORE the password is checked, so parallel attempts
 *  cannot all slip through between a check and a count. Answers the seconds to wait when
 *  either counter is used up (0: go ahead). Store failures are thrown, never waved through. */
export async function acquireAttempt(t: TLoginThrottle, keys: TThrottleKeys): Promise<number> {
  const results = await Promise.allSettled([t.account.consume(keys.account, 1), t.client.consume(keys.client, 1)]);
  let waitMs = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!isLimitAnswer(r.reason)) throw r.reason;
    waitMs = Math.max(waitMs, r.reason.msBeforeNext, 1000);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/** A right password: the account starts afresh and the attempt is given back to the address
 *  (colleagues behind one NAT are not punished for each other's successful logins). */
export async function attemptSucceeded(t: TLoginThrottle, keys: TThrottleKeys): Promise<void> {
  await Promise.all([t.account.delete(keys.account), t.client.reward(keys.client, 1)]);
}

/** 429 in the spec's error shape with a Retry-After header (set on the context, which the
 *  app's error handler answers with). */
export function tooManyAttempts(c: Context, seconds: number): AppError {
  c.header('Retry-After', String(seconds));
  return errors.tooMany(seconds);
}
