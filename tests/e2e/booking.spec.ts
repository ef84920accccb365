// Booking screens as staff use them (issue 4): book a resort room and a cabin through the wizard,
// confirm both, see them on the resort and vessel calendars, cancel one with a percentage fee and
// find the fee in the history; start the wizard from a free calendar cell; filter the list.
// Dates are picked per run so a retry never meets its own earlier bookings; rooms are the first
// free ones the wizard offers.
import type { Page } from '@playwright/test';
import { demo, yearFromNow } from '../helpers/dates';
import { expect, test, gotoCalendar, loginAs } from './fixtures';

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

// A resort stay in the year after next (the clock's): a random month, arrival between the 2nd and the 8th (visible without
// scrolling the calendar sideways), three nights.
const month = 1 + Math.floor(Math.random() * 12);
const day = 2 + Math.floor(Math.random() * 7);
const pad = (n: number) => String(n).padStart(2, '0');
const MONTH = `${yearFromNow(2)}-${pad(month)}`;
const ARRIVAL = `${MONTH}-${pad(day)}`;
const DEPARTURE = `${MONTH}-${pad(day + 3)}`;
const run = `${Date.now().toString(36)}`;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Chooses the first room the wizard offers whose name matches, returns its name. */
async function firstFreeRoom(page: Page, name: RegExp): Promise<string> {
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  const rooms = page.locator('li label').filter({ hasText: name }).filter({ has: page.locator('input[type=checkbox]:not([disabled])') });
  await expect(rooms.first()).toBeVisible();
  const text = (await rooms.first().locator('span.font-medium').innerText()).trim();
  await rooms.first().locator('input').check();
  return text;
}

async function fillGuest(page: Page, index: number, first: string, last: string) {
  const guest = page.getByRole('group', { name: `Guest ${index}` });
  await guest.getByLabel(label('First name')).fill(first);
  await guest.getByLabel(label('Last name')).fill(last);
}

async function numberOf(page: Page): Promise<string> {
  await expect(page.getByTestId('bookingNo')).not.toHaveText('–');
  return (await page.getByTestId('bookingNo').innerText()).trim();
}

