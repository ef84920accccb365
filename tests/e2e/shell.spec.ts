// The app shell: each demo role sees exactly the menu the route table gives its scopes and the
// default modules; forbidden routes bounce back with the FORBIDDEN snackbar; unbuilt routes say
// so; unknown paths are 404; the phone drawer and the user menu work.
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FEATURE_FLAGS, VIEW_FLAGS } from '@/lib/contract/auth';
import { MODULES_DEFAULTS } from '@/lib/contract/settings';
import { forbiddenCause } from '@/lib/access/guard';
import { buildMenu } from '@/lib/access/menu';
import { ROUTES } from '@/lib/access/routes';
import { expect, test, loginAs, type TDemoRole } from './fixtures';

const SCOPES: Record<TDemoRole, { scopes: string[]; isCrmUser: boolean; email: string }> = {
  admin: { scopes: ['admin'], isCrmUser: false, email: 'admin@example.com' },
  staff: { scopes: ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'], isCrmUser: false, email: 'staff@example.com' },
  agency: { scopes: ['agencies.self'], isCrmUser: false, email: 'agency@example.com' },
  customer: { scopes: ['customers.self'], isCrmUser: false, email: 'customer@example.com' },
  club: { scopes: ['user', 'customers.self'], isCrmUser: true, email: 'club@example.com' },
};

const en: unknown = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));

function lookup(key: string): string {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
}

function expectedMenu(role: TDemoRole) {
  const s = SCOPES[role];
  const session = {
    ...s,
    features: FEATURE_FLAGS.filter((f) => MODULES_DEFAULTS[f] === true),
    viewsOff: VIEW_FLAGS.filter((v) => MODULES_DEFAULTS[v] === 'Off'),
  };
  const menu = buildMenu({ session, modulesAdmins: ['admin@example.com'] });
  return {
    groups: menu.map((g) => lookup(g.labelKey)),
    items: menu.flatMap((g) => g.items.map((i) => ({ title: lookup(i.titleKey), path: i.path }))),
  };
}

async function actualMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeAttached();
  const groups = (await nav.locator(':scope > ul > li > button').allTextContents()).map((t) => t.replace('›', '').trim());
  const items = await nav.locator('a').evaluateAll((as) => as.map((a) => ({ title: a.textContent?.trim() ?? '', path: a.getAttribute('href') ?? '' })));
  return { groups, items };
}

for (const role of Object.keys(SCOPES) as TDemoRole[]) {
  test(`${role} sees its own menu`, async ({ page }) => {
    await loginAs(page, role);
    const expected = expectedMenu(role);
    expect(expected.items.length).toBeGreaterThan(0);
    expect(await actualMenu(page)).toEqual(expected);
  });
}

test('the menus differ by role: admin sees configuration, staff does not', async ({ page }) => {
  expect(expectedMenu('admin').groups).toContain('Configuration');
  expect(expectedMenu('staff').groups).not.toContain('Configuration');
  await loginAs(page, 'staff');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Configuration' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Tours' })).toBeVisible();
});

test('a forbidden route shows the forbidden message and returns to the previous route', async ({ page, baseURL }) => {
  await loginAs(page, 'staff');
  await page.goto('/tour/list');
  await expect(page.getByTestId('user-name')).toHaveText('Demo Staff');
  await page.goto('/config/company', { referer: `${baseURL}/tour/list` });
  await expect(page).toHaveURL(/\/tour\/list$/);
  // The message shows once the page is hydrated: up to 20 s on a loaded machine.
  const forbidden = page.getByTestId('snackbar').filter({ hasText: 'You are not allowed to open this page.' });
  await expect(forbidden).toBeVisible({ timeout: 20_000 });
  // Without a previous route it goes home.
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(forbidden).toBeVisible({ timeout: 20_000 });
});

/** A back-office route admin may open (default modules) whose screen is not built yet, if any. */
function unbuiltRoute() {
  const admin = { ...SCOPES.admin, features: FEATURE_FLAGS.filter((f) => MODULES_DEFAULTS[f] === true), viewsOff: [] };
  return ROUTES.find((r) => {
    if (r.public || r.notFound || r.redirectTo || r.club || r.path.includes(':') || r.path === '/') return false;
    if (forbiddenCause(r, admin, ['admin@example.com'])) return false;
    return !existsSync(new URL(`../../app/(backoffice)${r.path}/page.tsx`, import.meta.url));
  });
}

test('an allowed route without its screen says so; an unknown path is 404', async ({ page }) => {
  await loginAs(page, 'admin');
  const route = unbuiltRoute();
  // Once every screen is built there is nothing left to show here.
  if (route) {
    await page.goto(route.path);
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole('heading', { name: lookup(`routes.${route.id}`) })).toBeVisible();
    await expect(page.getByText('This screen is not built yet.')).toBeVisible();
  }
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the account view of home shows the user, the permissions and the recent logins', async ({ page }) => {
  await loginAs(page, 'staff');
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Demo Staff');
  await page.getByTestId('home-tab-account').click();
  await expect(page).toHaveURL(/\/\?view=account$/);
  await expect(page.getByTestId('home-scopes')).toContainText('bookings');
  await expect(page.getByTestId('home-scopes')).toContainText('read');
  await expect(page.getByTestId('home-logins').locator('li').first()).toContainText('successful');
});

test('on a phone the menu is a drawer; the user menu logs out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs(page, 'staff');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeInViewport();
  await nav.getByRole('button', { name: 'Tours' }).click();
  await nav.getByRole('link', { name: lookup('routes.tourList') }).click();
  await expect(page).toHaveURL(/\/tour\/list$/);
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('a session the upstream no longer accepts is ended: back to login with the reason', async ({ page, request }) => {
  // An account of its own, so ending its tokens touches no other test.
  const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`; // playwright.config.ts's port
  const email = `expired-${Date.now()}@example.com`;
  const reg = await request.post(`${UPSTREAM}/api/auth/register`, { data: { name: 'Short Lived', email, password: 'first-pass', userType: 'Customer' } });
  expect(reg.status()).toBe(201);
  const { id } = await reg.json();
  const admin = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: 'admin@example.com', password: 'demo-password' } });
  const adminToken = (await admin.json()).token as string;
  const setPassword = (password: string) =>
    request.post(`${UPSTREAM}/api/users/${id}/password`, { headers: { authorization: `Bearer ${adminToken}` }, data: { email, password, keepStatus: false } });
  expect((await setPassword('second-pass')).status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(email);
  await page.getByLabel(/^(Password|Passwort)$/).fill('second-pass');
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Short Lived');

  // The admin changes the password: every token of the user ends at once.
  expect((await setPassword('third-pass')).status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Please log in.' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});
