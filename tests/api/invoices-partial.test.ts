// Partial credit notes and the split by guests (issue 16): a credit note for selected lines or a
// partial amount references the invoice and never changes it; the credit notes of an invoice
// never exceed it (per line and in total, 409 OVER_CREDIT); their tax adds up to the invoice's
// exactly; a cancellation credits what is left. splitInvoice { by: 'guest' } bills each guest
// with a customer record their own price lines.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, demo } from '../helpers/dates';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let erika: string;
let max: string;
let agency: string;

const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const customer = async (fullName: string) => (await json<{ id: string }>(await t.api.call('POST', '/api/customers', { token: t.admin, body: { fullName } }), 200)).id;

beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
  erika = await customer('Erika Mustermann');
  max = await customer('Max Muster');
  agency = (await json<{ id: string }>(await t.api.call('POST', '/api/agencies', { token: t.admin, body: { name: 'Blue Water Travel' } }), 200)).id;
  await t.api.call('POST', '/api/settings/group/company', { token: t.admin, body: { name: 'Tauchbasis Nord GmbH', city: 'Rostock', country: 'DE' } });
});

type TInv = {
  id: string; number: string; kind: string; total: number; net: number; tax: number; references: string | null; creditedBy: string | null;
  creditNotes: string[]; credited: number; recipient: { type: string; name: string; id: string | null };
  lines: { position: number; amount: number; quantity: number; unitPrice: number; text: string }[]; taxBreakdown: { rate: number; net: number; tax: number; gross: number }[];
};
let dayOffset = 0;
async function booking(guests: { customer?: string }[], opts: { agency?: string } = {}) {
  const from = addDays(demo('2027-09-01'), dayOffset);
  dayOffset += 4;
  const body = { customer: erika, agency: opts.agency, language: 'de', rooms: [{ room: rooms[0], dateFrom: from, dateTo: addDays(demo('2027-09-01'), dayOffset - 1), guests: guests.map((g) => ({ gender: 'u', ...g })) }] };
  return json<{ id: string; total: number }>(await t.api.call('POST', '/api/bookings', { token: t.admin, body }), 201);
}
const issue = async (id: string) => json<TInv>(await t.api.call('POST', `/api/bookings/${id}/invoice`, { token: t.admin, body: {} }), 201);
const credit = (id: string, body: Record<string, unknown>) => t.api.call('POST', `/api/invoices/${id}/creditNote`, { token: t.admin, body: { reason: 'Korrektur', ...body } });
const read = async (id: string) => json<TInv>(await t.api.call('GET', `/api/invoices/${id}`, { token: t.admin }), 200);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('partial credit notes', () => {
  it('credits part of a line, then an amount, refuses more than is left, and a full credit takes exactly the rest (tax too)', async () => {
    await json(await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { defaultTax: { value: 19, inclusive: true } } }), 200);
    try {
      const b = await booking([{}, {}]);
      const inv = await issue(b.id);
      expect(inv.lines.length).toBeGreaterThanOrEqual(2);
      const first = inv.lines[0];

      const part = await json<TInv>(await credit(inv.id, { lines: [{ position: first.position, amount: 1001 }] }), 201);
      expect(part).toMatchObject({ kind: 'credit_note', references: inv.id, total: -1001 });
      expect(part.lines).toEqual([expect.objectContaining({ position: first.position, amount: -1001, quantity: 1, unitPrice: -1001 })]);
      // The demo list's 14 % VAT inclusive (the booking's own tax, not the default; issue 32).
      expect(part.taxBreakdown).toEqual([expect.objectContaining({ rate: 14, gross: -1001, tax: -123, net: -878 })]);
      const after = await read(inv.id);
      expect(after).toMatchObject({ total: inv.total, creditedBy: null, credited: 1001, creditNotes: [part.number] });
      expect(after.lines).toEqual(inv.lines);
      // Still in force: the booking is not invoiced twice.
      expect((await t.api.call('POST', `/api/bookings/${b.id}/invoice`, { token: t.admin, body: {} })).status).toBe(409);

      // More than a line holds, more than the invoice holds: refused, nothing issued.
      for (const body of [{ lines: [{ position: first.position, amount: first.amount - 1000 }] }, { amount: inv.total - 1000 }, { amount: inv.total }]) {
        const res = await credit(inv.id, body);
        expect(res.status, JSON.stringify(body)).toBe(409);
        expect(await res.json()).toMatchObject({ statusCode: 409, message: 'OVER_CREDIT' });
      }
      expect((await credit(inv.id, { lines: [{ position: 99 }] })).status).toBe(400);
      expect((await credit(inv.id, { amount: 0 })).status).toBe(400);
      expect((await credit(inv.id, { amount: 5, lines: [{ position: 1 }] })).status).toBe(400);

      const byAmount = await json<TInv>(await credit(inv.id, { amount: 3333 }), 201);
      expect(byAmount.total).toBe(-3333);
      expect(sum(byAmount.lines.map((l) => l.amount))).toBe(-3333);
      const rest = inv.total - 1001 - 3333;
      const last = await json<TInv>(await credit(inv.id, {}), 201);
      expect(last.total).toBe(0 - rest);
      const all = [part, byAmount, last];
      expect(sum(all.map((c) => c.total))).toBe(0 - inv.total);
      expect(sum(all.map((c) => c.tax))).toBe(0 - inv.tax);
      expect(sum(all.map((c) => c.net))).toBe(0 - inv.net);
      for (const l of inv.lines) expect(sum(all.flatMap((c) => c.lines.filter((x) => x.position === l.position).map((x) => x.amount)))).toBe(0 - l.amount);
      expect(await read(inv.id)).toMatchObject({ creditedBy: last.number, credited: inv.total, creditNotes: all.map((c) => c.number) });
      const again = await credit(inv.id, { amount: 1 });
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toBe('ALREADY_CREDITED');
      // Reversed in full: the booking can be invoiced again.
      await issue(b.id);
    } finally {
      await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { defaultTax: null } });
    }
  });

  it('a cancellation credits what partial credit notes left; the finance list shows the invoice credited only then', async () => {
    const b = await booking([{}]);
    const inv = await issue(b.id);
    const part = await json<TInv>(await credit(inv.id, { amount: 500 }), 201);
    const list = async () => (await json<{ data: { id: string; status: string }[] }>(await t.api.call('GET', '/api/invoices', { token: t.admin }), 200)).data.find((r) => r.id === inv.id)!.status;
    expect(await list()).not.toBe('credited');
    await json(await t.api.call('POST', `/api/bookings/${b.id}/cancell`, { token: t.admin, body: { reason: 'customer', percent: 0 } }), 200);
    const { data } = await json<{ data: TInv[] }>(await t.api.call('GET', `/api/bookings/${b.id}/invoices`, { token: t.admin }), 200);
    const notes = data.filter((i) => i.kind === 'credit_note');
    expect(notes.map((n) => n.total).sort((a, z) => a - z)).toEqual([0 - (inv.total - 500), -500].sort((a, z) => a - z));
    expect(notes.map((n) => n.id)).toContain(part.id);
    expect(await list()).toBe('credited');
  });

  it('crediting a line against a discount that would take more than the invoice is refused', async () => {
    const b = await booking([{}]);
    await json(await t.api.call('POST', `/api/bookings/${b.id}/calculation`, { token: t.admin, body: { type: 'discount', text: 'Stammkunde', quantity: 1, unitPrice: -1000 } }), 200);
    const inv = await issue(b.id);
    expect(inv.lines.find((l) => l.text === 'Stammkunde')?.amount).toBe(-1000);
    const negatives = inv.lines.filter((l) => l.amount < 0).map((l) => ({ position: l.position }));
    const positives = inv.lines.filter((l) => l.amount > 0).map((l) => ({ position: l.position }));
    const res = await credit(inv.id, { lines: positives });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('OVER_CREDIT');
    const both = await json<TInv>(await credit(inv.id, { lines: [...positives, ...negatives] }), 201);
    expect(both.total).toBe(0 - inv.total);
  });
});

