// Issue 38 items 1, 2 and 5 on screen, as the admin: /config lists the groups and leads to the
// generic form of general, which names a wrong value at its field (checked in the browser, and a
// value only the server can refuse: the spec's error shape read back to the field); an operator's
// text saved on /config/translations shows on the screen at once and goes again when removed; the
// to-do Rules tab makes and removes a rule; a language the operator added is chosen in the switch. Each screen axe-clean; the form fits a phone.
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { axeClean } from './axe-clean';

/** Saves the operator's text of `key` in `lang` on /config/translations (axe-checked there). */
async function saveText(page: Page, lang: string, key: string, text: string) {
  await page.goto(`/config/translations?lang=${lang}&q=${key}`);
  await axeClean(page);
  const row = page.getByRole('listitem').filter({ hasText: key });
  await row.getByRole('textbox').fill(text);
  await row.getByRole('button', { name: 'Save text' }).click();
  await expect(page.getByText('Text saved.')).toBeVisible();
}

test('settings list, the generic form and its errors', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await page.goto('/config');
  await page.getByRole('link', { name: /^General/ }).click();
  await expect(page).toHaveURL(/\/config\/settings\/general$/);
  await axeClean(page);
  const age = page.getByLabel('Children up to age');
  await age.fill('twelve');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A number from 0 to 25.' })).toBeVisible();
  await age.fill('11');
  await page.getByLabel('Base currency').fill('XYZ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Must be one of the currencies in use.' })).toBeVisible();
  const general = await (await page.request.get('/api/settings/group/general')).json() as { baseCurrency: string };
  expect(general.baseCurrency).toBe('EUR');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/config/settings/modules');
  await expect(page).toHaveURL(/\/config\/modules$/);
});

test('an operator\'s text shows on screen at once, and the shipped one again when removed', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const own = `Our own settings overview ${Date.now().toString(36)}`;
  await saveText(page, 'en', 'configSettings.listIntro', own);
  // The web server asks the upstream for the texts at most once a second.
  await expect(async () => {
    await page.goto('/config');
    await expect(page.getByText(own)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.goto('/config/translations?lang=en&filter=changed');
  await expect(page.getByText('configSettings.listIntro')).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: 'configSettings.listIntro' }).getByRole('button', { name: 'Back to the shipped text' }).click();
  await expect(page.getByText('The shipped text shows again.')).toBeVisible();
  await expect(async () => {
    await page.goto('/config');
    await expect(page.getByText('Every group of settings of the business')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('a language the operator added is chosen in the switch: its texts over the English ones', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const general = async (textLanguages: string[]) => expect((await page.request.post('/api/settings/group/general', { data: { textLanguages } })).ok()).toBe(true);
  await general(['fr']);
  try {
    const own = `Tous les réglages de l'entreprise ${Date.now().toString(36)}`;
    await saveText(page, 'fr', 'configSettings.listIntro', own);
    // The switch offers French once the web server has the texts again (at most a second).
    await expect(async () => {
      await page.goto('/config');
      await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'French' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'French' }).click();
    await expect(page.getByText(own)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // A text the operator did not write is the English one; the switch names the languages in French.
    await expect(page.getByRole('link', { name: /^General/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'français' })).toHaveAttribute('aria-pressed', 'true');
    await axeClean(page);
    await page.goto('/booking/list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await general([]);
  }
});

test('to-do rules: made and removed on the Rules tab', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const text = `Prepare the welcome pack ${Date.now().toString(36)}`;
  await page.goto('/todo');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  await page.getByLabel('To-do', { exact: true }).fill(text);
  await page.getByLabel('For whom').fill('Front desk');
  await page.getByLabel('Made for').selectOption('missingGuestform');
  await page.getByLabel('Due days before arrival').fill('400');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('A whole number from 0 to 365.')).toBeVisible();
  await page.getByLabel('Due days before arrival').fill('5');
  await page.getByRole('button', { name: 'Save rule' }).click();
  const rule = page.getByTestId('todo-rule').filter({ hasText: text });
  await expect(rule).toContainText('bookings with guest forms missing, due 5 days before arrival');
  await expect(rule).toContainText('for Front desk');
  await axeClean(page);
  await rule.getByRole('button', { name: `Remove rule ${text}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(rule).toHaveCount(0);
});
