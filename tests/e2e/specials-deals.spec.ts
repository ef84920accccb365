// Specials and terms, the rest of issue 15's browser flows: an operator creates a stay-7-pay-6
// special, the editor's preview lists a 7-night booking it would match while still unsaved, and a
// new 7-night booking is charged 6 nights; an agency books and sees its net price (the agency's
// commission on the detail); the special given by hand to a booking it does not match, and taken
// back; the terms' cancellation scale is edited as rows.
// The run's special is switched off at the end, its terms deleted, so other specs see no change.
// Screenshots at desktop and phone width go to /tmp/deals when DEALS_SCREENSHOTS is set.
import type { Page } from '@playwright/test';
import { demo } from '../helpers/dates';
import { expect, loginAs, logout, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const shots = process.env.DEALS_SCREENSHOTS ? '/tmp/deals' : null;
const label = (text: string) => new RegExp(`^${text}\\*?$`);
type TBooking = { id: string; bookingNo: string | null; total: number; calculation: { type: string; amount: number; textValues: { name?: string } }[] };

/** The demo's Room 10x (read by staff: an agency may not list rooms). */
async function roomIds(page: Page): Promise<string[]> {
  const res = await page.request.get(`/api/rooms?search=${encodeURIComponent('Room 10')}&size=50`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { id: string; name: string }[] }).data.filter((r) => /^Room 10\d$/.test(r.name)).map((r) => r.id);
}

/** Books the first free Room 10x of the demo for the nights. */
async function bookAny(page: Page, from: string, to: string, lastName: string, skip: string[] = [], ids?: string[]): Promise<TBooking & { room: string }> {
  const rooms = (ids ?? await roomIds(page)).filter((id) => !skip.includes(id)).map((id) => ({ id }));
  for (const r of rooms) {
    const made = await page.request.post('/api/bookings', { data: { rooms: [{ room: r.id, dateFrom: from, dateTo: to, guests: [{ gender: 'u', lastName }] }] } });
    if (made.status() === 201) return { ...((await made.json()) as TBooking), room: r.id };
    expect(made.status(), await made.text()).toBe(409);
  }
  throw new Error(`no Room 10x free from ${from} to ${to}`);
}

