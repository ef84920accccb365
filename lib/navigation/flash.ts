// A one-shot message carried across a redirect (the proxy's guard): a readable cookie holding
// an errors.* key; the snackbar provider shows it once and deletes it.
export const FLASH_COOKIE = 'tb_flash';
export const FLASH_MAX_AGE_S = 30;
export const FLASH_KEYS = ['FORBIDDEN', 'UNAUTHORIZED'] as const;
export type TFlashKey = (typeof FLASH_KEYS)[number];

export function isFlashKey(v: unknown): v is TFlashKey {
  return typeof v === 'string' && (FLASH_KEYS as readonly string[]).includes(v);
}
