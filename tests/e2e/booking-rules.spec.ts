// Issue 14 (booking rules) on screen: staff read a public guest's source, e-mail, phone and
// message on the booking detail; an agency's detail offers only what it may do (ask for a
// reservation, never confirm or check in); a guest form shows the person rules' errors at the
// field. Screenshots go to /tmp/h14rules when BOOKING_RULES_SCREENSHOTS is set.
import { addDays, daysFromNow, demo } from '../helpers/dates';
import { expect, loginAs, shiftClock, test } from './fixtures';

const shots = process.env.BOOKING_RULES_SCREENSHOTS ? '/tmp/h14rules' : null;

test('staff see where a public booking came from and what the guest wrote', async ({ page }, testInfo) => {
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  // A retry books other nights: the first attempt's booking keeps its room.
  const from = addDays(demo('2027-10-05'), 4 * testInfo.retry);
  const to = addDays(from, 3);
  const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
  const run = Date.now().toString(36);
  const made = await page.request.post('/api/book/booking/create', { data: {
    rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [] }],
    lead: { firstName: 'Mary', lastName: `Anning ${run}`, email: `mary.${run}@example.org`, phone: '+44 20 7946 0958' },
    language: 'en', message: 'Arriving by the late ferry, please keep dinner.',
  } });
  expect(made.status(), await made.text()).toBe(201);
  const { number } = await made.json() as { number: string };

  await loginAs(page, 'admin');
  const list = await (await page.request.get(`/api/bookings?search=${number}`)).json() as { data: { id: string }[] };
  await page.goto(`/booking/${list.data[0].id}`);
  const origin = page.getByTestId('booking-origin');
  // On a loaded machine the booking page's first load can take longer than the 7 s default.
  await expect(origin.getByTestId('booking-channel')).toHaveText('Online booking page', { timeout: 20_000 });
  await expect(origin.getByRole('link', { name: `mary.${run}@example.org` })).toHaveAttribute('href', `mailto:mary.${run}@example.org`);
  await expect(origin.getByRole('link', { name: '+44 20 7946 0958' })).toBeVisible();
  await expect(origin.getByTestId('guest-message')).toHaveText('Arriving by the late ferry, please keep dinner.');
  // An offer arriving in the future: confirm is offered, check-in is not.
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/detail-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(origin.getByTestId('guest-message')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/detail-phone.png`, fullPage: true });
});

test('an agency\'s booking detail offers asking for a reservation, not confirming or checking in', async ({ page }) => {
  await loginAs(page, 'agency');
  const made = await page.request.post('/api/bookings', { data: { title: `Agency ask ${Date.now().toString(36)}` } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = await made.json() as { id: string };
  await page.goto(`/booking/${id}`);
  await expect(page.getByRole('button', { name: 'Make reservation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByTestId('booking-channel')).toHaveText('Agency');
  await page.getByRole('button', { name: 'Make reservation' }).click();
  await expect(page.getByRole('button', { name: 'Make reservation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/agency-detail.png`, fullPage: true });
});

test('a guest form refuses a birth date in the future and an e-mail that is none, at the field', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  const made = await (await page.request.post('/api/guestform', { data: { name: `Rules form ${Date.now().toString(36)}` } })).json() as { id: string };
  const { links } = await (await page.request.get(`/api/guestform/${made.id}/links`)).json() as { links: { layout: string; path: string }[] };
  const guest = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
  await shiftClock(guest);
  const g = await guest.newPage();
  await g.goto(links.find((l) => l.layout === 'single')!.path);
  await g.getByLabel('First name').fill('Future');
  await g.getByLabel('Last name').fill('Guest');
  await g.getByLabel('Date of birth').fill(daysFromNow(40));
  await g.getByLabel('E-mail').fill('not-an-email');
  await g.getByLabel('Logged dives').fill('lots');
  await g.getByRole('button', { name: 'Send' }).click();
  await expect(g.getByRole('alert').filter({ hasText: 'Please correct the marked fields.' })).toBeVisible();
  for (const field of ['Date of birth', 'E-mail', 'Logged dives']) await expect(g.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  await expect(g.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
  if (shots) await g.screenshot({ path: `${shots}/guestform-errors.png`, fullPage: true });
  await g.getByLabel('Date of birth').fill('1980-03-03');
  await g.getByLabel('E-mail').fill('future.guest@example.org');
  await g.getByLabel('Logged dives').fill('42');
  await g.getByRole('button', { name: 'Send' }).click();
  await expect(g.getByRole('status')).toHaveText('Thank you! Your answers are saved.');
  await guest.close();
});
