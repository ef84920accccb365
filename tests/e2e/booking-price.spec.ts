// Issue 15 on screen: an operator adds a product to a booking's price, changes and renames the
// line, moves it up, switches the booking's language, and the price tools stay usable at phone
// width. Screenshots go to /tmp/price-shots when BOOKING_PRICE_SCREENSHOTS is set.
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.BOOKING_PRICE_SCREENSHOTS ? '/tmp/price-shots' : null;

test('an operator adds a product, edits and moves its line and changes the language', async ({ page }) => {
  await loginAs(page, 'admin');
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const run = Date.now().toString(36);
  const room = await (await page.request.post('/api/rooms', { data: { name: `Price ${run}`, type: 'Room', resort, availableBeds: 2 } })).json() as { id: string };
  const start = 230 + (Date.now() % 40);
  const made = await page.request.post('/api/bookings', { data: { state: 'planned', resort, title: `Price ${run}`, rooms: [{ room: room.id, dateFrom: daysFromNow(start), dateTo: daysFromNow(start + 4), guests: [{ gender: 'u' }, { gender: 'u' }] }] } });
  expect(made.status(), await made.text()).toBe(201);
  const b = await made.json() as { id: string; total: number };
  const base = await page.request.post(`/api/bookings/${b.id}/calculation`, { data: { type: 'cost', text: 'Dive package', unitPrice: 40_000 - b.total } });
  expect(base.status(), await base.text()).toBe(200);
  const product = await (await page.request.post('/api/product', { data: { name: `Nitrox ${run}`, ruleBase: 'PerNight', price: 800 } })).json() as { id: string };

  await page.goto(`/booking/${b.id}`);
  // The first page of a fresh server on a loaded machine may take longer than the default.
  await expect(page.getByTestId('money-total')).toHaveText('€400.00', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Product').selectOption(product.id);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // 4 nights × 2 guests × €8.00
  await expect(page.getByTestId('calculation')).toContainText(`Nitrox ${run}`);
  await expect(page.getByTestId('money-total')).toHaveText('€464.00');
  if (shots) await page.screenshot({ path: `${shots}/price-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: `Change “Nitrox ${run}”` }).click();
  await dialog.getByLabel('Quantity').fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('money-total')).toHaveText('€432.00');
  await page.getByRole('button', { name: `Change “Nitrox ${run}”` }).click();
  await dialog.getByLabel('Text').fill(`Nitrox fills ${run}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('calculation')).toContainText(`Nitrox fills ${run}`);

  await page.getByRole('button', { name: `Move “Nitrox fills ${run}” up` }).click();
  await expect(page.getByTestId('calculation').locator('tr').filter({ hasText: /Nitrox fills|Dive package/ }).first()).toContainText('Nitrox fills');

  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await dialog.getByLabel('Language').selectOption('en');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  const after = await (await page.request.get(`/api/bookings/${b.id}/detail`)).json() as { language: string; total: number };
  expect(after).toMatchObject({ language: 'en', total: 43_200 });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Add product' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/price-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add addon' }).click();
  await expect(dialog.getByLabel('Addon')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/price-phone-dialog.png` });
});
