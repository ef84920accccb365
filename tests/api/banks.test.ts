// Banks (issue 36): statements imported from a German bank's CSV (Latin-1, ';', decimal commas)
// and ISO 20022 CAMT.053/.054 (fixtures in tests/fixtures/banks), all or nothing and never twice;
// entries matched to bookings by booking number, invoice number and the EPC QR text, by payer and
// amount, partly, combined, with a fee line; the match records the payment through the bookings
// module and is undone exactly; who may do what.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { daysFromNow } from '../helpers/dates';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';

type TDetail = { id: string; total: number; paid: number; open: number; currency: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; payments: { id: string; amount: number; method: string; status: string }[] };
type TMatch = { id: string; kind: string; booking: string | null; payment: string | null; amount: number };
type TSuggestion = { confidence: number; reasons: string[]; invoiceNo: string | null; lines: { booking: string; amount: number }[] };
type TEntry = { id: string; date: string; amount: number; purpose: string; counterparty: string | null; status: string; source: string; rest: number; matches: TMatch[]; suggestions?: TSuggestion[] };
type TPage = { data: TEntry[]; total: number };

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/banks');
const IBAN = 'DE89370400440532013000';
const MAPPING = {
  delimiter: ';', encoding: 'latin1', decimal: ',', dateFormat: 'dd.mm.yyyy',
  columns: { date: 'Buchungstag', amount: 'Betrag', purpose: ['Verwendungszweck'], counterparty: 'Beguenstigter/Zahlungspflichtiger', iban: 'Kontonummer/IBAN', currency: 'Waehrung' },
};

let api: TTestApi;
let who: Record<TPersona, TCaller>;
let admin: string;
let room: string;
let offset = 60;

