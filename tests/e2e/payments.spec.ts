// /booking/payments on screen: two confirmed bookings owed money are found among the open payments
// (paged on the server; found by the search), are marked paid together (POST /api/bookings/markPaid),
// leave the list, and their payments appear in the history (filtered by method); the payment status of the coming arrivals shows
// its counts. Desktop and phone width (390 px, no sideways scrolling of the page). Screenshots
// go to /tmp/payments-shots when PAYMENTS_SCREENSHOTS is set.
import { addDays, demo } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.PAYMENTS_SCREENSHOTS ? '/tmp/payments-shots' : null;

test('open payments marked paid together, then in the history; status of arrivals', async ({ page }) => {
  // Three lists of the whole demo business on a shared, loaded machine.
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const numbers: string[] = [];
  // A stay of its own per run (a retry must not meet the first try's bookings).
  const base = Math.floor(Math.random() * 300);
  for (const i of [0, 1]) {
    const from = addDays(demo('2027-08-02'), base + i * 4);
    const to = addDays(from, 2);
    const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
    const customer = await page.request.post('/api/customers', { data: { fullName: `Payer ${i} ${run}` } });
    const made = await page.request.post('/api/bookings', { data: { customer: (await customer.json() as { id: string }).id, rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = await made.json() as { id: string };
    const line = await page.request.post(`/api/bookings/${id}/calculation`, { data: { type: 'addon', text: 'Boat dive', unitPrice: 6000 + i * 1000 } });
    expect(line.status(), await line.text()).toBeLessThan(300);
    const confirmed = await page.request.post(`/api/bookings/${id}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const b = await confirmed.json() as { bookingNo: string | null; reservationNo: string | null; offerNo: string | null };
    numbers.push((b.bookingNo ?? b.reservationNo ?? b.offerNo)!);
  }

  await page.goto('/booking/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const open = page.getByTestId('open-payments');
  // The list is paged on the server (25 by arrival; other tests' bookings may come first): each
  // booking is found by its number, and the selection holds over searches.
  const search = open.getByLabel('Search (booking number, title, e-mail)');
  for (const no of numbers) {
    await search.fill(no);
    await expect(open.getByTestId('open-row').filter({ hasText: no })).toHaveCount(1, { timeout: 30_000 });
    await open.getByLabel(`Select booking ${no}`).check();
  }
  await expect(page.getByTestId('payment-status')).toContainText('Unpaid:');
  if (shots) await page.screenshot({ path: `${shots}/payments-desktop.png`, fullPage: true });

  await open.getByLabel('Reference (optional)').fill(`Batch ${run}`);
  await open.getByRole('button', { name: 'Mark 2 bookings paid' }).click();
  await expect(page.getByTestId('mark-paid-result')).toHaveText('2 bookings marked paid.', { timeout: 30_000 });
  for (const no of numbers) {
    await search.fill(no);
    await expect(open.getByTestId('open-row').filter({ hasText: no })).toHaveCount(0);
  }

  const history = page.getByTestId('payment-history');
  await history.getByLabel('Method').selectOption('transfer');
  const rows = history.getByTestId('history-row').filter({ hasText: `Batch ${run}` });
  await expect(rows).toHaveCount(2);
  for (const no of numbers) await expect(rows.filter({ hasText: no })).toHaveCount(1);
  await history.getByLabel('Method').selectOption('cash');
  await expect(history.getByTestId('history-row').filter({ hasText: `Batch ${run}` })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/payments-phone.png`, fullPage: true });
});
