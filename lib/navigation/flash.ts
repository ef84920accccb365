// A one-shot message carried across a redirect (the proxy's guard): a readable cookie holding
// an errors.* key and a one-off mark (`FORBIDDEN.k3j9x2`), so that each message is told from the
// one before it; the snackbar provider shows it once and deletes it.
export const FLASH_COOKIE = 'tb_flash';
export const FLASH_MAX_AGE_S = 30;
export const FLASH_KEYS = ['FORBIDDEN', 'UNAUTHORIZED'] as const;
export type TFlashKey = (typeof FLASH_KEYS)[number];

export function isFlashKey(v: unknown): v is TFlashKey {
  return typeof v === 'string' && (FLASH_KEYS as readonly string[]).includes(v);
}

/** The cookie's value for a message: its key and a one-off mark. */
export function flashValue(key: TFlashKey): string {
  return `${key}.${(Date.now() % 1e9).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The message key of a cookie value (`KEY` or `KEY.mark`); null for anything else. */
export function flashKeyOf(value: string): TFlashKey | null {
  const key = value.split('.', 1)[0];
  return isFlashKey(key) && /^[A-Z_]+(\.[a-z0-9]{1,16})?$/.test(value) ? key : null;
}
