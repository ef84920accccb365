// Issue 38 item 3 on screen, as the admin: /config/backup makes a backup now, lists it with its
// off-site copies (none set up in this run: said so, not hidden), and restores it from the screen
// into a new data folder beside the running one, saying how to switch. Axe-clean; fits a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, loginAs, test } from './fixtures';

test('a backup made, listed and restored from /config/backup', async ({ page }, info) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await page.goto('/config/backup');
  await expect(page.getByTestId('backup-stores')).toContainText('not set up');
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backup made.')).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('none set up');
  await row.getByRole('button', { name: /^Restore…/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('new database beside the running one');
  await dialog.getByRole('button', { name: 'Restore…' }).click();
  const done = page.getByTestId('restore-done');
  await expect(done).toContainText(/Restored: \d+ tables/, { timeout: 60_000 });
  await expect(done).toContainText(/DATA_DIR=.*restored\/tourbook-\d{8}T\d{6}Z/);
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: info.outputPath('backup-restored.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/config/backup');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: info.outputPath('backup-phone.png'), fullPage: true });
});
