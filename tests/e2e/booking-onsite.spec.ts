// Issue 20 on screen: the guests' room bill on the booking detail. A checked-in guest's drinks
// and a custom item are booked onto the bill, one is moved to the other guest, the bill is paid at
// the desk, the guests check out and the final invoice carries the bill. Screenshots go to
// /tmp/ops when BOOKING_OPS_SCREENSHOTS is set.
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.BOOKING_OPS_SCREENSHOTS ? '/tmp/ops' : null;

test('an on-site bill paid at checkout', async ({ page }) => {
  test.setTimeout(180_000); // a long flow on a shared, loaded machine
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const post = async (path: string, data?: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string } & Record<string, unknown>;
  };
  const room = (await post('/api/rooms', { name: `Bill ${run}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2, allowMixedGender: true })).id;
  await post('/api/product', { name: `Beer ${run}`, resort: DEMO_RESORT_ID, currency: 'EUR', ruleBase: 'PerPerson', price: 450, taxPercent: 19 });
  const customer = (await post('/api/customers', { fullName: `Ida Lund ${run}`, email: `ida.${run}@example.com` })).id;
  const b = await post('/api/bookings', { customer, rooms: [{ room, dateFrom: daysFromNow(-2), dateTo: daysFromNow(0), guests: [{ firstName: 'Ida', lastName: `Lund ${run}`, gender: 'f' }, { firstName: 'Ole', lastName: `Lund ${run}`, gender: 'm' }] }] });
  await post(`/api/bookings/${b.id}/confirm?withoutPrice=1`);
  await post(`/api/bookings/${b.id}/checkin`);

  await page.goto(`/booking/${b.id}`);
  const bill = page.getByTestId('onsite-bill');
  // A loaded machine takes its time over the first render of the detail.
  await expect(bill).toContainText('Nothing on the room bill yet.', { timeout: 30_000 });
  const add = bill.getByRole('form', { name: 'Add an item' });
  await add.getByLabel('Product').selectOption({ label: `Beer ${run}` });
  await add.getByLabel('Quantity').fill('2');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(bill.getByTestId('onsite-item')).toHaveCount(1);
  await expect(bill.getByTestId('onsite-item')).toContainText(`2 × Beer ${run}`);
  await add.getByLabel('Product').selectOption({ label: 'Custom item' });
  await add.getByLabel('Description').fill('Laundry');
  await add.getByLabel('Unit price (EUR)').fill('7.50');
  await add.getByLabel('Quantity').fill('');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(bill.getByTestId('onsite-item')).toHaveCount(2);
  await expect(bill.getByTestId('onsite-open')).toContainText('16.50');

  // The laundry was Ole's.
  await bill.getByTestId('onsite-item').filter({ hasText: 'Laundry' }).getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('To guest').selectOption({ label: `Ole Lund ${run} · Bill ${run}` });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(bill.getByTestId('onsite-guest').filter({ hasText: `Ole Lund ${run}` })).toContainText('Laundry');
  if (shots) await page.screenshot({ path: `${shots}/onsite-desktop.png`, fullPage: true });

  // At checkout: the bill paid at the desk by card, the guests checked out, the final invoice.
  await bill.getByLabel('Payment method').selectOption('card');
  await bill.getByRole('button', { name: /at the desk/ }).click();
  await expect(bill.getByTestId('onsite-payment')).toContainText('Paid at the desk (Card)');
  await expect(bill.getByTestId('onsite-open')).toContainText('0.00');
  await expect(bill.locator('[data-testid="onsite-item"][data-status="paid"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByText('Checked out', { exact: false }).first()).toBeVisible();
  await page.getByTestId('booking-invoices').getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page.getByTestId('booking-invoice')).toHaveCount(1);
  const invoices = await (await page.request.get(`/api/bookings/${b.id}/invoices`)).json() as { data: { id: string }[] };
  const inv = await (await page.request.get(`/api/invoices/${invoices.data[0].id}`)).json() as { lines: { text: string; amount: number }[]; paidAmount: number };
  expect(inv.lines.filter((l) => l.text === `Beer ${run}` || l.text === 'Laundry').map((l) => l.amount).sort()).toEqual([750, 900]);
  expect(inv.paidAmount).toBeGreaterThanOrEqual(1650);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bill).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/onsite-phone.png`, fullPage: true });
});
