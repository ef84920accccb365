// The web side's one clock (the upstream has its own, upstream/clock.ts, set the same way). On the
// server it is shifted by `CLOCK_SHIFT_DAYS` (set at start-up: instrumentation.ts); in the browser
// it is the browser's time, which a browser test moves with Playwright's clock (tests/e2e/fixtures.ts).
// Real time on purpose, never this clock: session and cookie lifetimes, token refresh, the upstream
// health breaker and timeouts (security and fault timers; docs/decisions/clock.md).
import { setPersonToday } from './contract/person';

const DAY_MS = 86_400_000;

// One state per process, not per module copy: Next bundles this file into several server chunks
// (instrumentation, pages, actions), and a shift set in one must hold in all of them.
type TClockState = { shiftMs: number; fixedAt: number | null };
const KEY = Symbol.for('tourbook.clock');
const state: TClockState = ((globalThis as Record<symbol, TClockState | undefined>)[KEY] ??= { shiftMs: 0, fixedAt: null });

/** The current instant as the business sees it. */
export function now(): Date {
  return new Date(state.fixedAt ?? Date.now() + state.shiftMs);
}

export function nowMs(): number {
  return now().getTime();
}

/** Today's calendar day 'YYYY-MM-DD' (UTC), as the business sees it. */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

// The contract's person rules (a birth date not in the future) ask this clock for today.
setPersonToday(today);

/** Server start-up (from the environment) and tests: fix or shift the clock. */
export function setClock(opts: { at?: Date | null; shiftDays?: number }): void {
  if (opts.at !== undefined) state.fixedAt = opts.at ? opts.at.getTime() : null;
  if (opts.shiftDays !== undefined) state.shiftMs = opts.shiftDays * DAY_MS;
}
