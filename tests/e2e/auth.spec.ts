// Login, logout, the guard's redirects and the BFF's session handling, in Chromium.
import { expect, test, DEMO, DEMO_PASSWORD, loginAs, logout } from './fixtures';

test.describe('guests', () => {
  test('a guest on a protected route goes to /login, and under /club/ to /club/login', async ({ page }) => {
    await page.goto('/config/company');
    await expect(page).toHaveURL(/\/login\?from=%2Fconfig%2Fcompany$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.goto('/club/dashboard');
    await expect(page).toHaveURL(/\/club\/login/);
    await expect(page.getByRole('heading', { name: 'Club login' })).toBeVisible();
  });

  test('the login form shows the spec validation messages and a wrong password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('E-Mail is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByLabel('Password').fill('x');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
    await page.getByLabel('E-mail').fill(DEMO.admin);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail or password is wrong.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session', () => {
  test('a device whose clock is a year off stays logged in (the refresh works from the time left)', async ({ browser }) => {
    for (const offDays of [365, -365]) {
      const context = await browser.newContext();
      await context.clock.install({ time: Date.now() + offDays * 86_400_000 });
      const page = await context.newPage();
      await loginAs(page, 'admin');
      await page.goto('/config/company');
      // The refresher runs once the shell has mounted; a wrong clock used to send the user to /login here.
      await page.waitForTimeout(1500);
      await expect(page).toHaveURL(/\/config\/company$/);
      await context.close();
    }
  });

  test('login sets a sealed HttpOnly SameSite=Lax cookie and never hands out the token', async ({ page, context }) => {
    const res = await page.request.post('/api/auth/token', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe(DEMO.admin);
    expect(body.expiresIn).toBeGreaterThan(240);
    expect(JSON.stringify(body)).not.toMatch(/"token"/);
    const cookie = (await context.cookies()).find((c) => c.name === 'tb_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false); // localhost only; Secure everywhere else (unit-tested)
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('tb_session');
  });

  test('the BFF adds the token: /api/users/self answers for the logged-in user only', async ({ page }) => {
    expect((await page.request.get('/api/users/self')).status()).toBe(401);
    await loginAs(page, 'staff');
    const self = await page.request.get('/api/users/self');
    expect(self.status()).toBe(200);
    expect((await self.json()).email).toBe(DEMO.staff);
  });

  test('login is skipped when logged in; logout ends the session and the old cookie stops working', async ({ page, context, browser }) => {
    await loginAs(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    const stolen = (await context.cookies()).find((c) => c.name === 'tb_session')!;
    await logout(page);
    await page.goto('/config/company');
    await expect(page).toHaveURL(/\/login/);
    // A copy of the cookie taken before logout is refused by the upstream (token revoked).
    const other = await browser.newContext();
    await other.addCookies([stolen]);
    const replay = await other.request.get('/api/users/self');
    expect(replay.status()).toBe(401);
    await other.close();
  });

  test('a tampered cookie reads as logged out', async ({ page, context }) => {
    await context.addCookies([{ name: 'tb_session', value: 'Fe26.2**forged**value', domain: 'localhost', path: '/' }]);
    await page.goto('/config/company');
    await expect(page).toHaveURL(/\/login/);
  });

  test('the club user logs in on /club/login and lands on /club/dashboard', async ({ page }) => {
    await loginAs(page, 'club');
    await expect(page).toHaveURL(/\/club\/dashboard$/);
  });
});

test.describe('BFF', () => {
  test('mutations from a foreign origin are refused', async ({ page }) => {
    await loginAs(page, 'admin');
    const res = await page.request.post('/api/users/self', { headers: { origin: 'https://evil.example' }, data: { name: 'x' } });
    expect(res.status()).toBe(403);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 403, error: 'Forbidden', method: 'POST', path: '/api/users/self' });
    const nullOrigin = await page.request.post('/api/auth/token', { headers: { origin: 'null' }, data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(nullOrigin.status()).toBe(403);
  });

  test('unknown API paths answer 404 in the spec error shape', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(Object.keys(await res.json())).toEqual(expect.arrayContaining(['error', 'message', 'statusCode', 'path', 'method', 'timestamp']));
  });
});
