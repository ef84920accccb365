// Reads and deletes the proxy's one-shot tb_flash cookie (a FLASH_KEYS value) in the browser.
import { FLASH_COOKIE, isFlashKey, type TFlashKey } from '@/lib/navigation/flash';

export function readFlashCookie(cookieString: string): TFlashKey | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== FLASH_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep raw
    }
    return isFlashKey(value) ? value : null;
  }
  return null;
}

/** How long the cookie outlives its reading: a page replaced at once (a second redirect, a
 *  reload while loading) still finds it and shows the message. */
export const FLASH_KEEP_MS = 1500;
let deletePending = false;

function deleteFlashCookie(): void {
  document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Returns the flash key (if any) once per page; the cookie is deleted shortly after. */
export function takeFlash(): TFlashKey | null {
  if (typeof document === 'undefined' || deletePending) return null;
  const present = document.cookie.split(';').some((p) => p.trim().startsWith(`${FLASH_COOKIE}=`));
  if (!present) return null;
  const key = readFlashCookie(document.cookie);
  if (!key) {
    deleteFlashCookie();
    return null;
  }
  deletePending = true;
  window.setTimeout(() => {
    deleteFlashCookie();
    deletePending = false;
  }, FLASH_KEEP_MS);
  return key;
}
