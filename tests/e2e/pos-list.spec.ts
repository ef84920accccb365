// /pos/list (issue 36): the day's receipts at the counter, newest first, each with its number,
// time, guest, total, method and status; the receipt PDF again; take back asked twice (the ticket
// is void, the goods back in stock); another day shows none; the closings with their DSFinV-K
// download. At phone width nothing scrolls sideways and no id is on screen; axe finds no serious
// or critical violation; screenshots at desktop and phone width.
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('receipts of the day: reprint, take back; closings with the DSFinV-K download', async ({ page }, info) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const made = await page.request.post('/api/product', { data: { name: `Fin strap ${run}`, sku: `E2EL-${run}`, price: 800, taxPercent: 19, trackStock: true } });
  expect([200, 201], await made.text()).toContain(made.status());
  const strap = await made.json() as { id: string };
  expect((await page.request.post(`/api/product/${strap.id}/stock/update`, { data: { quantity: 4, reference: 'Delivery' } })).status()).toBe(200);
  const sell = async (name: string, method: 'cash' | 'card') => {
    const ticket = await (await page.request.post('/api/pos', { data: { name } })).json() as { id: string };
    expect((await page.request.post(`/api/pos/${ticket.id}/product`, { data: { product: strap.id } })).status()).toBe(200);
    const paid = await page.request.post(`/api/pos/${ticket.id}/payment`, { data: { method, ...(method === 'cash' ? { given: 1000 } : {}) } });
    expect(paid.status(), await paid.text()).toBe(200);
    return await paid.json() as { receiptNo: number };
  };
  const first = await sell(`Guest A ${run}`, 'cash');
  const second = await sell(`Guest B ${run}`, 'card');
  expect((await page.request.post('/api/pos/closing')).status()).toBe(200);

  await page.goto('/pos/list');
  await expect(page.getByRole('heading', { name: 'Receipts and closings', level: 1 })).toBeVisible();
  const cards = page.getByTestId('pos-receipt');
  const a = cards.filter({ hasText: `Receipt ${first.receiptNo} ·` });
  const b = cards.filter({ hasText: `Receipt ${second.receiptNo} ·` });
  await expect(a).toContainText(`Guest A ${run}`);
  await expect(a).toContainText('€8.00');
  await expect(a).toContainText('Cash · paid');
  await expect(b).toContainText('Card · paid');
  // Newest first.
  const order = await cards.locator('h3').allInnerTexts();
  expect(order.findIndex((x) => x.includes(`Receipt ${second.receiptNo} ·`))).toBeLessThan(order.findIndex((x) => x.includes(`Receipt ${first.receiptNo} ·`)));
  await expect(page.getByTestId('pos-closings').getByRole('link', { name: /Receipt journal \(DSFinV-K\) of closing \d+/ }).first()).toBeVisible();
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('pos-list-desktop.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await a.getByRole('button', { name: 'Print receipt' }).click();
  expect((await download).suggestedFilename()).toBe(`receipt-${first.receiptNo}.pdf`);

  await page.setViewportSize({ width: 390, height: 844 });
  await a.getByRole('button', { name: 'Take back' }).click();
  await a.getByRole('button', { name: 'Keep it' }).click();
  await expect(a).toContainText('Cash · paid');
  await a.getByRole('button', { name: 'Take back' }).click();
  await a.getByRole('button', { name: `Really take back receipt ${first.receiptNo}` }).click();
  await expect(a).toContainText('void');
  await expect(a.getByRole('button', { name: 'Take back' })).toHaveCount(0);
  expect((await (await page.request.get(`/api/product/${strap.id}`)).json() as { stock: number }).stock).toBe(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await page.locator('main').innerText()).not.toMatch(UUID);
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('pos-list-phone.png'), fullPage: true });

  await page.getByLabel('Day', { exact: true }).fill('2020-01-02');
  await expect(page.getByText('No receipts on this day.')).toBeVisible();
});
