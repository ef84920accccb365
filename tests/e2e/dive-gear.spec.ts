// Rental gear and billing on /dive/plan (issue 22): staff add a BCD to the gear inventory with its
// rental product, put it on a diver in the dive's manifest (only available items are offered),
// check both divers in and back, and close the dive: the panel shows the dives and the rental
// billed, the room bill holds them, the BCD is available again and the nitrox fills typed before
// closing have left the stock. Data for this run only.
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

const run = Date.now().toString(36);
const NAMES = [`Ana Gear${run}`, `Bo Gear${run}`];
const SERIAL = `BCD-${run}`;
let token = '';
let plan = '';
let booking = '';
let today = '';
let fill = '';

const call = (request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  today = (await call(request, 'get', '/api/dashboard')).today;
  const resort = (await call(request, 'post', '/api/resort', { name: `Gear Resort ${run}` })).id;
  const room = (await call(request, 'post', '/api/rooms', { name: `Gear Room ${run}`, type: 'Room', resort, availableBeds: 2, allowMixedGender: true })).id;
  const customers: string[] = [];
  for (const fullName of NAMES) {
    const id = (await call(request, 'post', '/api/customers', { fullName })).id as string;
    const cert = await call(request, 'post', `/api/dive/divers/${id}/certifications`, { agency: 'PADI', level: 'openWater' });
    await call(request, 'post', `/api/dive/certifications/${cert.id}/verify`);
    await call(request, 'post', `/api/dive/divers/${id}`, { medicalDate: addDays(today, -20), waiverDate: addDays(today, -1) });
    customers.push(id);
  }
  booking = (await call(request, 'post', '/api/bookings', {
    rooms: [{ room, dateFrom: addDays(today, -1), dateTo: addDays(today, 2), guests: customers.map((customer) => ({ customer, gender: 'f' })) }],
  })).id;
  await call(request, 'post', `/api/bookings/${booking}/confirm?withoutPrice=1`);
  const product = (name: string, ruleBase: string, price: number) => call(request, 'post', '/api/product', { name, ruleBase, price, currency: 'EUR', resort });
  const dive = (await product(`Boat dive ${run}`, 'PerDive', 4500)).id;
  await product(`BCD rental ${run}`, 'PerDive', 1000);
  fill = (await call(request, 'post', '/api/product', { name: `Nitrox fill ${run}`, price: 800, currency: 'EUR', resort, trackStock: true })).id;
  await call(request, 'post', `/api/product/${fill}/stock/update`, { quantity: 10, reason: 'purchase' });
  const type = (await call(request, 'post', '/api/divetype', { name: `Gear fun dive ${run}`, requiredLevel: 'openWater', product: dive })).id;
  plan = (await call(request, 'post', '/api/diveplan', { name: `Gear reef ${run}`, date: today, start: '10:00', type, resort })).id;
  for (const customer of customers) await call(request, 'post', `/api/diveplan/${plan}/divers`, { customer });
});

test('adds gear, assigns it on the manifest, closes the dive and bills the dives and the rental', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto(`/dive/plan?date=${today}&dive=${plan}`);
  const gear = page.getByTestId('gear-section');
  await gear.getByLabel('Kind').selectOption('bcd');
  await gear.getByLabel('Size').fill('M');
  await gear.getByLabel('Serial number').fill(SERIAL);
  await gear.getByLabel('Rental product').selectOption({ label: `BCD rental ${run}` });
  await gear.getByRole('button', { name: 'Add item' }).click();
  await expect(gear.getByTestId(`gear-item-${SERIAL}`)).toContainText('available');

  const panel = page.getByTestId('dive-panel');
  await panel.getByLabel(`Rental gear for ${NAMES[0]}`).selectOption({ label: `BCD M #${SERIAL}` });
  await expect(panel.getByTestId('manifest')).toContainText(`BCD M #${SERIAL}`);
  await expect(gear.getByTestId(`gear-item-${SERIAL}`)).toContainText('rented');
  // Rented, it is no longer offered to the other diver.
  await expect(panel.getByLabel(`Rental gear for ${NAMES[1]}`).locator('option', { hasText: SERIAL })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('gear-desktop.png'), fullPage: true });

  for (const name of NAMES) await panel.getByTestId(`rollcall-${name}`).getByTestId('btn-in').click();
  for (const name of NAMES) await panel.getByTestId(`rollcall-${name}`).getByTestId('btn-out').click();
  await expect(panel.getByTestId('close-dive')).toBeEnabled();
  // What the dive used from stock: two nitrox fills, taken from the ledger by the closing.
  const used = panel.getByTestId('dive-used');
  await used.getByLabel('Product').selectOption({ label: `Nitrox fill ${run} (10 in stock)` });
  await used.getByLabel('Quantity').fill('2');
  await used.getByRole('button', { name: 'Add' }).click();
  await expect(used.getByTestId('dive-used-row')).toHaveText(`Nitrox fill ${run} × 2×`);
  await panel.getByTestId('close-dive').click();
  const result = panel.getByTestId('close-result');
  await expect(result.getByTestId('billed-item')).toHaveCount(3);
  await expect(result).toContainText(`BCD rental ${run}`);
  await expect(gear.getByTestId(`gear-item-${SERIAL}`)).toContainText('available');
  await expect(result.getByTestId('stock-used')).toHaveText('1 product taken from stock');
  expect((await call(page.request, 'get', `/api/product/${fill}`)).stock).toBe(8);
  await axeClean(page);

  const bill = await call(page.request, 'get', `/api/bookings/${booking}/onsite`);
  expect(bill.items.map((i: { amount: number }) => i.amount).sort()).toEqual([1000, 4500, 4500]);
  expect(bill.open).toBe(10000);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('manifest')).toContainText(`BCD M #${SERIAL}`);
  await expect(page.getByTestId(`gear-item-${SERIAL}`)).toContainText('available');
  await page.screenshot({ path: info.outputPath('gear-phone.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
