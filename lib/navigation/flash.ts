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

/** The cookie's value for a message: its key and a one-off mark (32 random bits in base 36, at
 *  most 7 characters; Math.random's short base-36 strings made two marks alike now and then). */
export function flashValue(key: TFlashKey): string {
  return `${key}.${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

/** The message key of a cookie value (`KEY` or `KEY.mark`); null for anything else. */
export function flashKeyOf(value: string): TFlashKey | null {
  const key = value.split('.', 1)[0];
  return isFlashKey(key) && /^[A-Z_]+(\.[a-z0-9]{1,16})?$/.test(value) ? key : null;
}
