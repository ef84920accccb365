// One business day at the desk in German on a phone (issue 33: "the same day run end to end
// without a workaround"): a guest's enquiry is a priced draft; the desk confirms it, checks the
// guest in, puts them on today's dive, calls the roll (in the water, back on board), closes the
// dive, checks the guest out, issues the invoice and opens the guest's public invoice page, which
// speaks German throughout: the season and the tax are named as the price list names them in
// German ("Nebensaison", "MwSt."), not in the operator's English names. The data is made through
// the upstream for this run (its own resort, price list and dive), so the day never meets the demo.
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
const GUEST = `Łukasz Nguyễn ${run}`;
let token = '';
let today = '';
let booking = '';
let plan = '';

const call = (request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);

test.use({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  today = (await call(request, 'get', '/api/dashboard')).today;
  const resort = (await call(request, 'post', '/api/resort', { name: `Day Resort ${run}` })).id;
  const roomType = (await call(request, 'post', '/api/roomtypes', { name: `Day Double ${run}`, resort })).id;
  const room = (await call(request, 'post', '/api/rooms', { name: `Day Room ${run}`, type: 'Room', resort, roomType, availableBeds: 2 })).id;
  await call(request, 'post', '/api/price', {
    name: `Day prices ${run}`, status: 'active', calculationType: 'complete', resort, currencies: ['EUR'],
    validFrom: addDays(today, -30), validTo: addDays(today, 60),
    periods: [{ from: addDays(today, -30), to: addDays(today, 60), name: 'Low season', names: { de: 'Nebensaison', en: 'Low season' } }],
    entries: [{ roomType, period: 0, amount: 9000 }],
    tax: { status: 'active', value: 7, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true },
  });
  const customer = (await call(request, 'post', '/api/customers', { fullName: GUEST, email: `day-${run}@example.com`, language: 'de',
    address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } })).id as string;
  const cert = await call(request, 'post', `/api/dive/divers/${customer}/certifications`, { agency: 'PADI', level: 'openWater' });
  await call(request, 'post', `/api/dive/certifications/${cert.id}/verify`);
  await call(request, 'post', `/api/dive/divers/${customer}`, { medicalDate: addDays(today, -10), waiverDate: addDays(today, -1) });
  // The enquiry: a draft of two nights from yesterday, priced by the list.
  booking = (await call(request, 'post', '/api/bookings', { customer, rooms: [{ room, dateFrom: addDays(today, -1), dateTo: addDays(today, 1), guests: [{ customer }] }] })).id;
  const type = (await call(request, 'post', '/api/divetype', { name: `Day reef ${run}`, requiredLevel: 'openWater' })).id;
  const boat = (await call(request, 'post', '/api/diveboat', { name: `Day Rib ${run}`, capacity: 8, resort })).id;
  plan = (await call(request, 'post', '/api/diveplan', { name: `Day wall ${run}`, date: today, start: '10:00', type, boat, resort })).id;
});

test('a desk day in German on a phone: confirm, check in, dive, roll call, close, check out, invoice', async ({ page, context, baseURL }, info) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
  await loginAs(page, 'admin');
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

  // The booking says whose it is, and has its price (180,00 €: two nights at 90,00).
  await page.goto(`/booking/${booking}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(GUEST).first()).toBeVisible();
  await expect(page.getByTestId('calculation')).toContainText('Nebensaison');
  await expect(page.getByTestId('calculation')).not.toContainText('Low season');
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page.getByText('Buchung bestätigt')).toBeVisible();
  await page.getByRole('button', { name: 'Einchecken' }).click();
  await expect(page.getByText('Gäste eingecheckt')).toBeVisible();
  await shot('1-booking-checked-in');

  // The dive desk: the guest in house goes on today's dive, into the water and back on board.
  await page.goto(`/dive/plan?date=${today}`);
  await page.getByLabel(`${GUEST} einem Tauchgang zuteilen`).selectOption(plan);
  await page.getByTestId(`dive-${plan}`).getByRole('button', { name: 'Öffnen' }).click();
  const panel = page.getByTestId('dive-panel');
  await panel.getByTestId(`rollcall-${GUEST}`).getByTestId('btn-in').click();
  await expect(panel.getByTestId(`rollcall-${GUEST}`).getByTestId('btn-out')).toBeVisible();
  await panel.getByTestId(`rollcall-${GUEST}`).getByTestId('btn-out').click();
  await expect(panel.getByTestId('close-dive')).toBeEnabled();
  await shot('2-roll-call');
  await panel.getByTestId('close-dive').click();
  await expect(panel.getByTestId('close-dive')).toBeHidden();

  // Back at the booking: check out, issue the invoice, hand the guest the public link.
  await page.goto(`/booking/${booking}`);
  await page.getByRole('button', { name: 'Auschecken' }).click();
  await expect(page.getByText('Gäste ausgecheckt')).toBeVisible();
  await page.getByRole('button', { name: 'Rechnung ausstellen' }).click();
  await page.getByRole('button', { name: 'Öffentlichen Link erzeugen' }).click();
  const link = await page.getByTestId('public-invoice-link').getAttribute('href');
  expect(link).toMatch(/^\/invoice\//);
  await shot('3-booking-invoiced');

  // The guest's invoice page: German throughout, the names as the list gives them in German.
  await page.goto(link!);
  const inv = page.getByTestId('public-invoice');
  await expect(inv).toContainText('Rechnung');
  await expect(inv).toContainText('Nebensaison');
  await expect(inv).toContainText(GUEST);
  await expect(inv).not.toContainText(/Low season|VAT|Invoice/);
  await expect(page.getByTestId('public-invoice-total')).toHaveText(/180,00/);
  await shot('4-public-invoice');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
