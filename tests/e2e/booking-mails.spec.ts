// Issue 33 item 1 in the browser: the booking page offers "Send confirmation"; its dialog previews
// the mail as it goes out (recipient, language, subject, the body, the PDF attached) and sends it,
// recorded on the booking (the mail queue). Switching the language previews it again.
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;
const run = Date.now().toString(36);

async function api(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const login = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const token = (await login.json()).token as string;
  const res = await request[method](`${UPSTREAM}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('the booking confirmation is previewed and sent from the booking page', async ({ page, request }) => {
  // The preview renders the confirmation PDF on the server: allow for a loaded machine.
  test.setTimeout(180_000);
  const list = await api(request, 'get', '/api/bookings?size=200');
  const booking = (list.data as { id: string; customer: string | null; state: string }[]).find((b) => b.customer && b.state === 'confirmed');
  expect(booking, 'a confirmed booking with a customer in the demo').toBeTruthy();
  await loginAs(page, 'admin');
  await page.goto(`/booking/${booking!.id}`);
  await page.getByRole('button', { name: 'Send confirmation' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Booking confirmation by e-mail' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const to = `guest.${run}@example.com`;
  await dialog.getByLabel('To another address (optional)').fill(to);
  await dialog.getByLabel('Language').selectOption('en');
  await expect(dialog.getByTestId('mail-preview-to')).toHaveText(to, { timeout: 30_000 });
  await expect(dialog.getByTestId('mail-preview-subject')).not.toBeEmpty();
  await expect(dialog.getByText(/^confirmation-.*\.pdf/)).toBeVisible();
  await expect(dialog.locator('iframe')).toBeVisible();
  await page.screenshot({ path: 'test-results/booking-confirmation-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `Confirmation to ${to} queued.` })).toBeVisible();
  const queued = await api(request, 'get', `/api/mailqueue?filter=${encodeURIComponent(JSON.stringify({ booking: booking!.id, kind: 'confirmation' }))}`);
  const mine = (queued.data as { id: string; to: string }[]).find((m) => m.to === to);
  expect(mine, 'the mail is recorded on the booking').toBeTruthy();
  const mail = await api(request, 'get', `/api/mailqueue/${mine!.id}`);
  expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
});
