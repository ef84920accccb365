// Addresses in mails are absolute, on PUBLIC_URL (never taken from the request: a forged Host
// header must not turn a reset link into one to someone else's site). Pictures of the media
// library in a template (`/api/media/{id}/data?v=n`, inserted by the editor's picture picker) are
// made absolute the same way when the mail is rendered, so a mail client loads them from our
// public, long-cached picture address (docs/decisions/mail-sending.md, "Pictures in mails").
import { upstreamEnv } from '../../env';

export function publicUrl(path: string): string {
  const base = (upstreamEnv.PUBLIC_URL ?? `http://localhost:${upstreamEnv.PORT}`).replace(/\/$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

// src, href and background attributes, quoted either way, and CSS url(...) in inline styles.
const ATTR = /(\s(?:src|href|background)\s*=\s*)(["'])(\/api\/media\/[^"']*)\2/gi;
const CSS_URL = /(url\(\s*)(["']?)(\/api\/media\/[^)"']*)\2(\s*\))/gi;

/** The HTML with every media library address made absolute on PUBLIC_URL; nothing else changes. */
export function absoluteMediaAddresses(html: string): string {
  return html
    .replace(ATTR, (_m, pre: string, q: string, path: string) => `${pre}${q}${publicUrl(path)}${q}`)
    .replace(CSS_URL, (_m, pre: string, q: string, path: string, post: string) => `${pre}${q}${publicUrl(path)}${q}${post}`);
}
