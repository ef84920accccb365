// Issue 16 on screen: an operator opens a booking, reads total, paid and open, takes a deposit
// and sees the balance change, gives a refund, and the money stays usable at phone width.
// Screenshots go to /tmp/pay-shots when BOOKING_MONEY_SCREENSHOTS is set.
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.BOOKING_MONEY_SCREENSHOTS ? '/tmp/pay-shots' : null;

test('an operator takes a deposit and gives a refund; total, paid and open follow', async ({ page }) => {
  await loginAs(page, 'admin');
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const run = Date.now().toString(36);
  const room = await (await page.request.post('/api/rooms', { data: { name: `Money ${run}`, type: 'Room', resort, availableBeds: 2 } })).json() as { id: string };
  const from = daysFromNow(200 + (Date.now() % 50));
  const made = await page.request.post('/api/bookings', { data: { state: 'planned', resort, title: `Money ${run}`, rooms: [{ room: room.id, dateFrom: from, dateTo: daysFromNow(203 + (Date.now() % 50)), guests: [{ gender: 'u' }] }] } });
  expect(made.status(), await made.text()).toBe(201);
  const b = await made.json() as { id: string; total: number };
  const line = await page.request.post(`/api/bookings/${b.id}/calculation`, { data: { type: 'cost', text: 'Dive package', unitPrice: 50_000 - b.total } });
  expect(line.status(), await line.text()).toBe(200);

  await page.goto(`/booking/${b.id}`);
  await expect(page.getByTestId('money-total')).toHaveText('€500.00');
  await expect(page.getByTestId('money-paid')).toHaveText('€0.00');
  await expect(page.getByTestId('money-open')).toHaveText('€500.00');
  await expect(page.getByTestId('calculation')).toContainText('Dive package');

  await page.getByRole('button', { name: 'Take a payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill('150');
  await dialog.getByLabel('Reference').fill('Deposit');
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('money-paid')).toHaveText('€150.00');
  await expect(page.getByTestId('money-open')).toHaveText('€350.00');
  await expect(page.getByTestId('payment')).toHaveCount(1);
  await expect(page.getByTestId('payment').first()).toContainText('Deposit');
  if (shots) await page.screenshot({ path: `${shots}/money-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByLabel('Amount').fill('50');
  await dialog.getByRole('button', { name: 'Save refund' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('money-paid')).toHaveText('€100.00');
  await expect(page.getByTestId('money-open')).toHaveText('€400.00');
  await expect(page.getByTestId('payment').nth(1)).toContainText('-€50.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('money-open')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take a payment' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/money-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Take a payment' }).click();
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  await dialog.getByLabel('Currency').fill('USD');
  await expect(dialog.getByLabel(/^Rate/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/money-phone-dialog.png` });
});
