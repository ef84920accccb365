// Next calls register() once when a server starts (next dev, and the production web server,
// scripts/web-server.ts): it applies CLOCK_SHIFT_DAYS to the web side's business clock, so server
// renders and actions ("today" on /book, the calendars) move with a test run a year ahead.
import { setClock } from './lib/clock';
import { webEnv } from './lib/env';

export function register(): void {
  setClock({ shiftDays: webEnv.CLOCK_SHIFT_DAYS });
}
