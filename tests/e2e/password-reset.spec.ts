// The password reset screens (spec sections 2, 5, 8): both modes, every validation message, Enter
// submits, the snackbar texts, the club variant without the token field, and the guest-only rule.
import type { Page } from '@playwright/test';
import { expect, test, DEMO, loginAs } from './fixtures';

const snackbar = (page: Page, text: string | RegExp) => page.getByTestId('snackbar').filter({ hasText: text });

test.describe('/password/reset, mode reset', () => {
  test('validates the e-mail, Enter submits, success snackbar', async ({ page }) => {
    await page.goto('/password/reset');
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('E-Mail is required')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('no-at-sign');
    await page.getByLabel('E-mail', { exact: true }).press('Enter');
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
    await expect(page.getByText('E-Mail is required')).toHaveCount(0);
    await page.getByLabel('E-mail', { exact: true }).fill('a@b.toolong');
    await page.getByLabel('E-mail', { exact: true }).press('Enter');
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.staff);
    await page.getByLabel('E-mail', { exact: true }).press('Enter');
    await expect(snackbar(page, 'password change requested, please check your emails.')).toBeVisible();
    await expect(snackbar(page, 'password change requested')).toHaveAttribute('data-variant', 'success');
    await expect(page.getByText('E-mail must be valid')).toHaveCount(0);
  });

  test('a failed request shows the red snackbar text of the spec', async ({ page }) => {
    await page.route('**/api/auth/password/reset', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, error: 'Internal', message: 'boom' }) }),
    );
    await page.goto('/password/reset');
    await page.getByLabel('E-mail', { exact: true }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(snackbar(page, "can't request password change.")).toBeVisible();
    await expect(snackbar(page, "can't request password change.")).toHaveAttribute('data-variant', 'error');
  });
});

test.describe('/password/reset, mode save', () => {
  test('starts in save mode with the token of the link and shows every message', async ({ page }) => {
    await page.goto('/password/reset?token=abc123&email=staff%40example.com');
    await expect(page.getByLabel('Code from the e-mail')).toHaveValue('abc123');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('staff@example.com');
    await page.getByLabel('Code from the e-mail').fill('');
    await page.getByLabel('E-mail', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Token is required')).toBeVisible();
    await expect(page.getByText('E-Mail is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill('x@y');
    await page.getByLabel('New password').fill('1234');
    await page.getByLabel('Repeat password').fill('12345');
    await page.getByLabel('Repeat password').press('Enter');
    await expect(page.getByText('E-mail must be valid')).toBeVisible();
    await expect(page.getByText('Password must be longer than 4 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
  });

  test('?mode=save forces save mode; the switch links change the mode', async ({ page }) => {
    await page.goto('/password/reset?mode=save');
    await expect(page.getByLabel('Code from the e-mail')).toHaveValue('');
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByLabel('Code from the e-mail')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await page.getByRole('button', { name: 'I already have a code' }).click();
    await expect(page.getByLabel('Code from the e-mail')).toBeVisible();
  });

  test('a wrong token is refused with the server error in the snackbar', async ({ page }) => {
    await page.goto('/password/reset?token=not-a-real-token');
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.customer);
    await page.getByLabel('New password').fill('new-password-1');
    await page.getByLabel('Repeat password').fill('new-password-1');
    await page.getByLabel('Repeat password').press('Enter');
    await expect(page.getByTestId('snackbar').filter({ hasText: /^400 / })).toBeVisible();
    await expect(page.getByText('The code is invalid or has expired')).toBeVisible();
    await expect(page).toHaveURL(/\/password\/reset/);
  });
});

test.describe('/club/password/reset', () => {
  test('hides the token field and validates the rest', async ({ page }) => {
    await page.goto('/club/password/reset?token=club-token');
    await expect(page.getByRole('heading', { name: 'Reset club password' })).toBeVisible();
    await expect(page.getByLabel('Code from the e-mail')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('E-Mail is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Token is required')).toHaveCount(0);
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.club);
    await page.getByLabel('New password').fill('abcd');
    await page.getByLabel('Repeat password').fill('abce');
    await page.getByLabel('Repeat password').press('Enter');
    await expect(page.getByText('Password must be longer than 4 characters')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
  });

  test('mode reset sends the club flag', async ({ page }) => {
    await page.goto('/club/password/reset');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/password/reset') && r.method() === 'PUT');
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO.club);
    await page.getByLabel('E-mail', { exact: true }).press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ email: DEMO.club, isCRMUser: true });
    await expect(snackbar(page, 'password change requested, please check your emails.')).toBeVisible();
  });
});

test('a logged-in user is sent home instead', async ({ page }) => {
  await loginAs(page, 'staff');
  await page.goto('/password/reset');
  await expect(page).toHaveURL(/\/$/);
});
