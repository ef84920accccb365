// The web application's configuration: the one place on the web side that reads process.env.
import { z } from 'zod';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './access/client-address';

/** Every variable the web side reads (README's environment table lists each: tests/unit/readme-claims.test.ts). */
export const ZWebEnv = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  UPSTREAM_URL: z.string().url().optional(),
  UPSTREAM_PORT: z.coerce.number().int().positive().default(4000),
  /** iron-session password, at least 32 characters; scripts/start.ts generates and persists one. */
  SESSION_SECRET: z.string().min(32).optional(),
  /**
   * How long the BFF waits for the upstream's response headers before answering 503. A hung
   * (paused, overloaded) upstream must give the user a clear answer within 5 s (issue 5); long
   * answers such as CSV exports stream, so their headers still come at once.
   */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  NODE_ENV: z.string().default('development'),
  /** The site's public address (sitemap, robots.txt, structured data); when unset
   *  http://localhost:PORT, never the request's Host header (which the client writes). */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Peers whose X-Forwarded-For is believed (comma list of IPs and CIDR ranges; 'loopback' is
   *  this machine, e.g. nginx in front). Anyone else is the client itself. */
  TRUSTED_PROXIES: z.string().default(DEFAULT_TRUSTED_PROXIES).refine((v) => { parseTrustedProxies(v); return true; }),
  /** Set by scripts/web-server.ts (never by hand): requests reach Next through it, and it has
   *  replaced X-Forwarded-For with the client address it worked out from its socket. */
  TB_WEB_SERVER: z.enum(['0', '1']).optional(),
  /** Moves the web side's business clock (lib/clock.ts) by whole days: a test run a year ahead. */
  CLOCK_SHIFT_DAYS: z.coerce.number().int().default(0),
});

const parsed = ZWebEnv.parse(process.env);

export const webEnv = {
  ...parsed,
  upstreamUrl: (parsed.UPSTREAM_URL ?? `http://127.0.0.1:${parsed.UPSTREAM_PORT}`).replace(/\/$/, ''),
  isProduction: parsed.NODE_ENV === 'production',
  publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  trustedProxies: parseTrustedProxies(parsed.TRUSTED_PROXIES),
  /** X-Forwarded-For on a request reaching Next was written by our own web server. */
  behindWebServer: parsed.TB_WEB_SERVER === '1',
};
