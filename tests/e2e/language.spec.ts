// The language switch (de/en): it changes the texts at once, writes the 14-day cookie and the
// choice survives a reload; without a cookie the browser's language decides (de or en only).
import { expect, test, loginAs } from './fixtures';

test('the switch changes the texts of the shell and survives a reload', async ({ page, context }) => {
  await loginAs(page, 'staff');
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Demo Staff');
  await page.getByRole('button', { name: 'German' }).click();
  await expect(page.getByTestId('home-greeting')).toHaveText('Willkommen, Demo Staff');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached();
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('de');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThan(14.1);
  await page.reload();
  await expect(page.getByTestId('home-greeting')).toHaveText('Willkommen, Demo Staff');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Englisch' }).click();
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Demo Staff');
  await page.reload();
  await expect(page.getByTestId('home-greeting')).toHaveText('Welcome, Demo Staff');
});

test('a guest switches the language on the password reset page', async ({ page }) => {
  await page.goto('/password/reset');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByRole('button', { name: 'German' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('E-Mail ist erforderlich')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
});

test.describe('browser language', () => {
  test.use({ locale: 'de-DE' });
  test('without a cookie a German browser gets German', async ({ page }) => {
    await page.goto('/password/reset');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  });
});

test.describe('unsupported browser language', () => {
  test.use({ locale: 'fr-FR' });
  test('falls back to German, the default', async ({ page }) => {
    await page.goto('/password/reset');
    await expect(page.getByRole('heading', { name: 'Passwort zurücksetzen' })).toBeVisible();
  });
});
