// Issue 17 in the browser: staff send a template to a customer and test a loyalty/birthday mail
// from the customer view (the mails then listed there); the voucher of an agency booking goes to
// the agency from the booking detail (PDF attached, recorded on the booking); a tour's pictures
// are picked from the media library (no typed address) and the picture cannot be deleted while
// the tour shows it; the template editor previews the unsaved text. Screenshots at 1280 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;
const run = Date.now().toString(36);

async function api(request: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: unknown) {
  const login = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const token = (await login.json()).token as string;
  const res = await request[method](`${UPSTREAM}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff send a template to a customer and test a birthday mail from the customer view', async ({ page, request }) => {
  await api(request, 'post', '/api/mail/template', {
    name: `Birthday ${run}`, kind: 'Custom', subject: { en: `Happy birthday ${run}, {{customer.firstName}}`, de: `Alles Gute ${run}, {{customer.firstName}}` },
    body: { en: 'Dear {{customer.name}}', de: 'Hallo {{customer.name}}' },
  });
  const customer = (await api(request, 'post', '/api/customers', {
    fullName: `Coral Finch ${run}`, email: `coral.${run}@example.com`, language: 'en',
    masterData: { firstName: 'Coral', lastName: `Finch ${run}`, gender: 'f', birthday: '1988-05-06' },
  })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/customer/view/${customer}`);
  await expect(page.getByRole('button', { name: 'Send e-mail' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No e-mails yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail to the customer' });
  await dialog.getByLabel('Template').selectOption({ label: `Birthday ${run}` });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `E-mail to coral.${run}@example.com queued.` })).toBeVisible();
  await expect(page.getByTestId('customer-mails')).toContainText(`Happy birthday ${run}, Coral`);
  await page.getByRole('button', { name: 'Test loyalty/birthday mail' }).click();
  const test = page.getByRole('dialog', { name: 'Test a loyalty or birthday mail' });
  await test.getByLabel('Template').selectOption({ label: `Birthday ${run}` });
  await test.getByLabel('Language').selectOption('de');
  await test.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Test mail to admin@example.com queued.' })).toBeVisible();
  await expect(page.getByTestId('customer-mails')).toContainText(`[Test] Alles Gute ${run}, Coral`);
  const queued = await api(request, 'get', `/api/mailqueue?filter=${encodeURIComponent(JSON.stringify({ customer }))}`);
  expect(queued.data.map((m: { kind: string }) => m.kind).sort()).toEqual(['customer', 'customer.test']);
  await shots(page, 'customer-mail');
});

test('the voucher of an agency booking goes to the agency from the booking detail', async ({ page, request }) => {
  const list = await api(request, 'get', '/api/bookings?size=200');
  const booking = (list.data as { id: string; agency: string | null }[]).find((b) => b.agency);
  expect(booking, 'an agency booking in the demo data').toBeTruthy();
  const agency = await api(request, 'get', `/api/agencies/${booking!.agency}`);
  await loginAs(page, 'admin');
  await page.goto(`/booking/${booking!.id}`);
  await page.getByRole('button', { name: 'Send voucher to agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voucher by e-mail' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/voucher-dialog-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/voucher-dialog-1280.png' });
  const to = agency.email ? String(agency.email).toLowerCase() : `desk.${run}@example.com`;
  if (!agency.email) await dialog.getByLabel('To another address (optional)').fill(to);
  await dialog.getByRole('button', { name: 'Send voucher' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: `Voucher to ${to} queued.` })).toBeVisible();
  const queued = await api(request, 'get', `/api/mailqueue?filter=${encodeURIComponent(JSON.stringify({ booking: booking!.id, kind: 'voucher' }))}`);
  expect(queued.data.length).toBeGreaterThanOrEqual(1);
  const mail = await api(request, 'get', `/api/mailqueue/${queued.data[0].id}`);
  expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
  expect(Buffer.from(mail.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
});

test('a tour picks its pictures from the media library; a picture in use cannot be deleted', async ({ page, request }) => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 240, g: 120, b: 20 } } }).png().toBuffer();
  const login = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const token = (await login.json()).token as string;
  const up = await request.post(`${UPSTREAM}/api/media/upload`, { headers: { authorization: `Bearer ${token}` }, multipart: { file: { name: `sunset-${run}.png`, mimeType: 'image/png', buffer: png } } });
  expect(up.status()).toBe(201);
  const pic = await up.json() as { id: string; url: string };
  const tour = (await api(request, 'post', '/api/tours', { name: `Sunset reef ${run}` })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/tour/${tour}`);
  await expect(page.getByText('No picture chosen.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose pictures from the library' }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await library.getByRole('button', { name: `sunset-${run}.png` }).click();
  await expect(library.getByRole('button', { name: `sunset-${run}.png` })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/media-picker-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/media-picker-1280.png' });
  await library.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: /saved/i })).toBeVisible();
  expect((await api(request, 'get', `/api/tours/${tour}`)).images).toEqual([pic.url]);
  await shots(page, 'tour-pictures');

  await page.goto(`/media/${pic.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  // The refusal says where the file is used (the 409's description), in the dialog and the snackbar.
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(`tours "Sunset reef ${run}" (images)`);
  await expect(page.getByTestId('snackbar').filter({ hasText: `tours "Sunset reef ${run}" (images)` })).toBeVisible();
  const refused = await request.delete(`${UPSTREAM}/api/media/${pic.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ message: 'MEDIA_IN_USE', description: expect.stringContaining(`tours "Sunset reef ${run}" (images)`) });
  expect((await request.get(`${UPSTREAM}${pic.url}`)).status()).toBe(200);
});

test('the template editor previews the unsaved text against a real booking', async ({ page, request }) => {
  const template = (await api(request, 'post', '/api/mail/template', {
    name: `Draft ${run}`, kind: 'Information', subject: { en: 'Stored subject {{booking.number}}', de: 'Gespeichert' }, body: { en: 'Stored body', de: 'Gespeichert' },
  })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/config/mailtemplates/${template}`);
  const frame = page.frameLocator('iframe[title="HTML"]');
  await expect(frame.getByText('Stored body')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tablist', { name: 'Text' }).getByRole('tab', { name: /English/ }).click();
  const body = page.getByLabel('Text (English)');
  await body.fill(`Unsaved draft ${run} for {{customer.name}}, booking {{booking.number}}`);
  await expect(frame.getByText(new RegExp(`Unsaved draft ${run} for .+, booking \\S+`))).toBeVisible();
  await body.fill('{{#if broken');
  await expect(page.getByRole('alert').filter({ hasText: /error/i })).toBeVisible();
  await body.fill(`Second draft ${run}`);
  await expect(frame.getByText(`Second draft ${run}`)).toBeVisible();
  await shots(page, 'template-draft-preview');
  // Nothing was saved.
  expect((await api(request, 'get', `/api/mail/template/${template}`)).body.en).toBe('Stored body');
});