test.describe('booking screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff book a resort room and a cabin, confirm, see them on the calendars, cancel one with a fee', async ({ page }) => {
    await loginAs(page, 'admin');

    // --- Resort stay through /booking/resort --------------------------------------------------
    await page.goto('/booking/resort');
    await expect(page.getByRole('heading', { name: 'Book a resort stay' })).toBeVisible();
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Choose where the guests stay.' })).toBeVisible();
    await page.getByRole('radio', { name: 'Coral Garden Resort' }).check();
    await next(page);
    await page.getByLabel(label('Arrival')).fill(DEPARTURE);
    await page.getByLabel(label('Departure')).fill(ARRIVAL);
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'The departure must be after the arrival.' })).toBeVisible();
    await page.getByLabel(label('Arrival')).fill(ARRIVAL);
    await page.getByLabel(label('Departure')).fill(DEPARTURE);
    await expect(page.getByText('3 nights')).toBeVisible();
    // Enter moves on like the button.
    await page.getByLabel(label('Departure')).press('Enter');
    const room = await firstFreeRoom(page, /^Room /);
    await next(page);
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Every new guest needs a first and a last name.' })).toBeVisible();
    await fillGuest(page, 1, 'Anna', `Resort${run}`);
    await fillGuest(page, 2, 'Ben', `Resort${run}`);
    await page.getByRole('group', { name: 'Guest 2' }).getByLabel('Gender').selectOption('m');
    await next(page);
    await expect(page.getByText(`${room}: Anna Resort${run}, Ben Resort${run}`)).toBeVisible();
    // The price of the stay (or the note that there is none yet) is shown before saving.
    await expect(page.getByTestId('price-total').or(page.getByTestId('price-unavailable'))).toBeVisible();
    await page.getByRole('button', { name: 'Save as reservation' }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    const resortUrl = page.url();
    await expect(page.getByTestId('state-badge')).toHaveText('Reservation');
    await expect(page.getByTestId('reservationNo')).not.toHaveText('–');
    await expect(page.getByTestId('booking-room')).toContainText(room);
    // No price list reaches the year after next: Confirm waits until the operator says it means it.
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
    await page.getByLabel('Confirm without a price').check();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByTestId('state-badge')).toHaveText('Confirmed');
    const resortNo = await numberOf(page);

    // The same room and nights cannot be booked twice: the wizard no longer offers it.
    await page.goto(`/booking/resort?dateFrom=${ARRIVAL}&dateTo=${DEPARTURE}`);
    await page.getByRole('radio', { name: 'Coral Garden Resort' }).check();
    await next(page);
    await next(page);
    await expect(page.locator('li label').filter({ hasText: room })).toContainText('Fully booked');
    await expect(page.locator('li label').filter({ hasText: room }).locator('input')).toBeDisabled();

    // --- Cabin on a tour through /booking/tour ------------------------------------------------
    await page.goto('/booking/tour');
    await expect(page.getByRole('heading', { name: 'Book a cabin on a tour' })).toBeVisible();
    await page.getByRole('radio', { name: 'MY Blue Horizon' }).check();
    await next(page);
    await page.getByRole('radio', { name: demo('Northern Wrecks 6 Mar 2027') }).check();
    await next(page);
    // A private cabin (the shared ones keep to one gender, and the demo data has guests in them).
    const cabin = await firstFreeRoom(page, /^(Cabin [56]|Suite 7)/);
    await next(page);
    await fillGuest(page, 1, 'Carla', `Tour${run}`);
    const second = page.getByRole('group', { name: 'Guest 2' });
    if (await second.count()) await fillGuest(page, 2, 'Dirk', `Tour${run}`);
    await next(page);
    await page.getByRole('button', { name: 'Save as offer' }).click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('state-badge')).toHaveText('Offer');
    await expect(page.getByTestId('offerNo')).not.toHaveText('–');
    await expect(page.getByTestId('booking-room')).toContainText(cabin);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByTestId('state-badge')).toHaveText('Confirmed');
    const tourNo = await numberOf(page);

    // --- Both on their calendars -------------------------------------------------------------
    await gotoCalendar(page, `/booking/occupancy?month=${MONTH}`);
    await page.getByRole('combobox', { name: 'Resort' }).selectOption({ label: 'Coral Garden Resort' });
    const resortBar = page.getByTestId('calendar-grid').getByRole('gridcell', { name: new RegExp(`^${esc(resortNo)} .*Booking`) });
    await expect(resortBar).toBeVisible();
    await expect(resortBar).toHaveAttribute('data-status', 'booking');
    await expect(page.getByRole('row', { name: room })).toContainText(resortNo);

    await gotoCalendar(page, `/booking/calendar?month=${demo('2027-03-06').slice(0, 7)}`);
    await page.getByRole('combobox', { name: 'Vessel' }).selectOption({ label: 'MY Blue Horizon' });
    const cabinBar = page.getByTestId('calendar-grid').getByRole('gridcell', { name: new RegExp(`^${esc(tourNo)} `) }).first();
    await expect(cabinBar).toBeAttached();
    await expect(cabinBar).toHaveAttribute('data-status', 'booking');
    await expect(cabinBar).toHaveAttribute('href', /\/booking\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('row', { name: cabin })).toContainText(tourNo);

    // --- Cancel the resort stay with a 25 % fee -----------------------------------------------
    await page.goto(resortUrl);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
    await dialog.getByLabel('Reason').selectOption('customer');
    await dialog.getByLabel('Message').fill('Flight cancelled');
    await dialog.getByRole('radio', { name: 'Percent' }).check();
    await dialog.getByLabel('Fee in percent').fill('120');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog.getByText('Enter a percentage from 0 to 100.')).toBeVisible();
    await dialog.getByLabel('Fee in percent').fill('25');
    // What it charges, before the click (the stay has no price: 25 % of nothing).
    await expect(dialog.getByTestId('cancel-preview')).toHaveText(/The guest is charged €0\.00 of €0\.00\./);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('state-badge')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Revert cancellation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);

    // The history lists the cancellation, and the diff to the version before shows the fee.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByTestId('history-version').first()).toContainText('Cancelled');
    await expect(page.getByTestId('history-diff')).toContainText('"percent":25');
    await expect(page.getByTestId('history-diff')).toContainText('aborted');

    // The calendar shows the stay as cancelled (released beds) and the room free again.
    await gotoCalendar(page, `/booking/occupancy?month=${MONTH}`);
    await page.getByRole('combobox', { name: 'Resort' }).selectOption({ label: 'Coral Garden Resort' });
    await expect(page.getByTestId('calendar-grid').getByRole('gridcell', { name: new RegExp(`^${esc(resortNo)} `) })).toHaveAttribute('data-status', 'blocked');

    // A free cell starts the wizard on that room and night.
    const [y, m] = MONTH.split('-');
    await page.getByRole('gridcell', { name: `${room}, ${pad(day)}.${m}.${y}: free, book` }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/wizard\\?kind=resort&asset=[0-9a-f-]{36}&room=[0-9a-f-]{36}&dateFrom=${ARRIVAL}`));
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${esc(room)}`) })).toBeChecked();
  });

  test('the list filters by state and opens a booking', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/booking/list');
    await expect(page.getByRole('heading', { name: 'Booking list' })).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Confirmed' });
    await expect(page).toHaveURL(/state=confirmed/);
    const rows = page.getByTestId('booking-row');
    await expect(rows.first()).toBeVisible();
    // The rows of the previous query stay until the filtered answer arrives: wait for it.
    await expect.poll(async () => [...new Set(await rows.locator('[data-testid=state-badge]').allInnerTexts())]).toEqual(['Confirmed']);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Not resolved' });
    await expect(page).toHaveURL(/state=notResolved/);
    await rows.first().click();
    await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('state-badge')).toBeVisible();
  });

  test('staff block a room on the resort calendar and remove the blocker', async ({ page }) => {
    const m = `${yearFromNow(3)}-${pad(1 + Math.floor(Math.random() * 12))}`;
    const first = 2 + Math.floor(Math.random() * 7);
    await loginAs(page, 'admin');
    await gotoCalendar(page, `/booking/occupancy?month=${m}`);
    await page.getByRole('combobox', { name: 'Resort' }).selectOption({ label: 'Coral Garden Resort' });
    await page.getByRole('button', { name: 'Block room' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block room' });
    await dialog.getByLabel('Room').selectOption({ label: 'Suite 301' });
    await dialog.getByLabel('Kind').selectOption('OutOfOrder');
    await dialog.getByLabel('First night').fill(`${m}-${pad(first)}`);
    await dialog.getByLabel('Free again on').fill(`${m}-${pad(first + 2)}`);
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(dialog).toBeHidden();
    const bar = page.getByRole('row', { name: 'Suite 301' }).locator('[data-status=outOfOrder]');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText('Out of order');
    await bar.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove blocker' }).click();
    await expect(bar).toHaveCount(0);
  });
});
