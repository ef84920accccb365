// Server time normalisation (spec section 9): a server time below about 1.08e9 is in seconds and
// is multiplied by 1000; anything else is already epoch milliseconds. The threshold is the spec's
// constant; 1.08e9 ms is mid-January 1970, so no real millisecond timestamp falls below it.
export const SERVER_TIME_SECONDS_BELOW = 1.08e9;

export function normalizeServerTime(value: number): number {
  return value < SERVER_TIME_SECONDS_BELOW ? value * 1000 : value;
}
