// Account messages (verify link, password reset link, "you already have an account"): queued as
// mails by the mail module (modules/mail/account-mail.ts) and delivered by the job queue. Outside
// production the link is also written to the server console, so a developer without a mail
// server can follow it; in production only the fact is logged (tokens never reach its logs).
import type { Db } from '../../db/client';
import { upstreamEnv } from '../../env';
import { queueAccountMail } from '../mail/account-mail';

export type TAccountMessage = {
  kind: 'verify' | 'passwordReset' | 'alreadyRegistered';
  to: string;
  /** Path of the web page that completes the action, token included. */
  link?: string;
};

export async function sendAccountMessage(db: Db, msg: TAccountMessage): Promise<void> {
  if (upstreamEnv.NODE_ENV === 'production') console.info(`[upstream] account message '${msg.kind}' for ${msg.to} queued`);
  else console.info(`[upstream] account message '${msg.kind}' for ${msg.to}${msg.link ? `: ${msg.link}` : ''}`);
  await queueAccountMail(db, msg);
}
