// The back office's live notifications (issue 38 item 4): a public booking made while staff have
// the back office open rings the bell in the top bar (server-sent events through the web server's
// BFF, GET /api/events/notifications), and the list leads to the booking. What was seen stays seen
// after the next page load; what came while away is unread then.
import type { Browser } from '@playwright/test';
import { addDays, demo } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

/** A public booking of two nights from `from` by a guest in a browser of their own: its number. */
async function book(browser: Browser, base: string, from: string, name: string): Promise<string> {
  const guest = await browser.newContext();
  const at = (p: string) => new URL(p, base).href;
  const assets = await (await guest.request.get(at('/api/book/assets'))).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const to = addDays(from, 2);
  const rooms = await (await guest.request.get(at(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`))).json() as { id: string }[];
  const run = Date.now().toString(36);
  // Other tests book the same days at the same time: a room taken between the list and the
  // booking (409) is not this test's subject, the next free one is taken instead.
  for (const room of rooms.slice(-5).reverse()) {
    const made = await guest.request.post(at('/api/book/booking/create'), { data: {
      rooms: [{ room: room.id, dateFrom: from, dateTo: to, guests: [] }], lead: { firstName: 'Ada', lastName: `${name} ${run}`, email: `ada.${run}@example.org` }, language: 'en',
    } });
    if (made.status() === 409) continue;
    expect(made.status(), await made.text()).toBe(201);
    const { number } = await made.json() as { number: string };
    await guest.close();
    return number;
  }
  throw new Error(`no room of the resort was free from ${from} to ${to}`);
}

test('a new public booking shows in the bell without a reload and leads to the booking', async ({ page, browser }, testInfo) => {
  await loginAs(page, 'admin');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // the stream is open (its first event came) before the booking is made
  await expect(bell).toHaveAttribute('data-live', 'true', { timeout: 15_000 });
  // What other tests' guests did since the admin last looked is unread: seen now.
  if (await page.getByTestId('notification-count').count()) {
    await bell.click();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // A guest books on the public page, in a browser of their own.
  const from = addDays(demo('2027-11-02'), 7 * testInfo.retry);
  const number = await book(browser, page.url(), from, 'Bell');

  await expect(page.getByTestId('notification-count')).toHaveText(/^[1-9]/, { timeout: 20_000 });
  await bell.click();
  const entry = page.getByTestId('notification-list').getByRole('link', { name: new RegExp(number) });
  await expect(entry).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await entry.click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  // While the admin is elsewhere another guest books; the next page load (a new stream, from the
  // newest notification the admin saw) shows that one as unread, and not the one already seen.
  const second = await book(browser, page.url(), addDays(from, 3), 'Away');
  await page.reload();
  await expect(page.getByTestId('notification-count')).toHaveText(/^[1-9]/, { timeout: 20_000 });
  await page.getByTestId('notification-bell').click();
  const list = page.getByTestId('notification-list');
  await expect(list.getByRole('link', { name: new RegExp(second) })).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(number) })).toHaveCount(0);
});
