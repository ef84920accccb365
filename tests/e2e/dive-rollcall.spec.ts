// The roll call of a dive on a phone (issue 22): at 390 px the divemaster checks two divers into the
// water, cannot close the dive while they are in, goes offline, checks both back on board (queued
// with their times), comes back online, and the server has both with their times; then closes the
// dive, which writes both dive log entries. Data is created through the upstream for this run.
import type { APIRequestContext } from '@playwright/test';
import { addDays } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
const NAMES = [`Ana Roll${run}`, `Bo Roll${run}`];
let token = '';
let plan = '';
let later = '';
let today = '';

const call = (request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);

test.use({ viewport: { width: 390, height: 844 } });
// The tests build on each other (the first closes the dive the statistics count): one group, retried together.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  today = (await call(request, 'get', '/api/dashboard')).today;
  const resort = (await call(request, 'post', '/api/resort', { name: `Roll Resort ${run}` })).id;
  const room = (await call(request, 'post', '/api/rooms', { name: `Roll Room ${run}`, type: 'Room', resort, availableBeds: 2 })).id;
  const customers: string[] = [];
  for (const fullName of NAMES) {
    const id = (await call(request, 'post', '/api/customers', { fullName })).id as string;
    const cert = await call(request, 'post', `/api/dive/divers/${id}/certifications`, { agency: 'SSI', level: 'openWater' });
    await call(request, 'post', `/api/dive/certifications/${cert.id}/verify`);
    await call(request, 'post', `/api/dive/divers/${id}`, { medicalDate: addDays(today, -20), waiverDate: addDays(today, -1) });
    customers.push(id);
  }
  const booking = await call(request, 'post', '/api/bookings', {
    rooms: [{ room, dateFrom: addDays(today, -1), dateTo: addDays(today, 2), guests: customers.map((customer) => ({ customer, gender: 'f' })) }],
  });
  await call(request, 'post', `/api/bookings/${booking.id}/confirm?withoutPrice=1`);
  const type = (await call(request, 'post', '/api/divetype', { name: `Roll fun dive ${run}`, requiredLevel: 'openWater' })).id;
  const boat = (await call(request, 'post', '/api/diveboat', { name: `Roll Rib ${run}`, capacity: 8, resort })).id;
  plan = (await call(request, 'post', '/api/diveplan', { name: `Roll reef ${run}`, date: today, start: '09:00', type, boat, resort })).id;
  later = (await call(request, 'post', '/api/diveplan', { name: `Roll wall ${run}`, date: today, start: '14:00', type, boat, resort })).id;
  for (const p of [plan, later]) for (const customer of customers) await call(request, 'post', `/api/diveplan/${p}/divers`, { customer });
});

test('roll call on a phone: in, blocked close, back offline, synced, closed with log entries', async ({ page, context }, info) => {
  await loginAs(page, 'admin');
  await page.goto(`/dive/plan?date=${today}&dive=${plan}`);
  const panel = page.getByTestId('dive-panel');
  for (const name of NAMES) await panel.getByTestId(`rollcall-${name}`).getByTestId('btn-in').click();
  for (const name of NAMES) await expect(panel.getByTestId(`rollcall-${name}`).getByTestId('btn-out')).toBeVisible();
  await expect(panel.getByTestId('close-dive')).toBeDisabled();
  await expect(panel.getByTestId('close-blocked')).toBeVisible();
  await page.screenshot({ path: info.outputPath('rollcall-phone.png'), fullPage: true });

  await context.setOffline(true);
  for (const name of NAMES) await panel.getByTestId(`rollcall-${name}`).getByTestId('btn-out').click();
  await expect(panel.getByTestId('rollcall-queued')).toBeVisible();
  await context.setOffline(false);
  await expect(panel.getByTestId('rollcall-queued')).toBeHidden({ timeout: 15_000 });

  const m = await call(page.request, 'get', `/api/diveplan/${plan}/manifest`);
  for (const d of m.divers) {
    expect(d.outAt, d.name).toBeTruthy();
    expect(Date.parse(d.outAt)).toBeGreaterThanOrEqual(Date.parse(d.inAt));
  }
  await expect(panel.getByTestId('close-dive')).toBeEnabled();
  await panel.getByTestId('close-dive').click();
  await expect(panel.getByTestId('close-dive')).toBeHidden();
  const logs = await call(page.request, 'get', `/api/divelog?size=0&filter=${encodeURIComponent(JSON.stringify({ divePlan: plan }))}`);
  expect(logs.data).toHaveLength(2);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(390);
});

test('the day loaded on shore opens offline after a reload, and a check-off made there reaches the server', async ({ page, context }, info) => {
  await loginAs(page, 'admin');
  await page.goto(`/dive/plan?date=${today}`);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // Under the worker now (active; a reload is controlled): this load keeps the page, the day and each open dive's manifest.
  const manifestRead = page.waitForResponse((r) => r.url().includes(`/api/diveplan/${later}/manifest`) && r.ok());
  await page.reload();
  await expect(page.getByTestId(`dive-${later}`)).toBeVisible();
  await manifestRead;
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('hlm-dive-day-v1')).keys()).length)).toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  await page.goto(`/dive/plan?date=${today}&dive=${later}`);
  await expect(page.getByTestId('dive-offline')).toContainText('as this device last loaded it');
  const panel = page.getByTestId('dive-panel');
  await panel.getByTestId(`rollcall-${NAMES[0]}`).getByTestId('btn-in').click();
  await expect(panel.getByTestId('rollcall-queued')).toBeVisible();
  // One message says what happened (queued), not a contradicting "no connection" beside it.
  await expect(page.getByText('No connection to the server.')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('rollcall-offline-reload.png'), fullPage: true });
  await context.setOffline(false);
  await expect(panel.getByTestId('rollcall-queued')).toBeHidden({ timeout: 15_000 });
  const m = await call(page.request, 'get', `/api/diveplan/${later}/manifest`);
  expect(m.divers.find((d: { name: string }) => d.name === NAMES[0]).inAt).toBeTruthy();
  // Logout drops the kept copy (it holds guests' names and medical state).
  // The page may go to /login on its own meanwhile (the notification stream sees the session
  // end): a count read during that navigation is read again, not a failure.
  await page.evaluate(() => fetch('/api/auth/token', { method: 'DELETE' }));
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('hlm-dive-day-v1')).keys()).length).catch(() => -1))
    .toBe(0);
});

test('the dive statistics count the closed dive, and the day plan reads on a desktop', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/dive');
  await expect(page.getByTestId('dive-stats-total')).toBeVisible();
  await expect(page.getByTestId('dive-stats').getByText(`Roll Rib ${run}`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('stats-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dive/plan?date=${today}&dive=${plan}`);
  await expect(page.getByTestId('manifest')).toContainText(NAMES[0]);
  await page.screenshot({ path: info.outputPath('plan-desktop.png') });
});
