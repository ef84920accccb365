// Issue 18 on screen: the club member walks the tabs of /club/dashboard (bookings, invoices, guest
// forms, points and tier, contests, dive log, profile, password) and enters a contest; staff see
// the loyalty programme and its members on /crm/loyality, issue a member card on /club/card and
// open the customer by scanning its QR link. Screenshots at desktop and phone width go to
// /tmp/club-shots when CLUB_SCREENSHOTS is set.
import type { Page } from '@playwright/test';
import { DEMO_CLUB_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, logout, test } from './fixtures';

const shots = process.env.CLUB_SCREENSHOTS ? '/tmp/club-shots' : null;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(600); // the menu drawer slides shut after the resize
  await page.screenshot({ path: `${shots}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true });

test('a club member sees their own points, enters a contest and walks every tab', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const gift = await page.request.post(`/api/loyalty/correction/${DEMO_CLUB_CUSTOMER_ID}`, { data: { points: 120, note: `Welcome ${run}` } });
  expect(gift.status(), await gift.text()).toBe(200);
  const contest = await page.request.post('/api/contest', { data: { name: `Macro contest ${run}`, status: 'active', validFrom: daysFromNow(-1), validTo: daysFromNow(20), prize: 'A dive week' } });
  expect(contest.status(), await contest.text()).toBe(200);
  await logout(page);

  await loginAs(page, 'club');
  await expect(page).toHaveURL(/\/club\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My club area' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming stays' })).toBeVisible();
  await shoot(page, 'club-bookings');

  await tab(page, 'Loyalty points').click();
  await expect(page).toHaveURL(/\/club\/dashboard\/loyalty$/);
  await expect(page.getByTestId('loyalty-entries')).toContainText(`Welcome ${run}`);
  await expect(page.getByTestId('club-points')).toContainText('Tier');
  await shoot(page, 'club-loyalty');

  await tab(page, 'Contests').click();
  const card = page.locator('section section').filter({ hasText: `Macro contest ${run}` });
  await card.getByRole('button', { name: 'Enter' }).click();
  await expect(card.getByText('You are entered.')).toBeVisible();
  await shoot(page, 'club-contests');
  const sub = await page.request.get(`/api/contest/${((await contest.json()) as { id: string }).id}/subscription`);
  expect(await sub.json()).toMatchObject({ subscribed: true, customer: DEMO_CLUB_CUSTOMER_ID });

  await tab(page, 'Invoices').click();
  await expect(page).toHaveURL(/\/club\/dashboard\/invoices$/);
  await expect(page.getByText(/Invoices and credit notes|Nothing here yet\./)).toBeVisible();
  await tab(page, 'Guest forms').click();
  await expect(page.getByRole('heading', { name: 'Guest forms to fill in' })).toBeVisible();
  await tab(page, 'Dive log').click();
  await expect(page.getByRole('heading', { name: 'My dive log' })).toBeVisible();
  await tab(page, 'Profile').click();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
  await tab(page, 'Password').click();
  await expect(page.getByLabel(/Current password/)).toBeVisible();
  await shoot(page, 'club-password');

  // only their own: another customer's statement and the staff's screens stay closed
  expect((await page.request.get('/api/loyalty/members')).status()).toBe(403);
  await page.goto('/club/dashboard/nonsense');
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
});

test('staff see the programme and its members, issue a member card and open the customer by its QR link', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const made = await page.request.post('/api/customers', { data: { fullName: `Sylvia Earle ${run}`, email: `sylvia.${run}@example.org` } });
  expect(made.status(), await made.text()).toBe(200);
  const id = ((await made.json()) as { id: string }).id;
  expect((await page.request.post(`/api/loyalty/correction/${id}`, { data: { points: 640, note: `Card test ${run}`, earned: true } })).status()).toBe(200);

  await page.goto('/crm/loyality');
  await expect(page.getByRole('heading', { name: 'Loyalty programme' })).toBeVisible();
  await expect(page.getByTestId('loyalty-rule')).toBeVisible();
  await page.getByLabel('Search (name, e-mail)').fill(`Sylvia Earle ${run}`);
  await page.getByTestId('loyalty-members').getByRole('button', { name: `Sylvia Earle ${run}` }).click();
  await expect(page.getByTestId('member-summary')).toContainText('Balance 640 points');
  await shoot(page, 'crm-loyalty');
  await page.keyboard.press('Escape');

  await page.goto('/club/card');
  await expect(page.getByRole('heading', { name: 'Club card' })).toBeVisible();
  await page.getByLabel('Customer').click();
  await page.getByRole('textbox', { name: 'Search' }).fill(`Sylvia Earle ${run}`);
  await page.getByRole('option', { name: `Sylvia Earle ${run}` }).click();
  await expect(page.getByText('No card issued yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue a card' }).click();
  const face = page.getByTestId('member-card');
  await expect(face).toContainText(`Sylvia Earle ${run}`);
  await expect(face).toContainText('640 points');
  await expect(page.getByTestId('member-card-qr')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await shoot(page, 'club-card');

  const { card } = (await (await page.request.get(`/api/loyalty/card/${id}`)).json()) as { card: { token: string; link: string } };
  expect(card.link).not.toContain(id);
  // the desk scanner types the link into the scan field
  await page.getByLabel('Card code or link').fill(card.link);
  await page.getByRole('button', { name: 'Open customer' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/view/${id}$`));
  // a phone camera opens the link itself
  await page.goto(`/club/card?scan=${card.token}`);
  await expect(page).toHaveURL(new RegExp(`/customer/view/${id}$`));
  // an unknown card says so
  await page.goto('/club/card?scan=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.locator('p[role="alert"]')).toHaveText('This card is unknown or was replaced.');
});