async function call<T = unknown>(token: string | null, method: string, url: string, body?: unknown, status = 200): Promise<T> {
  const res = await api.call(method, url, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const no = (d: TDetail) => (d.bookingNo ?? d.reservationNo ?? d.offerNo)!;
const de = (iso: string) => iso.split('-').reverse().join('.');

async function booking(total: number, extra: Record<string, unknown> = {}): Promise<TDetail> {
  const d = offset; offset += 2;
  const b = await call<TDetail>(admin, 'POST', '/api/bookings', {
    state: 'planned', resort: DEMO_RESORT_ID, ...extra,
    rooms: [{ room, dateFrom: daysFromNow(d), dateTo: daysFromNow(d + 1), guests: [{ gender: 'u' }] }],
  }, 201);
  return call<TDetail>(admin, 'POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: total - b.total });
}

const detail = (id: string) => call<TDetail>(admin, 'GET', `/api/bookings/${id}/detail`);

/** A fixture with its placeholders filled in, as base64 in the file's own encoding. */
function fixture(name: string, values: Record<string, string>, encoding: BufferEncoding = 'utf8'): string {
  let text = readFileSync(path.join(FIXTURES, name)).toString(encoding);
  for (const [k, v] of Object.entries(values)) text = text.replaceAll(`{{${k}}}`, v);
  return Buffer.from(text, encoding).toString('base64');
}

async function newBank(name: string): Promise<string> {
  return (await call<{ id: string }>(admin, 'POST', '/api/banks', { name, bankName: 'Sparkasse', iban: IBAN, currency: 'EUR' })).id;
}

const entriesOf = async (bank: string) => (await call<TPage>(admin, 'GET', `/api/banks/${bank}/entries?size=0`)).data;
const temporary = async (bank: string) => (await call<TPage>(admin, 'GET', `/api/bankentries/temporary?bank=${bank}&size=0`)).data;

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  admin = who.admin.token!;
  room = (await call<{ id: string }>(admin, 'POST', '/api/rooms', { name: 'Bank room', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 4 })).id;
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('CSV import (Latin-1, ";", decimal commas)', () => {
  it('reads the export with the mapping, saves the mapping, and a second import adds nothing', async () => {
    const bank = await newBank('Sparkasse CSV');
    const a = await booking(123_456);
    const [d1, d2] = [daysFromNow(-3), daysFromNow(-2)];
    const file = fixture('sparkasse-latin1.csv', { D1: de(d1), D2: de(d2), NO_A: no(a) }, 'latin1');
    // No mapping yet: refused, nothing stored.
    const none = await api.call('POST', `/api/banks/${bank}/import/csv`, { token: admin, body: { file } });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { message: string }).message).toBe('BANK_CSV_MAPPING_MISSING');

    const first = await call<{ format: string; read: number; imported: number; skipped: number; suggested: number }>(admin, 'POST', `/api/banks/${bank}/import/csv`, { file, mapping: MAPPING, saveMapping: true });
    expect(first).toMatchObject({ format: 'csv', read: 3, imported: 3, skipped: 0 });
    expect(first.suggested).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(bank);
    expect(entries.map((e) => e.date)).toEqual([d2, d2, d1]);
    expect(entries.map((e) => [e.date, e.amount, e.counterparty, e.source, e.status]).sort((x, y) => Number(x[1]) - Number(y[1]))).toEqual([
      [d2, -990, null, 'csv', 'temporary'],
      [d2, 85_000, 'Grete Weiß', 'csv', 'temporary'],
      [d1, 123_456, 'Jürgen Müller', 'csv', 'temporary'],
    ]);
    expect(entries.find((e) => e.amount === -990)!.purpose).toBe('Kontoführung');

    // The saved mapping is used; the same statement again adds nothing.
    const again = await call<{ imported: number; skipped: number }>(admin, 'POST', `/api/banks/${bank}/import/csv`, { file });
    expect(again).toMatchObject({ imported: 0, skipped: 3 });
    expect(await entriesOf(bank)).toHaveLength(3);
    expect((await call<{ csvMapping: unknown }>(admin, 'GET', `/api/banks/${bank}`)).csvMapping).toMatchObject({ delimiter: ';', decimal: ',' });

    // Matched by the booking number in the purpose, the amount being exactly what it owes.
    const paying = (await temporary(bank)).find((e) => e.amount === 123_456)!;
    expect(paying.suggestions![0]).toMatchObject({ reasons: expect.arrayContaining(['bookingNo', 'amount']), lines: [{ booking: a.id, amount: 123_456 }] });
    expect(paying.suggestions![0].confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('a file with one bad row changes nothing, and says which row', async () => {
    const bank = await newBank('Sparkasse bad');
    const file = fixture('sparkasse-bad-date-latin1.csv', { D1: de(daysFromNow(-3)), D2: de(daysFromNow(-2)), NO_A: 'B2000-00001' }, 'latin1');
    const res = await api.call('POST', `/api/banks/${bank}/import/csv`, { token: admin, body: { file, mapping: MAPPING, saveMapping: true } });
    const body = await res.json() as { message: string; description: string };
    expect(res.status).toBe(422);
    expect(body.message).toBe('BANK_FILE_UNREADABLE');
    expect(body.description).toMatch(/line 7.*31\.02\.2026/);
    expect(await entriesOf(bank)).toHaveLength(0);
    // Not even the mapping was saved.
    expect((await call<{ csvMapping: unknown }>(admin, 'GET', `/api/banks/${bank}`)).csvMapping).toBeNull();
  });
});

describe('CAMT.053 and CAMT.054', () => {
  it('a statement: booked entries only, matched by the EPC QR text of the invoice; a second import adds nothing', async () => {
    const bank = await newBank('CAMT bank');
    const b = await booking(40_000, { customer: DEMO_CUSTOMER_ID });
    await call(admin, 'POST', `/api/bookings/${b.id}/confirm`, {});
    const invoice = await call<{ number: string }>(admin, 'POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    const fresh = await detail(b.id);
    // What our invoice's EPC QR code puts in the remittance (invoices/pdf.ts): "<invoice no> <booking no>".
    const values = { D1: daysFromNow(-5), D2: daysFromNow(-4), AMT_INV: '400.00', EPC: `${invoice.number} ${no(fresh)}` };
    const file = fixture('camt053.xml', values);
    expect(await call(admin, 'POST', `/api/banks/${bank}/import/csv`, { file })).toMatchObject({ format: 'camt.053', read: 2, imported: 2, skipped: 0 });
    expect(await call(admin, 'POST', `/api/banks/${bank}/import/csv`, { file })).toMatchObject({ imported: 0, skipped: 2 });
    const entries = await entriesOf(bank);
    expect(entries.map((e) => e.amount).sort()).toEqual([-250, 40_000]);
    const paid = (await temporary(bank)).find((e) => e.amount === 40_000)!;
    expect(paid.counterparty).toBe('Anna Schmidt');
    expect(paid.suggestions![0]).toMatchObject({ invoiceNo: invoice.number, reasons: expect.arrayContaining(['invoiceNo', 'bookingNo', 'amount']), lines: [{ booking: b.id }] });
    expect(paid.suggestions![0].confidence).toBeGreaterThanOrEqual(0.95);

    // Another account's statement is refused.
    const other = Buffer.from(Buffer.from(file, 'base64').toString('utf8').replace(IBAN, 'DE02120300000000202051')).toString('base64');
    const res = await api.call('POST', `/api/banks/${bank}/import/csv`, { token: admin, body: { file: other } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toBe('BANK_FILE_OTHER_ACCOUNT');
  });

  it('a notification: a collective entry is one entry per transfer, each matched to its booking by number', async () => {
    const bank = await newBank('CAMT 054 bank');
    const [c, d] = [await booking(11_000), await booking(22_050)];
    const file = fixture('camt054.xml', { D2: daysFromNow(-1), AMT_SUM: '330.50', AMT_C: '110.00', AMT_D: '220.50', NO_C: no(c), NO_D: no(d) });
    expect(await call(admin, 'POST', `/api/banks/${bank}/import/csv`, { file })).toMatchObject({ format: 'camt.054', read: 2, imported: 2 });
    expect(await call(admin, 'POST', `/api/banks/${bank}/import/csv`, { file })).toMatchObject({ imported: 0, skipped: 2 });
    const waiting = await temporary(bank);
    expect(waiting.map((e) => e.suggestions![0].lines[0].booking).sort()).toEqual([c.id, d.id].sort());
    // A bad XML file changes nothing.
    const broken = Buffer.from('<Document><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="EUR">1,00</Amt>').toString('base64');
    expect((await api.call('POST', `/api/banks/${bank}/import/csv`, { token: admin, body: { file: broken } })).status).toBe(422);
    const bomb = Buffer.from('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><Document>&b;</Document>').toString('base64');
    const refused = await api.call('POST', `/api/banks/${bank}/import/csv`, { token: admin, body: { file: bomb } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { description: string }).description).toMatch(/DOCTYPE/);
    expect(await entriesOf(bank)).toHaveLength(2);
  });
});

describe('matching', () => {
  async function entry(bank: string, amount: number, purpose: string, counterparty = 'Someone'): Promise<TEntry> {
    const e = await call<{ id: string }>(admin, 'POST', '/api/bankentries', { bank, date: daysFromNow(-1), amount, purpose, counterparty, status: 'temporary' });
    return (await temporary(bank)).find((x) => x.id === e.id)!;
  }

  it('confirm records the payment on the booking; undo removes it exactly; the payment is not removed behind the match', async () => {
    const bank = await newBank('Match bank');
    const b = await booking(50_000);
    const e = await entry(bank, 50_000, `Zahlung ${no(b)}`);
    expect(e.source).toBe('manual');
    expect(e.suggestions![0].lines).toEqual([expect.objectContaining({ booking: b.id, amount: 50_000 })]);
    const matched = await call<TEntry>(admin, 'POST', `/api/bankentries/${e.id}/payments`, { booking: b.id });
    expect(matched).toMatchObject({ status: 'matched', rest: 0, matches: [{ kind: 'payment', booking: b.id, amount: 50_000 }] });
    const after = await detail(b.id);
    expect(after).toMatchObject({ paid: 50_000, open: 0 });
    const payment = after.payments.at(-1)!;
    expect(payment).toMatchObject({ id: matched.matches[0].payment, amount: 50_000, method: 'transfer', status: 'paid' });
    // The manual list shows it; a second confirm has nothing left.
    expect((await call<TPage>(admin, 'GET', `/api/bankentries/manual?bank=${bank}`)).data.map((x) => x.id)).toContain(e.id);
    const twice = await api.call('POST', `/api/bankentries/${e.id}/payments`, { token: admin, body: { booking: b.id } });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toBe('BANK_ENTRY_SETTLED');
    // The entry's amount, account and status rest under the payment: the generic update refuses them.
    const change = await api.call('POST', `/api/bankentries/${e.id}`, { token: admin, body: { amount: 40_000 } });
    expect(change.status).toBe(409);
    expect(((await change.json()) as { message: string }).message).toBe('BANK_ENTRY_HAS_PAYMENTS');
    expect((await api.call('POST', `/api/bankentries/${e.id}`, { token: admin, body: { purpose: `Zahlung ${no(b)} (Familie)` } })).status).toBe(200);
    // Removing the payment on the booking is refused while the match holds it.
    const behind = await api.call('DELETE', `/api/bookings/${b.id}/payment/${payment.id}`, { token: admin });
    expect(behind.status).toBe(409);
    expect(((await behind.json()) as { message: string }).message).toBe('BANK_PAYMENT_MATCHED');

    const undone = await call<TEntry>(admin, 'DELETE', `/api/bankentries/${e.id}/payments/${payment.id}`);
    expect(undone).toMatchObject({ status: 'temporary', rest: 50_000, matches: [] });
    const back = await detail(b.id);
    expect(back).toMatchObject({ paid: 0, open: 50_000 });
    expect(back.payments.find((p) => p.id === payment.id)).toBeUndefined();
    expect((await api.call('DELETE', `/api/bankentries/${e.id}/payments/${payment.id}`, { token: admin })).status).toBe(404);
    // Not matched by hand: status matched comes from a confirmed match only.
    expect((await api.call('POST', `/api/bankentries/${e.id}`, { token: admin, body: { status: 'matched' } })).status).toBe(400);
  });

  it('undo of a payment an invoice lists: a correcting entry, the booking owes again', async () => {
    const bank = await newBank('Invoice bank');
    const b = await booking(30_000, { customer: DEMO_CUSTOMER_ID });
    await call(admin, 'POST', `/api/bookings/${b.id}/confirm`, {});
    const e = await entry(bank, 30_000, `Booking ${no(await detail(b.id))}`);
    const matched = await call<TEntry>(admin, 'POST', `/api/bankentries/${e.id}/payments`, { booking: b.id });
    await call(admin, 'POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    await call<TEntry>(admin, 'DELETE', `/api/bankentries/${e.id}/payments/${matched.matches[0].payment}`);
    const back = await detail(b.id);
    expect(back).toMatchObject({ paid: 0, open: 30_000 });
    expect(back.payments.map((p) => p.amount)).toEqual([30_000, -30_000]);
  });

  it('a part payment, a combined payment of two bookings, a fee as its own line', async () => {
    const bank = await newBank('Parts bank');
    const [b1, b2, b3] = [await booking(60_000), await booking(20_000), await booking(50_000)];
    // Part: 200.00 of 600.00.
    const part = await entry(bank, 20_000, `Anzahlung ${no(b1)}`);
    expect(part.suggestions![0].lines[0]).toMatchObject({ booking: b1.id, amount: 20_000 });
    await call(admin, 'POST', `/api/bankentries/${part.id}/payments`, { booking: b1.id });
    expect(await detail(b1.id)).toMatchObject({ paid: 20_000, open: 40_000 });
    // Combined: one transfer for two bookings named in the text.
    const both = await entry(bank, 60_000, `${no(b1)} und ${no(b2)}`);
    const combined = both.suggestions!.find((s) => s.reasons.includes('combined'))!;
    expect(combined.lines.map((l) => [l.booking, l.amount]).sort()).toEqual([[b1.id, 40_000], [b2.id, 20_000]].sort());
    const done = await call<TEntry>(admin, 'POST', `/api/bankentries/${both.id}/payments`, { lines: combined.lines.map((l) => ({ booking: l.booking, amount: l.amount })) });
    expect(done).toMatchObject({ status: 'matched', rest: 0 });
    expect([await detail(b1.id), await detail(b2.id)].map((d) => d.open)).toEqual([0, 0]);
    // More than the entry holds: refused, nothing recorded.
    const over = await entry(bank, 10_000, 'irgendwas');
    expect((await api.call('POST', `/api/bankentries/${over.id}/payments`, { token: admin, body: { booking: b3.id, amount: 20_000 } })).status).toBe(409);
    expect((await detail(b3.id)).paid).toBe(0);
    // 495.00 arrived for 500.00: the booking is paid, the 5.00 are the bank's fee.
    const fee = await entry(bank, 49_500, `Rechnung ${no(b3)}`);
    const settled = await call<TEntry>(admin, 'POST', `/api/bankentries/${fee.id}/payments`, { booking: b3.id, rt: 'fee' });
    expect(settled.status).toBe('matched');
    expect(settled.matches.map((m) => [m.kind, m.amount])).toEqual([['payment', 50_000], ['fee', -500]]);
    expect(await detail(b3.id)).toMatchObject({ paid: 50_000, open: 0 });
    // Undo takes both lines.
    const undone = await call<TEntry>(admin, 'DELETE', `/api/bankentries/${fee.id}/payments/${settled.matches[0].payment}`);
    expect(undone).toMatchObject({ rest: 49_500, matches: [], status: 'temporary' });
    expect(await detail(b3.id)).toMatchObject({ paid: 0, open: 50_000 });
  });

  it('by the payer\'s name and the amount; the balance counts what is on the account', async () => {
    const bank = await newBank('Name bank');
    const customer = await call<{ id: string }>(admin, 'POST', '/api/customers', { fullName: 'Grete Weiß' });
    const b = await booking(85_000, { customer: customer.id });
    const e = await entry(bank, 85_000, 'Urlaub', 'GRETE WEISS');
    const byName = await entry(bank, 85_000, 'Urlaub Sommer', 'Grete Weiß');
    expect(byName.suggestions![0]).toMatchObject({ reasons: ['name', 'amount'], lines: [{ booking: b.id, amount: 85_000 }] });
    void e;
    const balance = await call<{ banks: { opening: number; closing: number; temporary: number }[] }>(admin, 'GET', `/api/banks/balance?from=${daysFromNow(-10)}&to=${daysFromNow(0)}&groupBy=day&bank=${bank}`);
    expect(balance.banks[0]).toMatchObject({ opening: 0, closing: 170_000, temporary: 2 });
    // Delete the entries that paid nothing.
    expect(await call(admin, 'DELETE', `/api/banks/${bank}/entries`)).toEqual({ deleted: 2, kept: 0 });
  });
});

describe('rights', () => {
  it('staff without bank rights, agencies and customers are refused', async () => {
    const bank = await newBank('Rights bank');
    const e = await call<{ id: string }>(admin, 'POST', '/api/bankentries', { bank, date: daysFromNow(-1), amount: 100, purpose: 'x', status: 'temporary' });
    const b = await booking(100);
    for (const persona of ['limitedStaff', 'agency', 'customer'] as const) {
      const as = (method: string, url: string, body?: unknown) => api.call(method, url, { token: who[persona].token!, body });
      expect((await as('GET', `/api/banks/${bank}/entries`)).status, persona).toBe(403);
      expect((await as('GET', '/api/bankentries/temporary')).status, persona).toBe(403);
      expect((await as('POST', `/api/banks/${bank}/import/csv`, { file: 'eA==' })).status, persona).toBe(403);
      expect((await as('POST', `/api/bankentries/${e.id}/payments`, { booking: b.id })).status, persona).toBe(403);
      expect((await as('DELETE', `/api/banks/${bank}/entries`)).status, persona).toBe(403);
    }
    expect((await api.call('GET', '/api/bankentries/temporary')).status).toBe(401);
    expect((await detail(b.id)).paid).toBe(0);
  });
});
