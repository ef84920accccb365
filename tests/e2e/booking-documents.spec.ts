// Issue 16 on screen: documents on a booking (upload, a refused HTML file, keep a voucher from its
// template, open, delete, the check-in code) and the invoice actions split by guest and a
// partial credit note. Screenshots at desktop and phone width go to /tmp/docs-shots when
// DOCS_SCREENSHOTS is set.
import { demo } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.DOCS_SCREENSHOTS ? '/tmp/docs-shots' : null;

async function makeBooking(page: import('@playwright/test').Page, from: string, to: string, guests: number) {
  const run = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const rooms: { id: string }[] = [];
  for (const a of assets.filter((x) => x.kind === 'resort')) rooms.push(...await (await page.request.get(`/api/book/rooms?asset=${a.id}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[]);
  const ids: string[] = [];
  for (let i = 0; i < guests; i++) {
    const c = await page.request.post('/api/customers', { data: { fullName: `Guest ${i + 1} ${run}`, language: 'en' } });
    expect(c.status(), await c.text()).toBe(200);
    ids.push((await c.json() as { id: string }).id);
  }
  // A room whose price is per person (its lines name their guest), for the split by guest.
  for (const room of rooms) {
    const made = await page.request.post('/api/bookings', { data: { customer: ids[0], language: 'en', rooms: [{ room: room.id, dateFrom: from, dateTo: to, guests: ids.map((customer) => ({ gender: 'u', customer })) }] } });
    if (made.status() !== 201) continue;
    const b = await made.json() as { id: string; calculation: { textValues: Record<string, unknown> }[] };
    if (guests < 2 || b.calculation.some((l) => typeof l.textValues.guest === 'string')) return { id: b.id, run };
  }
  throw new Error('no room priced per person');
}

test('documents on a booking: upload, refused type, keep a voucher, open, delete, check-in code', async ({ page }) => {
  await loginAs(page, 'admin');
  const { id } = await makeBooking(page, demo('2027-07-05'), demo('2027-07-07'), 1);
  await page.goto(`/booking/${id}`);
  const panel = page.getByTestId('booking-documents');
  await expect(panel).toContainText('No documents on this booking yet.', { timeout: 30_000 });
  await panel.getByTestId('booking-document-file').setInputFiles({ name: 'flight.txt', mimeType: 'text/plain', buffer: Buffer.from('LH 123 seat 12A') });
  await expect(panel.getByTestId('booking-document')).toHaveCount(1);
  await expect(panel.getByTestId('booking-document').first()).toContainText('flight.txt');
  await panel.getByTestId('booking-document-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(panel.getByRole('alert')).toContainText('cannot be kept on a booking');
  await expect(panel.getByTestId('booking-document')).toHaveCount(1);

  await panel.getByLabel('Template').selectOption('voucher');
  await panel.getByRole('button', { name: 'Keep document' }).click();
  await expect(panel.getByTestId('booking-document')).toHaveCount(2);
  const voucher = panel.getByTestId('booking-document').first();
  await expect(voucher).toContainText('Voucher');
  const pdf = await page.request.get((await voucher.getByRole('link').getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const txt = await page.request.get((await panel.getByRole('link', { name: 'flight.txt' }).getAttribute('href'))!);
  expect(txt.headers()['content-disposition']).toMatch(/^attachment/);
  expect(txt.headers()['x-content-type-options']).toBe('nosniff');

  await panel.getByRole('button', { name: 'Check-in code' }).click();
  await expect(panel.getByTestId('checkin-qr').locator('img')).toBeVisible();
  if (shots) await panel.screenshot({ path: `${shots}/documents-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('button', { name: 'Keep document' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await panel.screenshot({ path: `${shots}/documents-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByTestId('booking-document').filter({ hasText: 'flight.txt' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByTestId('booking-document')).toHaveCount(1);
  await expect(panel).not.toContainText('flight.txt');
});

test('invoice actions: split by guest, then a partial credit note; more than is left is refused', async ({ page }) => {
  await loginAs(page, 'admin');
  const { id, run } = await makeBooking(page, demo('2027-07-12'), demo('2027-07-14'), 2);
  await page.goto(`/booking/${id}`);
  const panel = page.getByTestId('booking-invoices');
  await expect(panel).toContainText('No invoice yet.', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Split invoice by guest' }).click();
  await expect(panel.getByTestId('booking-invoice')).toHaveCount(2);
  const invoices = await (await page.request.get(`/api/bookings/${id}/invoices`)).json() as { data: { number: string; total: number; recipient: { name: string } }[] };
  expect(invoices.data.map((i) => i.recipient.name).sort()).toEqual([`Guest 1 ${run}`, `Guest 2 ${run}`]);
  const first = panel.getByTestId('booking-invoice').filter({ hasText: invoices.data[0].number });

  await first.getByRole('button', { name: 'Credit note (partial)' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Credit', { exact: true }).selectOption('amount');
  await dialog.getByLabel(/^Amount/).fill(String(invoices.data[0].total / 100 + 1));
  await dialog.getByLabel('Reason').fill('Goodwill');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog.getByRole('alert')).toContainText('can never exceed');
  await dialog.getByLabel(/^Amount/).fill('10.50');
  if (shots) await page.screenshot({ path: `${shots}/partial-credit-desktop.png` });
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('booking-invoice')).toHaveCount(3);
  await expect(panel).toContainText(/10\.50 credited/);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await panel.screenshot({ path: `${shots}/invoices-phone.png` });
});
