// The account mails of the auth module (verify the address, reset the password, "you already
// have an account"), in the language of the request, queued like every other mail. The link in
// them is absolute, on PUBLIC_URL (never taken from the request: a forged Host header must not
// turn a reset link into one to someone else's site).
import type { Db } from '../../db/client';
import { queueMails } from './outbox';
import { publicUrl } from './public-url';
import { render } from './render';
import { sealLink } from './sealed-links';

export { publicUrl };

export type TAccountMailKind = 'verify' | 'passwordReset' | 'alreadyRegistered';

const TEXTS: Record<'en' | 'de', Record<TAccountMailKind, { subject: string; body: string; button: string }>> = {
  en: {
    verify: { subject: 'Please confirm your e-mail address', body: 'Welcome! Please confirm your e-mail address {{email}} to activate your account.', button: 'Confirm e-mail address' },
    passwordReset: { subject: 'Reset your password', body: 'Someone (hopefully you) asked to reset the password of the account {{email}}. The link works for one hour and only once. If it was not you, ignore this mail.', button: 'Choose a new password' },
    alreadyRegistered: { subject: 'You already have an account', body: 'Someone tried to register again with {{email}}. You already have an account. If you forgot your password, you can reset it.', button: 'Reset password' },
  },
  de: {
    verify: { subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse', body: 'Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse {{email}}, um Ihr Konto zu aktivieren.', button: 'E-Mail-Adresse bestätigen' },
    passwordReset: { subject: 'Passwort zurücksetzen', body: 'Jemand (hoffentlich Sie) hat das Zurücksetzen des Passworts für das Konto {{email}} angefordert. Der Link gilt eine Stunde und nur einmal. Waren Sie es nicht, ignorieren Sie diese E-Mail.', button: 'Neues Passwort wählen' },
    alreadyRegistered: { subject: 'Sie haben bereits ein Konto', body: 'Jemand hat versucht, sich erneut mit {{email}} zu registrieren. Sie haben bereits ein Konto. Falls Sie Ihr Passwort vergessen haben, können Sie es zurücksetzen.', button: 'Passwort zurücksetzen' },
  },
};

export async function queueAccountMail(db: Db, msg: { kind: TAccountMailKind; to: string; link?: string; language?: string }): Promise<void> {
  const lang = msg.language === 'de' ? 'de' : 'en';
  const t = TEXTS[lang][msg.kind];
  // The verify and reset links are secrets: sealed in the outbox (sealed-links.ts).
  const url = !msg.link ? '' : msg.kind === 'alreadyRegistered' ? publicUrl(msg.link) : sealLink(publicUrl(msg.link));
  const body = `<p style="margin:0 0 16px">${t.body}</p>${url ? `<p style="margin:0 0 16px"><a href="{{url}}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:4px">${t.button}</a></p><p style="margin:0;font-size:13px;color:#52606d">{{url}}</p>` : ''}`;
  const out = render(t.subject, body, { email: msg.to, url }, lang);
  await queueMails(db, [{ to: msg.to, kind: `account.${msg.kind}`, ...out }]);
}
