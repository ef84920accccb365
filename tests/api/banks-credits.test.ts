// Banks (issue 36): a bank transfer that tops up an agency's or a customer's credit. Suggested when
// the payer or purpose names an agency; confirmed through POST /api/bankentries/{id}/payments with
// `credit` (a new credit of the agency, or an existing one, in part); the credits module writes the
// ledger; undone exactly by a correction entry of the credit (append-only), refused when the money
// is spent; money out, another currency, rate or fee line, and callers without rights are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { daysFromNow } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';
import { userWith } from './resources-fixtures';

type TMatch = { id: string; kind: string; amount: number; credit: string | null; creditEntry: string | null; payment: string | null };
type TSuggestion = { confidence: number; reasons: string[]; lines: unknown[]; credit?: { agency: string; agencyName: string; amount: number } };
type TEntry = { id: string; amount: number; status: string; rest: number; matches: TMatch[]; suggestions?: TSuggestion[] };
type TCredit = { id: string; agency: string | null; customer: string | null; currency: string; source: string; balance: number; issued: number; entries: { id: string; kind: string; amount: number }[] };

const t = apiFile({ personas: true });
let bank: string;
let agency: string;

async function call<T = unknown>(token: string | null, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await t.api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

async function refused(method: string, path: string, body: unknown, status: number, code?: string, token = t.admin) {
  const res = await t.api.call(method, path, { token, body });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  if (code) expect((JSON.parse(text) as { message: string }).message).toBe(code);
}

async function entry(amount: number, purpose: string, counterparty: string, currency = 'EUR'): Promise<TEntry> {
  const e = await call<{ id: string }>(t.admin, 'POST', '/api/bankentries', { bank, date: daysFromNow(-1), amount, currency, purpose, counterparty, status: 'temporary' });
  return (await call<{ data: TEntry[] }>(t.admin, 'GET', `/api/bankentries/temporary?bank=${bank}&size=0`)).data.find((x) => x.id === e.id)!;
}

const credit = (id: string) => call<TCredit>(t.admin, 'GET', `/api/credits/${id}`);

beforeAll(async () => {
  bank = (await call<{ id: string }>(t.admin, 'POST', '/api/banks', { name: 'Credit top-ups', bankName: 'Sparkasse', iban: 'DE89370400440532013000', currency: 'EUR' })).id;
  agency = (await call<{ id: string }>(t.admin, 'POST', '/api/agencies', { name: 'Blue Lagoon Travel', currency: 'EUR' })).id;
}, 120_000);

describe('a bank transfer tops up a credit', () => {
  it('suggested by the agency\'s name; a new credit, then a part into it; undone by a correction entry', async () => {
    const e = await entry(50_000, 'Vorauszahlung Guthaben', 'BLUE LAGOON TRAVEL GMBH');
    const suggestion = e.suggestions!.find((s) => s.reasons.includes('agency'));
    expect(suggestion).toMatchObject({ lines: [], credit: { agency, agencyName: 'Blue Lagoon Travel', amount: 50_000 } });

    const matched = await call<TEntry>(t.admin, 'POST', `/api/bankentries/${e.id}/payments`, { credit: { agency } });
    expect(matched).toMatchObject({ status: 'matched', rest: 0, matches: [{ kind: 'credit', amount: 50_000, payment: null }] });
    const line = matched.matches[0];
    const c = await credit(line.credit!);
    expect(c).toMatchObject({ agency, currency: 'EUR', source: 'manual', balance: 50_000, entries: [{ id: line.creditEntry, kind: 'issue', amount: 50_000 }] });

    // 100.00 of a second transfer into the same credit; the entry waits with the rest.
    const e2 = await entry(30_000, 'Blue Lagoon Travel Nachzahlung', 'Blue Lagoon');
    const part = await call<TEntry>(t.admin, 'POST', `/api/bankentries/${e2.id}/payments`, { credit: { id: c.id }, amount: 10_000 });
    expect(part).toMatchObject({ status: 'temporary', rest: 20_000, matches: [{ kind: 'credit', amount: 10_000, credit: c.id }] });
    expect((await credit(c.id)).balance).toBe(60_000);
    await refused('POST', `/api/bankentries/${e2.id}/payments`, { credit: { id: c.id }, amount: 25_000 }, 409, 'BANK_ENTRY_OVERBOOKED');

    // Undo: a correction of minus the top-up, the entry as before; the top-up's entry stays.
    const undone = await call<TEntry>(t.admin, 'DELETE', `/api/bankentries/${e2.id}/payments/${part.matches[0].creditEntry}`);
    expect(undone).toMatchObject({ status: 'temporary', rest: 30_000, matches: [] });
    const back = await credit(c.id);
    expect(back.balance).toBe(50_000);
    expect(back.entries.map((x) => [x.kind, x.amount])).toEqual([['issue', 50_000], ['issue', 10_000], ['correction', -10_000]]);
    await refused('DELETE', `/api/bankentries/${e2.id}/payments/${part.matches[0].creditEntry}`, undefined, 404);
  });

  it('an undo is refused once the money is spent; a customer\'s credit; money out and other currencies are refused', async () => {
    const e = await entry(20_000, 'Guthaben', 'Blue Lagoon Travel');
    const matched = await call<TEntry>(t.admin, 'POST', `/api/bankentries/${e.id}/payments`, { credit: { agency } });
    const c = await credit(matched.matches[0].credit!);
    const room = (await call<{ id: string }>(t.admin, 'POST', '/api/rooms', { name: 'Top-up room', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 2 })).id;
    const b = await call<{ id: string; total: number }>(t.admin, 'POST', '/api/bookings', {
      state: 'planned', resort: DEMO_RESORT_ID, agency, rooms: [{ room, dateFrom: daysFromNow(80), dateTo: daysFromNow(81), guests: [{ gender: 'u' }] }],
    }, 201);
    await call(t.admin, 'POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: 15_000 - b.total });
    await call(t.admin, 'POST', `/api/credits/${c.id}/apply/${b.id}`, {});
    await refused('DELETE', `/api/bankentries/${e.id}/payments/${matched.matches[0].creditEntry}`, undefined, 409, 'CREDIT_INSUFFICIENT');
    const still = await call<{ data: TEntry[] }>(t.admin, 'GET', `/api/banks/${bank}/entries?size=0`);
    expect(still.data.find((x) => x.id === e.id)).toMatchObject({ status: 'matched', matches: [{ kind: 'credit' }] });
    expect((await credit(c.id)).balance).toBe(5_000);

    const forCustomer = await entry(7_500, 'Gutschein', 'Jane Doe');
    const topped = await call<TEntry>(t.admin, 'POST', `/api/bankentries/${forCustomer.id}/payments`, { credit: { customer: DEMO_CUSTOMER_ID } });
    expect(await credit(topped.matches[0].credit!)).toMatchObject({ customer: DEMO_CUSTOMER_ID, balance: 7_500 });

    const out = await entry(-5_000, 'Blue Lagoon Travel refund', 'Blue Lagoon Travel');
    expect(out.suggestions!.some((s) => s.credit)).toBe(false);
    await refused('POST', `/api/bankentries/${out.id}/payments`, { credit: { agency } }, 409, 'BANK_CREDIT_MONEY_OUT');
    const usd = await entry(9_000, 'Blue Lagoon Travel', 'Blue Lagoon Travel', 'USD');
    await refused('POST', `/api/bankentries/${usd.id}/payments`, { credit: { id: c.id } }, 409, 'CREDIT_CURRENCY');
    expect((await credit(c.id)).balance).toBe(5_000);
    await refused('POST', `/api/bankentries/${usd.id}/payments`, { credit: { agency }, rate: '0.9' }, 400);
    await refused('POST', `/api/bankentries/${usd.id}/payments`, { credit: { agency, customer: DEMO_CUSTOMER_ID } }, 400);
    await refused('POST', `/api/bankentries/${usd.id}/payments`, { credit: { agency } }, 403, undefined, t.who.agency.token!);
    // Bank rights alone do not write an agency's credit: the credits module asks agencies.update.
    const finance = await userWith(t.api, ['banks.read', 'banks.update', 'bankentries.read', 'bankentries.update', 'agencies.read']);
    const eur = await entry(1_000, 'Blue Lagoon Travel', 'Blue Lagoon Travel');
    await refused('POST', `/api/bankentries/${eur.id}/payments`, { credit: { agency } }, 403, undefined, finance);
    expect((await call<{ data: TEntry[] }>(t.admin, 'GET', `/api/banks/${bank}/entries?size=0`)).data.find((x) => x.id === eur.id)).toMatchObject({ rest: 1_000, matches: [] });
  });
});
