// The public booking page carries none of the back office's client code: not all messages (only
// what its client components read), no service worker; its language switch, drawn with labels
// from the server, still works (docs/benchmarks.md, workload 6).
import { expect, test } from '@playwright/test';

test('the HTML of /book holds only the messages its client components read', async ({ request }) => {
  const html = await (await request.get('/book', { headers: { 'accept-language': 'en' } })).text();
  expect(html).toContain('Book online');
  // Texts of the login form, the back-office shell and the service worker are not in the page.
  expect(html).not.toContain('E-mail or password is wrong.');
  expect(html).not.toContain('Main navigation');
  expect(html).not.toContain('A new version is available.');
});

test('/book registers no service worker', async ({ page }) => {
  await page.goto('/book');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/')) === undefined)).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-sw-state', /.+/);
});

test('a guest switches the language on /book and it stays after a reload', async ({ page }) => {
  await page.goto('/book');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Book online');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'German' }).click();
  await expect(heading).toHaveText('Online buchen');
  await expect(page.getByRole('group', { name: 'Sprache' }).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(heading).toHaveText('Online buchen');
  await page.getByRole('button', { name: 'Englisch' }).click();
  await expect(heading).toHaveText('Book online');
});
