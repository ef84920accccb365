// The public booking page: a visitor books a resort room on /book and sees the number on
// /book/preview; an admin then finds the draft by the lead guest's name. Without JavaScript the
// search form still works (plain GET form) and shows free rooms with prices.
import { daysFromNow, demo } from '../helpers/dates';
import { expect, loginAs, shiftClock, test } from './fixtures';

const RESORT = 'Coral Garden Resort';
// Nights the demo data leaves free, in the low season of the resort's price list. Demo dates move
// with the clock (demo(): upstream/db/seed/demo-dates.ts), so these stay about ten months ahead.
const FROM = demo('2027-10-04');
const TO = demo('2027-10-08');

/** The demo resort's id, read from the search form's options. */
async function resortId(page: import('@playwright/test').Page): Promise<string> {
  if (!page.url().includes('/book')) await page.goto('/book/resort');
  const option = page.locator('select[name="asset"] option', { hasText: RESORT });
  return (await option.getAttribute('value')) ?? '';
}

test.describe('public booking /book', () => {
  test('a visitor books a room, sees the number, and staff find the draft', async ({ page }) => {
    const lastName = `Visitor${Date.now().toString(36)}`;
    const email = `${lastName.toLowerCase()}@example.com`;
    await page.goto('/book');
    await expect(page).toHaveTitle(/Book your stay or liveaboard tour/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /free rooms and cabins/);
    const ld = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent() ?? '[]');
    expect(ld.map((x: { '@type': string; name: string }) => `${x['@type']}:${x.name}`)).toContain(`LodgingBusiness:${RESORT}`);

    const form = page.getByRole('form', { name: 'Resort stay' });
    await form.getByLabel('Resort').selectOption({ label: `${RESORT}, Hurghada` });
    await form.getByLabel('Arrival').fill(FROM);
    await form.getByLabel('Departure').fill(TO);
    await form.getByLabel('Guests').fill('1');
    await form.getByRole('button', { name: 'Show free rooms' }).click();

    await expect(page).toHaveURL(new RegExp(`from=${FROM}&to=${TO}&guests=1`));
    await expect(page.getByText(demo('04.10.2027 – 08.10.2027 · 4 nights · 1 guest'))).toBeVisible();
    // The Standard Double rooms have a low-season price: 4 nights × €74.00 for one guest, less the
    // demo's early bird (10 % when booked more than 90 days ahead, issue 15). Take the first priced
    // one (Room 101 on fresh demo data; bungalows and suites have their own prices).
    const room = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Room 10\d$/ }) }).filter({ has: page.getByTestId('room-price') }).first();
    const roomName = (await room.getByRole('heading').textContent())?.trim() ?? '';
    expect(roomName).toMatch(/^Room 10\d$/);
    await expect(room.getByTestId('room-price')).toHaveText('€266.40');
    await expect(room.getByTestId('room-saving')).toHaveText('incl. €29.60 off (Early bird 10 %)');
    await expect(room.getByText('about €66.60 per night')).toBeVisible();
    await room.getByRole('link', { name: `Choose ${roomName}` }).click();

    await expect(page.getByRole('heading', { name: 'Who is coming' })).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText('€266.40');
    // A missing name and a broken e-mail are refused next to their fields.
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('not-an-address');

    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Gender').selectOption('f');
    await page.getByRole('button', { name: 'Book now' }).click();

    await expect(page).toHaveURL(/\/book\/preview\?no=/);
    const number = (await page.getByTestId('booking-number').textContent())?.trim() ?? '';
    expect(number).not.toBe('');
    await expect(page.getByText('Received, awaiting confirmation')).toBeVisible();
    await expect(page.getByText(`${roomName}: ${demo('04.10.2027 – 08.10.2027')}`)).toBeVisible();

    // The room is now held: a new search for the same nights no longer offers it.
    await page.goto('/book');
    const again = page.getByRole('form', { name: 'Resort stay' });
    await again.getByLabel('Resort').selectOption({ label: `${RESORT}, Hurghada` });
    await again.getByLabel('Arrival').fill(FROM);
    await again.getByLabel('Departure').fill(TO);
    await again.getByLabel('Guests').fill('1');
    await again.getByRole('button', { name: 'Show free rooms' }).click();
    await expect(page.getByRole('heading', { name: 'Room 104' }).or(page.getByRole('heading', { name: 'Suite 301' })).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: roomName, exact: true })).toHaveCount(0);

    // Staff find the draft by the lead guest's name.
    await loginAs(page, 'admin');
    const res = await page.request.get(`/api/bookings?search=${encodeURIComponent(lastName)}`);
    expect(res.status()).toBe(200);
    const body = await res.json() as { data: { title: string; state: string; offerNo: string | null; dateFrom: string; dateTo: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ title: `Vera ${lastName}`, state: 'draft', offerNo: number, dateFrom: FROM, dateTo: TO });
  });

  test('the browser and the web server share the clock\'s today (CLOCK_SHIFT_DAYS moves both)', async ({ page }) => {
    await page.goto('/book/resort');
    // The web server renders its today as the earliest arrival; the page's own clock agrees.
    await expect(page.getByLabel('Arrival')).toHaveAttribute('min', daysFromNow(0));
    expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).toBe(daysFromNow(0));
  });

  test('a wrong e-mail does not reveal a booking on the preview', async ({ page }) => {
    await page.goto('/book/preview?no=O-1&email=nobody%40example.com');
    await expect(page.getByText('No booking matches this number and e-mail address.')).toBeVisible();
    await expect(page.getByTestId('booking-number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show booking' })).toBeVisible();
  });

  test('a room taken meanwhile is refused with an offer to search again', async ({ browser }) => {
    const stepUrl = async (p: import('@playwright/test').Page) => {
      await p.goto(`/book/resort?kind=resort&from=${demo('2027-12-06')}&to=${demo('2027-12-09')}&guests=1&asset=${await resortId(p)}`);
      await p.getByRole('listitem').filter({ has: p.getByTestId('room-price') }).first().getByRole('link').click();
      await expect(p.getByRole('heading', { name: 'Who is coming' })).toBeVisible();
    };
    const fill = async (p: import('@playwright/test').Page, name: string) => {
      await p.getByLabel('First name').fill('Tom');
      await p.getByLabel('Last name').fill(name);
      await p.getByLabel('E-mail').fill(`${name.toLowerCase()}@example.com`);
    };
    // Two visitors, each in a context of their own (its clock moved like the servers').
    const [a, b] = await Promise.all([0, 1].map(async () => {
      const context = await browser.newContext();
      await shiftClock(context);
      return context.newPage();
    }));
    await stepUrl(a);
    await stepUrl(b);
    expect(b.url()).toBe(a.url());
    await fill(a, 'First');
    await a.getByRole('button', { name: 'Book now' }).click();
    await expect(a).toHaveURL(/\/book\/preview\?no=/);
    await fill(b, 'Second');
    await b.getByRole('button', { name: 'Book now' }).click();
    await expect(b.getByText('Sorry, this room was just booked by someone else.')).toBeVisible();
    await b.getByRole('link', { name: 'Search again' }).click();
    await expect(b.getByText(demo('06.12.2027 – 09.12.2027 · 3 nights · 1 guest'))).toBeVisible();
    await a.context().close();
    await b.context().close();
  });

  test('a visitor books a cabin on a liveaboard departure', async ({ page }) => {
    // Four server-rendered pages in a row: on a loaded CI machine one minute was not always enough.
    test.setTimeout(120_000);
    await page.goto('/book/online');
    await expect(page).toHaveTitle(/Book a liveaboard tour/);
    await page.getByLabel('Trip').selectOption({ label: demo('20.03.2027 – 27.03.2027 · Northern Wrecks 20 Mar 2027') });
    await page.getByLabel('Guests').fill('1');
    await page.getByRole('button', { name: 'Show free cabins' }).click();
    await expect(page.getByText(demo('Northern Wrecks 20 Mar 2027 · 20.03.2027 – 27.03.2027 · 7 nights · 1 guest'))).toBeVisible();
    const cabin = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
    const cabinName = (await cabin.getByRole('heading').textContent())?.trim() ?? '';
    // The demo's 2027 vessel list prices every cabin type (issue 33 item 5: no stay without a price).
    await expect(cabin.getByTestId('room-price')).toBeVisible();
    await expect(cabin.getByText('Price on request')).toHaveCount(0);
    await cabin.getByRole('link').click();
    await page.getByLabel('First name').fill('Kai');
    await page.getByLabel('Last name').fill('Boat');
    await page.getByLabel('E-mail').fill('kai.boat@example.com');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/book\/preview\?no=/);
    await expect(page.getByText(`${cabinName}: ${demo('20.03.2027 – 27.03.2027')}`)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search form works and shows free rooms with prices', async ({ page }) => {
      await page.goto('/book/resort');
      await expect(page).toHaveTitle(/Book a resort stay/);
      await page.getByLabel('Resort').selectOption({ label: `${RESORT}, Hurghada` });
      await page.getByLabel('Arrival').fill(demo('2027-11-01'));
      await page.getByLabel('Departure').fill(demo('2027-11-03'));
      await page.getByLabel('Guests').fill('2');
      await page.getByRole('button', { name: 'Show free rooms' }).click();
      await expect(page).toHaveURL(new RegExp(`/book/resort\\?kind=resort&asset=.+&from=${demo('2027-11-01')}&to=${demo('2027-11-03')}&guests=2`));
      await expect(page.getByText(demo('01.11.2027 – 03.11.2027 · 2 nights · 2 guests'))).toBeVisible();
      // 2 nights × 2 guests × €74.00 in the Standard Doubles, less the demo's early bird of 10 %.
      const room = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Room 10\d$/ }) }).filter({ has: page.getByTestId('room-price') }).first();
      await expect(room.getByTestId('room-price')).toHaveText('€266.40');

      // A departure before the arrival is refused next to the field, the typed values kept.
      await page.goto(`/book/resort?kind=resort&asset=&from=${demo('2027-11-05')}&to=${demo('2027-11-03')}&guests=2`);
      await expect(page.getByText('The departure must be after the arrival.')).toBeVisible();
      await expect(page.getByText('Please fill in this field.')).toBeVisible();
      await expect(page.getByLabel('Arrival')).toHaveValue(demo('2027-11-05'));
    });

    test('a visitor books without JavaScript too', async ({ page }) => {
      await page.goto(`/book/resort?kind=resort&asset=${await resortId(page)}&from=${demo('2027-11-10')}&to=${demo('2027-11-12')}&guests=2`);
      await page.getByRole('listitem').filter({ has: page.getByTestId('room-price') }).first().getByRole('link').click();
      await page.getByRole('button', { name: 'Book now' }).click();
      await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
      await page.getByLabel('First name').fill('Nora');
      await page.getByLabel('Last name').fill('Nojs');
      await page.getByLabel('E-mail').fill('nora.nojs@example.com');
      await page.getByRole('button', { name: 'Book now' }).click();
      await expect(page).toHaveURL(/\/book\/preview\?no=.+&email=nora.nojs%40example.com/);
      await expect(page.getByTestId('booking-number')).not.toBeEmpty();
      await expect(page.getByText(demo('10.11.2027 – 12.11.2027 · 2 nights · 2 guests'))).toBeVisible();
    });
  });
});
