// Snackbar input from errors (spec section 8): the status code with a translated errors.* text,
// or the server's description; default 'An unknown error occured'. Errors show in the error
// colour for 6 s, successes for 3 s. The UI renders `${status} ${messageKey ? t(messageKey) : text}`,
// followed by ` – ${detail}` for a registered refusal code (errorLine).
// Also the bootstrap and dynamic-load rules of the same section.
import type { TParsedError } from './parse';
import { isErrorCodeKey, UNKNOWN_ERROR_SNACKBAR_KEY } from './keys';

export const SNACKBAR_ERROR_MS = 6000;
export const SNACKBAR_SUCCESS_MS = 3000;

export type TSnackbarMessage = {
  variant: 'error' | 'success';
  /** HTTP status to show before the text; null when there is none (network, successes). */
  status: number | null;
  /** Message key to translate (errors.* or a screen's key), or null: show `text` as it is. */
  messageKey: string | null;
  text: string | null;
  /** The server's description after the translated text of a registered refusal code: it names
   *  the specifics (the room and the dates, the record that still uses a file). */
  detail?: string | null;
  durationMs: number;
};

/** The server's specifics for a registered refusal code (errors.codes.*), or null. */
export function refusalDetail(error: TParsedError | null | undefined): string | null {
  if (!error || !isErrorCodeKey(error.messageKey)) return null;
  const d = error.description?.trim();
  return d && d !== error.message ? d : null;
}

/** The translated text, then the detail when there is one. */
export function errorLine(text: string, detail: string | null | undefined): string {
  return detail ? `${text} – ${detail}` : text;
}

export function errorSnackbar(error: TParsedError | null | undefined): TSnackbarMessage {
  const base = { variant: 'error' as const, durationMs: SNACKBAR_ERROR_MS };
  if (!error) return { ...base, status: null, messageKey: UNKNOWN_ERROR_SNACKBAR_KEY, text: null };
  const status = error.status > 0 ? error.status : null;
  const detail = refusalDetail(error);
  if (error.messageKey) return { ...base, status, messageKey: error.messageKey, text: null, ...(detail ? { detail } : {}) };
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