test('an operator creates a stay-7-pay-6; the preview shows a 7-night booking while editing; a new 7-night stay costs 6 nights', async ({ page }) => {
  test.setTimeout(150_000);
  const NAME = `E2E stay 7 pay 6 ${run}`;
  // Low season (one price a night), nights no other spec books.
  const FROM = demo('2027-10-04');
  await loginAs(page, 'admin');
  const six = await bookAny(page, FROM, demo('2027-10-10'), `Six${run}`);
  const before = await bookAny(page, FROM, demo('2027-10-11'), `Seven${run}`, [six.room]);
  const made: string[] = [six.id, before.id];
  try {
    await page.goto('/specials/create');
    await page.getByLabel(label('Name')).fill(NAME);
    await page.getByLabel(label('Status')).selectOption({ label: 'Active' });
    await page.getByLabel(label('Valid from')).fill(FROM);
    await page.getByLabel(label('Valid to')).fill(demo('2027-10-31'));
    await page.getByLabel(label('Applies to')).selectOption({ label: 'Per bed' });
    await page.getByLabel(label('Kind of discount')).selectOption({ label: 'Free unit' });
    await page.getByLabel(label('Reduces')).selectOption({ label: 'Room price' });
    await page.getByLabel(label('Discount value')).fill('1');
    await page.getByLabel('Add automatically to matching bookings').check();
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const rule = page.getByTestId('special-rule');
    await rule.getByLabel('What').selectOption({ label: 'Nights in the room' });
    await rule.getByLabel('Comparison').selectOption({ label: 'is at least' });
    await rule.getByLabel('Value').fill('7');

    // Unsaved, the preview already finds the 7-night booking (one night free), not the 6-night one.
    const preview = page.getByTestId('special-preview');
    await preview.getByLabel('Arrival from').fill(FROM);
    await preview.getByLabel('Arrival until').fill(FROM);
    // A draft has no number yet: the row names the booking by its title (the guest's last name).
    const row = preview.getByTestId('preview-booking').filter({ hasText: `Seven${run}` });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('74.00');
    await expect(preview.getByTestId('preview-booking').filter({ hasText: `Six${run}` })).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/special-preview-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/specials\/[0-9a-f-]{36}$/);
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/special-preview-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // Booked now, seven nights cost what six do (every other special applies to both alike).
    const seven = await bookAny(page, FROM, demo('2027-10-11'), `Pay6${run}`, [six.room, before.room]);
    made.push(seven.id);
    expect(seven.calculation.filter((l) => l.type === 'special').map((l) => l.textValues.name)).toContain(NAME);
    expect(seven.total).toBe(six.total);
    // The booking's calculation names the special (the detail loads slowly on a busy machine).
    await page.goto(`/booking/${seven.id}`);
    await expect(page.getByText(NAME).first()).toBeVisible({ timeout: 30_000 });

    // By hand (issue 33 item 8): the six-night stay does not match, so the special is refused by
    // its rules; given regardless of them, its line comes; taken back, it goes.
    await page.goto(`/booking/${six.id}`);
    const price = page.getByTestId('price-tools');
    await price.getByRole('button', { name: 'Special', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a special' });
    await dialog.getByLabel(label('Special')).selectOption({ label: NAME });
    await dialog.getByRole('button', { name: 'Give special' }).click();
    await expect(dialog.getByRole('alert')).toContainText('does not apply');
    await dialog.getByLabel('Regardless of its rules', { exact: false }).check();
    await dialog.getByRole('button', { name: 'Give special' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(NAME).first()).toBeVisible();
    await page.getByRole('button', { name: /^Take back/ }).first().click();
    await expect(page.getByText(NAME)).toHaveCount(0);
  } finally {
    const res = await page.request.get(`/api/specials?search=${encodeURIComponent(NAME)}&size=0`);
    for (const s of ((await res.json()) as { data: { id: string }[] }).data) await page.request.post(`/api/specials/${s.id}`, { data: { status: 'inactive' } });
    for (const id of made) await page.request.delete(`/api/bookings/${id}`);
  }
});

test('an agency books and sees its net price: the gross less its commission', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  const ids = await roomIds(page);
  await logout(page);
  await loginAs(page, 'agency');
  const booking = await bookAny(page, demo('2027-10-18'), demo('2027-10-20'), `Agency${run}`, [], ids);
  const commission = booking.calculation.find((l) => l.type === 'commission');
  expect(commission, JSON.stringify(booking.calculation)).toBeTruthy();
  expect(commission!.amount).toBeLessThan(0);
  const gross = booking.calculation.filter((l) => l.type !== 'commission').reduce((s, l) => s + (l.type === 'tax' ? 0 : l.amount), 0);
  expect(booking.total).toBe(gross + commission!.amount);
  await page.goto(`/booking/${booking.id}`);
  // The calculation names the commission (the demo agency's 15 %) and the total is the net.
  await expect(page.getByRole('cell', { name: /^Commission Agency standard 15/ }).first()).toBeVisible();
  const net = (booking.total / 100).toFixed(2);
  await expect(page.getByText(net).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/agency-net.png`, fullPage: true });
});

test('the terms\' cancellation scale is edited as rows: add, remove, checked, shown sorted', async ({ page }) => {
  test.setTimeout(90_000);
  const NAME = `E2E terms ${run}`;
  await loginAs(page, 'admin');
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label('Name')).fill(NAME);
  const add = page.getByRole('button', { name: 'Add a step' });
  const rows = page.getByTestId('scale-row');
  await expect(page.getByText('No steps: a cancellation costs nothing by these terms.')).toBeVisible();
  // Percent first: leaving the days field sorts the rows (the earliest step first).
  for (const [days, percent] of [['30', '50'], ['60', '150'], ['30', '100']]) {
    await add.click();
    const r = rows.last();
    await r.getByRole('textbox').nth(1).fill(percent);
    await r.getByRole('textbox').nth(0).fill(days);
  }
  await expect(page.getByText('A number from 0 to 100.')).toBeVisible();
  await expect(page.getByText('This number of days is already there.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  // Sorted: 60 / 150, 30 / 50, 30 / 100. Fix: the second 30 becomes 0 days (arrival), the 150 % 25 %;
  // one more row, then removed.
  await expect(rows.nth(0).getByRole('textbox').nth(0)).toHaveValue('60');
  await rows.nth(2).getByRole('textbox').nth(0).fill('0');
  await rows.nth(0).getByRole('textbox').nth(1).fill('25');
  await add.click();
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove step 4' }).click();
  await expect(rows).toHaveCount(3);
  await expect(dialog.getByText(/^(A whole number|A number from|This number of days)/)).toHaveCount(0);
  if (shots) {
    await page.screenshot({ path: `${shots}/terms-scale-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/terms-scale-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const list = (await (await page.request.get(`/api/terms?search=${encodeURIComponent(NAME)}&size=0`)).json()) as { data: { id: string; cancellation: { daysBefore: number; percent: number }[] }[] };
  const saved = list.data[0];
  try {
    expect([...saved.cancellation].sort((a, b) => b.daysBefore - a.daysBefore)).toEqual([{ daysBefore: 60, percent: 25 }, { daysBefore: 30, percent: 50 }, { daysBefore: 0, percent: 100 }]);
    // Opened again: the steps sorted, the earliest first.
    await page.getByRole('button', { name: `Open ${NAME}` }).click();
    await expect(rows.nth(0).getByRole('textbox').nth(0)).toHaveValue('60');
    await expect(rows.nth(1).getByRole('textbox').nth(0)).toHaveValue('30');
    await expect(rows.nth(2).getByRole('textbox').nth(0)).toHaveValue('0');
  } finally {
    await page.request.delete(`/api/terms/${saved.id}`);
  }
});
