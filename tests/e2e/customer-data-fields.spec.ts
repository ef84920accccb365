// Customer data fields (issue 18): a data group of this run appears as a section of the customer
// form; staff fill a field of every kind, a wrong number is shown before anything is saved, the
// save stores record and values together, and the view shows them read-only in their section.
// A customer on their own page sees no data fields. The group and customer are this run's own.
import type { APIRequestContext } from '@playwright/test';
import { daysFromNow } from '../helpers/dates';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, logout, test } from './fixtures';

const run = Date.now().toString(36);
const NAME = `Hans Hass ${run}`;
const GROUP = `Expedition ${run}`;
let customer = '';
let group = '';
let token = '';

const call = (request: APIRequestContext, method: 'get' | 'post' | 'delete', path: string, data?: unknown) => upstreamCall(request, token, method, path, data);

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  group = (await call(request, 'post', '/api/customerdatagroup', {
    name: GROUP, sort: 90_000, fields: [
      { key: `x${run}.boat`, label: { en: 'Favourite boat', de: 'Lieblingsboot' }, kind: 'select', options: ['Xarifa', 'Calypso'] },
      { key: `x${run}.dives`, label: { en: 'Expedition dives', de: 'Expeditionstauchgänge' }, kind: 'number' },
      { key: `x${run}.since`, label: { en: 'Member since', de: 'Mitglied seit' }, kind: 'date' },
      { key: `x${run}.camera`, label: { en: 'Brings a camera', de: 'Bringt eine Kamera mit' }, kind: 'bool' },
      { key: `x${run}.note`, label: { en: 'Expedition note', de: 'Expeditionsnotiz' }, kind: 'text' },
    ],
  })).id;
  customer = (await call(request, 'post', '/api/customers', { fullName: NAME, email: `hans.${run}@example.com`, masterData: { firstName: 'Hans', lastName: `Hass ${run}` } })).id;
});

test.afterAll(async ({ request }) => {
  if (group) await call(request, 'delete', `/api/customerdatagroup/${group}`);
});

test('staff fill a data field of every kind, save with the customer and see them on the view', async ({ page }, info) => {
  test.setTimeout(180_000); // two logins and four screens on a shared machine
  const since = daysFromNow(-400);
  await loginAs(page, 'admin');
  await page.goto(`/customer/${customer}`);
  const section = page.getByRole('group', { name: GROUP });
  // the record, its meta and the groups load first; a shared machine can be slow
  await expect(section).toBeVisible({ timeout: 20_000 });
  await section.getByLabel('Favourite boat').selectOption('Xarifa');
  await section.getByLabel('Expedition dives').fill('many');
  await section.getByLabel('Member since').fill(since);
  await section.getByLabel('Brings a camera').check();
  await section.getByLabel('Expedition note').fill('Red Sea 1950');
  await page.getByRole('button', { name: /^(Save|Speichern)$/ }).click();
  // checked before anything is saved: the form stays with the field's message
  await expect(section.getByText('Please enter a number.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/customer/${customer}$`));
  await section.getByLabel('Expedition dives').fill('37');
  await page.getByRole('button', { name: /^(Save|Speichern)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/view/${customer}$`), { timeout: 15_000 });

  const facts = page.getByTestId(`data-facts-${group}`);
  await expect(facts).toContainText(GROUP, { timeout: 15_000 });
  await expect(facts).toContainText('Favourite boat');
  await expect(facts).toContainText('Xarifa');
  await expect(facts).toContainText('37');
  await expect(facts).toContainText('Yes');
  await expect(facts).toContainText('Red Sea 1950');
  await expect(facts).not.toContainText(since); // shown as a date, not the stored ISO text
  await page.screenshot({ path: info.outputPath('customer-data-fields.png'), fullPage: true });

  // stored as the field's kind, read back in the form
  const meta = (await (await page.request.get(`/api/customers/${customer}/meta`)).json()) as Record<string, unknown>;
  expect(meta).toMatchObject({ [`x${run}.boat`]: 'Xarifa', [`x${run}.dives`]: 37, [`x${run}.since`]: since, [`x${run}.camera`]: true, [`x${run}.note`]: 'Red Sea 1950' });
  await page.goto(`/customer/${customer}`);
  await expect(page.getByRole('group', { name: GROUP }).getByLabel('Expedition dives')).toHaveValue('37', { timeout: 20_000 });

  // a customer's own page has no data fields
  await logout(page);
  await loginAs(page, 'customer');
  await page.goto('/customer');
  await expect(page.getByTestId('customer-name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(GROUP)).toHaveCount(0);
});
