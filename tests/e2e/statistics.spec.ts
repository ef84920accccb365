// /stats/booking (issue 35, first slice) as the owner reads it: every statistic with its chart and
// its table, the filters kept in the URL, the downloads answering a CSV and a real spreadsheet,
// "on the books" beside a year before, readable on a phone, and no serious or critical axe-core violation (the charts are pictures
// hidden from assistive technology, so nothing inside them may take the focus).
import { axeClean } from './axe-clean';
import { expect, loginAs, test } from './fixtures';

const CALLS = ['statistics', 'incomeByMonth', 'utilization', 'conversions', 'topCountries', 'topAgencies', 'topRooms', 'finance'];

test('the booking statistics: charts, tables, the year before, downloads, a phone, axe', async ({ page }, info) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/booking?groupBy=month');
  for (const call of CALLS) {
    const card = page.getByTestId(`stats-${call}`);
    await expect(card.locator('table caption')).toBeAttached();
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
  }
  // On the books: twelve coming months and the total, the same figures the call answers.
  const pace = page.getByTestId('stats-pace');
  await expect(pace.locator('table caption')).toBeAttached();
  await expect(pace.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(pace.locator('tbody tr')).toHaveCount(13);
  const answer = await (await page.request.get('/api/bookings/pace?months=12')).json() as { totals: { now: { bookings: number }; lastYear: { bookings: number } } };
  expect(answer.totals.now.bookings).toBeGreaterThan(0);
  await expect(pace.getByTestId('pace-total').locator('td').nth(0)).toHaveText(String(answer.totals.now.bookings));
  await expect(pace.getByTestId('pace-total').locator('td').nth(1)).toHaveText(String(answer.totals.lastYear.bookings));
  // The demo business has revenue in the last twelve months, so the table is not all zeros.
  await expect(page.getByTestId('stats-statistics').locator('tbody tr').first()).toBeVisible();

  // The downloads: a CSV with its byte-order mark and an Excel workbook (a zip).
  const csvHref = await page.getByTestId('stats-statistics').locator('a[href*="export=csv"]').getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const xlsxHref = await page.getByTestId('stats-statistics').locator('a[href*="export=xlsx"]').getAttribute('href');
  const xlsx = await page.request.get(xlsxHref!);
  expect(xlsx.status()).toBe(200);
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');

  await axeClean(page);
  await page.screenshot({ path: info.outputPath('stats-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stats-statistics')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('stats-phone.png'), fullPage: true });
});

test('the occupancy statistics: utilization and the rooms that sold, as tables and charts, on a phone', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/stats/occupancy?groupBy=month');
  await expect(page.getByRole('heading', { level: 1, name: 'Occupancy statistics' })).toBeVisible();
  for (const call of ['utilization', 'topRooms']) {
    const card = page.getByTestId(`stats-${call}`);
    await expect(card.locator('table caption')).toBeAttached();
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByTestId('stats-statistics')).toHaveCount(0);
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stats-utilization')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
