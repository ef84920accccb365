// A small circuit breaker for the upstream, per web-server process. When a call cannot connect
// or gets no answer within UPSTREAM_TIMEOUT_MS, the upstream counts as down for BREAKER_MS: calls
// in that window fail at once instead of each waiting for its own timeout, so a page that makes
// several upstream calls still shows its error within seconds (issue 5: a clear 502/503 within
// 5 s). The first call after the window tries again, so the web server recovers by itself as soon
// as the upstream answers (well within 10 s of it coming back).
export const BREAKER_MS = 2_000;

export type TUpstreamFailure = 'unreachable' | 'timeout';

let downUntil = 0;
let lastFailure: TUpstreamFailure = 'unreachable';

/** The failure to answer without trying, or null when a call should go out. */
export function upstreamDown(now = Date.now()): TUpstreamFailure | null {
  return now < downUntil ? lastFailure : null;
}

export function markUpstreamFailed(kind: TUpstreamFailure, now = Date.now()): void {
  lastFailure = kind;
  downUntil = now + BREAKER_MS;
}

export function markUpstreamAnswered(): void {
  downUntil = 0;
}
