// Every menu entry of every demo role, at desktop and phone width (issue 14): each screen must
// load without "could not be loaded", an error snackbar, a refused or failed call (400, 403,
// 5xx), a spinner that never ends, or an id where a name belongs (a uuid in the visible text);
// the admin's generic list screens show their title and their list.
// The menu is the route table's (lib/access/menu.ts), which shell.spec.ts checks against the
// drawn menu. SHOTS=<dir> saves a screenshot of every screen there.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, loginAs, type TDemoRole } from './fixtures';
import { DEMO_ROLES, listScreens, menuPaths } from './demo-menus';

const WIDTHS = [{ name: 'desktop', width: 1280, height: 900 }, { name: 'phone', width: 390, height: 844 }] as const;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const SHOTS = process.env.SHOTS;

/** Opens a screen and returns what is wrong with it (empty: nothing). */
async function problemsOf(page: Page, path: string, shots?: string, listTitle?: string): Promise<string[]> {
  const bad: string[] = [];
  const onResponse = (res: { url(): string; status(): number; request(): { method(): string } }) => {
    const url = new URL(res.url());
    const s = res.status();
    // A 502 from the mailbox calls is the outside IMAP server failing (an account another spec left
    // behind, its server gone): /mail shows it in the page by design, it is not our error.
    const outside = s === 502 && url.pathname.startsWith('/api/mail/');
    if (url.pathname.startsWith('/api/') && !outside && (s === 400 || s === 403 || s >= 500)) bad.push(`${res.request().method()} ${url.pathname}${url.search} → ${s}`);
  };
  page.on('response', onResponse);
  try {
    const res = await page.goto(path);
    if (!res || res.status() >= 400) bad.push(`page answered ${res?.status()}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Every spinner ends (a refused call included).
    await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 15_000 }).catch(() => bad.push('a spinner never ends'));
    const main = page.locator('main');
    const text = (await main.count()) ? await main.innerText() : await page.locator('body').innerText();
    if (/could not be loaded/i.test(text)) bad.push(`"could not be loaded": ${text.match(/[^\n]*could not be loaded[^\n]*/i)?.[0]}`);
    const errors = await page.locator('[data-testid="snackbar"][data-variant="error"]').allInnerTexts();
    if (errors.length) bad.push(`error snackbar: ${errors.join(' | ')}`);
    const id = text.match(UUID);
    if (id) bad.push(`an id on screen: ${text.slice(Math.max(0, (id.index ?? 0) - 40), (id.index ?? 0) + 40).replace(/\n/g, ' ')}`);
    const options = await main.locator('select option').allInnerTexts().catch(() => [] as string[]);
    const idOption = options.find((o) => UUID.test(o));
    if (idOption) bad.push(`an id as a choice: ${idOption}`);
    // A generic list screen: its own title, and its list (or the empty list's words).
    if (listTitle) {
      await expect(page.getByRole('heading', { level: 1, name: listTitle, exact: true }).first()).toBeVisible().catch(() => bad.push(`no heading "${listTitle}"`));
      await expect(page.locator('table, :text("No entries yet.")').first()).toBeVisible({ timeout: 20_000 }).catch(() => bad.push('no list and no "No entries yet."'));
    }
    if (shots) await page.screenshot({ path: `${shots}/${path.replace(/\//g, '_') || 'home'}.png`, fullPage: false });
  } finally {
    page.off('response', onResponse);
  }
  return bad;
}

// The walks are independent (each logs in on its own) and long: both workers take them, so that
// this file does not keep one worker busy long after the rest of the run is done.
test.describe.configure({ mode: 'parallel' });

for (const role of Object.keys(DEMO_ROLES) as TDemoRole[]) {
  for (const size of WIDTHS) {
    test(`${role} at ${size.name} width: every menu entry loads with names`, async ({ page }) => {
      const entries = menuPaths(role);
      test.setTimeout(60_000 + entries.length * 20_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await loginAs(page, role);
      if (SHOTS) mkdirSync(`${SHOTS}/${role}-${size.name}`, { recursive: true });
      const home = role === 'club' ? '/club/dashboard' : '/';
      const found: Record<string, string[]> = {};
      // The admin's generic list screens also show their title and list (resources.spec.ts opens
      // the ones not in the menu); at desktop width, where a list is a table.
      const lists = new Map(role === 'admin' && size.name === 'desktop' ? listScreens().map((s) => [s.path, s.title]) : []);
      for (const path of [home, ...entries.filter((p) => p !== home)]) {
        const bad = await problemsOf(page, path, SHOTS ? `${SHOTS}/${role}-${size.name}` : undefined, lists.get(path));
        if (bad.length) found[path] = bad;
      }
      expect(found).toEqual({});
    });
  }
}
