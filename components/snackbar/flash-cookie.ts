// Reads and deletes the proxy's one-shot tb_flash cookie (a FLASH_KEYS value and its mark) in the
// browser.
import { FLASH_COOKIE, flashKeyOf, type TFlashKey } from '@/lib/navigation/flash';

/** The flash cookie's raw value (decoded), or null when there is none. */
function flashCookieValue(cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== FLASH_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function readFlashCookie(cookieString: string): TFlashKey | null {
  const value = flashCookieValue(cookieString);
  return value === null ? null : flashKeyOf(value);
}

/** How long the cookie outlives its reading: a page replaced at once (a second redirect, a
 *  reload while loading) still finds it and shows the message. */
export const FLASH_KEEP_MS = 1500;
/** The cookie value this page showed last (a client-side navigation keeps it). */
let shown: string | null = null;

function deleteFlashCookie(): void {
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Returns the flash key (if any) once per message; the cookie is deleted shortly after, unless
 *  a new message has replaced it by then (each carries its own mark, lib/navigation/flash.ts). */
export function takeFlash(): TFlashKey | null {
  if (typeof document === 'undefined') return null;
  const value = flashCookieValue(document.cookie);
  if (value === null || value === shown) return null;
  const key = flashKeyOf(value);
  if (!key) {
    deleteFlashCookie();
    return null;
  }
  shown = value;
  window.setTimeout(() => {
    if (flashCookieValue(document.cookie) === value) deleteFlashCookie();
  }, FLASH_KEEP_MS);
  return key;
}
