// Specials, terms and the due schedule (issue 15): an operator creates an early-bird special with
// the rule editor; the public /book page shows its saving and a new booking carries its line;
// a cancellation by the terms of payment takes the fee of the terms' scale, and the booking
// detail shows the due schedule. The run's special is switched off at the end (and leftovers of
// an earlier attempt first), so other specs price as before.
// Screenshots of the editor at desktop and phone width go to /tmp/deals when DEALS_SCREENSHOTS is set.
import type { Page } from '@playwright/test';
import { addDays, demo } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NAME = `E2E early bird ${run}`;
const RESORT = 'Coral Garden Resort';
// Nights no other spec books, in the demo price list's low season, about ten months ahead.
const FROM = demo('2027-09-13');
const TO = demo('2027-09-15');
const shots = process.env.DEALS_SCREENSHOTS ? '/tmp/deals' : null;
const label = (text: string) => new RegExp(`^${text}\\*?$`);

/** Books the first Room 10x of the demo resort free for the nights (demo bookings take some). */
async function bookAny(page: Page, from: string, to: string, lastName: string, asset?: string | null) {
  const rooms = ((await (await page.request.get(`/api/rooms?search=${encodeURIComponent('Room 10')}&size=50`)).json()) as { data: { id: string; name: string; resort: string | null }[] })
    .data.filter((r) => /^Room 10\d$/.test(r.name) && (!asset || r.resort === asset));
  for (const r of rooms) {
    const made = await page.request.post('/api/bookings', { data: { rooms: [{ room: r.id, dateFrom: from, dateTo: to, guests: [{ gender: 'u', lastName }] }] } });
    if (made.status() === 201) return (await made.json()) as { id: string; total: number; calculation: { type: string; textValues: { name?: string } }[] };
    expect(made.status(), await made.text()).toBe(409);
  }
  throw new Error(`no Room 10x free from ${from} to ${to}`);
}

async function switchOff(page: Page, prefix: string) {
  const res = await page.request.get(`/api/specials?search=${encodeURIComponent(prefix)}&size=0`);
  expect(res.ok()).toBe(true);
  for (const s of ((await res.json()) as { data: { id: string; name: string }[] }).data.filter((x) => x.name.startsWith(prefix))) {
    expect((await page.request.post(`/api/specials/${s.id}`, { data: { status: 'inactive' } })).ok()).toBe(true);
  }
}

test('an operator creates an early-bird special; /book and a new booking show it', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  await switchOff(page, 'E2E early bird');
  try {
    await page.goto('/specials/list');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/specials\/create$/);
    await page.getByLabel(label('Name')).fill(NAME);
    await page.getByLabel(label('Status')).selectOption({ label: 'Active' });
    await page.getByLabel(label('Valid from')).fill(addDays(FROM, -1));
    await page.getByLabel(label('Valid to')).fill(TO);
    await page.getByLabel(label('Discount value')).fill('15');
    await page.getByLabel('Add automatically to matching bookings').check();
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const rule = page.getByTestId('special-rule');
    await expect(rule.getByLabel('What')).toHaveValue('DaysBeforeTravelDate');
    await rule.getByLabel('Comparison').selectOption({ label: 'is more than' });
    await rule.getByLabel('Value').fill('60');
    if (shots) await page.screenshot({ path: `${shots}/special-editor-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/specials\/[0-9a-f-]{36}$/);
    if (shots) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/special-editor-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    // The public page prices the stay with the special (and the demo's own early bird of 10 %).
    await page.goto('/book/resort');
    const asset = await page.locator('select[name="asset"] option', { hasText: RESORT }).getAttribute('value');
    await page.goto(`/book/resort?kind=resort&asset=${asset}&from=${FROM}&to=${TO}&guests=1`);
    const room = page.getByRole('listitem').filter({ has: page.getByTestId('room-price') }).first();
    await expect(room.getByTestId('room-saving')).toContainText(NAME);

    // A booking made now for those nights carries the special's line.
    const booking = await bookAny(page, FROM, TO, `Deals${run}`, asset);
    expect(booking.calculation.filter((l) => l.type === 'special').map((l) => l.textValues.name)).toContain(NAME);
    await page.request.delete(`/api/bookings/${booking.id}`);
  } finally {
    await switchOff(page, NAME);
  }
});

test('a cancellation by the terms takes the fee of their scale; the detail shows the due schedule', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  // Arrival about ten months ahead. The demo's default terms ("Standard: 30 % deposit") ask 30 %
  // from 60 days before arrival on, 50 % from 30 days, 100 % from the day of arrival.
  const arrival = demo('2027-09-20');
  const booking = await bookAny(page, arrival, addDays(arrival, 2), `Terms${run}`);
  expect(booking.total).toBeGreaterThan(0);

  await page.goto(`/booking/${booking.id}`);
  const schedule = page.getByTestId('due-schedule');
  await expect(schedule).toContainText('Standard: 30 % deposit');
  await expect(schedule.getByTestId('due-deposit')).toBeVisible();
  await expect(schedule.getByTestId('due-rest')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel booking' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('By the terms of payment').check();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  // Cancelled today, far more than 60 days before arrival: the scale asks nothing yet.
  const detail = (await (await page.request.get(`/api/bookings/${booking.id}/detail`)).json()) as { total: number; calculation: { textKey: string | null; textValues: { percent?: number; terms?: string } }[] };
  const fee = detail.calculation.find((l) => l.textKey === 'pricing.lines.cancellationFee')!;
  expect(fee.textValues).toMatchObject({ percent: 0, terms: 'Standard: 30 % deposit' });
  expect(detail.total).toBe(0);

  // The same by the API at a date 20 days before arrival: 50 %.
  expect((await page.request.post(`/api/bookings/${booking.id}/revert`)).ok()).toBe(true);
  const late = await page.request.post(`/api/bookings/${booking.id}/cancell`, { data: { useTerms: true, date: addDays(arrival, -20) } });
  expect(late.ok(), await late.text()).toBe(true);
  expect(((await late.json()) as { total: number }).total).toBe(Math.round(booking.total * 0.5));
});

test('an amount discount is typed and shown in the currency, stored in minor units', async ({ page }) => {
  await loginAs(page, 'admin');
  const name = `E2E amount ${run}`;
  await page.goto('/specials/create');
  await page.getByLabel(label('Name')).fill(name);
  await page.getByLabel(label('Kind of discount')).selectOption({ label: 'Absolute amount' });
  await page.getByLabel(label('Discount value')).fill('25.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/specials\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  try {
    const stored = (await (await page.request.get(`/api/specials/${id}`)).json()) as { discountValue: number; status: string };
    expect(stored).toMatchObject({ discountValue: 2550, status: 'draft' });
    await page.reload();
    await expect(page.getByLabel(label('Discount value'))).toHaveValue('25.50');
  } finally {
    await page.request.delete(`/api/specials/${id}`);
  }
});
