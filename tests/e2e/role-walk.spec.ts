// Every screen of every demo role, opened once per pass, each page load checked two ways:
// - it works (issue 14): no "could not be loaded", no error snackbar, no refused or failed call (400,
//   403, 5xx), no spinner that never ends, no id where a name belongs (a uuid in the visible text
//   or as a choice); the admin's generic list screens show their title and their list;
// - axe-core finds no serious or critical violation (issue 33 item 16): axe's defaults (WCAG
//   2.0-2.2 A/AA and best practices) plus label-content-name-mismatch (WCAG 2.5.3), no rule and no
//   element excluded.
// Passes: English at desktop width, every screen (each role's menu; the admin's other static routes
// and a demo booking's detail; the public pages), axe on all of them; German at phone width, every
// screen of the other roles and the admin's representative part (each menu group's first and last
// entry, the home, the booking detail), axe on that part, the other homes and the public pages
// (docs/decisions/accessibility.md, cost).
// The menu is the route table's (lib/access/menu.ts), which shell.spec.ts checks against the drawn
// menu. SHOTS=<dir> saves a screenshot of every screen there.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, loginAs, type TDemoRole } from './fixtures';
import { DEMO_ROLES, listScreens, menuSections, staticBackOfficePaths, staticPublicPaths } from './demo-menus';

type TPass = { name: string; width: number; height: number; locale: 'en-GB' | 'de-DE'; lang: 'en' | 'de' };
const DESKTOP_EN: TPass = { name: 'desktop, English', width: 1280, height: 900, locale: 'en-GB', lang: 'en' };
const PHONE_DE: TPass = { name: 'phone, German', width: 390, height: 844, locale: 'de-DE', lang: 'de' };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const NOT_LOADED = /could not be loaded|konnte[n]? nicht geladen werden/i;
const SHOTS = process.env.SHOTS;
/** Screens per test: both workers take the chunks (about 3 s a screen on a quiet 2-core machine). */
const CHUNK = 30;
/** Where a booking's detail is opened instead of a path: one of the demo's bookings with an agency. */
const BOOKING_DETAIL = 'booking detail';

/** axe: axe runs on it; axeOnly: the admin's static routes outside the menu, checked by
 *  static-routes.spec.ts (some belong to a feature that is off: the page says "not allowed"). */
type TScreen = { path: string; axe: boolean; axeOnly?: boolean; listTitle?: string };

const home = (role: TDemoRole) => (role === 'club' ? '/club/dashboard' : '/');

/** What a pass opens for a role, and where it runs axe. */
function screensOf(role: TDemoRole, pass: TPass): TScreen[] {
  const groups = menuSections(role).map((g) => g.items.map((i) => i.path));
  const sample = new Set([home(role), BOOKING_DETAIL, ...groups.flatMap((g) => [g[0], g[g.length - 1]])]);
  // The admin's generic list screens also show their title and list (resources.spec.ts opens the
  // ones not in the menu); at desktop width, where a list is a table.
  const lists = new Map(role === 'admin' && pass === DESKTOP_EN ? listScreens().map((s) => [s.path, s.title]) : []);
  const statics = new Set(role === 'admin' && pass === DESKTOP_EN ? staticBackOfficePaths() : []);
  // The admin's menu at phone width in German: the representative part only (95 entries took about
  // 6 minutes of the run's time there; every entry is opened at desktop width).
  const menu = role === 'admin' && pass === PHONE_DE ? [...sample] : groups.flat();
  const paths = [...new Set([home(role), ...menu, ...(role === 'admin' ? [BOOKING_DETAIL] : []), ...statics])];
  return paths.map((path) => ({ path, axe: pass === DESKTOP_EN || sample.has(path), axeOnly: statics.has(path), listTitle: lists.get(path) }));
}

function chunks<T>(list: T[], size: number): T[][] {
  const n = Math.ceil(list.length / size);
  const per = Math.ceil(list.length / n);
  return Array.from({ length: n }, (_, i) => list.slice(i * per, (i + 1) * per));
}

/** A booking of the demo that names an agency and guests, for its detail screen. */
async function demoBooking(page: Page): Promise<string> {
  const res = await page.request.get('/api/bookings?limit=100');
  expect(res.status()).toBe(200);
  const { data } = await res.json() as { data: { id: string; agencyName: string | null; guests: string | null; state: string }[] };
  const b = data.find((x) => x.agencyName && x.guests && x.state !== 'deleted') ?? data[0];
  return `/booking/${b.id}`;
}

/** axe on the open page: violations only, in the page itself (legacy mode: the default opens a
 *  second page per check to merge the frames' results, which doubled the time; the app has no
 *  frames of its own). */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true)
  .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });

/** Waits until the page's calls to /api have answered and none followed for a moment (Playwright's
 *  networkidle waits 500 ms after the last of any request, about a second a screen here), then
 *  until every spinner has ended. */
async function settle(page: Page, inFlight: () => number, bad: string[]): Promise<void> {
  let quietSince = 0;
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (inFlight() > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(25);
  }
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 15_000 }).catch(() => bad.push('a spinner never ends'));
}

