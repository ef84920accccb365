// The partner API's door (/api/partner/*): only an API key in force opens it (Authorization:
// Bearer tbk_...). A staff login token is not a key and is refused here (401), as a key is refused
// on the staff API (it is no login token: auth/resolve-principal.ts never finds it). Each key has
// its own allowance per minute in the shared rate-limit store (http/rate-limits.ts: Redis when
// REDIS_URL is set, else the database), 429 with Retry-After when it is used up.
import { createMiddleware } from 'hono/factory';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppEnv } from '../../http/context';
import { errors } from '../../http/errors';
import { limiterFor } from '../../http/rate-limits';
import { tooManyAttempts } from '../../http/login-throttle';
import { keyInForce, keyPrincipal, markUsed } from './keys';

/** The Bearer credential of the request (the same reading as auth/authenticate.ts). */
const bearerToken = (h: string | undefined) => (h ? /^Bearer\s+(\S+)$/i.exec(h)?.[1] ?? null : null);

export function partnerAuth() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const presented = bearerToken(c.req.header('authorization'));
    const db = c.get('db');
    const key = presented ? await keyInForce(db, presented) : null;
    if (!key) {
      c.set('principal', null);
      throw errors.unauthorized(presented ? 'The API key is unknown or revoked' : 'An API key is needed: Authorization: Bearer <key>');
    }
    // One limiter per allowance (keys differ in theirs); the counter is the key's own.
    const limiter = await limiterFor(db, { keyPrefix: `partner_key_${key.rateLimitPerMinute}`, points: key.rateLimitPerMinute, durationSeconds: 60 });
    try {
      const res = await limiter.consume(key.id);
      c.header('RateLimit-Limit', String(key.rateLimitPerMinute));
      c.header('RateLimit-Remaining', String(res.remainingPoints));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw tooManyAttempts(c, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    }
    await markUsed(db, key.id);
    c.set('principal', keyPrincipal(key));
    await next();
  });
}