describe('split by guests', () => {
  it('bills each guest with a customer record their own lines; the rest goes to the booking\'s customer first', async () => {
    const b = await booking([{ customer: erika }, { customer: max }]);
    const { data } = await json<{ data: TInv[] }>(await t.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: t.admin, body: { by: 'guest' } }), 201);
    expect(data.map((i) => i.recipient.name)).toEqual(['Erika Mustermann', 'Max Muster']);
    expect(data.map((i) => i.recipient.id)).toEqual([erika, max]);
    expect(data[0].total + data[1].total).toBe(b.total);
    expect(data[1].total).toBeGreaterThan(0);
    expect(sum(data[1].lines.map((l) => l.amount))).toBe(data[1].total);
    // Already invoiced now.
    expect((await t.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: t.admin, body: { by: 'guest' } })).status).toBe(409);
  });

  it('sends the rest to the agency when asked; one recipient only is 409 NOTHING_TO_SPLIT', async () => {
    const b = await booking([{ customer: max }, {}], { agency });
    const { data } = await json<{ data: TInv[] }>(await t.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: t.admin, body: { by: 'guest', rest: 'agency' } }), 201);
    expect(data.map((i) => [i.recipient.type, i.recipient.name])).toEqual([['agency', 'Blue Water Travel'], ['customer', 'Max Muster']]);
    expect(data[0].total + data[1].total).toBe(b.total);
    const single = await booking([{ customer: erika }, {}]);
    const res = await t.api.call('POST', `/api/bookings/${single.id}/splitInvoice`, { token: t.admin, body: { by: 'guest' } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe('NOTHING_TO_SPLIT');
    expect((await t.api.call('POST', `/api/bookings/${single.id}/splitInvoice`, { token: t.admin, body: { by: 'room' } })).status).toBe(400);
  });
});
