// The service worker's lifecycle states (spec section 2): registered, updated, cached, offline,
// error. Pure helpers so the mapping is testable without a browser.
export const SW_URL = '/hlm-sw.js';
export const SW_SCOPE = '/';

export type TSwState = 'registered' | 'updated' | 'cached' | 'offline' | 'error';

/**
 * A worker reached 'installed': with a controlling worker already in place it is a new version
 * waiting ('updated'); without one the first install just finished caching ('cached').
 */
export function installedState(hasController: boolean): TSwState {
  return hasController ? 'updated' : 'cached';
}

/** Offline wins over every other state while it lasts; back online shows the last other state. */
export function visibleState(last: TSwState | null, online: boolean): TSwState | null {
  return online ? last : 'offline';
}
