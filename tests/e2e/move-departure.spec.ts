// Issue 20 on screen: /schedules/movecabin/{id} moves every booking of a departure to another
// departure of the same vessel (same cabins, the new nights). Screenshots go to /tmp/ops when
// BOOKING_OPS_SCREENSHOTS is set.
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.BOOKING_OPS_SCREENSHOTS ? '/tmp/ops' : null;

test('move the bookings of a departure to another', async ({ page }) => {
  test.setTimeout(180_000); // a long flow on a shared, loaded machine
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const post = async (path: string, data?: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string } & Record<string, unknown>;
  };
  const vessel = (await post('/api/vessel', { name: `MY Move ${run}` })).id;
  const cabin = (await post('/api/rooms', { name: `Move ${run} A`, type: 'Cabin', vessel, availableBeds: 2, allowSharedRoom: true, allowMixedGender: true })).id;
  const tour = (await post('/api/tours', { name: `Move ${run}`, vessel, nights: 7 })).id;
  const s1 = (await post('/api/schedules', { name: `Move ${run} first`, tour, vessel, dateFrom: daysFromNow(80), dateTo: daysFromNow(87), status: 'open' })).id;
  const s2 = (await post('/api/schedules', { name: `Move ${run} second`, tour, vessel, dateFrom: daysFromNow(94), dateTo: daysFromNow(101), status: 'open' })).id;
  const b = await post('/api/bookings', { type: 'tour', schedule: s1, tour, vessel, rooms: [{ room: cabin, dateFrom: daysFromNow(80), dateTo: daysFromNow(87), guests: [{ firstName: 'Ida', lastName: `Lund ${run}`, gender: 'f' }] }] });
  await post(`/api/bookings/${b.id}/confirm?withoutPrice=1`); // a new vessel without a price list

  await page.goto(`/schedules/movecabin/${s1}`);
  await expect(page.getByTestId('move-bookings')).toContainText('1 booking', { timeout: 30_000 });
  await page.getByLabel('New departure').selectOption(s2);
  // The target select is wide enough for a departure's name and dates, and names the choice in full.
  expect((await page.getByLabel('New departure').boundingBox())!.width).toBeGreaterThan(500);
  await expect(page.getByTestId('move-form')).toContainText(`Move ${run} second (`);
  if (shots) await page.screenshot({ path: `${shots}/move-desktop.png`, fullPage: true });
  await page.getByRole('button', { name: 'Move all' }).click();
  await expect(page.getByTestId('move-result')).toContainText('1 booking moved.');
  await expect(page.getByTestId('move-bookings')).toContainText('No open bookings');
  const moved = await (await page.request.get(`/api/bookings/${b.id}`)).json() as { dateFrom: string; schedule: string };
  expect(moved.schedule).toBe(s2);
  expect(moved.dateFrom).toContain(daysFromNow(94));

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const phone = (await page.getByLabel('New departure').boundingBox())!;
  expect(phone.width).toBeGreaterThan(300);
  expect(phone.x + phone.width).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/move-phone.png`, fullPage: true });
});
