// The Entries panel of a contest (issue 18) on screen: staff open a contest from /contest/list,
// see who entered (name linking to the customer, e-mail, time, count), enter a customer through
// the customer picker and withdraw an entry after the confirmation. Screenshots at desktop and
// phone width go to /tmp/contest-shots when CONTEST_SCREENSHOTS is set.
import type { Locator, Page } from '@playwright/test';
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.CONTEST_SCREENSHOTS ? '/tmp/contest-shots' : null;

/** The panel scrolled into view inside its dialog (a full-page shot does not scroll a dialog). */
async function shoot(page: Page, panel: Locator, name: string) {
  if (!shots) return;
  for (const [size, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(600);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${size}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff see a contest\'s entries, enter a customer and withdraw an entry', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const made = async (path: string, data: Record<string, unknown>) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const contest = await made('/api/contest', { name: `Reef photo ${run}`, status: 'active', validFrom: daysFromNow(-1), validTo: daysFromNow(30), prize: 'A dive week' });
  const first = await made('/api/customers', { fullName: `Hans Hass ${run}`, email: `hans.${run}@example.org` });
  const second = await made('/api/customers', { fullName: `Lotte Hass ${run}`, email: `lotte.${run}@example.org` });
  expect((await page.request.post(`/api/contest/${contest}/subscribe`, { data: { customer: first } })).status()).toBe(200);

  // open the contest from its list: the record's dialog with the Entries panel below the form
  await page.goto(`/contest/list?search=${encodeURIComponent(run)}`);
  await page.getByRole('button', { name: `Reef photo ${run}` }).or(page.getByRole('link', { name: `Reef photo ${run}` })).first().click();
  const panel = page.getByTestId('contest-entries');
  await expect(panel.getByRole('heading', { name: 'Entries' })).toBeVisible();
  await expect(panel.getByTestId('contest-entries-count')).toHaveText('1 entry');
  const hans = panel.getByTestId('contest-entry').filter({ hasText: `Hans Hass ${run}` });
  await expect(hans).toContainText(`hans.${run}@example.org`);
  await expect(hans.getByRole('link', { name: `Hans Hass ${run}` })).toHaveAttribute('href', `/customer/view/${first}`);
  await expect(hans.locator('time')).toHaveText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  // enter a customer through the picker
  await panel.getByLabel('Enter a customer').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(`Lotte Hass ${run}`);
  await page.getByRole('option', { name: new RegExp(`Lotte Hass ${run}`) }).click();
  await panel.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(panel.getByTestId('contest-entry').filter({ hasText: `Lotte Hass ${run}` })).toBeVisible();
  await expect(panel.getByTestId('contest-entries-count')).toHaveText('2 entries');
  await shoot(page, panel, 'contest-entries');

  // withdraw after the confirmation
  await hans.getByRole('button', { name: `Withdraw Hans Hass ${run}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this entry?' });
  await expect(confirm).toContainText(`Hans Hass ${run}`);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(confirm).toBeHidden();
  await expect(hans).toHaveCount(0);
  await expect(panel.getByTestId('contest-entries-count')).toHaveText('1 entry');

  const list = (await (await page.request.get(`/api/contest/${contest}/subscription`)).json()) as { subscribers: { customer: string }[] };
  expect(list.subscribers.map((s) => s.customer)).toEqual([second]);
});
