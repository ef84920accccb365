// The embeddable widget in Chromium (docs/decisions/widget-and-payment.md): a test page on another
// origin (a tiny static server started here) embeds /widget/{slug} with the loader snippet; the
// frame sizes itself to its content, and a visitor books inside it. When the run provides
// STRIPE_API_URL (the upstream's SDK target), a local stand-in of Stripe's API listens there: the
// visitor pays the deposit in a new tab, the stand-in's signed webhook records it, the success
// page says so, and the operator sees the payment and the widget's statistics. Same file (one
// stand-in on the run's port): a guest pays from the public invoice and the operator refunds part
// of it from the booking's payments; /book/resort-v2 ends on the payment step.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { demo } from '../helpers/dates';
import { startStripeStandIn, type TStripeStandIn } from '../helpers/stripe-stand-in';
import { expect, loginAs, shiftClock, test } from './fixtures';

const RESORT = 'Coral Garden Resort';
const FROM = demo('2027-11-08');
const TO = demo('2027-11-11');
const KEY = 'sk_test_e2e_widget';
const WHSEC = 'whsec_e2e_widget';

let site: Server;
let siteOrigin = '';
let html = '';
let stripe: TStripeStandIn | null = null;

test.beforeAll(async () => {
  site = createServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html); });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  if (process.env.STRIPE_API_URL) stripe = await startStripeStandIn(KEY, Number(new URL(process.env.STRIPE_API_URL).port));
});
test.afterAll(async () => {
  await new Promise<void>((r) => site.close(() => r()));
  await stripe?.close();
});

