// Account messages (verify link, password reset link, "you already have an account").
// There is no mail service yet: outside production the message, link included, is written to
// the server console so a developer can follow it; in production only the fact is logged
// (tokens never reach production logs). The mail module will replace this function.
import { upstreamEnv } from '../../env';

export type TAccountMessage = {
  kind: 'verify' | 'passwordReset' | 'alreadyRegistered';
  to: string;
  /** Path of the web page that completes the action, token included. */
  link?: string;
};

export function sendAccountMessage(msg: TAccountMessage): void {
  if (upstreamEnv.NODE_ENV === 'production') {
    console.info(`[upstream] account message '${msg.kind}' for ${msg.to} not sent: no mail service configured`);
    return;
  }
  console.info(`[upstream] account message '${msg.kind}' for ${msg.to}${msg.link ? `: ${msg.link}` : ''}`);
}
