// Issue 36 on screen: a bookkeeper (a staff user with the bank and booking-payment rights, no
// admin) imports a CAMT.053 statement on the bank's page, finds the transfer among the entries
// waiting for a decision with its booking suggested, confirms it with one click, and the booking
// is paid; undoing it on the bank's page takes the payment back. axe finds no serious or critical
// violation on the two screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { daysFromNow } from '../helpers/dates';
import { expect, loginAs, logout, test } from './fixtures';
import { axeClean } from './axe-clean';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/banks/camt053.xml');

test('a bookkeeper imports a statement and confirms the suggested match', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page, 'admin');
  const email = `bookkeeper.${run}@example.org`;
  const user = await page.request.post('/api/users', { data: {
    name: `Bookkeeper ${run}`, email, password: 'bookkeeper-pass-1',
    scopes: ['banks.read', 'banks.update', 'bankentries.read', 'bankentries.update', 'bookings.read', 'bookings.update', 'customers.read'],
  } });
  expect(user.status(), await user.text()).toBe(200);
  const iban = 'DE89370400440532013000';
  const bank = await (await page.request.post('/api/banks', { data: { name: `Statement bank ${run}`, bankName: 'Sparkasse', iban, currency: 'EUR' } })).json() as { id: string };
  const assets = await (await page.request.get('/api/book/assets')).json() as { id: string; kind: string }[];
  const resort = assets.find((a) => a.kind === 'resort')!.id;
  const [from, to] = [daysFromNow(150 + (Date.now() % 40)), daysFromNow(152 + (Date.now() % 40))];
  const rooms = await (await page.request.get(`/api/book/rooms?asset=${resort}&dateFrom=${from}&dateTo=${to}`)).json() as { id: string }[];
  const made = await page.request.post('/api/bookings', { data: { title: `Transfer ${run}`, state: 'planned', rooms: [{ room: rooms.at(-1)!.id, dateFrom: from, dateTo: to, guests: [{ gender: 'f' }] }] } });
  expect(made.status(), await made.text()).toBe(201);
  const b = await made.json() as { id: string; total: number };
  const priced = await (await page.request.post(`/api/bookings/${b.id}/calculation`, { data: { text: 'Stay', unitPrice: 41_234 - b.total } })).json() as { bookingNo: string | null; reservationNo: string | null; offerNo: string | null };
  const no = priced.bookingNo ?? priced.reservationNo ?? priced.offerNo!;
  await logout(page);

  await page.goto('/login');
  await page.getByLabel(/^(E-mail|E-Mail)$/).fill(email);
  await page.getByLabel(/^(Password|Passwort)$/).fill('bookkeeper-pass-1');
  await page.getByRole('button', { name: /^(Log in|Anmelden)$/ }).click();
  await page.waitForURL((url) => !/\/login$/.test(url.pathname));

  // The statement: a transfer naming the booking, a bank fee, a pending entry (left out).
  const xml = readFileSync(FIXTURE, 'utf8').replaceAll('{{D1}}', daysFromNow(-2)).replaceAll('{{D2}}', daysFromNow(-1))
    .replaceAll('{{AMT_INV}}', '412.34').replaceAll('{{EPC}}', `Anzahlung ${no} Familie Berg`).replaceAll('2026STMT0001', `E2E${run}`);
  await page.goto(`/bank/${bank.id}`);
  await page.getByLabel('File').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await page.getByLabel('Format').selectOption('camt');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('bank-import-result')).toHaveText('2 new entries of 2 read (0 already there), 1 with a likely match.');
  await expect(page.getByTestId('bank-entries').getByTestId('bank-entry')).toHaveCount(2);
  await axeClean(page);

  await page.goto('/bank/entry/temporary');
  const entry = page.getByTestId('bank-entry').filter({ hasText: no });
  await expect(entry.getByTestId('bank-suggestion').first()).toContainText(no);
  await axeClean(page);
  await entry.getByTestId('bank-suggestion').first().getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('bank-entry').filter({ hasText: `Anzahlung ${no}` })).toHaveCount(0);
  const paid = await (await page.request.get(`/api/bookings/${b.id}/detail`)).json() as { paid: number; open: number; payments: { amount: number; method: string }[] };
  expect(paid).toMatchObject({ paid: 41_234, open: 0 });
  expect(paid.payments.at(-1)).toMatchObject({ amount: 41_234, method: 'transfer' });

  // On the bank's page the entry shows the payment; undo takes it back.
  await page.goto(`/bank/${bank.id}`);
  const matched = page.getByTestId('bank-entry').filter({ hasText: `Anzahlung ${no}` });
  await expect(matched).toContainText('matched');
  await matched.getByRole('button', { name: 'Undo' }).click();
  await expect(matched).toContainText('temporary');
  expect(((await (await page.request.get(`/api/bookings/${b.id}/detail`)).json()) as { paid: number }).paid).toBe(0);
});
