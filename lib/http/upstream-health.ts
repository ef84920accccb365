// A small circuit breaker for the upstream, per web-server process. When a call cannot connect
// or gets no answer within UPSTREAM_TIMEOUT_MS, the upstream counts as down for BREAKER_MS (4 s): calls
// in that window fail at once instead of each waiting for its own timeout, so a page that makes
// several upstream calls still shows its error within seconds (issue 5: a clear 502/503 within
// 5 s). The first call after the window tries again, so the web server recovers by itself as soon
// as the upstream answers (well within 10 s of it coming back).
export const BREAKER_MS = 4_000;

export type TUpstreamFailure = 'unreachable' | 'timeout';

type TState = { downUntil: number; lastFailure: TUpstreamFailure };
// One state per process: Next bundles the route handlers, pages and proxy.ts separately, and
// module-level variables would give each bundle its own (a page would wait out its own timeout
// although the BFF already knows the upstream is down).
const KEY = Symbol.for('tourbook.upstreamHealth');
const state: TState = ((globalThis as Record<symbol, TState | undefined>)[KEY] ??= { downUntil: 0, lastFailure: 'unreachable' });

/** The failure to answer without trying, or null when a call should go out. */
export function upstreamDown(now = Date.now()): TUpstreamFailure | null {
  return now < state.downUntil ? state.lastFailure : null;
}

export function markUpstreamFailed(kind: TUpstreamFailure, now = Date.now()): void {
  state.lastFailure = kind;
  state.downUntil = now + BREAKER_MS;
}

export function markUpstreamAnswered(): void {
  state.downUntil = 0;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_SOCKET']);

/** Whether a failed fetch could not reach the upstream at all (not: a broken request body). */
export function isConnectionError(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}
