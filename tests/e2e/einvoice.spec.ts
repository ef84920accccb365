// E-invoices on screen: an operator issues a booking's invoice to its agency and downloads it as
// XRechnung (XML) and ZUGFeRD / Factur-X (PDF) from the booking detail and from
// /finance/invoices; a customer invoice offers no e-invoice. Screenshots go to
// /tmp/einvoice-shots when EINVOICE_SCREENSHOTS is set.
import { addDays, demo } from '../helpers/dates';

// A stay of its own per run (a retry must not meet the first try's booking).
const offset = () => Math.floor(Math.random() * 300);
import { expect, loginAs, test } from './fixtures';

const shots = process.env.EINVOICE_SCREENSHOTS ? '/tmp/einvoice-shots' : null;

test('an agency invoice downloads as XRechnung and Factur-X', async ({ page }) => {
  // Two documents written on a shared, loaded machine.
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  // Complete the company data an e-invoice needs, keeping what is there.
  const company = await (await page.request.get('/api/settings/group/company')).json() as Record<string, unknown>;
  const saved = await page.request.post('/api/settings/group/company', { data: {
    ...company, name: company.name || 'Tauchbasis Nord GmbH', street: company.street || 'Strandweg 1', zip: company.zip || '18055', city: company.city || 'Rostock',
    country: company.country || 'DE', vatId: company.vatId || 'DE123456789', email: company.email || 'office@tauchbasis.example', phone: company.phone || '+49 381 123456',
    iban: company.iban || 'DE89370400440532013000',
  } });
  expect(saved.status(), await saved.text()).toBe(200);
  const agency = await page.request.post('/api/agencies', { data: { name: `Blue Water Travel ${run}`, street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: `billing.${run}@bluewater.example`, vatId: 'DE987654321' } });
  expect(agency.status(), await agency.text()).toBe(200);
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const from = addDays(demo('2027-07-05'), offset());
  const to = addDays(from, 3);
  // A room of its own: the last free room of the resort is what other tests running at the same
  // time create and book too (one took it between the lookup and this booking).
  const room = await page.request.post('/api/rooms', { data: { name: `E-invoice ${run}`, type: 'Room', resort, availableBeds: 2, allowMixedGender: true } });
  expect(room.status(), await room.text()).toBeLessThan(300);
  const made = await page.request.post('/api/bookings', { data: { agency: (await agency.json() as { id: string }).id, language: 'de', rooms: [{ room: (await room.json() as { id: string }).id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }, { gender: 'm' }] }] } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json() as { id: string };
  expect((await page.request.post(`/api/bookings/${id}/calculation`, { data: { type: 'addon', text: 'Nitrox course', unitPrice: 15000 } })).status()).toBeLessThan(300);

  await page.goto(`/booking/${id}`);
  const panel = page.getByTestId('booking-invoices');
  await panel.getByLabel('Recipient').selectOption('agency');
  await panel.getByRole('button', { name: 'Issue invoice' }).click();
  const row = panel.getByTestId('booking-invoice');
  await expect(row).toHaveCount(1);
  const number = (await row.locator('span').first().textContent())!;
  const einvoice = row.getByTestId('einvoice-download');
  await expect(einvoice).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/booking-einvoice.png`, fullPage: true });

  const [xml] = await Promise.all([page.waitForEvent('download'), einvoice.getByRole('button', { name: 'XRechnung (XML)' }).click()]);
  expect(xml.suggestedFilename()).toBe(`${number}-xrechnung.xml`);
  const text = (await import('node:fs')).readFileSync((await xml.path())!, 'utf8');
  expect(text).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
  expect(text).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(text).toContain(`Blue Water Travel ${run}`);

  await page.goto('/finance/invoices');
  const listRow = page.getByTestId('invoice-list').locator('tr', { hasText: number });
  const [pdf] = await Promise.all([page.waitForEvent('download'), listRow.getByRole('button', { name: 'ZUGFeRD / Factur-X (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`${number}-facturx.pdf`);
  const bytes = (await import('node:fs')).readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.includes(Buffer.from('factur-x.xml'))).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}/finance-einvoice.png`, fullPage: true });
});

test('a customer invoice offers no e-invoice', async ({ page }) => {
  await loginAs(page, 'admin');
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const from = addDays(demo('2027-07-12'), offset());
  const to = addDays(from, 2);
  // A room of its own (a shared one may hold a guest of another gender from another spec: 409).
  const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string; allowSharedRoom: boolean }[];
  const customer = await page.request.post('/api/customers', { data: { fullName: `Erika Muster ${Date.now().toString(36)}`, address: { city: 'Berlin', zip: '10115', country: 'DE' } } });
  // Rooms other specs make and book at the same time may be taken by now: the next free one then.
  const customerId = (await customer.json() as { id: string }).id;
  let made = null as Awaited<ReturnType<typeof page.request.post>> | null;
  for (const room of rooms.filter((r) => !r.allowSharedRoom).reverse()) {
    made = await page.request.post('/api/bookings', { data: { customer: customerId, rooms: [{ room: room.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
    if (made.status() !== 409) break;
  }
  expect(made!.status(), await made!.text()).toBe(201);
  const { id } = await made!.json() as { id: string };
  await page.request.post(`/api/bookings/${id}/calculation`, { data: { type: 'addon', text: 'Boat dive', unitPrice: 6000 } });
  await page.goto(`/booking/${id}`);
  const panel = page.getByTestId('booking-invoices');
  await panel.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(panel.getByTestId('booking-invoice')).toHaveCount(1);
  await expect(panel.getByTestId('einvoice-download')).toHaveCount(0);
});