/** Opens a screen and returns what is wrong with it (empty: nothing). */
async function problemsOf(page: Page, screen: TScreen, pass: TPass, shots?: string): Promise<string[]> {
  const bad: string[] = [];
  let open = 0;
  // The notification bell's live stream (server-sent events) stays open while the page is: it is
  // not a call that answers, so it is not waited for (it cost 15 s a screen).
  const isApi = (url: string) => { const p = new URL(url).pathname; return p.startsWith('/api/') && p !== '/api/events/notifications'; };
  const onRequest = (req: { url(): string }) => { if (isApi(req.url())) open++; };
  const onDone = (req: { url(): string }) => { if (isApi(req.url())) open = Math.max(0, open - 1); };
  const onResponse = (res: { url(): string; status(): number; request(): { method(): string } }) => {
    const url = new URL(res.url());
    const s = res.status();
    // A 502 from the mailbox calls is the outside IMAP server failing (an account another spec left
    // behind, its server gone): /mail shows it in the page by design, it is not our error.
    const outside = s === 502 && url.pathname.startsWith('/api/mail/');
    if (url.pathname.startsWith('/api/') && !outside && (s === 400 || s === 403 || s >= 500)) bad.push(`${res.request().method()} ${url.pathname}${url.search} → ${s}`);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  try {
    const path = screen.path === BOOKING_DETAIL ? await demoBooking(page) : screen.path;
    open = 0;
    const res = await page.goto(path);
    if (!res || res.status() >= 400) bad.push(`page answered ${res?.status()}`);
    await settle(page, () => open, bad);
    const htmlLang = await page.locator('html').getAttribute('lang');
    if (htmlLang !== pass.lang) bad.push(`the page is in "${htmlLang}", not "${pass.lang}"`);
    const main = page.locator('main');
    const text = (await main.count()) ? await main.innerText() : await page.locator('body').innerText();
    if (NOT_LOADED.test(text)) bad.push(`"could not be loaded": ${text.split('\n').find((l) => NOT_LOADED.test(l))}`);
    const errors = screen.axeOnly ? [] : await page.locator('[data-testid="snackbar"][data-variant="error"]').allInnerTexts();
    if (errors.length) bad.push(`error snackbar: ${errors.join(' | ')}`);
    const id = text.match(UUID);
    if (id) bad.push(`an id on screen: ${text.slice(Math.max(0, (id.index ?? 0) - 40), (id.index ?? 0) + 40).replace(/\n/g, ' ')}`);
    const options = await main.locator('select option').allInnerTexts().catch(() => [] as string[]);
    const idOption = options.find((o) => UUID.test(o));
    if (idOption) bad.push(`an id as a choice: ${idOption}`);
    if (screen.listTitle) {
      await expect(page.getByRole('heading', { level: 1, name: screen.listTitle, exact: true }).first()).toBeVisible().catch(() => bad.push(`no heading "${screen.listTitle}"`));
      await expect(page.locator('table, :text("No entries yet.")').first()).toBeVisible({ timeout: 20_000 }).catch(() => bad.push('no list and no "No entries yet."'));
    }
    if (screen.axe) {
      const result = await axeOn(page).analyze();
      for (const v of result.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' ').slice(-120));
        const why = (v.nodes[0]?.failureSummary ?? '').split('\n').slice(1).join(' ').trim().slice(0, 200);
        bad.push(`axe ${v.id} (${v.impact}) on ${v.nodes.length} element(s): ${targets.join(' | ')}: ${why}`);
      }
    }
    if (shots) await page.screenshot({ path: `${shots}/${path.replace(/\//g, '_') || 'home'}.png`, fullPage: false });
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    page.off('response', onResponse);
  }
  return bad;
}

async function walk(page: Page, pass: TPass, screens: TScreen[], shots?: string): Promise<Record<string, string[]>> {
  await page.setViewportSize({ width: pass.width, height: pass.height });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (shots) mkdirSync(shots, { recursive: true });
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    const bad = await problemsOf(page, screen, pass, shots);
    if (bad.length) found[screen.path] = bad;
  }
  return found;
}

// The walks are independent (each logs in on its own) and long: both workers take them, so that
// this file does not keep one worker busy long after the rest of the run is done.
test.describe.configure({ mode: 'parallel' });

for (const pass of [DESKTOP_EN, PHONE_DE]) {
  test.describe(pass.name, () => {
    test.use({ locale: pass.locale });

    test(`${pass.name}: the public pages work and have no serious or critical axe violation`, async ({ page }) => {
      const screens = staticPublicPaths().map((path) => ({ path, axe: true }));
      test.setTimeout(60_000 + screens.length * 25_000);
      expect(await walk(page, pass, screens, SHOTS && `${SHOTS}/public-${pass.lang}`)).toEqual({});
    });

    for (const role of Object.keys(DEMO_ROLES) as TDemoRole[]) {
      const parts = chunks(screensOf(role, pass), CHUNK);
      parts.forEach((screens, i) => {
        const part = parts.length > 1 ? ` (part ${i + 1} of ${parts.length})` : '';
        test(`${pass.name}: ${role}'s screens${part} work, with names, and pass axe`, async ({ page }) => {
          test.setTimeout(60_000 + screens.length * 25_000);
          await loginAs(page, role);
          expect(await walk(page, pass, screens, SHOTS && `${SHOTS}/${role}-${pass.lang}`)).toEqual({});
        });
      });
    }
  });
}
