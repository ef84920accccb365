// Every static back-office route of spec section 2 opens its own screen for the admin (those in the
// admin's menu through role-walk.spec.ts, the others here): never an edit form for a record named
// after the route's last word (a sibling [id] page), never a 404.
// Then the screens that were shadowed show what their names say (/booking/ota needs the ota
// module, off by default: the unit walk in tests/unit/static-routes.test.ts covers it), the profile saves the
// user's own settings, and "Create" on the lists of the rooms group opens the list's own form.
import { expect, test, loginAs } from './fixtures';
import { staticBackOfficePaths } from './demo-menus';

// The admin's menu entries are opened (with stricter checks) by role-walk.spec.ts; these are the rest.
const backOffice = staticBackOfficePaths();

test('every static route of spec section 2 has a screen of its own', async ({ page }) => {
  test.setTimeout(60_000 + backOffice.length * 10_000);
  await loginAs(page, 'admin');
  const shadowed: string[] = [];
  for (const path of backOffice) {
    const res = await page.goto(path);
    const here = new URL(page.url()).pathname;
    if (res?.status() === 404 || (await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) shadowed.push(`${path}: 404`);
    // A feature that is off by default sends the admin elsewhere: not a shadow, checked below.
    if (here !== path) continue;
    if ((await page.getByText('The entry could not be loaded.').count()) > 0) shadowed.push(`${path}: an edit form`);
  }
  expect(shadowed).toEqual([]);
});

test('the seven screens show what their names say', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  const screens: [string, string][] = [
    ['/resort/lists', 'Resort lists'], ['/agency/group', 'Agency groups'], ['/agency/payments', 'Agency payments'],
    ['/bank/cashflow', 'Cash flow'], ['/widget-admin/stats', 'Widget statistics'], ['/users/profile', 'My profile'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(title);
    await expect(page.getByText('The entry could not be loaded.'), path).toHaveCount(0);
  }
  await page.goto('/resort/lists');
  await expect(page.getByTestId('resort-arrivals')).toBeVisible();
  await expect(page.getByTestId('resort-departures')).toBeVisible();
  await page.goto('/bank/cashflow');
  await expect(page.getByTestId('cashflow-bank').first()).toBeVisible();
  await page.goto('/agency/payments');
  await expect(page.getByTestId('agency-statement')).toBeVisible();
  await expect(page.getByTestId('agency-totals')).toBeAttached();
});

test('the profile saves the own name, dashboard days and checks the password form', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/users/profile');
  const account = page.getByRole('form', { name: 'Account and settings' });
  await account.getByLabel('Days ahead on the home screen').fill('14');
  await account.getByLabel('Name').fill('Demo Admin');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your settings are saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Account and settings' }).getByLabel('Days ahead on the home screen')).toHaveValue('14');
  const self = await (await page.request.get('/api/users/self')).json() as { settings: { defaultDashboardDays: number } };
  expect(self.settings.defaultDashboardDays).toBe(14);
  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('wrong-password');
  await password.getByLabel(/^New password/).fill('another-pass');
  await password.getByLabel('Repeat new password').fill('different');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Passwords must match')).toBeVisible();
  await password.getByLabel('Repeat new password').fill('another-pass');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is wrong')).toBeVisible();
  // The logins are named by device, never by the raw user-agent string.
  await expect(page.getByTestId('profile-logins')).not.toContainText('Mozilla/');
  // Put the setting back for other tests.
  await page.request.post('/api/users/self', { data: { settings: { defaultDashboardDays: 30 } } });
});

test('Create on room types, bed types and decks opens that list\'s own form; no create form is a menu entry', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const [path, title] of [['/room/type/list', 'Room types'], ['/bedtype', 'Bed types'], ['/vesseldeck', 'Decks']] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('dialog'), path).toContainText(`${title}: New entry`);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}\\?edit=new$`));
  }
  await expect(page.getByRole('link', { name: 'Create room' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create vessel' })).toHaveCount(0);
});
