// Customers (issue 18): staff find a customer by passport number in /customer/list, open the view
// (stays and bookings from one call), edit the address and see it in the view; a customer who logs
// in sees their own data and bookings at /customer; at phone width nothing runs off the screen.
// The records are made through the upstream for this run.
import { DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { addDays, daysFromNow } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
const NAME = `Cora Seagrass ${run}`;
const PASSPORT = `PX${run.toUpperCase()}9`;
let customer = '';

const call = upstreamCall;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  customer = (await call(request, token, 'post', '/api/customers', {
    fullName: NAME, email: `cora.${run}@example.com`, passport: { number: PASSPORT, nationality: 'DE' },
    masterData: { firstName: 'Cora', lastName: `Seagrass ${run}`, gender: 'f', birthday: '1990-02-03' },
  })).id;
  const resort = (await call(request, token, 'post', '/api/resort', { name: `Cust Resort ${run}` })).id;
  const room = (await call(request, token, 'post', '/api/rooms', { name: `Cust Room ${run}`, type: 'Room', resort, availableBeds: 2 })).id;
  const from = daysFromNow(30);
  await call(request, token, 'post', '/api/bookings', { title: NAME, customer, rooms: [{ room, dateFrom: from, dateTo: addDays(from, 4), guests: [{ customer, firstName: 'Cora', lastName: `Seagrass ${run}`, gender: 'f' }] }] });
  // the demo customer gets a booking of their own to see
  await call(request, token, 'post', '/api/bookings', { title: `Demo own ${run}`, customer: DEMO_CUSTOMER_ID, rooms: [{ room, dateFrom: addDays(from, 10), dateTo: addDays(from, 12), guests: [{ customer: DEMO_CUSTOMER_ID, lastName: 'Demo' }] }] });
});

test('staff find a customer by passport number, open the view and edit the address', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/customer/list');
  await page.getByRole('searchbox').fill(PASSPORT.toLowerCase());
  // the list answers after the search's debounce; a shared machine can be slow
  const row = page.getByRole('link', { name: NAME }).first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/customer/view/${customer}$`));
  await expect(page.getByTestId('customer-name')).toHaveText(NAME);
  await expect(page.getByText(PASSPORT)).toBeVisible();
  await expect(page.getByText(`Cust Room ${run}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('customer-view-1280.png'), fullPage: true });
  await page.getByRole('link', { name: /^(Edit|Bearbeiten)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${customer}$`));
  await page.getByLabel(/^(City|Ort)$/).fill('Flensburg');
  await page.getByRole('button', { name: /^(Save|Speichern)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/view/${customer}$`));
  await expect(page.getByText('Flensburg')).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText(NAME);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: info.outputPath('customer-view-390.png'), fullPage: true });
});

test('a customer who logs in sees their own data and bookings at /customer', async ({ page }, info) => {
  await loginAs(page, 'customer');
  await page.goto('/customer');
  await expect(page.getByTestId('customer-name')).toBeVisible();
  await expect(page.getByText(`Demo own ${run}`)).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('customer-self-1280.png'), fullPage: true });
  // another customer's view is not theirs
  await page.goto(`/customer/view/${customer}`);
  await expect(page.getByText(NAME)).toHaveCount(0);
});
