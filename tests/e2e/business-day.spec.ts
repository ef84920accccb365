// One business day at the desk (issue 33: "the same day run end to end without a workaround, in
// German and in English, on a desktop and on a phone"): a guest's enquiry is a priced draft; the
// desk confirms it, checks the guest in, puts them on today's dive, calls the roll (in the water,
// back on board), closes the dive, checks the guest out, issues the invoice and opens the guest's
// public invoice page, which speaks the guest's language throughout: the season is named as the
// price list names it in that language ("Nebensaison" / "Low season"). Run twice: a German desk on
// a phone with a German guest, an English desk on a desktop with an English guest. The data is
// made through the upstream for each run (its own resort, price list and dive), so the day never
// meets the demo.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

type TPass = {
  lang: 'de' | 'en'; width: number; height: number; locale: string; guest: string; season: string; other: RegExp; total: RegExp;
  t: { confirm: string; confirmed: string; checkin: string; checkedIn: string; addTo: (n: string) => string; open: string;
    checkout: string; checkedOut: string; issue: string; publicLink: string; invoice: string };
};
const PASSES: TPass[] = [
  { lang: 'de', width: 390, height: 844, locale: 'de-DE', guest: 'Łukasz Nguyễn', season: 'Nebensaison', other: /Low season|VAT|Invoice/, total: /180,00/,
    t: { confirm: 'Bestätigen', confirmed: 'Buchung bestätigt', checkin: 'Einchecken', checkedIn: 'Gäste eingecheckt', addTo: (n) => `${n} einem Tauchgang zuteilen`, open: 'Öffnen',
      checkout: 'Auschecken', checkedOut: 'Gäste ausgecheckt', issue: 'Rechnung ausstellen', publicLink: 'Öffentlichen Link erzeugen', invoice: 'Rechnung' } },
  { lang: 'en', width: 1280, height: 900, locale: 'en-GB', guest: 'Mary O\'Brien', season: 'Low season', other: /Nebensaison|MwSt|Rechnung/, total: /180\.00/,
    t: { confirm: 'Confirm', confirmed: 'Booking confirmed', checkin: 'Check in', checkedIn: 'Guests checked in', addTo: (n) => `Put ${n} on a dive`, open: 'Open',
      checkout: 'Check out', checkedOut: 'Guests checked out', issue: 'Issue invoice', publicLink: 'Create public link', invoice: 'Invoice' } },
];

type TDay = { guest: string; booking: string; plan: string; today: string };

/** The day's data for one pass, made through the upstream: its own resort, list, guest and dive. */
async function prepare(request: APIRequestContext, pass: TPass): Promise<TDay> {
  const run = `${pass.lang}${Date.now().toString(36)}`;
  const token = await adminToken(request);
  const call = (method: 'get' | 'post', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);
  const today = (await call('get', '/api/dashboard')).today as string;
  const guest = `${pass.guest} ${run}`;
  const resort = (await call('post', '/api/resort', { name: `Day Resort ${run}` })).id;
  const roomType = (await call('post', '/api/roomtypes', { name: `Day Double ${run}`, resort })).id;
  const room = (await call('post', '/api/rooms', { name: `Day Room ${run}`, type: 'Room', resort, roomType, availableBeds: 2 })).id;
  await call('post', '/api/price', {
    name: `Day prices ${run}`, status: 'active', calculationType: 'complete', resort, currencies: ['EUR'],
    validFrom: addDays(today, -30), validTo: addDays(today, 60),
    periods: [{ from: addDays(today, -30), to: addDays(today, 60), name: 'Low season', names: { de: 'Nebensaison', en: 'Low season' } }],
    entries: [{ roomType, period: 0, amount: 9000 }],
    tax: { status: 'active', value: 7, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true },
  });
  const customer = (await call('post', '/api/customers', { fullName: guest, email: `day-${run}@example.com`, language: pass.lang,
    address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } })).id as string;
  const cert = await call('post', `/api/dive/divers/${customer}/certifications`, { agency: 'PADI', level: 'openWater' });
  await call('post', `/api/dive/certifications/${cert.id}/verify`);
  await call('post', `/api/dive/divers/${customer}`, { medicalDate: addDays(today, -10), waiverDate: addDays(today, -1) });
  // The enquiry: a draft of two nights from yesterday, priced by the list (in the guest's language).
  const booking = (await call('post', '/api/bookings', { customer, rooms: [{ room, dateFrom: addDays(today, -1), dateTo: addDays(today, 1), guests: [{ customer }] }] })).id;
  const type = (await call('post', '/api/divetype', { name: `Day reef ${run}`, requiredLevel: 'openWater' })).id;
  const boat = (await call('post', '/api/diveboat', { name: `Day Rib ${run}`, capacity: 8, resort })).id;
  const plan = (await call('post', '/api/diveplan', { name: `Day wall ${run}`, date: today, start: '10:00', type, boat, resort })).id;
  return { guest, booking, plan, today };
}

for (const pass of PASSES) {
  test.describe(`${pass.lang}, ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: pass.height }, locale: pass.locale });
    test(`a desk day (${pass.lang}, ${pass.width} px): confirm, check in, dive, roll call, close, check out, invoice`, async ({ page, context, baseURL, request }, info) => {
      await day(page, context, baseURL!, pass, await prepare(request, pass), info.outputPath.bind(info));
    });
  });
}

async function day(page: Page, context: BrowserContext, baseURL: string, pass: TPass, d: TDay, out: (name: string) => string): Promise<void> {
  const { guest: GUEST, booking, plan, today } = d;
  const { t } = pass;
  await context.addCookies([{ name: 'lang', value: pass.lang, url: baseURL }]);
  await loginAs(page, 'admin');
  const shot = (name: string) => page.screenshot({ path: out(`${pass.lang}-${name}.png`), fullPage: true });

  // The booking says whose it is, and has its price (180,00 €: two nights at 90,00).
  await page.goto(`/booking/${booking}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(GUEST).first()).toBeVisible();
  await expect(page.getByTestId('calculation')).toContainText(pass.season);
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(page.getByText(t.confirmed)).toBeVisible();
  await page.getByRole('button', { name: t.checkin, exact: true }).click();
  await expect(page.getByText(t.checkedIn)).toBeVisible();
  await shot('1-booking-checked-in');

  // The dive desk: the guest in house goes on today's dive, into the water and back on board.
  await page.goto(`/dive/plan?date=${today}`);
  await page.getByLabel(t.addTo(GUEST)).selectOption(plan);
  await page.getByTestId(`dive-${plan}`).getByRole('button', { name: t.open, exact: true }).click();
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
  await page.getByRole('button', { name: t.checkout, exact: true }).click();
  await expect(page.getByText(t.checkedOut)).toBeVisible();
  await page.getByRole('button', { name: t.issue }).click();
  await page.getByRole('button', { name: t.publicLink }).click();
  const link = await page.getByTestId('public-invoice-link').getAttribute('href');
  expect(link).toMatch(/^\/invoice\//);
  await shot('3-booking-invoiced');

  // The guest's invoice page: German throughout, the names as the list gives them in German.
  await page.goto(link!);
  const inv = page.getByTestId('public-invoice');
  await expect(inv).toContainText(t.invoice);
  await expect(inv).toContainText(pass.season);
  await expect(inv).toContainText(GUEST);
  await expect(inv).not.toContainText(pass.other);
  await expect(page.getByTestId('public-invoice-total')).toHaveText(pass.total);
  await shot('4-public-invoice');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(pass.width);
}
