// Guest links (row action "Guest link"): staff open the links of a guest form (one guest, all
// guests of the booking) or of a form, copy them and show their QR codes; the link alone opens
// the form without a login. Screenshots of the dialog at desktop and phone width go to /tmp/fl
// when FORM_LINKS_SCREENSHOTS is set.
import type { Locator, Page } from '@playwright/test';
import { expect, test, loginAs } from './fixtures';

const shots = process.env.FORM_LINKS_SCREENSHOTS ? '/tmp/fl' : null;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = '[0-9a-f]{64}';

/** The list row whose first cell (the name) is exactly `name` (other tests add guest forms whose
 *  booking or customer cell shows the same name). */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`) }) });

/** Opens the "Guest link" dialog of the list row named `name`. */
async function openLinks(page: Page, name: string): Promise<Locator> {
  await rowOf(page, name).getByRole('button', { name: `Guest link ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Link for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The QR code shown for a link is the upstream's drawing of exactly that link's URL, loaded. */
async function expectQrOf(dialog: Locator, label: string, url: string) {
  const qr = dialog.getByRole('img', { name: `QR code of the link: ${label}`, exact: true });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await qr.getAttribute('src')).toBe(`/api/form/qrcode?url=${encodeURIComponent(url)}`);
}

test.describe('guest links', () => {
  test('a guest form: a single and a multi-guest link to copy, with QR codes, that open the form without a login', async ({ page, context, baseURL, playwright }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await loginAs(page, 'admin');
    // The demo business has many guest forms: the list is searched for the written demo's ones.
    await page.goto(`/customer/guestform?search=${encodeURIComponent('Anna Schmidt')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Guest forms' })).toBeVisible();
    // The list is the client's first query after hydration: up to 20 s on a loaded machine.
    await expect(rowOf(page, 'Anna Schmidt')).toBeVisible({ timeout: 20_000 });
    await page.goto(`/customer/guestform?search=${encodeURIComponent('Lukas Weber')}`);
    await expect(rowOf(page, 'Lukas Weber')).toBeVisible({ timeout: 20_000 });

    const dialog = await openLinks(page, 'Lukas Weber');
    const single = dialog.getByRole('textbox', { name: 'Guest form', exact: true });
    const multi = dialog.getByRole('textbox', { name: 'All guests on one form', exact: true });
    await expect(single).toHaveValue(new RegExp(`^${baseURL}/guestform/${UUID}/${TOKEN}$`));
    await expect(multi).toHaveValue(new RegExp(`^${baseURL}/guestform-m/${UUID}/${TOKEN}$`));
    const singleUrl = await single.inputValue();
    const multiUrl = await multi.inputValue();
    // Both links are of the same form with the same token.
    expect(multiUrl.replace('/guestform-m/', '/guestform/')).toBe(singleUrl);
    await expect(dialog.getByText('Anyone with this link can open and fill in this form.')).toBeVisible();
    await expectQrOf(dialog, 'Guest form', singleUrl);
    await expectQrOf(dialog, 'All guests on one form', multiUrl);

    // Copy puts the link on the clipboard and says so.
    const copyButtons = dialog.getByRole('button', { name: 'Copy link' });
    await expect(copyButtons).toHaveCount(2);
    await copyButtons.nth(1).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(multiUrl);
    await copyButtons.first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(singleUrl);

    // Whoever holds the link opens this form, and no login is needed for it.
    const [, id, token] = /\/guestform\/([^/]+)\/([^/]+)$/.exec(singleUrl)!;
    const guest = await playwright.request.newContext({ baseURL });
    try {
      const opened = await guest.get(`/api/guestform/${id}?token=${token}`);
      expect(opened.status()).toBe(200);
      expect(await opened.json()).toMatchObject({ id, kind: 'guestform', name: 'Lukas Weber' });
      expect((await guest.get(`/api/guestform/${id}?token=${'0'.repeat(64)}`)).status()).toBe(404);
    } finally {
      await guest.dispose();
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a form has one link; a failed call says so and can be retried', async ({ page, baseURL }) => {
    await loginAs(page, 'admin');
    await page.goto('/form');
    let fail = true;
    await page.route('**/api/form/*/links', (route) => (fail ? route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'boom' } }) : route.fallback()));
    const dialog = await openLinks(page, 'Anna Schmidt – registration');
    await expect(dialog.getByRole('alert')).toContainText('The link could not be loaded.');
    fail = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    const link = dialog.getByRole('textbox', { name: 'Form', exact: true });
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/forms/${UUID}/${TOKEN}$`));
    await expect(dialog.getByRole('textbox')).toHaveCount(1);
    await expectQrOf(dialog, 'Form', await link.inputValue());
  });

  test('on a phone the dialog fits the screen', async ({ page }) => {
    await loginAs(page, 'admin');
    for (const [width, height, name] of [[1280, 800, 'desktop'], [390, 844, 'phone']] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/crm/guestform?search=${encodeURIComponent('Anna Schmidt')}`);
      await expect(rowOf(page, 'Anna Schmidt')).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/form-links-${name}-list.png` });
      const dialog = await openLinks(page, 'Anna Schmidt');
      await expect(dialog.getByRole('img', { name: /^QR code of the link/ }).first()).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Nothing in the dialog is wider than the screen (no sideways scrolling).
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const copy = dialog.getByRole('button', { name: 'Copy link' }).last();
      await copy.scrollIntoViewIfNeeded();
      await expect(copy).toBeInViewport();
      if (shots) await page.screenshot({ path: `${shots}/form-links-${name}.png`, fullPage: false });
      if (shots) await dialog.screenshot({ path: `${shots}/form-links-${name}-dialog.png` });
    }
  });

  test('an agency sees the guest forms of its own bookings, with their links', async ({ page }) => {
    await loginAs(page, 'agency');
    const booking = await (await page.request.post('/api/bookings', { data: { title: 'Agency e2e booking' } })).json();
    const made = await page.request.post('/api/guestform', { data: { name: 'Agency e2e guest', booking: booking.id } });
    expect(made.status()).toBe(200);
    await page.goto('/customer/guestform');
    await expect(rowOf(page, 'Agency e2e guest')).toBeVisible();
    await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
    const dialog = await openLinks(page, 'Agency e2e guest');
    await expect(dialog.getByRole('textbox', { name: 'Guest form', exact: true })).toHaveValue(new RegExp(`/guestform/${UUID}/${TOKEN}$`));
    // Searched for, another party's guest form is not there either.
    await page.goto(`/customer/guestform?search=${encodeURIComponent('Lukas Weber')}`);
    await expect(rowOf(page, 'Agency e2e guest')).toHaveCount(0);
    await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
    await expect(rowOf(page, 'Lukas Weber')).toHaveCount(0);
  });

  test('a new link stops the old one', async ({ page, playwright, baseURL }) => {
    await loginAs(page, 'admin');
    // A form of its own: the other tests use the seeded forms' links meanwhile.
    expect((await page.request.post('/api/guestform', { data: { name: 'Renew e2e guest' } })).status()).toBe(200);
    await page.goto('/crm/guestform?search=Renew%20e2e');
    const dialog = await openLinks(page, 'Renew e2e guest');
    const single = dialog.getByRole('textbox', { name: 'Guest form', exact: true });
    await expect(single).toHaveValue(new RegExp(`/guestform/${UUID}/${TOKEN}$`));
    const old = await single.inputValue();
    await dialog.getByRole('button', { name: 'New link' }).click();
    const ask = page.getByRole('dialog', { name: 'Make a new link?' });
    await ask.getByRole('button', { name: 'New link' }).click();
    await expect(page.getByTestId('snackbar').filter({ hasText: 'New link made.' })).toBeVisible();
    await expect(single).not.toHaveValue(old);
    const fresh = await single.inputValue();
    await expectQrOf(dialog, 'Guest form', fresh);
    // Without a login: the old token opens nothing, the new one the form.
    const anon = await playwright.request.newContext({ baseURL });
    const api = (url: string) => { const [, , id, token] = new URL(url).pathname.split('/'); return `/api/guestform/${id}?token=${token}`; };
    expect((await anon.get(api(old))).status()).toBe(404);
    expect((await anon.get(api(fresh))).status()).toBe(200);
    await anon.dispose();
  });
});
