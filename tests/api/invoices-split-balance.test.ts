// Issue 32 items 4 and 7: a split never issues an invoice with a negative total (409 NEGATIVE_PART,
// the part named); a guest's discount goes onto that guest's invoice; each payment is counted on
// the document that lists it. One balance (bookings/balance.ts): the payment QR code, the booking
// confirmation and the invoice ask for the same amount, on-site items and desk payments included;
// the confirmation of an agency booking does not show the agency's commission.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let agency: string;
let anna: string;
let ben: string;
let carl: string;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const call = async <T>(method: string, path: string, body?: unknown, status = 200): Promise<T> => {
  const res = await t.api.call(method, path, { token: t.admin, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
type TInv = {
  id: string; total: number; paidAmount: number; amountDue: number; recipient: { type: string; name: string; id: string | null };
  payments: { id: string; amount: number }[]; lines: { text: string; amount: number }[];
};
type TBooking = { id: string; total: number; bookingNo: string | null; offerNo: string | null; rooms: { id: string; room: string }[] };

beforeAll(async () => {
  rooms = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)).map((x) => x.id);
  agency = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM agencies WHERE name = 'Tauchreisen Nord GmbH'`))[0].id;
  await t.api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
  await call('POST', '/api/settings/group/company', {
    name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
    iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
  });
  anna = (await call<{ id: string }>('POST', '/api/customers', { fullName: 'Anna Gast' })).id;
  ben = (await call<{ id: string }>('POST', '/api/customers', { fullName: 'Ben Gast' })).id;
  carl = (await call<{ id: string }>('POST', '/api/customers', { fullName: 'Carl Bucher' })).id;
  // Anna's own discount: a per-person special only she matches (a 'special' line of her guest).
  await call('POST', '/api/specials', { status: 'active', reduce: 'room price', name: 'Anna 10 %', autoAdd: true, discount: 'PerCent', discountValue: 10, appliesTo: 'Person',
    rule: [{ criteria: 'Customers', operator: 'IsIn', value: [anna] }] });
});

let week = 0;
async function booking(opts: { customer: string; agency?: string; language?: string; room?: number }): Promise<TBooking> {
  // A week of its own: three a month from September, in the second standard room (the first: opts.room).
  const from = demo(`2027-${String(9 + Math.floor(week / 3)).padStart(2, '0')}-${String(1 + 7 * (week % 3)).padStart(2, '0')}`);
  const room = rooms[opts.room ?? 1];
  week += 1;
  const to = new Date(Date.parse(`${from}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  return call<TBooking>('POST', '/api/bookings', { customer: opts.customer, agency: opts.agency, language: opts.language ?? 'de',
    rooms: [{ room, dateFrom: from, dateTo: to, guests: [{ gender: 'f', customer: anna }, { gender: 'm', customer: ben }] }] }, 201);
}
const split = (id: string, body: unknown) => t.api.call('POST', `/api/bookings/${id}/splitInvoice`, { token: t.admin, body });
const pdfText = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text.replace(/\s+/g, ' ');
};
/** 1234.5 EUR minor units as the German documents print them. */
const de = (minor: number) => `${new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(minor / 100)}`;

describe('split by guest', () => {
  it('puts each guest\'s discount on that guest\'s invoice and counts each payment where it is listed', async () => {
    const b = await booking({ customer: carl });
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Transfer', quantity: 1, unitPrice: 5000 });
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 20000, method: 'cash' });
    const [deposit] = rowsOf<{ id: string }>(await t.api.handle.db.execute(sql`SELECT id FROM payments WHERE booking = ${b.id}`));
    const detail = await call<{ total: number }>('GET', `/api/bookings/${b.id}/detail`);
    const res = await split(b.id, { by: 'guest' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = (await res.json()) as { data: TInv[] };
    expect(data.map((i) => i.recipient.id)).toEqual([carl, anna, ben]);
    const [rest, annaInv, benInv] = data;
    expect(rest.lines.map((l) => l.text)).toEqual(['Transfer']);
    // Anna's 10 % is on her invoice, not on the rest's: she pays her price less her discount.
    expect(annaInv.lines.map((l) => l.text)).toContain('Anna 10 %');
    expect(annaInv.total).toBe(51800 - 5180);
    expect(benInv.total).toBe(51800);
    expect(sum(data.map((i) => i.total))).toBe(detail.total);
    for (const inv of data) {
      expect(inv.total).toBeGreaterThanOrEqual(0);
      // What an invoice counts as paid is what it lists, and nothing else.
      expect(sum(inv.payments.map((p) => p.amount)), inv.recipient.name).toBe(inv.paidAmount);
      expect(inv.amountDue).toBe(inv.total - inv.paidAmount);
    }
    expect(sum(data.map((i) => i.paidAmount))).toBe(20000);
    expect(rest).toMatchObject({ paidAmount: 5000, amountDue: 0, payments: [expect.objectContaining({ id: deposit.id, amount: 5000 })] });
    expect(annaInv).toMatchObject({ paidAmount: 15000, payments: [expect.objectContaining({ id: deposit.id, amount: 15000 })] });
    expect(benInv).toMatchObject({ paidAmount: 0, payments: [] });
  });

  it('never issues an invoice with a negative total: 409 NEGATIVE_PART in the error shape, nothing issued', async () => {
    // The agency's part would hold only its commission (negative).
    const b = await booking({ customer: anna, agency });
    const res = await split(b.id, { by: 'guest', rest: 'agency' });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { statusCode: number; message: string; description?: string };
    expect(body).toMatchObject({ statusCode: 409, message: 'NEGATIVE_PART' });
    expect(body.description).toMatch(/Tauchreisen Nord GmbH/);
    expect((await call<{ data: unknown[] }>('GET', `/api/bookings/${b.id}/invoices`)).data).toEqual([]);

    // A discount of the booking (no guest) larger than what the rest's own lines hold.
    const c = await booking({ customer: carl });
    await call('POST', `/api/bookings/${c.id}/calculation`, { type: 'cost', text: 'Transfer', quantity: 1, unitPrice: 5000 });
    await call('POST', `/api/bookings/${c.id}/calculation`, { type: 'discount', text: 'Treue', quantity: 1, unitPrice: -8000 });
    expect(((await (await split(c.id, { by: 'guest' })).json()) as { message: string }).message).toBe('NEGATIVE_PART');
    // The same by parts.
    const lines = (await call<{ calculation: { id: string; amount: number }[] }>('GET', `/api/bookings/${c.id}/detail`)).calculation;
    const neg = lines.filter((l) => l.amount < 0).map((l) => l.id);
    const pos = lines.filter((l) => l.amount >= 0).map((l) => l.id);
    const byParts = await split(c.id, { parts: [{ recipient: 'customer', lines: pos }, { recipient: 'customer', customer: ben, lines: neg }] });
    expect(byParts.status).toBe(409);
    expect(((await byParts.json()) as { message: string }).message).toBe('NEGATIVE_PART');
    // One invoice of it all is fine.
    expect((await call<TInv>('POST', `/api/bookings/${c.id}/invoice`, {}, 201)).total).toBeGreaterThan(0);
  });
});

describe('one balance', () => {
  it('the payment QR code, the confirmation and the invoice ask for the same amount, on-site items included', async () => {
    const b = await booking({ customer: carl, room: 0 });
    await call('POST', `/api/bookings/${b.id}/confirm`);
    const d = await call<TBooking>('GET', `/api/bookings/${b.id}/detail`);
    const roomId = d.rooms[0].room;
    await call('POST', `/api/bookings/${b.id}/onsite/${roomId}`, { text: 'Wäsche', unitPrice: 700, quantity: 2, taxPercent: 7 });
    const bill = await call<{ items: { id: string }[] }>('POST', `/api/bookings/${b.id}/onsite/${roomId}`, { idx: 1, text: 'Nitrox', unitPrice: 1000, taxPercent: 19 });
    await call('POST', `/api/bookings/${b.id}/onsite/payment`, { items: [bill.items.at(-1)!.id], method: 'card' });
    await call('POST', `/api/bookings/${b.id}/payment`, { amount: 10000, method: 'cash' });
    const open = d.total + 1400 + 1000 - 1000 - 10000;

    const qr = await call<{ amount: number; payload: string }>('POST', `/api/bookings/${b.id}/paymentqrcode`);
    expect(qr.amount).toBe(open);
    expect(qr.payload.split('\n')[7]).toBe(`EUR${Math.floor(open / 100)}.${String(open % 100).padStart(2, '0')}`);
    const conf = await pdfText(await t.api.call('GET', `/api/bookings/${b.id}/download?template=confirmation`, { token: t.admin }));
    expect(conf).toContain('Wäsche');
    expect(conf).toContain(de(open));
    const inv = await call<TInv>('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    expect(inv.amountDue).toBe(open);
    expect(inv.total).toBe(d.total + 2400);
  });

  it('the confirmation of an agency booking shows the price without the agency\'s commission', async () => {
    const b = await booking({ customer: anna, agency });
    const detail = await call<{ total: number; calculation: { type: string; amount: number }[] }>('GET', `/api/bookings/${b.id}/detail`);
    const commission = detail.calculation.find((l) => l.type === 'commission')!;
    expect(commission.amount).toBeLessThan(0);
    const conf = await pdfText(await t.api.call('GET', `/api/bookings/${b.id}/download?template=confirmation`, { token: t.admin }));
    expect(conf).not.toMatch(/Provision/);
    expect(conf).not.toContain(de(-commission.amount));
    expect(conf).not.toContain(de(detail.total));
    expect(conf).toContain(de(detail.total - commission.amount));
  });
});

describe('exports and credit notes', () => {
  it('the invoice CSV starts with the byte-order mark, as every export does', async () => {
    const b = await booking({ customer: carl });
    await call('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    const res = await t.api.call('GET', '/api/invoices/csv', { token: t.admin });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(/^number,kind,/);
  });

  it('a credit note\'s line keeps the quantity and unit price of the line it credits, pro rata for a part', async () => {
    const b = await booking({ customer: carl });
    const inv = await call<Omit<TInv, 'lines'> & { lines: { position: number; quantity: number; unitPrice: number; amount: number; text: string }[] }>('POST', `/api/bookings/${b.id}/invoice`, {}, 201);
    const room = inv.lines.find((l) => l.quantity === 7)!;
    const two = await call<typeof inv>('POST', `/api/invoices/${inv.id}/creditNote`, { reason: 'Zwei Nächte früher abgereist', lines: [{ position: room.position, amount: 2 * room.unitPrice }] }, 201);
    expect(two.lines).toEqual([expect.objectContaining({ position: room.position, quantity: 2, unitPrice: -room.unitPrice, amount: -2 * room.unitPrice })]);
    const rest = await call<typeof inv>('POST', `/api/invoices/${inv.id}/creditNote`, { reason: 'Storno' }, 201);
    expect(rest.lines.find((l) => l.position === room.position)).toMatchObject({ quantity: 5, unitPrice: -room.unitPrice, amount: -5 * room.unitPrice });
  });
});
