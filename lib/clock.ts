// The web side's one clock (the upstream has its own, upstream/clock.ts, set the same way). On the
// server it is shifted by `CLOCK_SHIFT_DAYS`; in the browser it is the browser's time, which a
// browser test moves with Playwright's clock.
const DAY_MS = 86_400_000;
let shiftMs = 0;
let fixedAt: number | null = null;

/** The current instant as the business sees it. */
export function now(): Date {
  return new Date(fixedAt ?? Date.now() + shiftMs);
}

export function nowMs(): number {
  return now().getTime();
}

/** Server start-up (from the environment) and tests: fix or shift the clock. */
export function setClock(opts: { at?: Date | null; shiftDays?: number }): void {
  if (opts.at !== undefined) fixedAt = opts.at ? opts.at.getTime() : null;
  if (opts.shiftDays !== undefined) shiftMs = opts.shiftDays * DAY_MS;
}
