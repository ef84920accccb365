// The web application's configuration: the one place on the web side that reads process.env.
import { z } from 'zod';

const ZEnv = z.object({
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
  /** The site's public address (sitemap, structured data); else taken from the request's host. */
  PUBLIC_URL: z.string().url().optional(),
  /** Moves the web side's business clock (lib/clock.ts) by whole days: a test run a year ahead. */
  CLOCK_SHIFT_DAYS: z.coerce.number().int().default(0),
});

const parsed = ZEnv.parse(process.env);

export const webEnv = {
  ...parsed,
  upstreamUrl: (parsed.UPSTREAM_URL ?? `http://127.0.0.1:${parsed.UPSTREAM_PORT}`).replace(/\/$/, ''),
  isProduction: parsed.NODE_ENV === 'production',
};
