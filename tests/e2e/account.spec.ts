// Registration, account verification, the jump-to token login and the modules page.
import { expect, test, DEMO, DEMO_PASSWORD, loginAs } from './fixtures';

// The port playwright.config.ts starts the upstream on (E2E_UPSTREAM_PORT for parallel runs).
const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;

test.describe('/register/{userType}', () => {
  test('validates, registers a customer and says where the verify link went', async ({ page }) => {
    await page.goto('/register/customer');
    await expect(page.getByRole('heading', { name: 'Register as a customer' })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('E-Mail is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('E2E Customer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('secret-1');
    await page.getByLabel('Repeat password').fill('secret-2');
    await page.getByLabel('Repeat password').press('Enter');
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Repeat password').fill('secret-1');
    await page.getByLabel('Repeat password').press('Enter');
    await expect(page.getByTestId('register-done')).toContainText(email);
  });

  test('an unknown user type is 404; a logged-in user is sent home', async ({ page }) => {
    const res = await page.goto('/register/admin');
    expect(res?.status()).toBe(404);
    await loginAs(page, 'staff');
    await page.goto('/register/agency');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a wrong verify token is refused and the code can be typed in', async ({ page }) => {
  await page.goto('/user/00000000-0000-4000-8000-000000000000/verify?token=wrong');
  await expect(page.getByText('The link is invalid or has expired.')).toBeVisible();
  await expect(page.getByTestId('snackbar').filter({ hasText: /^400 / })).toBeVisible();
  await page.getByLabel('Code from the e-mail').fill('');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Token is required')).toBeVisible();
});

test.describe('/jumpto/{token}', () => {
  async function upstreamToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
    const res = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.staff, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    return (await res.json()).token as string;
  }

  test('logs in with the token and goes to a safe target', async ({ page, request }) => {
    const token = await upstreamToken(request);
    await page.goto(`/jumpto/${encodeURIComponent(token)}?to=${encodeURIComponent('/tour/list')}`);
    // The login and the target's first load: up to 20 s on a loaded machine.
    await expect(page).toHaveURL(/\/tour\/list$/, { timeout: 20_000 });
    await expect(page.getByTestId('user-name')).toHaveText('Demo Staff');
    expect((await page.request.get('/api/users/self')).status()).toBe(200);
  });

  test('an unsafe target shows a Next button instead', async ({ page, request }) => {
    const token = await upstreamToken(request);
    await page.goto(`/jumpto/${encodeURIComponent(token)}?to=${encodeURIComponent('//evil.example/x')}`);
    await expect(page.getByTestId('jump-next')).toContainText('You are logged in.');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Demo Staff');
  });

  test('an invalid token does not log in', async ({ page }) => {
    await page.goto(`/jumpto/${'x'.repeat(60)}`);
    await expect(page.getByTestId('jump-next')).toContainText('The link is invalid or has expired.');
    expect((await page.request.get('/api/users/self')).status()).toBe(401);
  });
});

test.describe('/config/modules', () => {
  test('shows the flags as switches and saves only the changed ones', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/config/modules');
    const stock = page.getByRole('switch', { name: 'Stock' });
    const diveReports = page.getByRole('switch', { name: 'Dive reports' });
    await expect(stock).toBeChecked();
    await expect(diveReports).toBeChecked();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The write is answered here so the shared demo data stays as it is for the other tests
    // (persistence of the settings group is covered by tests/api/settings-write.test.ts).
    let sent: unknown = null;
    await page.route('**/api/settings/group/modules', async (route) => {
      sent = route.request().postDataJSON();
      const current = await (await page.request.get('/api/settings/group/modules')).json();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...current, ...(sent as object) }) });
    });
    await stock.click();
    await diveReports.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('snackbar').filter({ hasText: 'Modules saved.' })).toBeVisible();
    expect(sent).toEqual({ stock: false, diveReports: 'Off' });
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('is forbidden for staff', async ({ page }) => {
    await loginAs(page, 'staff');
    await page.goto('/config/modules');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('snackbar').filter({ hasText: 'You are not allowed to open this page.' })).toBeVisible();
  });
});

test('the service worker registers at /hlm-sw.js with scope /', async ({ page }) => {
  await page.goto('/password/reset');
  await expect(page.locator('html')).toHaveAttribute('data-sw-state', /registered|cached/);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.scope ?? null);
  expect(scope).toMatch(/^http:\/\/localhost:\d+\/$/);
  const sw = await page.request.get('/hlm-sw.js');
  expect(sw.status()).toBe(200);
});

test('offline: the banner shows, and a page load answers with the offline page', async ({ page, context }) => {
  await page.goto('/password/reset');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'offline');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await page.goto('/login').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
