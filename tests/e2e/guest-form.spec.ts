// The forms a guest opens from a link (api-calls 7.12): staff take the link of a guest form, the
// guest opens it in a browser without JavaScript (the page ships none), sees one section per guest
// of the booking prefilled with their names, is told what is missing, sends the answers and sees
// them kept; staff then read them. A form from a definition takes its own questions; a closed one
// only shows the answers; a link with a wrong token is the plain 404 page.
// Screenshots go to /tmp/gf when GUEST_FORM_SCREENSHOTS is set.
import type { APIRequestContext, Page } from '@playwright/test';
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, shiftClock, test } from './fixtures';

const shots = process.env.GUEST_FORM_SCREENSHOTS ? '/tmp/gf' : null;

async function linksOf(request: APIRequestContext, base: string, body: Record<string, unknown>) {
  const made = await request.post(base, { data: body });
  expect(made.status()).toBe(200);
  const { id } = await made.json();
  const res = await request.get(`${base}/${id}/links`);
  expect(res.status()).toBe(200);
  const { links } = await res.json() as { links: { layout: string; path: string }[] };
  return { id: id as string, links };
}

async function bookingId(request: APIRequestContext, no: string): Promise<string> {
  const res = await request.get(`/api/bookings?search=${no}`);
  const { data } = await res.json() as { data: { id: string; bookingNo: string }[] };
  return data.find((b) => b.bookingNo === no)!.id;
}

const noScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
  return scripts;
};

