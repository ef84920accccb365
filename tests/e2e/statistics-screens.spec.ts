// /stats/base, /stats/tour and /stats/export (issue 35) as the owner reads them: each statistic as
// a chart and a table with a caption, the filters in the URL, downloads that answer a CSV and a
// real spreadsheet, readable on a phone, and no serious or critical axe-core violation.
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

async function fitsPhone(page: Page, testId: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId(testId).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function downloads(page: Page, links: ReturnType<Page['locator']>) {
  const csv = await page.request.get((await links.locator('a[href*="export=csv"]').first().getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const xlsx = await page.request.get((await links.locator('a[href*="export=xlsx"]').first().getAttribute('href'))!);
  expect(xlsx.status()).toBe(200);
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
}

test('the finance statistics: the finance report, income and the bank accounts', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/base?groupBy=month');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance statistics' })).toBeVisible();
  for (const call of ['finance', 'incomeByMonth', 'bank']) {
    const card = page.getByTestId(`stats-${call}`);
    await expect(card.locator('table caption')).toBeAttached();
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(card.locator('tfoot')).toBeVisible();
  }
  await downloads(page, page.getByTestId('stats-bank'));
  // A filter goes into the URL and the figures follow it.
  await page.getByLabel('Group by').selectOption('year');
  await expect(page).toHaveURL(/groupBy=year/);
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('stats-base.png'), fullPage: true });
  await fitsPhone(page, 'stats-bank');
});

test('the tour statistics: each vessel\'s year by month', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/tour');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour statistics' })).toBeVisible();
  const cards = page.locator('[data-testid^="stats-vesselYear-"]');
  await expect(cards.first().locator('table caption')).toBeAttached();
  await expect(cards.first().locator('svg.recharts-surface').first()).toBeVisible();
  // Twelve months and a total row, the vessel named (never an id).
  await expect(cards.first().locator('tbody tr')).toHaveCount(12);
  await expect(cards.first().getByRole('heading').first()).not.toHaveText(/[0-9a-f]{8}-[0-9a-f]{4}/);
  await downloads(page, cards.first());
  // Each vessel's departures: a row per departure day, no year-before column.
  const deps = page.locator('[data-testid^="stats-bySchedule-"]');
  await expect(deps.first().locator('table caption')).toBeAttached();
  await expect(deps.first().locator('thead th')).toHaveCount(6);
  const year = String(new Date().getUTCFullYear() - 1);
  await page.getByLabel('Year', { exact: true }).selectOption(year);
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await axeClean(page);
  await page.screenshot({ path: info.outputPath('stats-tour.png'), fullPage: true });
  await fitsPhone(page, 'booking-stats');
});

test('the statistics export: every statistic as CSV and Excel', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/export?groupBy=month');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics export' })).toBeVisible();
  const rows = page.locator('[data-testid^="export-"]');
  await expect(rows).toHaveCount(25); // the 20 calls under /api/bookings, finance, bank, asset share, the vessels' year, the departures
  for (const call of ['statistics', 'topCustomers', 'finance', 'bank', 'assetShare', 'vesselYear', 'bySchedule']) await downloads(page, page.getByTestId(`export-${call}`));
  await axeClean(page);
  await fitsPhone(page, 'stats-export');
});
