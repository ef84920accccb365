// Issue 20 on screen: on a booking's page staff create the missing guest forms in one step, see who
// has not answered, and print a form (a PDF with the guest's name). The booking is made in a room
// of this test's own, so no other test books the same beds. Screenshots at desktop and phone
// width go to /tmp/gf-shots when GF_SCREENSHOTS is set.
import { DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, test } from './fixtures';

const shots = process.env.GF_SCREENSHOTS ? '/tmp/gf-shots' : null;

test('staff create the missing guest forms of a booking in one step, see who answered, and print one', async ({ page }) => {
  await loginAs(page, 'admin');
  const run = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const post = async (path: string, data: unknown, status = 200) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(status);
    return res.json() as Promise<Record<string, string>>;
  };
  const customer = await post('/api/customers', { fullName: `Kai Form ${run}`, language: 'en', masterData: { firstName: 'Kai', lastName: `Form ${run}` } });
  const room = await post('/api/rooms', { name: `Guest form room ${run}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 });
  const booking = await post('/api/bookings', {
    language: 'en', rooms: [{ room: room.id, dateFrom: daysFromNow(30), dateTo: daysFromNow(33), guests: [{ customer: customer.id, gender: 'm' }, { firstName: 'Lea', lastName: `Form ${run}`, gender: 'f' }] }],
  }, 201);

  await page.goto(`/booking/${booking.id}`);
  const panel = page.getByTestId('booking-guest-forms');
  await expect(panel.getByTestId('guest-forms-summary')).toContainText('0 of 2 guests have answered', { timeout: 30_000 });
  await expect(panel.getByTestId('guest-form-status')).toHaveText(['No form', 'No form']);
  await panel.getByRole('button', { name: 'Create missing guest forms (2)' }).click();
  await expect(panel.getByRole('status')).toHaveText('2 guest forms created.');
  await expect(panel.getByTestId('guest-form-status')).toHaveText(['Not answered', 'Not answered']);
  await expect(panel.getByRole('button', { name: /Create missing guest forms/ })).toHaveCount(0);

  // Lea answers through her link; the page shows who is still missing.
  const rooms = await (await page.request.get(`/api/guestform/rooms?booking=${booking.id}`)).json() as { rooms: { guests: { name: string; form: { id: string } }[] }[] };
  const lea = rooms.rooms[0].guests.find((g) => g.name.startsWith('Lea'))!;
  const links = await (await page.request.get(`/api/guestform/${lea.form.id}/links`)).json() as { links: { path: string }[] };
  await page.goto(links.links[0].path);
  await page.getByLabel(/^First name/).fill('Lea');
  await page.getByLabel(/^Last name/).fill(`Form ${run}`);
  await page.getByLabel(/^Date of birth/).fill('1990-05-06');
  // A file answer with the form: typed by its bytes on the server, kept with the form.
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#226699' } }).png().toBuffer();
  await page.getByLabel('Certification card (photo or PDF)').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: png });
  if (shots) await page.setViewportSize({ width: 390, height: 844 });
  if (shots) await page.screenshot({ path: `${shots}/public-form-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Thank you! Your answers are saved.');
  await expect(page.getByText('File sent.')).toBeVisible();
  if (shots) await page.setViewportSize({ width: 1280, height: 900 });
  const files = await (await page.request.get(`/api/guestform/${lea.form.id}/files`)).json() as { key: string; mimeType: string }[];
  expect(files).toEqual([expect.objectContaining({ key: 'certificationCard', mimeType: 'image/png' })]);

  await page.goto(`/booking/${booking.id}`);
  await expect(panel.getByTestId('guest-forms-summary')).toContainText('1 of 2 guests have answered', { timeout: 30_000 });
  await expect(panel.getByTestId('guest-forms-summary')).toContainText(`still waiting for: Kai Form ${run}`);
  const kaiRow = panel.getByTestId('guest-form-row').filter({ hasText: `Kai Form ${run}` });
  await expect(kaiRow.getByTestId('guest-form-status')).toHaveText('Not answered');
  await expect(panel.getByTestId('guest-form-row').filter({ hasText: 'Lea' }).getByTestId('guest-form-status')).toHaveText('Answered');

  // The file she sent is in the back office (issue 33 item 10): her answers list it, and it opens.
  await panel.getByTestId('guest-form-row').filter({ hasText: 'Lea' }).getByRole('button', { name: 'Answers' }).click();
  const fileLink = page.getByRole('dialog').getByTestId('guest-form-files').getByRole('link', { name: 'card.png' });
  await expect(fileLink).toBeVisible();
  const sent = await page.request.get((await fileLink.getAttribute('href'))!);
  expect(sent.headers()['content-type']).toBe('image/png');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Print Kai's form: a PDF to fill in by hand at the desk.
  const [popup] = await Promise.all([page.waitForEvent('popup'), kaiRow.getByRole('link', { name: 'Print' }).click()]);
  const href = await kaiRow.getByRole('link', { name: 'Print' }).getAttribute('href');
  await popup.close();
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  if (shots) await panel.screenshot({ path: `${shots}/guest-forms-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(kaiRow.getByRole('link', { name: 'Print' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await panel.screenshot({ path: `${shots}/guest-forms-phone.png` });

  // The figures above the guest-form list count the forms made here.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/customer/guestform');
  const figures = page.getByTestId('guest-form-statistics');
  await expect(figures).toContainText('Answer rate', { timeout: 30_000 });
  await expect(figures).toContainText('Not answered');
  if (shots) await figures.screenshot({ path: `${shots}/statistics-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await figures.screenshot({ path: `${shots}/statistics-phone.png` });
});
