// A small circuit breaker for the upstream, per web-server process. When a call cannot connect,
// or gets no answer within UPSTREAM_TIMEOUT_MS while no other call got one either, the upstream
// counts as down for BREAKER_MS (4 s): calls
// in that window fail at once instead of each waiting for its own timeout, so a page that makes
// several upstream calls still shows its error within seconds (issue 5: a clear 502/503 within
// 5 s). The first call after the window tries again, so the web server recovers by itself as soon
// as the upstream answers (well within 10 s of it coming back). One slow call while others are
// answered says that call is slow, not that the upstream is down: it gets its own 503 and trips
// nothing (under load a long call would otherwise have failed everyone's calls for 4 s).
export const BREAKER_MS = 4_000;

export type TUpstreamFailure = 'unreachable' | 'timeout';

type TState = { downUntil: number; lastFailure: TUpstreamFailure; lastAnswer: number };
// One state per process: Next bundles the route handlers, pages and proxy.ts separately, and
// module-level variables would give each bundle its own (a page would wait out its own timeout
// although the BFF already knows the upstream is down).
const KEY = Symbol.for('tourbook.upstreamHealth');
const state: TState = ((globalThis as Record<symbol, TState | undefined>)[KEY] ??= { downUntil: 0, lastFailure: 'unreachable', lastAnswer: 0 });

/** The failure to answer without trying, or null when a call should go out. */
export function upstreamDown(now = Date.now()): TUpstreamFailure | null {
  return now < state.downUntil ? state.lastFailure : null;
}

/** A call could not connect ('unreachable'), or the call started at `since` got no answer in time
 *  ('timeout'; ignored when another call was answered after it started). */
export function markUpstreamFailed(kind: TUpstreamFailure, since = Number.NEGATIVE_INFINITY, now = Date.now()): void {
  if (kind === 'timeout' && state.lastAnswer > since) return;
  state.lastFailure = kind;
  state.downUntil = now + BREAKER_MS;
}

export function markUpstreamAnswered(now = Date.now()): void {
  state.downUntil = 0;
  state.lastAnswer = now;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);

/** Whether a failed fetch could not reach the upstream at all (not: a broken request body). */
export function isConnectionError(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}
