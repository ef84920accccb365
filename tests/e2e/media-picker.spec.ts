// The shared media picker (issue 17): the mail template editor inserts a library picture into the
// HTML (a folder's picture, and one uploaded from the dialog), the preview shows it at its absolute
// address; the widget's logo is picked from the library; deleting a picture in use shows where it
// is used (the 409's description) in the delete dialog; a user without media.create is offered no
// upload in the picker; /agency/:id prints the agency's PDFs.
// Screenshots at 1280 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { addWebUser, loginContext } from '../attack/web-personas';
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures';

const UPSTREAM = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4610}`;
const run = Date.now().toString(36);

async function tokenOf(request: APIRequestContext) {
  const login = await request.post(`${UPSTREAM}/api/auth/token`, { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  return (await login.json()).token as string;
}
async function api(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const res = await request[method](`${UPSTREAM}${path}`, { headers: { authorization: `Bearer ${await tokenOf(request)}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}
const png = (r: number, g: number, b: number) => sharp({ create: { width: 80, height: 60, channels: 3, background: { r, g, b } } }).png().toBuffer();
async function upload(request: APIRequestContext, name: string, folder?: string) {
  const res = await request.post(`${UPSTREAM}/api/media/upload`, {
    headers: { authorization: `Bearer ${await tokenOf(request)}` },
    multipart: { file: { name, mimeType: 'image/png', buffer: await png(20, 120, 200) }, ...(folder ? { folder } : {}) },
  });
  expect(res.status()).toBe(201);
  return res.json() as Promise<{ id: string; url: string }>;
}
async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
}

test('the template editor inserts library pictures into the HTML; a picture in use says where on delete', async ({ page, request }) => {
  const folder = (await api(request, 'post', '/api/mediafolder', { name: `Headers ${run}` })).id as string;
  const reef = await upload(request, `reef-${run}.png`, folder);
  await upload(request, `other-${run}.png`);
  const template = (await api(request, 'post', '/api/mail/template', {
    name: `Pictures ${run}`, kind: 'Information', subject: { en: 'Hello', de: 'Hallo' }, body: { en: '<p>Welcome</p>', de: '<p>Willkommen</p>' },
  })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/config/mailtemplates/${template}`);
  await page.getByRole('tablist', { name: 'Text' }).getByRole('tab', { name: /English/ }).click();
  const body = page.getByLabel('Text (English)');
  await expect(body).toHaveValue('<p>Welcome</p>', { timeout: 30_000 });
  await body.focus();
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
  await page.getByRole('button', { name: 'Insert picture (English)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a picture from the library' });
  await dialog.getByLabel('Folder').selectOption({ label: `Headers ${run}` });
  await expect(dialog.getByRole('button', { name: `reef-${run}.png` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `other-${run}.png` })).toHaveCount(0);
  await shots(page, 'template-picture-picker');
  await dialog.getByRole('button', { name: `reef-${run}.png` }).click();
  await expect(dialog).toBeHidden();
  const tag = `<img src="${reef.url}" alt="reef-${run}.png" style="display:block;max-width:100%;height:auto;border:0">`;
  await expect(body).toHaveValue(`${tag}<p>Welcome</p>`);
  // The preview renders what goes out: the picture at its absolute address.
  const frame = page.frameLocator('iframe[title="HTML"]');
  await expect(frame.locator(`img[alt="reef-${run}.png"]`)).toHaveAttribute('src', new RegExp(`^https?://[^/]+${reef.url.replace(/[?]/g, '\\?')}$`));
  // Upload from the dialog, at the end of the text: the new picture goes in at once.
  await body.evaluate((el: HTMLTextAreaElement) => { el.focus(); el.setSelectionRange(el.value.length, el.value.length); });
  await page.getByRole('button', { name: 'Insert picture (English)' }).click();
  await page.getByTestId('media-picker-upload').setInputFiles({ name: `fresh-${run}.png`, mimeType: 'image/png', buffer: await png(200, 40, 40) });
  await expect(dialog).toBeHidden();
  await expect(body).toHaveValue(new RegExp(`<p>Welcome</p><img src="/api/media/[0-9a-f-]{36}/data\\?v=1" alt="fresh-${run}.png"`));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: /saved/i })).toBeVisible();
  const saved = await api(request, 'get', `/api/mail/template/${template}`);
  expect(saved.body.en).toContain(tag);
  expect(saved.body.en).toContain(`alt="fresh-${run}.png"`);
  expect(saved.body.de).toBe('<p>Willkommen</p>');

  // The picture is in use: the delete dialog says where, not just "conflict".
  await page.goto(`/media/${reef.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText(`mailtemplate "Pictures ${run}" (body)`);
  await expect(page.getByTestId('snackbar').filter({ hasText: `409 The file is still in use. – The file is still used by mailtemplate "Pictures ${run}" (body)` })).toBeVisible();
  await shots(page, 'media-delete-in-use');
});

test('the widget\'s logo is picked from the library', async ({ page, request }) => {
  const logo = await upload(request, `logo-${run}.png`);
  const widget = (await api(request, 'post', '/api/widget', { name: `Logo widget ${run}`, slug: `logo-${run}`, settings: { color: '#0f766e' } })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/widget-admin/${widget}`);
  await expect(page.getByText('No picture chosen.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose a picture from the library' }).click();
  await page.getByRole('dialog', { name: 'Media library' }).getByRole('button', { name: `logo-${run}.png` }).click();
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', logo.url);
  await shots(page, 'widget-logo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: /saved/i })).toBeVisible();
  expect((await api(request, 'get', `/api/widget/${widget}`)).settings).toEqual({ color: '#0f766e', logo: logo.url });
});

