// Shared browser-test helpers: `test` and `expect` for every spec (with the browser's clock moved
// like the servers' under CLOCK_SHIFT_DAYS), the demo accounts (README), a login through the form.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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

/** Logs in through /login (or /club/login for the club user) and waits for the home page. */
export async function loginAs(page: Page, role: TDemoRole): Promise<void> {
  const club = role === 'club';
  await page.goto(club ? '/club/login' : '/login');
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(DEMO[role]);
  await page.getByLabel(/^(Password|Passwort)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  await expect(page).not.toHaveURL(/\/login/);
}

/** Ends the session through the API. The page leaves the app first: a screen that is still open
 *  notices the session is gone (a query answered 401) and sends itself to /login, which aborted
 *  the test's own next navigation now and then (net::ERR_ABORTED). */
export async function logout(page: Page): Promise<void> {
  await page.goto('about:blank');
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
