// The upstream's configuration: the one place on the API side that reads process.env.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from '../lib/access/client-address';

export const DEFAULT_DATA_DIR = './data';

/** Every variable the upstream reads (README's environment table lists each: tests/unit/readme-claims.test.ts). */
export const ZUpstreamEnv = z.object({
  UPSTREAM_PORT: z.coerce.number().int().positive().default(4000),
  UPSTREAM_HOST: z.string().default('127.0.0.1'),
  /** The web server's port (links in mails when PUBLIC_URL is not set). */
  PORT: z.coerce.number().int().positive().default(3000),
  /** PostgreSQL server; when unset, PGlite runs embedded in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** A read replica of DATABASE_URL for reports (statistics); unset: the primary. */
  DATABASE_READ_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** Backups in DATA_DIR/backups older than this many days are removed when a new one is made. */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** When the job queue makes the nightly backup (cron, UTC), or 'off'. */
  BACKUP_SCHEDULE: z.string().regex(/^(off|(\S+\s+){4}\S+)$/).default('15 3 * * *'),
  /** Off-site copies of each backup (docs/decisions/backups.md). An S3-compatible store: its
   *  bucket (unset: none), the key prefix, the endpoint (unset: AWS; MinIO, Ceph, Backblaze, ...),
   *  the region and the access key (unset: the AWS SDK's own credential chain). */
  BACKUP_S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_S3_PREFIX: z.string().default('tourbook-backups/'),
  BACKUP_S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  BACKUP_S3_REGION: z.string().default('us-east-1'),
  BACKUP_S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** Dropbox: an app's key and secret and the refresh token of the account it may write to
   *  (all three, or none), and the folder the backups go to. */
  BACKUP_DROPBOX_APP_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_DROPBOX_APP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_DROPBOX_REFRESH_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_DROPBOX_FOLDER: z.string().regex(/^\/\S.*[^/]$/).default('/tourbook-backups'),
  /** Where the Dropbox SDK's calls go (tests: a local stand-in, tests/helpers/dropbox-stand-in.ts);
   *  unset: Dropbox's own API. */
  DROPBOX_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Token lifetime in seconds. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  /** Seed demo data into a DATABASE_URL database too (the embedded one always gets it). */
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  /** 1: start the embedded data folder's database afresh and seed today's demo business into it
   *  (refused for a DATABASE_URL database). Without it an existing folder is never re-seeded. */
  DEMO_RESEED: z.enum(['0', '1', 'true', 'false']).optional(),
  /** The living demo's PRNG seed: the same seed and start day give the same business. */
  DEMO_SEED: z.coerce.number().int().default(1),
  REDIS_URL: z.string().optional(),
  /** Key that seals stored secrets (mail account passwords): 32 bytes as 64 hex characters or
   *  base64. Every instance on one database needs the same key; when unset it is generated once
   *  into DATA_DIR/secrets-key (upstream/secrets/secret-box.ts). */
  SECRETS_KEY: z.string().optional(),
  /** Peers whose X-Forwarded-For is believed (comma list of IPs and CIDR ranges; 'loopback' is
   *  this machine, where `npm start` runs the web server). Anyone else is the client itself. */
  TRUSTED_PROXIES: z.string().default(DEFAULT_TRUSTED_PROXIES).refine((v) => { parseTrustedProxies(v); return true; }),
  /** off: this instance runs no job workers or schedules (others on the same PostgreSQL do). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Outgoing mail: smtp://user:pass@host:587 or smtps://...:465. Without it, the mail account
   *  marked for sending on /config/mail; without either, mails stay planned in the queue. */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Sender of the product's mail when SMTP_URL is used: "Name <address>". */
  MAIL_FROM: z.string().default('Tourbook <no-reply@localhost>'),
  /** Host names or addresses outside the public internet that mail accounts' IMAP servers may use
   *  (comma-separated; mailbox/host-rule.ts). Default: this machine outside production, none in it. */
  MAIL_PRIVATE_HOSTS: z.string().optional(),
  /** Host names or addresses outside the public internet that a partner's webhook URL may reach
   *  (comma-separated; partners/webhook-url.ts). Default: this machine outside production, none in it. */
  WEBHOOK_PRIVATE_HOSTS: z.string().optional(),
  /** The site's public address: links inside mails (password reset, guest forms). */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Where the Stripe SDK sends its calls (tests: the local stand-in, tests/helpers/stripe-stand-in.ts);
   *  unset: Stripe's own API. */
  STRIPE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Where the Xero SDK's accounting calls go (its base path, ending in /api.xro/2.0) and where the
   *  token of a custom connection is asked for (identity server; tests: the local stand-in,
   *  tests/helpers/xero-stand-in.ts). Unset: Xero's own. */
  XERO_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://api.xero.com/api.xro/2.0')),
  XERO_IDENTITY_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://identity.xero.com')),
  /** Where a Wise account's statement is collected (tests: a local stand-in); unset: Wise's own API. */
  WISE_API_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().default('https://api.wise.com')),
  /** The private key whose public half is uploaded to Wise ("Manage public keys"): Wise's strong
   *  customer authentication asks to sign a one-time token with it (banks/wise-sca.ts). A PEM text
   *  or the path of a .pem file; RSA of 2048 bits or more, as Wise requires. Unset: a collection
   *  Wise asks to authenticate is refused with that reason. */
  WISE_SCA_PRIVATE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional().transform((v, ctx) => (v === undefined ? undefined : rsaKey(v, ctx)))),
  NODE_ENV: z.string().default('development'),
  /** Set by the test runner; keeps throttling windows and hashing cheap where it must. */
  UPSTREAM_TEST: z.enum(['0', '1']).optional(),
  /** Moves the business clock (upstream/clock.ts) by whole days: a test run a year ahead. */
  CLOCK_SHIFT_DAYS: z.coerce.number().int().default(0),
});

/** A PEM text, or the path of a PEM file, as an RSA private key of at least 2048 bits. */
function rsaKey(value: string, ctx: z.RefinementCtx): KeyObject | undefined {
  try {
    const key = createPrivateKey(value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8'));
    if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new Error('not an RSA key of 2048 bits or more');
    return key;
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: `not a usable private key (${(err as Error).message})` });
    return z.NEVER;
  }
}

export type TUpstreamEnv = z.infer<typeof ZUpstreamEnv>;

export const upstreamEnv: TUpstreamEnv = ZUpstreamEnv.parse(process.env);

export const upstreamTrustedProxies = parseTrustedProxies(upstreamEnv.TRUSTED_PROXIES);

/** MAIL_PRIVATE_HOSTS as a list (mailbox/host-rule.ts). */
export const mailPrivateHosts: readonly string[] = (upstreamEnv.MAIL_PRIVATE_HOSTS ?? (upstreamEnv.NODE_ENV === 'production' && upstreamEnv.UPSTREAM_TEST !== '1' ? '' : 'localhost,127.0.0.1,::1'))
  .split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

/** The environment of a child process this upstream starts (the screen's restore runs
 *  `npm run restore` so): this process's own, with `changes` over it; an empty value removes the
 *  variable. Here, as this file is the one place that reads process.env. */
export function childProcessEnv(changes: Record<string, string>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...process.env };
  for (const [k, v] of Object.entries(changes)) {
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}
