// Issue 37 item 4 on screen, as the admin: /config leads to /config/apikeys; a key is made and
// shown once, opens the partner API through the web server (the BFF passes the partner's own key
// on), and is refused once revoked; a webhook endpoint is added (its secret shown once) and its
// empty delivery log opened. Axe-clean; fits a phone; screenshots desktop and phone.
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

test('partner API keys and webhooks on /config/apikeys', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  await page.goto('/config');
  await page.getByRole('link', { name: /^Partner API API keys/ }).click();
  await expect(page).toHaveURL(/\/config\/apikeys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner API' })).toBeVisible();
  await axeClean(page);

  // A key: shown once, then usable through the web server with its own Authorization header.
  const name = `E2E reseller ${Date.now().toString(36)}`;
  await page.getByLabel('Name').first().fill(name);
  await page.getByRole('button', { name: 'Make key' }).click();
  const shown = page.getByTestId('new-key');
  await expect(shown).toHaveText(/^tbk_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!;
  await axeClean(page);
  const me = await page.request.get('/api/partner/v1/me', { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ name, scopes: ['tours.read'] });
  await page.getByRole('button', { name: 'Done, I have copied it' }).click();
  await expect(page.getByTestId('new-key')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(key.slice(0, 12));

  // Revoke it: confirmed, then the partner API refuses it.
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  expect((await page.request.get('/api/partner/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
  // The admin's own session is untouched by the partner API's 401.
  expect((await page.request.get('/api/apikeys')).status()).toBe(200);

  // A webhook endpoint: its secret shown once; its delivery log opens (empty).
  const hook = `E2E hook ${Date.now().toString(36)}`;
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add endpoint' }) });
  await form.getByLabel('Name').fill(hook);
  await form.getByLabel('URL').fill('http://127.0.0.1:9/hook');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByTestId('new-secret')).toHaveText(/^whsec_/);
  await page.getByRole('listitem').filter({ hasText: hook }).getByRole('button', { name: /^Show delivery log/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: hook }).getByText('Nothing delivered yet')).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: 'test-results/partner-api-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Partner API' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
  await page.screenshot({ path: 'test-results/partner-api-phone.png', fullPage: true });
});