test('a guest fills in the multi-guest form of their booking without JavaScript; staff read the answers', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const booking = await bookingId(page.request, 'B2026-00001');
  const { id, links } = await linksOf(page.request, '/api/guestform', { name: 'Guest form e2e (Schmidt family)', booking });
  const multi = links.find((l) => l.layout === 'multi')!.path;
  expect(multi).toMatch(/^\/guestform-m\/[0-9a-f-]{36}\/[0-9a-f]{64}$/);

  const guest = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  await shiftClock(guest);
  const g = await guest.newPage();
  const scripts = noScripts(g);
  const res = await g.goto(multi);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control'] ?? '').not.toContain('public');
  await expect(g.getByRole('heading', { level: 1, name: 'Guest form e2e (Schmidt family)' })).toBeVisible();
  await expect(g.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const first = g.getByRole('group', { name: 'Guest 1' });
  const second = g.getByRole('group', { name: 'Guest 2' });
  await expect(first.getByLabel('First name')).toHaveValue('Anna');
  await expect(second.getByLabel('First name')).toHaveValue('Jonas');
  // A phone shows the e-mail and phone keyboards; autofill is offered for the first guest only.
  await expect(first.getByLabel('E-mail')).toHaveAttribute('type', 'email');
  await expect(first.getByLabel('Phone').first()).toHaveAttribute('type', 'tel');
  await expect(first.getByLabel('First name')).toHaveAttribute('autocomplete', 'given-name');
  await expect(second.getByLabel('First name')).toHaveAttribute('autocomplete', 'off');
  if (shots) await g.screenshot({ path: `${shots}/multi-desktop.png`, fullPage: true });

  // Nothing but the first guest's birthday: the second guest's is missing.
  await first.getByLabel('Date of birth').fill('1990-05-01');
  await first.getByLabel('Highest certification').selectOption('Rescue Diver');
  await g.getByRole('button', { name: 'Send' }).click();
  await expect(g.getByRole('alert').filter({ hasText: 'Please correct the marked fields.' })).toBeVisible();
  await expect(second.getByRole('alert')).toHaveText('Please fill in this field.');
  await expect(second.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByLabel('Highest certification')).toHaveValue('Rescue Diver');
  await expect(first.getByLabel('Date of birth')).toHaveValue('1990-05-01');

  await second.getByLabel('Date of birth').fill('1988-02-29');
  await second.getByLabel('Dietary requirements').fill('Vegetarian');
  await g.getByRole('button', { name: 'Send' }).click();
  await expect(g.getByRole('status')).toHaveText('Thank you! Your answers are saved.');
  await expect(second.getByLabel('Dietary requirements')).toHaveValue('Vegetarian');
  await expect(g.getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(scripts).toEqual([]);

  // On a phone the page keeps its width.
  await g.setViewportSize({ width: 390, height: 844 });
  expect(await g.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await g.screenshot({ path: `${shots}/multi-phone.png`, fullPage: true });

  const stored = await (await page.request.get(`/api/guestform/${id}`)).json();
  expect(stored.status).toBe('submitted');
  expect(stored.data.guests).toEqual([
    { firstName: 'Anna', lastName: 'Schmidt', birthday: '1990-05-01', certification: 'Rescue Diver' },
    { firstName: 'Jonas', lastName: 'Schmidt', birthday: '1988-02-29', diet: 'Vegetarian' },
  ]);

  // Staff read them on the guest-form list ("Answers").
  await page.goto('/customer/guestform?search=Schmidt%20family');
  await page.getByRole('button', { name: 'Answers Guest form e2e (Schmidt family)', exact: true }).click();
  const answers = page.getByRole('dialog', { name: 'Answers of Guest form e2e (Schmidt family)' });
  const answerOf = (guest: string, question: string) => answers.getByRole('region', { name: guest })
    .locator('div:has(> dt)').filter({ has: page.getByText(question, { exact: true }) }).locator('dd');
  await expect(answerOf('Guest 1', 'Highest certification')).toHaveText('Rescue Diver');
  await expect(answerOf('Guest 1', 'Date of birth')).toHaveText('01.05.1990');
  await expect(answerOf('Guest 2', 'Dietary requirements')).toHaveText('Vegetarian');
  await expect(answerOf('Guest 2', 'Passport number')).toHaveText('No answer');
  if (shots) await answers.screenshot({ path: `${shots}/answers-dialog.png` });
  await page.keyboard.press('Escape');

  // The same id with another token is the plain 404 page, and tells nothing more.
  const wrong = await g.goto(multi.replace(/[0-9a-f]{64}$/, 'f'.repeat(64)));
  expect(wrong?.status()).toBe(404);
  await expect(g.getByText('Guest form e2e (Schmidt family)')).toHaveCount(0);
  await guest.close();
});

test('a form from a definition takes its own questions; once closed it only shows the answers', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const defs = await (await page.request.get('/api/formdef?search=Guest registration')).json() as { data: { id: string; name: string }[] };
  const formdef = defs.data.find((d) => d.name === 'Guest registration')!.id;
  const { id, links } = await linksOf(page.request, '/api/form', { name: 'Registration (e2e)', formdef });
  expect(links).toHaveLength(1);

  const guest = await browser.newContext({ locale: 'de-DE' });
  await shiftClock(guest);
  const g = await guest.newPage();
  await g.goto(links[0].path);
  await expect(g.getByRole('heading', { level: 1, name: 'Guest registration' })).toBeVisible();
  await expect(g.getByText('Persönliche Daten für die Behörden.')).toBeVisible();
  await g.getByLabel('Reisepassnummer').fill('C01X00T47');
  await g.getByRole('button', { name: 'Absenden' }).click();
  await expect(g.getByLabel('Reisepass gültig bis')).toHaveAttribute('aria-invalid', 'true');
  const passportExpiry = daysFromNow(5 * 365); // a passport still valid for years
  await g.getByLabel('Reisepass gültig bis').fill(passportExpiry);
  await g.getByLabel('Brevet').selectOption('Advanced');
  await g.getByRole('button', { name: 'Absenden' }).click();
  await expect(g.getByRole('status')).toHaveText('Vielen Dank! Ihre Angaben sind gespeichert.');
  expect((await (await page.request.get(`/api/form/${id}`)).json()).data).toEqual({ passportNo: 'C01X00T47', passportExpiry, certification: 'Advanced' });

  expect((await page.request.post(`/api/form/${id}`, { data: { status: 'closed' } })).status()).toBe(200);
  await g.reload();
  await expect(g.getByText('Dieses Formular ist geschlossen.', { exact: false })).toBeVisible();
  await expect(g.getByLabel('Reisepassnummer')).toBeDisabled();
  await expect(g.getByLabel('Reisepassnummer')).toHaveValue('C01X00T47');
  await expect(g.getByRole('button', { name: /Absenden|Änderungen speichern/ })).toHaveCount(0);
  await guest.close();
});

test('staff copy a sent guest form into its customer; the guest then only sees it', async ({ page }) => {
  await loginAs(page, 'admin');
  const customer = await (await page.request.post('/api/customers', { data: { fullName: 'Sync e2e customer' } })).json();
  const { id, links } = await linksOf(page.request, '/api/guestform', { name: 'Sync e2e form', customer: customer.id });
  const token = links[0].path.split('/').pop();
  const sent = await page.request.post(`/api/guestform/${id}?token=${token}`, { data: { data: { firstName: 'Ida', lastName: 'Sund', birthday: '1979-03-02', passportNo: 'N0R1' } } });
  expect(sent.status()).toBe(200);

  await page.goto('/customer/guestform?search=Sync%20e2e');
  await page.getByRole('button', { name: 'Answers Sync e2e form', exact: true }).click();
  const answers = page.getByRole('dialog', { name: 'Answers of Sync e2e form' });
  await answers.getByRole('button', { name: 'Copy into the customer' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'Copied into the customer.' })).toBeVisible();
  await expect(answers).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Sync e2e form' })).toContainText('Synchronised');
  const stored = await (await page.request.get(`/api/customers/${customer.id}`)).json();
  expect(stored).toMatchObject({ fullName: 'Ida Sund', masterData: { birthday: '1979-03-02' }, passport: { number: 'N0R1' } });
  // Synced: the answers dialog offers no second copy.
  await page.getByRole('button', { name: 'Answers Sync e2e form', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Answers of Sync e2e form' }).getByRole('button', { name: 'Copy into the customer' })).toHaveCount(0);
});
