// Issue 18 on screen: a guest cancels after paying; the operator moves the payment into a customer
// credit on /ccredits and pays the guest's next booking from it; the ledger shows both entries and
// the next booking is paid. Screenshots at desktop and phone width go to /tmp/credit-shots when
// CREDIT_SCREENSHOTS is set.
import type { Page } from '@playwright/test';
import { demo } from '../helpers/dates';
import { DEMO_AGENCY_ID } from '../../upstream/db/seed/demo-ids';
import { expect, loginAs, logout, test } from './fixtures';

const shots = process.env.CREDIT_SCREENSHOTS ? '/tmp/credit-shots' : null;

async function pickRef(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(option);
  await page.getByRole('option', { name: option }).click();
}

test('a cancelled booking\'s payment becomes a credit that pays the next booking', async ({ page }) => {
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const customer = await page.request.post('/api/customers', { data: { fullName: `Grace Hopper ${run}`, email: `grace.${run}@example.org` } });
  expect(customer.status(), await customer.text()).toBe(200);
  const customerId = (await customer.json() as { id: string }).id;
  const book = async (title: string, from: string, to: string, price: number) => {
    const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
    const made = await page.request.post('/api/bookings', { data: { title, customer: customerId, rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
    expect(made.status(), await made.text()).toBe(201);
    const b = await made.json() as { id: string; total: number };
    await page.request.post(`/api/bookings/${b.id}/calculation`, { data: { text: 'Dive package', unitPrice: price - b.total } });
    return b.id;
  };
  const cancelled = await book(`Cancelled ${run}`, demo('2027-05-03'), demo('2027-05-05'), 40_000);
  const next = await book(`Next ${run}`, demo('2027-05-24'), demo('2027-05-26'), 30_000);
  expect((await page.request.post(`/api/bookings/${cancelled}/payment`, { data: { amount: 12_000, method: 'card' } })).status()).toBe(200);

  await page.goto('/ccredits');
  await expect(page.getByRole('heading', { name: 'Customer credits' })).toBeVisible();
  await page.getByRole('button', { name: 'New credit' }).click();
  await pickRef(page, 'Customer', `Grace Hopper ${run}`);
  await page.getByRole('dialog').getByLabel('From').selectOption({ label: 'Cancellation' });
  await pickRef(page, 'Booking whose payments move to the credit', `Cancelled ${run}`);
  await page.getByRole('button', { name: 'Issue credit' }).click();

  // the new credit opens: 120.00 granted from the cancelled booking
  await expect(page.getByTestId('credit-balance')).toHaveText('Left: €120.00');
  await pickRef(page, 'Pay this booking', `Next ${run}`);
  await page.getByRole('button', { name: 'Pay from credit' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('Left: €0.00');
  const entries = page.getByTestId('credit-entries');
  await expect(entries).toContainText('Granted');
  await expect(entries).toContainText('Paid a booking');
  if (shots) await page.screenshot({ path: `${shots}/credit-desktop.png`, fullPage: true });
  await page.keyboard.press('Escape');

  // the list shows the used-up credit; "money left only" hides it
  const row = page.getByTestId('credit-row').filter({ hasText: `Grace Hopper ${run}` });
  await expect(row).toContainText('€0.00');
  await page.getByLabel('Only credits with money left').check();
  await expect(row).toHaveCount(0);

  // the money moved: the cancelled booking holds nothing, the next one is paid 120.00 by credit
  const before = await (await page.request.get(`/api/bookings/${cancelled}/detail`)).json() as { paid: number };
  const after = await (await page.request.get(`/api/bookings/${next}/detail`)).json() as { paid: number; payments: { method: string; amount: number }[] };
  expect(before.paid).toBe(0);
  expect(after.paid).toBe(12_000);
  expect(after.payments.at(-1)).toMatchObject({ method: 'credit', amount: 12_000 });

  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Only credits with money left').uncheck();
    await page.screenshot({ path: `${shots}/credit-phone.png`, fullPage: true });
  }
});

test('an agency sees its statement and its credit on /agency/payments', async ({ page }) => {
  const agency = { id: DEMO_AGENCY_ID };
  await loginAs(page, 'admin');
  const credit = await page.request.post('/api/credits', { data: { agency: agency.id, currency: 'EUR', source: 'voucher', amount: 2_500, note: 'Fair voucher' } });
  expect(credit.status(), await credit.text()).toBe(201);
  const all = await (await page.request.get(`/api/agencies/credits?agency=${agency.id}`)).json() as { totals: { currency: string; balance: number }[] };
  const eur = all.totals.find((t) => t.currency === 'EUR')!.balance;
  await logout(page);
  await loginAs(page, 'agency');
  await page.goto('/agency/payments');
  const statement = page.getByTestId('agency-statement');
  await expect(statement.getByRole('heading', { name: 'Statement' })).toBeVisible();
  await expect(page.getByTestId('agency-credit')).toContainText(`€${(eur / 100).toFixed(2)}`);
  await expect(page.getByTestId('not-yet-available')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/agency-statement.png`, fullPage: true });
});
