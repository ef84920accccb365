// Issue 20 on screen: an overdue to-do of a booking shows on the dashboard and on /todo, where it
// is solved; it then shows as solved under All and no longer under Open. Screenshots go to
// /tmp/ops when BOOKING_OPS_SCREENSHOTS is set.
import { daysFromNow } from '../helpers/dates';
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.BOOKING_OPS_SCREENSHOTS ? '/tmp/ops' : null;

test('a to-do solved', async ({ page }) => {
  test.setTimeout(180_000); // a long flow on a shared, loaded machine
  await loginAs(page, 'admin');
  const run = Date.now().toString(36);
  const post = async (path: string, data?: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as { id: string } & Record<string, unknown>;
  };
  const room = (await post('/api/rooms', { name: `Todo ${run}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
  const b = await post('/api/bookings', { title: `Todo ${run}`, rooms: [{ room, dateFrom: daysFromNow(20), dateTo: daysFromNow(24), guests: [{ firstName: 'Ida', lastName: `Lund ${run}`, gender: 'f' }] }] });
  const text = `Collect the deposit ${run}`;
  const todo = await post('/api/todo', { group: 'Office', text, due: daysFromNow(-1), booking: b.id });

  await page.goto('/');
  const panel = page.getByTestId('dash-overdue-todos');
  await expect(panel.getByTestId('todo').filter({ hasText: text })).toContainText('overdue');
  await panel.getByRole('link', { name: 'All to-dos' }).click();
  await expect(page).toHaveURL(/\/todo$/);
  const row = page.getByTestId('todo').filter({ hasText: text });
  await expect(row).toContainText(`Booking ${String(b.offerNo ?? '')}`);
  if (shots) await page.screenshot({ path: `${shots}/todo-desktop.png`, fullPage: true });
  await row.getByRole('button', { name: 'Solved' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByTestId('todo').filter({ hasText: text })).toHaveAttribute('data-open', 'false');
  const all = await (await page.request.get('/api/todo/allTodos')).json() as { id: string; open: boolean }[];
  expect(all.find((x) => x.id === todo.id)).toMatchObject({ open: false });
  const detail = await (await page.request.get(`/api/bookings/${b.id}`)).json() as { hasOpenTodos: boolean };
  expect(detail.hasOpenTodos).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Open' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/todo-phone.png`, fullPage: true });
});
