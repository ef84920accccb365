// The home screen runs the day (issue 14): the admin sees today's arrivals of bookings created
// here (with room, guests, open balance, missing guest forms) and opens one; the agency and the
// customer see their own; at phone width nothing runs off the screen. The data is created through
// the upstream for this run, on the dashboard's own "today" (the operator's time zone).
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
// Sorted early among the day's arrivals, so it is within the panel's first rows.
const GUEST = { firstName: 'Aaa', lastName: `Dash${run}` };
const GUEST_NAME = `${GUEST.firstName} ${GUEST.lastName}`;
let booking = '';

const call = upstreamCall;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const { today } = await call(request, token, 'get', '/api/dashboard');
  const resort = (await call(request, token, 'post', '/api/resort', { name: `Dash Resort ${run}` })).id;
  const room = (await call(request, token, 'post', '/api/rooms', { name: `Dash Room ${run}`, type: 'Room', resort, availableBeds: 2 })).id;
  const created = await call(request, token, 'post', '/api/bookings', {
    title: GUEST_NAME, agency: DEMO_AGENCY_ID, customer: DEMO_CUSTOMER_ID,
    rooms: [{ room, dateFrom: today, dateTo: addDays(today, 3), guests: [{ ...GUEST, gender: 'f' }, { firstName: 'Bea', lastName: `Dash${run}`, gender: 'f' }] }],
  });
  booking = created.id;
  await call(request, token, 'post', `/api/bookings/${booking}/confirm?withoutPrice=1`);
  await call(request, token, 'post', `/api/bookings/${booking}/calculation`, { text: 'Stay', unitPrice: 45000 });
});

test('the admin sees today\'s arrival with room, guests, balance and missing forms, and opens it', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const today = page.getByTestId('dash-arrivals-first');
  const row = today.locator(`[data-booking="${booking}"]`);
  await expect(row).toContainText(GUEST_NAME);
  await expect(row).toContainText(`Dash Room ${run}`);
  await expect(row).toContainText('2 guests');
  await expect(row.getByTestId('dash-open')).toContainText('450.00 open');
  await expect(row.getByTestId('dash-missing-forms')).toHaveText('2 guest forms missing');
  await expect(page.getByTestId('dash-unpaid').locator(`[data-booking="${booking}"]`)).toBeVisible();
  await expect(page.getByTestId('dash-occupancy').getByText(`Dash Resort ${run}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('dashboard-admin-1280.png'), fullPage: true });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/booking/${booking}$`));
});

test('at phone width the dashboard fits the screen', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await expect(page.getByTestId('dash-arrivals-first').locator(`[data-booking="${booking}"]`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('dashboard-admin-390.png'), fullPage: true });
});

test('the agency sees its upcoming booking and its open balance', async ({ page }, info) => {
  await loginAs(page, 'agency');
  await expect(page.getByTestId('dash-summary')).toHaveCount(0);
  await expect(page.getByTestId('dash-upcoming').locator(`[data-booking="${booking}"]`)).toContainText(GUEST_NAME);
  await expect(page.getByTestId('dash-open-balances').locator(`[data-booking="${booking}"]`)).toContainText('450.00 open');
  await page.screenshot({ path: info.outputPath('dashboard-agency-1280.png'), fullPage: true });
});

test('the customer sees their booking; the account data stays one click away', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'customer');
  await expect(page.getByTestId('dash-upcoming').locator(`[data-booking="${booking}"]`)).toContainText(GUEST_NAME);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('dashboard-customer-390.png'), fullPage: true });
  await page.getByTestId('home-tab-account').click();
  await expect(page).toHaveURL(/\/\?view=account$/);
  await expect(page.getByTestId('home-user-type')).toContainText('Customer');
});
