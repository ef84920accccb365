// The booking list an operator scans and the detail's in-place edits (issue 14): a booking of its
// own (made through the BFF as admin) shows its asset, guests, paid and open amounts and source by
// name; the search finds it by the guest's e-mail and phone; deleted bookings show only on request;
// the CSV export holds the shown columns with names. On the detail, the operator changes the
// room's dates and edits its guests (with the customer record's phone) in place, and the history
// names each change. The read-only role sees the list without a "New booking" button.
import { readFileSync } from 'node:fs';
import { expect, test, loginAs } from './fixtures';
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

test('the booking list shows names and sums, searches e-mail and phone, exports the view; the detail edits in place', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');
  const stamp = Date.now().toString(36);
  const from = daysFromNow(200);
  const to = daysFromNow(204);
  const api = async <T>(method: 'post' | 'get' | 'delete', path: string, data?: unknown): Promise<T> => {
    const res = await page.request[method](path, data === undefined ? undefined : { data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const rooms = await api<{ id: string; freeBeds: number; bedCount: number }[]>('get', `/api/rooms/available/${DEMO_RESORT_ID}?dateFrom=${from}&dateTo=${to}`);
  const free = rooms.filter((r) => r.freeBeds === r.bedCount && r.bedCount >= 2);
  const source = await api<{ id: string }>('post', '/api/bookingsource', { name: `Desk ${stamp}` });
  const email = `liste.${stamp}@example.org`;
  const customer = await api<{ id: string }>('post', '/api/customers', { fullName: `Lisa Liste${stamp}`, email, contact: { phone: '+49 30 9876543' } });
  const booking = await api<{ id: string; offerNo: string }>('post', '/api/bookings', {
    title: `Lisa Liste${stamp}`, resort: DEMO_RESORT_ID, customer: customer.id, source: source.id,
    rooms: [{ room: free[0].id, dateFrom: from, dateTo: to, guests: [{ customer: customer.id, firstName: 'Lisa', lastName: `Liste${stamp}`, gender: 'f' }] }],
  });
  await api('post', '/api/payments', { booking: booking.id, amount: 5000, method: 'cash', status: 'paid', reference: `desk-${stamp}` });
  const gone = await api<{ id: string }>('post', '/api/bookings', {
    title: `Gone ${stamp}`, resort: DEMO_RESORT_ID, rooms: [{ room: free[1].id, dateFrom: from, dateTo: to, guests: [{ firstName: 'Gone', lastName: stamp, gender: 'm' }] }],
  });
  await api('delete', `/api/bookings/${gone.id}`);

  // The list: found by e-mail, then by phone; names and sums in the row.
  await page.goto(`/booking/list?search=${encodeURIComponent(email)}`);
  const row = page.getByTestId('booking-row').filter({ hasText: `Liste${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-column="asset"]')).toHaveText('Coral Garden Resort');
  await expect(row.locator('[data-column="guests"]')).toHaveText(`Lisa Liste${stamp} (1)`);
  await expect(row.locator('[data-column="paid"]')).toHaveText('€50.00');
  await expect(row.locator('[data-column="source"]')).toHaveText(`Desk ${stamp}`);
  await expect(page.locator('table')).not.toContainText(UUID);
  await page.goto(`/booking/list?search=${encodeURIComponent('30 9876543')}`);
  // A phone search scans the customers' contact data: give it longer on a loaded machine.
  await expect(page.getByTestId('booking-row').filter({ hasText: `Liste${stamp}` })).toHaveCount(1, { timeout: 20_000 });

  // Deleted bookings only on request.
  await page.goto(`/booking/list?search=${stamp}`);
  await expect(page.getByTestId('booking-row').filter({ hasText: `Gone ${stamp}` })).toHaveCount(0);
  // The box follows the URL (the filters live there): click, then wait for it.
  const deleted = page.getByLabel('Show deleted bookings');
  await deleted.click();
  await expect(deleted).toBeChecked();
  await expect(page.getByTestId('booking-row').filter({ hasText: `Gone ${stamp}` })).toHaveCount(1);
  await deleted.click();
  await expect(deleted).not.toBeChecked();
  await expect(page.getByTestId('booking-row')).toHaveCount(1);

  // The export: the columns shown, with names.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Number,Guest,State,Stay,Resort or vessel,Guests,Amount,Paid,Open,Agency,Source,Created');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Coral Garden Resort');
  expect(lines[1]).toContain(`Desk ${stamp}`);
  expect(csv).not.toMatch(UUID);

  // The detail: change the room's dates, then the guests with the customer's phone.
  await page.goto(`/booking/${booking.id}`);
  const room = page.getByTestId('booking-room');
  await room.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog');
  await change.getByLabel('Departure').fill(daysFromNow(205));
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'The room was changed.' })).toBeVisible();
  await room.getByRole('button', { name: 'Guests' }).click();
  const guests = page.getByRole('dialog');
  await guests.getByLabel('Last name').fill(`Neuname${stamp}`);
  await guests.getByText(/^Customer record:/).click();
  await guests.getByLabel('Phone').fill('+49 30 1112223');
  await guests.getByRole('button', { name: 'Add guest' }).click();
  await guests.getByLabel('First name').nth(1).fill('Karl');
  await guests.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('snackbar').filter({ hasText: 'The guests were saved.' })).toBeVisible();
  await expect(room).toContainText(`Lisa Neuname${stamp}`);
  await expect(room).toContainText('Karl');
  const saved = await api<{ contact: { phone?: string }; fullName: string }>('get', `/api/customers/${customer.id}`);
  expect(saved.contact.phone).toBe('+49 30 1112223');
  expect(saved.fullName).toBe(`Lisa Neuname${stamp}`);
  const history = await api<{ action: string }[]>('get', `/api/bookings/${booking.id}/history`);
  expect(history.slice(0, 2).map((h) => h.action)).toEqual(['changeGuests', 'changeDates']);
});

test('the read-only role gets the list without booking buttons, and no wizard in the menu', async ({ page }) => {
  await loginAs(page, 'staff');
  await page.goto('/booking/list');
  // The list is the client's first query after hydration: up to 20 s on a loaded machine.
  await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'New booking' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/booking/wizard"]')).toHaveCount(0);
  await page.goto('/booking/wizard');
  await expect(page.getByText('Your role may not create bookings.')).toBeVisible();
});
