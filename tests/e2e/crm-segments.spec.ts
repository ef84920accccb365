// CRM segments (issue 18): staff narrow /crm/customer by criteria, save the segment under a name,
// open it again by its address (/crm/filter/{fid}) with the same criteria and results, see the
// CSV export of exactly that segment, and delete it; at phone width nothing runs off the screen.
// The records are made through the upstream for this run.
import type { APIRequestContext } from '@playwright/test';
import { adminToken, upstreamCall } from './upstream-api';
import { expect, loginAs, test } from './fixtures';

const run = Date.now().toString(36);
const TEXT = `segrun${run}`;
const SEGMENT = `Icelanders ${run}`;

const call = (request: APIRequestContext, token: string, path: string, data: unknown) => upstreamCall(request, token, 'post', path, data);

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  await call(request, token, '/api/customers', { fullName: `Sigrun Segment ${run}`, email: `${TEXT}.is@example.com`, country: 'IS', address: { country: 'IS' } });
  await call(request, token, '/api/customers', { fullName: `Nora Segment ${run}`, email: `${TEXT}.no@example.com`, country: 'NO', address: { country: 'NO' } });
});

test('staff save a customer segment, open it by its address and delete it', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/crm/customer');
  await page.getByLabel(/^(Name or e-mail contains|Name oder E-Mail enthält)$/).fill(TEXT);
  await page.getByRole('button', { name: /^(Apply|Anwenden)$/ }).click();
  const table = page.getByTestId('segment-table');
  await expect(table.getByRole('link', { name: `Nora Segment ${run}` })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('link')).toHaveCount(2);
  await page.getByLabel(/^(Countries|Länder)$/).fill('is');
  await page.getByRole('button', { name: /^(Apply|Anwenden)$/ }).click();
  await expect(table.getByRole('link', { name: `Nora Segment ${run}` })).toHaveCount(0, { timeout: 20_000 });
  await expect(table.getByRole('link')).toHaveText([`Sigrun Segment ${run}`]);

  await page.getByLabel(/^(Filter name|Name des Filters)$/).fill(SEGMENT);
  await page.getByRole('button', { name: /^(Save filter|Filter speichern)$/ }).click();
  await expect(page).toHaveURL(/\/crm\/filter\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const url = page.url();

  // opened again by its address: the same criteria, the same results, listed among the saved filters
  await page.goto(url);
  await expect(page.getByTestId('segment-title')).toHaveText(SEGMENT);
  await expect(page.getByLabel(/^(Countries|Länder)$/)).toHaveValue('IS');
  await expect(page.getByTestId('segment-table').getByRole('link')).toHaveText([`Sigrun Segment ${run}`], { timeout: 20_000 });
  await expect(page.getByTestId('saved-filters').getByRole('link', { name: SEGMENT })).toHaveAttribute('aria-current', 'page');
  const csvHref = await page.getByRole('link', { name: /^(Export as CSV|Als CSV exportieren)$/ }).getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.ok()).toBe(true);
  const body = await csv.text();
  expect(body).toContain(`Sigrun Segment ${run}`);
  expect(body).not.toContain(`Nora Segment ${run}`);
  await page.screenshot({ path: info.outputPath('crm-segment-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('segment-title')).toHaveText(SEGMENT);
  await expect(page.getByTestId('segment-total')).toHaveText(/1/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: info.outputPath('crm-segment-390.png'), fullPage: true });

  await page.getByRole('button', { name: /^(Delete filter|Filter löschen)$/ }).click();
  await expect(page).toHaveURL(/\/crm\/customer$/, { timeout: 20_000 });
  await expect(page.getByTestId('saved-filters').getByRole('link', { name: SEGMENT })).toHaveCount(0);
  await page.goto(url);
  await expect(page.getByText(/^(This saved filter does not exist or is not shared\.|Dieser gespeicherte Filter existiert nicht oder ist nicht freigegeben\.)$/)).toBeVisible();
});
