// Snackbar input from errors (spec section 8): the status code with a translated errors.* text,
// or the server's description; default 'An unknown error occured'. Errors show in the error
// colour for 6 s, successes for 3 s. The UI renders `${status} ${messageKey ? t(messageKey) : text}`.
// Also the bootstrap and dynamic-load rules of the same section.
import type { TParsedError } from './parse';
import { UNKNOWN_ERROR_SNACKBAR_KEY } from './keys';

export const SNACKBAR_ERROR_MS = 6000;
export const SNACKBAR_SUCCESS_MS = 3000;

export type TSnackbarMessage = {
  variant: 'error' | 'success';
  /** HTTP status to show before the text; null when there is none (network, successes). */
  status: number | null;
  /** Message key to translate (errors.* or a screen's key), or null: show `text` as it is. */
  messageKey: string | null;
  text: string | null;
  durationMs: number;
};

export function errorSnackbar(error: TParsedError | null | undefined): TSnackbarMessage {
  const base = { variant: 'error' as const, durationMs: SNACKBAR_ERROR_MS };
  if (!error) return { ...base, status: null, messageKey: UNKNOWN_ERROR_SNACKBAR_KEY, text: null };
  const status = error.status > 0 ? error.status : null;
  if (error.messageKey) return { ...base, status, messageKey: error.messageKey, text: null };
  // 449 keeps the server's message; otherwise the server's description.
  const text = error.status === 449 ? error.message : (error.description ?? null);
  if (text) return { ...base, status, messageKey: null, text };
  return { ...base, status, messageKey: UNKNOWN_ERROR_SNACKBAR_KEY, text: null };
}

export function successSnackbar(messageKey: string): TSnackbarMessage {
  return { variant: 'success', status: null, messageKey, text: null, durationMs: SNACKBAR_SUCCESS_MS };
}

/**
 * How the shell treats a failed bootstrap call: 401 → unauthorized (suppressed before the first
 * bootstrap finished), token-expired text → token-expired handling, 403 → an error unless the
 * caller is a logged-in non-guest (then ignored), anything else → an error.
 */
export function bootstrapFailure(
  error: TParsedError,
  { loggedInNonGuest, bootstrapped }: { loggedInNonGuest: boolean; bootstrapped: boolean },
): 'tokenExpired' | 'unauthorized' | 'ignore' | 'error' {
  if (error.messageKey === 'errors.TOKEN_EXPIRED') return 'tokenExpired';
  if (error.status === 401) return bootstrapped ? 'unauthorized' : 'ignore';
  if (error.status === 403) return loggedInNonGuest ? 'ignore' : 'error';
  return 'error';
}

/** A failed dynamic screen load reloads the page after 250 ms, unless on localhost. */
export const DYNAMIC_LOAD_RELOAD_MS = 250;
export function reloadAfterFailedLoad(hostname: string): boolean {
  return !['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
}
