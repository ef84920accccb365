// Shared browser-test helpers: `test` and `expect` for every spec (with the browser's clock moved
// like the servers' under CLOCK_SHIFT_DAYS), the demo accounts (README), a login through the form.
import { test as base, expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../lib/session/config';
import { now } from '../../upstream/clock';
import { SHIFT_DAYS } from '../helpers/dates';

export { expect };

/**
 * Moves the browser's time like the servers' business clocks (CLOCK_SHIFT_DAYS, passed to both by
 * playwright.config.ts), so "today" in a page is the servers' today. `clock.install({ time })`, not
 * `setFixedTime` (that stops Date.now) nor a bare `setSystemTime` later: installed before the first
 * page loads, the time starts at the shifted instant and keeps running in real time, timers fire as
 * usual, and it holds for every page and navigation of the context.
 * A spec that opens its own context (browser.newContext) calls this on it.
 */
export async function shiftClock(context: BrowserContext): Promise<void> {
  if (SHIFT_DAYS) await context.clock.install({ time: now() });
}

export const test = base.extend<{ shiftBrowserClock: boolean }>({
  /** Off (`test.use({ shiftBrowserClock: false })`) only for a spec that reads performance entries
   *  (Playwright's clock replaces `performance`) and computes no date in the browser. */
  shiftBrowserClock: [true, { option: true }],
  context: async ({ context, shiftBrowserClock }, provide) => {
    if (shiftBrowserClock) await shiftClock(context);
    await provide(context);
  },
});

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  agency: 'agency@example.com',
  customer: 'customer@example.com',
  club: 'club@example.com',
} as const;
export type TDemoRole = keyof typeof DEMO;

/** The session cookies of each role's last login in this worker (tests/e2e run in 2 workers). */
const sessions = new Map<TDemoRole, Cookie[]>();

/** Logs in as a demo role and opens its home page. The first time in a worker through the form
 *  (/login, /club/login for the club user); after that the worker's session of that role is reused
 *  when the upstream still takes its token (GET /api/auth/token): a login through the form cost
 *  about 5 s of the suite's time per test. `fresh` always goes through the form (a test of the
 *  login itself, or one that needs a session of its own). */
export async function loginAs(page: Page, role: TDemoRole, opts: { fresh?: boolean } = {}): Promise<void> {
  const club = role === 'club';
  const cached = opts.fresh ? undefined : sessions.get(role);
  if (cached) {
    await page.context().addCookies(cached);
    const check = await page.request.get('/api/auth/token');
    if (check.status() === 200) {
      await page.goto(club ? '/club/dashboard' : '/');
      if (!/\/login$/.test(new URL(page.url()).pathname)) return;
    }
    sessions.delete(role);
    await page.context().clearCookies();
  }
  await page.goto(club ? '/club/login' : '/login');
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(DEMO[role]);
  await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  await expect(page).not.toHaveURL(/\/login/);
  if (!opts.fresh) sessions.set(role, (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE));
}

/** Ends the session through the API. The page leaves the app first: a screen that is still open
 *  notices the session is gone (a query answered 401) and sends itself to /login, which aborted
 *  the test's own next navigation now and then (net::ERR_ABORTED). */
export async function logout(page: Page): Promise<void> {
  await page.goto('about:blank');
  // The ended token may be a reused one: every role logs in through the form again.
  sessions.clear();
  const res = await page.request.delete('/api/auth/token');
  expect(res.status()).toBe(204);
}

/** Waits until the element React draws at `selector` is hydrated (its fiber is attached): before
 *  that a click reaches no handler and a fill of a server-drawn input can be overwritten. */
export async function waitHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector, { timeout: 20_000 });
}

/** Opens an occupancy calendar and waits until its grid is hydrated: the calendars load their
 *  scripts after the first paint (lib/pages/defer-scripts.ts), and before that a click on a
 *  control or a change of the asset select reaches no handler. */
export async function gotoCalendar(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitHydrated(page, '[data-testid="calendar-grid"]');
}
