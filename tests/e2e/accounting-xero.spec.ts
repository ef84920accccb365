// Issue 37 item 3 on screen: with a Xero connection (to the local Xero stand-in the upstream's SDK
// is pointed at, playwright.config.ts), an issued invoice shows "Xero: pending" on the booking's
// invoices panel; "Send to Xero" sends it (synced); a failure shows Xero's words; /plugins shows the
// connection's state; the /finance/invoices list shows each invoice's state as a badge (en and de,
// axe, desktop and 390 px). The connection is switched off at the end (other specs' invoices and
// payments make no documents). Screenshots (desktop, phone) go to /tmp/tb-acct-shots when
// XERO_SCREENSHOTS is set.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, demo } from '../helpers/dates';
import { startXeroStandIn, type TXeroStandIn } from '../helpers/xero-stand-in';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.XERO_SCREENSHOTS ? '/tmp/tb-acct-shots' : null;
let xero: TXeroStandIn;

async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeAll(async () => {
  xero = await startXeroStandIn({ 'e2e-client': 'e2e-secret' }, Number(new URL(process.env.E2E_XERO_URL!).port));
});
test.afterAll(async () => { await xero?.close(); });

test('an invoice\'s Xero state on the booking, sent from there; the connection on /plugins', async ({ page }) => {
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const conn = await page.request.post('/api/systemconnection', { data: { name: `Xero ${run}`, system: 'xero', settings: { clientId: 'e2e-client', clientSecret: 'e2e-secret' } } });
  expect(conn.status(), await conn.text()).toBe(200);
  const connectionId = (await conn.json() as { id: string }).id;
  try {
    const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
    const resort = assets.find((a) => a.kind === 'resort')!.id;
    const numbers: string[] = [];
    const booking = async (offset: number) => {
      const from = addDays(demo('2027-10-04'), offset + 6 * test.info().retry);
      const to = addDays(from, 2);
      const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
      const customer = await page.request.post('/api/customers', { data: { fullName: `Grace Hopper ${run}`, email: `grace.${run}.${offset}@example.org`, language: 'en', address: { street: '1 Navy Way', zip: '10001', city: 'New York', country: 'US' } } });
      const made = await page.request.post('/api/bookings', { data: { customer: (await customer.json() as { id: string }).id, language: 'en', rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = await made.json() as { id: string };
      const line = await page.request.post(`/api/bookings/${id}/calculation`, { data: { type: 'addon', text: 'Nitrox course', unitPrice: 15000 } });
      expect(line.status(), await line.text()).toBeLessThan(300);
      const inv = await page.request.post(`/api/bookings/${id}/invoice`, { data: {} });
      expect(inv.status(), await inv.text()).toBe(201);
      numbers.push((await inv.json() as { number: string }).number);
      return id;
    };

    const first = await booking(0);
    await page.goto(`/booking/${first}`);
    const panel = page.getByTestId('booking-invoices');
    const state = panel.getByTestId('xero-state');
    await expect(state).toHaveAttribute('data-state', 'pending', { timeout: 20_000 });
    await expect(state).toContainText('Xero: pending');
    await state.getByRole('button', { name: 'Send to Xero' }).click();
    await expect(state).toHaveAttribute('data-state', 'synced');
    await expect(state).toContainText('Xero: synced');
    await expect(state.getByRole('button', { name: 'Send to Xero' })).toHaveCount(0);
    expect(xero.creates.some((c) => c.path === '/Invoices')).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/booking-synced-desktop.png`, fullPage: true });

    const second = await booking(3);
    xero.failNext(1);
    await page.goto(`/booking/${second}`);
    const failed = page.getByTestId('booking-invoices').getByTestId('xero-state');
    await failed.getByRole('button', { name: 'Send to Xero' }).click({ timeout: 20_000 });
    await expect(failed).toHaveAttribute('data-state', 'failed');
    await expect(failed).toContainText('Xero said: Xero 500');
    await page.setViewportSize({ width: 390, height: 844 });
    if (shots) await page.screenshot({ path: `${shots}/booking-failed-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invoices list: each invoice's state as a badge, in English and in German.
    await page.goto('/finance/invoices');
    const list = page.getByTestId('invoice-list');
    const badgeOf = (n: string) => list.locator('tr', { hasText: n }).getByTestId('xero-list-state');
    await expect(list.getByRole('columnheader', { name: 'Xero' })).toBeVisible({ timeout: 20_000 });
    await expect(badgeOf(numbers[0])).toHaveAttribute('data-state', 'synced');
    await expect(badgeOf(numbers[0])).toContainText('Xero: synced');
    await expect(badgeOf(numbers[1])).toHaveAttribute('data-state', 'failed');
    await expect(badgeOf(numbers[1])).toContainText('Xero said: Xero 500');
    await axeClean(page);
    if (shots) await page.screenshot({ path: `${shots}/invoices-list-desktop.png`, fullPage: true });
    await page.context().addCookies([{ name: 'lang', value: 'de', url: new URL(page.url()).origin }]);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(badgeOf(numbers[0])).toContainText('Xero: übertragen', { timeout: 20_000 });
      await expect(badgeOf(numbers[1])).toContainText('Xero: fehlgeschlagen');
      await expect(badgeOf(numbers[1])).toContainText('Xero meldet: Xero 500');
      await axeClean(page);
      // The list scrolls inside its card; the page itself does not widen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (shots) await page.screenshot({ path: `${shots}/invoices-list-phone-de.png`, fullPage: true });
    } finally {
      await page.context().addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.goto('/plugins');
    const card = page.getByTestId('xero-connection');
    await expect(card).toContainText(`Connected: Xero ${run}`, { timeout: 20_000 });
    // Other specs' documents may be counted too while the connection is on: at least ours.
    await expect(card).toContainText(/[1-9]\d* synced/);
    await expect(card).toContainText(/[1-9]\d* failed/);
    if (shots) await page.screenshot({ path: `${shots}/plugins-desktop.png`, fullPage: true });
  } finally {
    await page.request.post(`/api/systemconnection/${connectionId}`, { data: { isActive: false } });
  }
});