test('a visitor books (and pays a deposit) on a widget framed by another site', async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; name: string }[];
  const resort = assets.find((a) => a.name === RESORT)!.id;
  const slug = `e2e-shop-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/widget', {
    headers: { origin: baseURL! },
    data: { name: 'Shop', slug, language: 'en', resort, allowedOrigins: [siteOrigin], settings: { color: '#0f766e' } },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const widgetId = ((await created.json()) as { id: string }).id;
  let providerId = '';
  if (stripe) {
    const p = await page.request.post('/api/payprovider', { headers: { origin: baseURL! }, data: { name: 'Stripe', provider: 'stripe', currencies: ['EUR'], isDefault: true, secretKey: KEY, webhookSecret: WHSEC } });
    expect(p.status(), await p.text()).toBeLessThan(300);
    providerId = ((await p.json()) as { id: string }).id;
    // The provider's notification after the guest paid on its page: signed like Stripe signs it.
    stripe.onPaid = async (s) => {
      const payload = JSON.stringify({ id: `evt_${s.id}`, object: 'event', type: 'checkout.session.completed', data: { object: s } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
      const res = await fetch(`${baseURL}/api/payments/notify/booking/${s.metadata.booking}/${providerId}`, { method: 'POST', body: payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } });
      expect(res.status).toBe(200);
    };
  }
  await page.goto('about:blank'); // out of the back office before the session goes (as below)
  await page.context().clearCookies();

  html = `<!doctype html><html><head><title>Dive shop</title></head><body><h1>Our dive shop</h1>`
    + `<a href="${baseURL}/widget/${slug}" data-tourbook-widget>Book online</a>`
    + `<script src="${baseURL}/widget-loader.js" async></script><p>Footer of the shop</p></body></html>`;
  await page.goto(siteOrigin);
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('Book a resort stay', { timeout: 15_000 });
  // The loader sized the frame to its content (a message from the booking host's origin only).
  await expect.poll(async () => iframe.evaluate((f: HTMLIFrameElement) => f.style.height)).toMatch(/^\d+px$/);

  const form = frame.getByRole('form', { name: 'Where and when' });
  await form.getByLabel('Arrival').fill(FROM);
  await form.getByLabel('Departure').fill(TO);
  await form.getByLabel('Guests').fill('1');
  await form.getByRole('button', { name: 'Show free rooms' }).click();
  const room = frame.getByRole('listitem').filter({ has: frame.getByTestId('room-price') }).first();
  const roomName = (await room.getByRole('heading').textContent())?.trim() ?? '';
  await room.getByRole('link', { name: `Choose ${roomName}` }).click();
  await frame.getByLabel('First name').fill('Wanda');
  await frame.getByLabel('Last name').fill('Framed');
  await frame.getByLabel('E-mail').fill('wanda.framed@example.com');
  await frame.getByRole('button', { name: 'Book now' }).click();
  await expect(frame.getByTestId('booking-number')).not.toBeEmpty({ timeout: 15_000 });
  const number = (await frame.getByTestId('booking-number').textContent())!.trim();
  // On a phone the frame follows the narrower content (a picture for the reviewer).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => iframe.evaluate((f: HTMLIFrameElement) => f.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('widget-phone.png'), fullPage: true });
  // Still the shop's page around the frame: the booking completed inside it.
  expect(page.url()).toBe(`${siteOrigin}/`);
  await expect(page.getByRole('heading', { name: 'Our dive shop' })).toBeVisible();

  if (stripe) {
    const [tab] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: /Pay the deposit/ }).click()]);
    await expect(tab.getByRole('heading', { name: /^Pay / })).toBeVisible({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'Pay now' }).click();
    await expect(tab.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
    // Confirmed by the payment: the offer number became a booking number.
    expect(number).not.toBe('');
    await expect(tab.getByTestId('payment-result')).toContainText(/We have received €\d+\.\d{2} for your booking \S+\.\s*Your booking is now: Confirmed/);
  }

  // The operator sees the booking (and its payment) and the widget's statistics.
  await loginAs(page, 'admin');
  const list = await (await page.request.get('/api/bookings?search=Framed')).json() as { data: { id: string }[] };
  const detail = await (await page.request.get(`/api/bookings/${list.data[0].id}/detail`)).json() as { channel: string; state: string; paid: number; total: number };
  expect(detail.channel).toBe('widget');
  if (stripe) expect(detail).toMatchObject({ state: 'confirmed', paid: Math.ceil(detail.total * 0.3) });
  const stats = await (await page.request.get(`/api/widget/${widgetId}/stats`)).json() as { totals: { views: number; searches: number; started: number; completed: number } };
  expect(stats.totals).toMatchObject({ views: 1, searches: 1, started: 1, completed: 1 });
  await page.goto('/widget-admin/stats');
  await page.getByTestId('stats-widget').selectOption({ label: 'Shop' });
  await expect(page.getByTestId('widget-stats')).toContainText('100 %');
});

/** A Stripe provider of the stand-in's account whose paid sessions are notified to it. */
async function standInProvider(page: import('@playwright/test').Page, baseURL: string, name: string): Promise<string> {
  const p = await page.request.post('/api/payprovider', { headers: { origin: baseURL }, data: { name, provider: 'stripe', currencies: ['EUR'], secretKey: KEY, webhookSecret: WHSEC } });
  expect(p.status(), await p.text()).toBeLessThan(300);
  const id = ((await p.json()) as { id: string }).id;
  stripe!.onPaid = async (s) => {
    const payload = JSON.stringify({ id: `evt_${s.id}`, object: 'event', type: 'checkout.session.completed', data: { object: s } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    await fetch(`${baseURL}/api/payments/notify/booking/${s.metadata.booking}/${id}`, { method: 'POST', body: payload, headers: { 'stripe-signature': header, 'content-type': 'application/json' } });
  };
  return id;
}

test('a guest pays from the public invoice; the operator refunds part of it on the booking', async ({ page, baseURL, browser }) => {
  test.skip(!stripe, 'needs the Stripe stand-in (STRIPE_API_URL)');
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const provider = await standInProvider(page, baseURL!, 'Stripe invoices');
  const run = Date.now().toString(36);
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; name: string }[];
  const resort = assets.find((a) => a.name === RESORT)!.id;
  const [from, to] = [demo('2027-11-15'), demo('2027-11-17')];
  const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
  const customer = await page.request.post('/api/customers', { data: { fullName: `Grace Payer ${run}`, email: `grace.${run}@example.org`, language: 'en', address: { street: '1 Main St', zip: '10115', city: 'Berlin', country: 'DE' } } });
  expect(customer.status(), await customer.text()).toBe(200);
  const made = await page.request.post('/api/bookings', { data: { customer: (await customer.json() as { id: string }).id, language: 'en', rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json() as { id: string };
  await page.request.post(`/api/bookings/${id}/calculation`, { data: { type: 'addon', text: 'Boat dive', unitPrice: 12000 } });
  expect((await page.request.post(`/api/bookings/${id}/invoice`, { data: {} })).status()).toBe(201);
  const link = await page.request.post(`/api/bookings/${id}/invoice/public?provider=${provider}&level=full`);
  expect(link.status(), await link.text()).toBe(200);
  const { url } = await link.json() as { url: string };

  const guest = await browser.newContext({ locale: 'en-GB' });
  await shiftClock(guest);
  const gp = await guest.newPage();
  await gp.goto(url);
  const offer = gp.getByTestId('pay-offer');
  await expect(offer).toContainText('Pay online now');
  const due = (await gp.getByTestId('public-invoice').locator('dd').last().textContent())!.trim();
  await gp.screenshot({ path: test.info().outputPath('invoice-pay-desktop.png'), fullPage: true });
  await gp.setViewportSize({ width: 390, height: 844 });
  expect(await gp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await gp.screenshot({ path: test.info().outputPath('invoice-pay-phone.png'), fullPage: true });
  await offer.getByRole('link', { name: `Pay ${due}` }).click();
  await expect(gp.getByRole('heading', { name: /^Pay / })).toBeVisible({ timeout: 15_000 });
  await gp.getByRole('button', { name: 'Pay now' }).click();
  await expect(gp.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await guest.close();

  // The operator sees the online payment and refunds part of it through the provider.
  await page.goto(`/booking/${id}`);
  const online = page.getByTestId('payment').filter({ hasText: 'Online' });
  await expect(online).toHaveCount(1);
  await online.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund an online payment' });
  await dialog.getByLabel(/Amount/).fill('20.00');
  await page.screenshot({ path: test.info().outputPath('refund-dialog.png') });
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment').filter({ hasText: '-€20.00' })).toHaveCount(1);
  expect([...stripe!.refunds.values()].filter((r) => r.amount === 2000)).toHaveLength(1);
});

test('/book/resort-v2 names the deposit and ends on the payment step', async ({ page, baseURL }) => {
  test.skip(!stripe, 'needs the Stripe stand-in (STRIPE_API_URL)');
  await loginAs(page, 'admin');
  await standInProvider(page, baseURL!, 'Stripe v2');
  // Leave the back office before the session goes (a screen noticing the 401 would navigate to
  // /login and abort the next goto).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/book/resort-v2');
  const form = page.getByRole('form', { name: 'Where and when' });
  await form.getByLabel('Resort').selectOption({ label: `${RESORT}, Hurghada` });
  await form.getByLabel('Arrival').fill(demo('2027-11-22'));
  await form.getByLabel('Departure').fill(demo('2027-11-24'));
  await form.getByLabel('Guests').fill('1');
  await form.getByRole('button', { name: 'Show free rooms' }).click();
  const room = page.getByRole('listitem').filter({ has: page.getByTestId('room-price') }).first();
  const roomName = (await room.getByRole('heading').textContent())?.trim() ?? '';
  await room.getByRole('link', { name: `Choose ${roomName}` }).click();
  await expect(page.getByTestId('pay-first')).toContainText(/After booking you pay the deposit of 30 % \(€\d+\.\d{2}\) online/);
  await page.getByLabel('First name').fill('Vic');
  await page.getByLabel('Last name').fill(`Second${Date.now().toString(36)}`);
  await page.getByLabel('E-mail').fill('vic.second@example.com');
  await page.getByRole('button', { name: 'Book now' }).click();
  const step = page.getByTestId('pay-step');
  await expect(step).toContainText('One more step', { timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('book-v2-pay-step-phone.png'), fullPage: true });
  await step.getByRole('link', { name: /Pay the deposit/ }).click();
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
});