test('the picker offers the upload only to users who may upload (media.create)', async ({ page, request, baseURL }) => {
  await upload(request, `tour-${run}.png`);
  const tour = (await api(request, 'post', '/api/tours', { name: `Picture tour ${run}` })).id as string;
  const editor = await addWebUser(await loginContext(baseURL!, DEMO.admin, DEMO_PASSWORD), ['tours.read', 'tours.update', 'media.read'], 'no-upload');
  await page.goto('/login');
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(editor.email);
  await page.getByLabel(/^(Password|Passwort)$/).fill(editor.password);
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));
  await page.goto(`/tour/${tour}`);
  await page.getByRole('button', { name: 'Choose pictures from the library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Media library' });
  await expect(dialog.getByRole('button', { name: `tour-${run}.png` })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Upload a picture' })).toHaveCount(0);
  await expect(page.getByTestId('media-picker-upload')).toHaveCount(0);
  // The admin (media.create) is offered it in the same dialog.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await loginAs(page, 'admin');
  await page.goto(`/tour/${tour}`);
  await page.getByRole('button', { name: 'Choose pictures from the library' }).click();
  await expect(page.getByRole('dialog', { name: 'Media library' }).getByRole('button', { name: 'Upload a picture' })).toBeVisible({ timeout: 30_000 });
});

test('/agency/:id prints the agency\'s data sheet and statement', async ({ page, request }) => {
  const agency = (await api(request, 'post', '/api/agencies', { name: `Print agency ${run}`, contactName: 'Petra Print' })).id as string;
  await loginAs(page, 'admin');
  await page.goto(`/agency/${agency}`);
  const card = page.getByRole('region', { name: 'Print' });
  await expect(card.getByLabel('Template')).toBeVisible({ timeout: 30_000 });
  const link = page.getByTestId('agency-print-link');
  await expect(link).toHaveAttribute('href', `/api/agencies/${agency}/print/datasheet`);
  const sheet = await page.request.get((await link.getAttribute('href'))!);
  expect(sheet.headers()['content-type']).toBe('application/pdf');
  await card.getByLabel('Template').selectOption({ label: 'Agency statement' });
  await expect(link).toHaveAttribute('href', new RegExp(`/api/agencies/${agency}/print/statement\\?from=\\d{4}-01-01&to=\\d{4}-12-31$`));
  const statement = await page.request.get((await link.getAttribute('href'))!);
  expect(statement.status()).toBe(200);
  expect((await statement.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shots(page, 'agency-print');
});
