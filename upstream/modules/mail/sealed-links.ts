// Secret links in mails (issue 31): a password-reset or verification link, a guest's form link, a
// public invoice link and a member card link each open something without a login. The outbox
// (mail_queue) keeps every mail as it goes out, and `mailqueue.read` is not an account takeover:
// so a secret link is stored sealed (AES-256-GCM with the upstream's sealed-secrets key,
// upstream/secrets/secret-box.ts) and opened only by the sender, at send time. What the outbox's
// readers see in its place is SEALED_LINK_SHOWN (docs/decisions/secrets.md).
import { openSecret, sealSecret } from '../../secrets/secret-box';

const PREFIX = 'tb-sealed-link.';
// The sealed form is v1.<iv>.<tag>.<ciphertext>, all base64url: safe inside HTML (escaped or not),
// an attribute and a URL, so a template's {{url}} or {{{url}}} carries it unchanged.
const SEALED = /tb-sealed-link\.(v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)/g;

/** What the outbox shows where a secret link goes out. */
export const SEALED_LINK_SHOWN = '[link sent only in the mail]';

/** Is this value one sealed link (a template's {{link url}} takes it like an address)? */
export function isSealedLink(value: string): boolean {
  return value.startsWith(PREFIX) && new RegExp(`^${SEALED.source}$`).test(value);
}

/** The link as the outbox stores it. */
export function sealLink(url: string): string {
  return `${PREFIX}${sealSecret(url)}`;
}

/** The mail's text with each sealed link opened: only for the message handed to the mail server. */
export function openLinks(text: string): string;
export function openLinks(text: string | null): string | null;
export function openLinks(text: string | null): string | null {
  return text === null ? null : text.replace(SEALED, (_m, sealed: string) => openSecret(sealed));
}

/** The mail's text as a reader of the outbox sees it (also a template preview). */
export function hideLinks(text: string): string;
export function hideLinks(text: string | null): string | null;
export function hideLinks(text: string | null): string | null {
  return text === null ? null : text.replace(SEALED, SEALED_LINK_SHOWN);
}
