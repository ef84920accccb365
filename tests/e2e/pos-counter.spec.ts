// Issue 36 item 5 on screen: at the counter a product is scanned (its SKU typed with Enter, as a
// barcode scanner does) and another tapped, paid in cash with the change shown, the receipt made,
// the stock gone down by what was sold, and the day closed with its Z report. At phone width the
// page does not scroll sideways; no id is on screen; axe finds no serious or critical violation.
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('a sale at the counter: scan, tap, cash with change, receipt, stock, closing', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const sku = `E2E-${run}`;
  const made = await page.request.post('/api/product', { data: { name: `Reef hook ${run}`, sku, price: 1250, taxPercent: 19, trackStock: true } });
  expect([200, 201], await made.text()).toContain(made.status());
  const mask = await made.json() as { id: string };
  expect((await page.request.post(`/api/product/${mask.id}/stock/update`, { data: { quantity: 5, reference: 'Delivery' } })).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pos/counter');
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New ticket' }).click();
  const scan = page.getByLabel('Search or scan');
  await scan.fill(sku);
  await scan.press('Enter');
  const ticket = page.getByTestId('pos-ticket');
  await expect(ticket.getByText(`1 × Reef hook ${run}`)).toBeVisible();
  await scan.fill(`Reef hook ${run}`);
  await page.getByTestId('pos-products').getByRole('button', { name: new RegExp(`Reef hook ${run}`) }).click();
  await expect(ticket.getByText(`2 × Reef hook ${run}`)).toBeVisible();
  await expect(page.getByTestId('pos-total')).toHaveText('€25.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await axeClean(page);

  await ticket.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.getByLabel('Given').fill('30');
  await page.getByRole('button', { name: 'Take cash' }).click();
  await expect(page.getByTestId('pos-change')).toHaveText('Change €5.00');
  await expect(ticket.getByText(/Receipt \d+/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-\d+\.pdf$/);
  expect((await (await page.request.get(`/api/product/${mask.id}`)).json() as { stock: number }).stock).toBe(3);

  await page.getByRole('button', { name: 'Close the day (Z report)' }).click();
  await expect(page.getByTestId('pos-closings').getByText(/Closing no\. \d+/).first()).toBeVisible();
  await expect(page.getByTestId('pos-closings').first()).toContainText('19 %');
  expect(await page.locator('main').innerText()).not.toMatch(UUID);
  await axeClean(page);
});
