// The one adapter to outgoing mail: nodemailer over SMTP. The server is SMTP_URL when set, else
// the active mail account marked "use for sending" on /config/mail (its password decrypted). No server: null, and mails stay planned with that reason.
// Transports are pooled per configuration (a few connections reused across mails).
import { and, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailAccounts } from '../../db/schema';
import { upstreamEnv } from '../../env';
import { openSecret } from '../../secrets/secret-box';

export type TMailServer = { transport: Transporter; from: string; via: 'SMTP_URL' | 'account' };

const pool = new Map<string, Transporter>();

function pooled(configKey: string, make: () => Transporter): Transporter {
  let t = pool.get(configKey);
  if (!t) {
    t = make();
    pool.set(configKey, t);
  }
  return t;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function mailServer(db: Db): Promise<TMailServer | null> {
  if (upstreamEnv.SMTP_URL) {
    const url = upstreamEnv.SMTP_URL;
    return {
      via: 'SMTP_URL', from: upstreamEnv.MAIL_FROM,
      transport: pooled(`url:${url}`, () => nodemailer.createTransport({ url, pool: true, maxConnections: 5, ...TIMEOUTS } as never)),
    };
  }
  const [acc] = await db.select().from(mailAccounts)
    .where(and(eq(mailAccounts.useForSending, true), eq(mailAccounts.isActive, true))).limit(1);
  if (!acc?.smtpHost) return null;
  const pass = acc.smtpPassword ? openSecret(acc.smtpPassword) : undefined;
  const port = acc.smtpPort ?? 587;
  const configKey = `acc:${acc.id}:${acc.updatedAt.getTime()}`;
  const transport = pooled(configKey, () => nodemailer.createTransport({
    host: acc.smtpHost!, port, pool: true, maxConnections: 5, ...TIMEOUTS,
    // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS, required when `secure`.
    secure: port === 465, requireTLS: acc.secure && port !== 465,
    auth: acc.username ? { user: acc.username, pass } : undefined,
  }));
  const name = acc.senderName?.replace(/["\r\n]/g, '');
  return { via: 'account', transport, from: name ? `"${name}" <${acc.email}>` : acc.email };
}

/** Closes the pooled connections (tests, shutdown). */
export function closeMailTransports(): void {
  for (const t of pool.values()) t.close();
  pool.clear();
}
