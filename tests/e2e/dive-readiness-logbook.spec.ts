// Issue 22, second round: the staff dashboard lists tomorrow's divers with readiness problems and
// links to the diver's readiness record; a logged-in customer sees their own dive log book on
// their home page (never another diver's entries) with the printable PDF, at desktop and phone
// width. Data is created through the upstream for this run.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
const DIVER = `Nia Ready${run}`;
const OTHER = `Oz Other${run}`;
let token = '';
let tomorrow = '';
let plan = '';

const call = (request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  const today = (await call(request, 'get', '/api/dashboard')).today as string;
  tomorrow = addDays(today, 1);
  const resort = (await call(request, 'post', '/api/resort', { name: `Ready Resort ${run}` })).id;
  const room = (await call(request, 'post', '/api/rooms', { name: `Ready Room ${run}`, type: 'Room', resort, availableBeds: 2 })).id;
  const nia = (await call(request, 'post', '/api/customers', { fullName: DIVER })).id as string;
  const oz = (await call(request, 'post', '/api/customers', { fullName: OTHER })).id as string;
  // Nia's certification is not verified and her waiver is missing; her medical is signed.
  await call(request, 'post', `/api/dive/divers/${nia}/certifications`, { agency: 'PADI', level: 'openWater' });
  await call(request, 'post', `/api/dive/divers/${nia}`, { medicalDate: addDays(today, -10) });
  const booking = await call(request, 'post', '/api/bookings', { rooms: [{ room, dateFrom: today, dateTo: addDays(today, 3), guests: [{ customer: nia, gender: 'f' }] }] });
  await call(request, 'post', `/api/bookings/${booking.id}/confirm?withoutPrice=1`);
  plan = (await call(request, 'post', '/api/diveplan', { name: `Ready reef ${run}`, date: tomorrow, start: '08:30', resort })).id;
  await call(request, 'post', `/api/diveplan/${plan}/divers`, { customer: nia });
  // The demo customer's own dives, and another diver's that they must never see.
  for (const [customer, n, comment] of [[DEMO_CUSTOMER_ID, 1, `Own turtle dive ${run}`], [DEMO_CUSTOMER_ID, 2, `Own night dive ${run}`], [oz, 3, `Secret of ${run}`]] as const) {
    await call(request, 'post', '/api/divelog', { customer, date: addDays(today, -n), start: '09:00', depth: 10 + n, airMix: 'Air', comment });
  }
});

test('the dashboard lists tomorrow\'s diver who is not ready and opens their readiness record', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/');
  const panel = page.getByTestId('dash-dive-readiness');
  const item = panel.getByTestId('dash-dive-readiness-item').filter({ hasText: DIVER });
  await expect(item).toBeVisible();
  await expect(item).toContainText(`08:30 Ready reef ${run}`);
  await expect(item).toContainText(/Certification not verified|Brevet nicht geprüft/);
  await expect(item).toContainText(/Waiver missing|Haftungsausschluss fehlt/);
  await expect(item.getByRole('listitem')).toHaveCount(2);
  await item.screenshot({ path: info.outputPath('dashboard-readiness-item.png') });
  await page.screenshot({ path: info.outputPath('dashboard-readiness-desktop.png'), fullPage: true });
  await item.getByRole('link', { name: new RegExp(DIVER) }).click();
  await expect(page).toHaveURL(new RegExp(`/dive/plan\\?date=${tomorrow}&dive=${plan}&diver=`));
  await expect(page.getByTestId('diver-dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(DIVER);
  await page.getByRole('dialog').screenshot({ path: info.outputPath('readiness-record.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('dash-dive-readiness-item').filter({ hasText: DIVER })).toBeVisible();
  await page.getByTestId('dash-dive-readiness').screenshot({ path: info.outputPath('dashboard-readiness-phone.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a customer sees only their own log book on their home page and prints it', async ({ page }, info) => {
  await loginAs(page, 'customer');
  await page.goto('/');
  const book = page.getByTestId('log-book');
  await expect(book).toContainText(`Own turtle dive ${run}`);
  await expect(book).toContainText(`Own night dive ${run}`);
  await expect(book).not.toContainText(`Secret of ${run}`);
  await page.screenshot({ path: info.outputPath('logbook-desktop.png'), fullPage: true });
  const pdf = await page.request.get(await book.getByTestId('log-book-pdf').getAttribute('href') as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Another diver's log book is not theirs to read.
  expect((await page.request.get(`/api/dive/divers/${DEMO_CUSTOMER_ID}/logbook`)).status()).toBe(403);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('log-book')).toContainText(`Own night dive ${run}`);
  await page.getByTestId('log-book').screenshot({ path: info.outputPath('logbook-phone.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the day plan shows a vessel\'s trip day with its dive slots and creates the day\'s dives', async ({ page, request }, info) => {
  const vessel = (await call(request, 'post', '/api/vessel', { name: `MV Slots ${run}` })).id;
  const tour = (await call(request, 'post', '/api/tours', { name: `Slot Reefs ${run}`, vessel, diveSlots: ['07:00', '11:00', '15:00'], arrivalDayDives: 1 })).id;
  await call(request, 'post', '/api/schedules', { name: `Slot week ${run}`, tour, vessel, dateFrom: addDays(tomorrow, 10), dateTo: addDays(tomorrow, 14) });
  const day = addDays(tomorrow, 11);
  await loginAs(page, 'admin');
  await page.goto(`/dive/plan?date=${day}`);
  const trip = page.getByTestId('dive-itinerary').locator('li', { hasText: `MV Slots ${run}` }).first();
  // On a loaded machine the day plan's first load can take longer than the 7 s default.
  await expect(trip).toContainText(`Slot Reefs ${run}`, { timeout: 20_000 });
  await expect(trip.getByText(/07:00 Dive 1/)).toBeVisible();
  await trip.getByRole('button', { name: /Create the day's dives|Tauchgänge des Tages anlegen/ }).click();
  await expect(trip.getByRole('button', { name: /15:00 Dive 3/ })).toBeVisible();
  await expect(page.getByText(`Dive 1 · Slot Reefs ${run}`).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('itinerary-desktop.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('dive-itinerary').screenshot({ path: info.outputPath('itinerary-phone.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/dive/site');
  await expect(page.getByTestId('site-import')).toBeVisible();
  await page.screenshot({ path: info.outputPath('sites-phone.png') });
});
