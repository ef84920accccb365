// Invoices and credit notes (issue 16) through the API: issue from a booking, gapless numbers in
// the company's format, split among recipients, credit notes (by call and by a cancellation),
// invoiced payments that cannot be removed, the finance list and CSV, access, the public link,
// the payment QR code, and the PDFs read back (text, numbers, odd guest names).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openLinks } from '../../upstream/modules/mail/sealed-links';
import { addDays, daysFromNow, demo, yearFromNow } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { userWith } from './resources-fixtures';
import { epcPayload } from '../../upstream/modules/invoices/epc-qr';
import { apiFile } from '../helpers/api-file';

const fx = apiFile();
let rooms: string[];
let customer: string;
let agency: string;
const ODD = 'Zoë Ångström-Łukasiewicz 🐠 李小龍 \u202Eevil\u202C ' + 'W'.repeat(200);

beforeAll(async () => {
  const r = await fx.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
  const c = await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: 'Erika Mustermann', email: 'erika@example.com', address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } } });
  customer = ((await c.json()) as { id: string }).id;
  const a = await fx.api.call('POST', '/api/agencies', { token: fx.admin, body: { name: 'Blue Water Travel', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE' } });
  agency = ((await a.json()) as { id: string }).id;
  const s = await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: {
    name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
    iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH', invoiceFooter: 'Danke für Ihren Besuch!',
    invoiceNumberFormat: 'RE-{YYYY}-{NNNN}', paymentDueDays: 10,
  } });
  expect(s.status, await s.clone().text()).toBe(200);
});

type TInv = {
  id: string; number: string; kind: string; total: number; net: number; tax: number; paidAmount: number; amountDue: number; dueDate: string; issueDate: string;
  references: string | null; creditedBy: string | null; recipient: { type: string; name: string; city?: string }; lines: { amount: number; text: string }[];
  taxBreakdown: { rate: number; net: number; tax: number; gross: number }[]; payments: { id: string }[];
};
const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
let dayOffset = 0;
async function booking(opts: { customer?: string; agency?: string; language?: string; guests?: number } = {}) {
  // The seeded price list's low season (74.00 per person and night), as bookings-money.test.ts.
  const from = addDays(demo('2027-06-01'), dayOffset);
  dayOffset += 3;
  const body = { customer: opts.customer ?? customer, agency: opts.agency, language: opts.language ?? 'de', rooms: [{ room: rooms[0], dateFrom: from, dateTo: addDays(demo('2027-06-01'), dayOffset - 1), guests: Array.from({ length: opts.guests ?? 2 }, () => ({ gender: 'u' })) }] };
  return json<{ id: string; total: number; bookingNo: string | null; offerNo: string | null; calculation: { id: string; amount: number }[] }>(await fx.api.call('POST', '/api/bookings', { token: fx.admin, body }), 201);
}
const issue = async (id: string, body: Record<string, unknown> = {}, status = 201) => json<TInv>(await fx.api.call('POST', `/api/bookings/${id}/invoice`, { token: fx.admin, body }), status);
const year = () => yearFromNow(0);

describe('issuing', () => {
  it('issues an immutable invoice of all lines with the company format, the recipient\'s address and due date', async () => {
    const b = await booking();
    expect(b.total).toBeGreaterThan(0);
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/payment`, { token: fx.admin, body: { amount: 1000, method: 'cash' } }), 200);
    const inv = await issue(b.id);
    expect(inv.number).toMatch(new RegExp(`^RE-${year()}-\\d{4}$`));
    expect(inv).toMatchObject({ kind: 'invoice', total: b.total, paidAmount: 1000, amountDue: b.total - 1000, recipient: { type: 'customer', name: 'Erika Mustermann', city: 'Berlin' } });
    expect(inv.lines.reduce((s, l) => s + l.amount, 0)).toBe(b.total);
    expect(inv.net + inv.tax).toBe(inv.total);
    // Due when the terms' schedule wants the whole total (its last part: the default terms' rest).
    const schedule = await json<{ items: { dueDate: string }[] }>(await fx.api.call('GET', `/api/terms/calculate/${b.id}`, { token: fx.admin }), 200);
    expect(inv.dueDate).toBe(schedule.items.at(-1)!.dueDate);
    expect(inv.payments).toHaveLength(1);
    // A second invoice while this one is in force: 409.
    const again = await fx.api.call('POST', `/api/bookings/${b.id}/invoice`, { token: fx.admin, body: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe('ALREADY_INVOICED');
    // Readable by id and by number, listed on the booking.
    expect((await json<TInv>(await fx.api.call('GET', `/api/invoices/${inv.number}`, { token: fx.admin }), 200)).id).toBe(inv.id);
    expect((await json<{ data: TInv[] }>(await fx.api.call('GET', `/api/bookings/${b.id}/invoices`, { token: fx.admin }), 200)).data.map((i) => i.id)).toEqual([inv.id]);
  });

  it('numbers are consecutive without gaps, also after a refused issue', async () => {
    const a = await issue((await booking()).id);
    const empty = await json<{ id: string }>(await fx.api.call('POST', '/api/bookings', { token: fx.admin, body: { customer, rooms: [] } }), 201);
    expect((await fx.api.call('POST', `/api/bookings/${empty.id}/invoice`, { token: fx.admin, body: {} })).status).toBe(409);
    const b = await issue((await booking()).id);
    expect(Number(b.number.slice(-4))).toBe(Number(a.number.slice(-4)) + 1);
  });

  it('splits the lines among the agency and a guest; every line in exactly one part', async () => {
    const b = await booking({ agency });
    const detail = await json<{ total: number; calculation: { id: string; amount: number; source: string }[] }>(await fx.api.call('POST', `/api/bookings/${b.id}/calculation`, { token: fx.admin, body: { type: 'addon', text: 'Nitrox course', unitPrice: 15000 } }), 200);
    const extra = detail.calculation.filter((l) => l.source === 'manual').map((l) => l.id);
    const rest = detail.calculation.filter((l) => l.source !== 'manual').map((l) => l.id);
    const bad = await fx.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: fx.admin, body: { parts: [{ recipient: 'agency', lines: rest }, { recipient: 'customer', lines: rest }] } });
    expect(bad.status).toBe(400);
    const missing = await fx.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: fx.admin, body: { parts: [{ recipient: 'agency', lines: rest.slice(0, 1) }, { recipient: 'customer', lines: extra }] } });
    expect(rest.length > 1 ? missing.status : 400).toBe(400);
    const { data } = await json<{ data: TInv[] }>(await fx.api.call('POST', `/api/bookings/${b.id}/splitInvoice`, { token: fx.admin, body: { parts: [{ recipient: 'agency', lines: rest }, { recipient: 'customer', lines: extra }] } }), 201);
    expect(data.map((i) => i.recipient.type)).toEqual(['agency', 'customer']);
    expect(data[0].recipient.name).toBe('Blue Water Travel');
    expect(data[1].total).toBe(15000);
    expect(data[0].total + data[1].total).toBe(detail.total);
    expect(Number(data[1].number.slice(-4))).toBe(Number(data[0].number.slice(-4)) + 1);
  });

  it('the price list\'s inclusive tax is shown in the breakdown (not the general default): net + tax = gross, rounded once', async () => {
    await json(await fx.api.call('POST', '/api/settings/group/general', { token: fx.admin, body: { defaultTax: { value: 19, inclusive: true } } }), 200);
    try {
      const b = await booking();
      const inv = await issue(b.id);
      expect(inv.taxBreakdown).toHaveLength(1);
      const t = inv.taxBreakdown[0];
      // The demo list's 14 % VAT inclusive, as the booking shows it (issue 32).
      expect(t.rate).toBe(14);
      expect(t.gross).toBe(b.total);
      expect(t.tax).toBe(Math.round((b.total * 14) / 114));
      expect(t.net + t.tax).toBe(t.gross);
      expect(inv).toMatchObject({ total: b.total, tax: t.tax, net: b.total - t.tax });
    } finally {
      await fx.api.call('POST', '/api/settings/group/general', { token: fx.admin, body: { defaultTax: null } });
    }
  });
});

describe('credit notes', () => {
  it('a credit note reverses the invoice in full; the booking can be invoiced again', async () => {
    const b = await booking();
    const inv = await issue(b.id);
    const cn = await json<TInv>(await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: { reason: 'Room changed' } }), 201);
    expect(cn.number).toMatch(new RegExp(`^GS-${year()}-\\d{5}$`));
    expect(cn).toMatchObject({ kind: 'credit_note', references: inv.id, total: 0 - inv.total, net: 0 - inv.net, tax: 0 - inv.tax });
    expect(cn.lines.map((l) => l.amount)).toEqual(inv.lines.map((l) => 0 - l.amount));
    expect((await json<TInv>(await fx.api.call('GET', `/api/invoices/${inv.id}`, { token: fx.admin }), 200)).creditedBy).toBe(cn.number);
    const twice = await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: { reason: 'again' } });
    expect(twice.status).toBe(409);
    expect((await fx.api.call('POST', `/api/invoices/${cn.id}/creditNote`, { token: fx.admin, body: { reason: 'x' } })).status).toBe(409);
    expect((await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: {} })).status).toBe(400);
    const next = await issue(b.id);
    expect(next.number).not.toBe(inv.number);
  });

  it('a cancellation issues the credit note of the invoice in force', async () => {
    const b = await booking();
    const inv = await issue(b.id);
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/cancell`, { token: fx.admin, body: { reason: 'customer', percent: 20 } }), 200);
    const { data } = await json<{ data: TInv[] }>(await fx.api.call('GET', `/api/bookings/${b.id}/invoices`, { token: fx.admin }), 200);
    const cn = data.find((i) => i.kind === 'credit_note')!;
    expect(cn).toMatchObject({ references: inv.id, total: 0 - inv.total });
    // Its reason as the guest reads it, in the invoice's language (not the code 'cancellation').
    expect((cn as unknown as { reason: string }).reason).toBe(`Stornierung der Buchung ${b.bookingNo ?? b.offerNo} (Rechnung ${inv.number})`);
    // The fee can then be invoiced: one line, the fee, not the whole stay taken back again.
    const fee = await issue(b.id);
    expect(fee.total).toBe(Math.round(b.total * 0.2));
    expect(fee.lines).toHaveLength(1);
    expect(fee.lines[0]).toMatchObject({ amount: Math.round(b.total * 0.2), text: expect.stringMatching(/Storno/) });
  });
});

describe('payments listed on an invoice', () => {
  it('cannot be removed (409 PAYMENT_INVOICED); payments after the invoice can', async () => {
    const b = await booking();
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/payment`, { token: fx.admin, body: { amount: 2000 } }), 200);
    await issue(b.id);
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/payment`, { token: fx.admin, body: { amount: 500 } }), 200);
    const list = await json<{ data: { id: string; amount: number }[] }>(await fx.api.call('GET', `/api/payments?filter=${encodeURIComponent(JSON.stringify({ booking: b.id }))}`, { token: fx.admin }), 200);
    const invoiced = list.data.find((p) => p.amount === 2000)!;
    const later = list.data.find((p) => p.amount === 500)!;
    const res = await fx.api.call('DELETE', `/api/bookings/${b.id}/payment/${invoiced.id}`, { token: fx.admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ statusCode: 409, message: 'PAYMENT_INVOICED', error: expect.any(String), path: expect.any(String), timestamp: expect.any(String) });
    expect((await fx.api.call('DELETE', `/api/payments/${invoiced.id}`, { token: fx.admin })).status).toBe(409);
    expect((await fx.api.call('DELETE', `/api/bookings/${b.id}/payment/${later.id}`, { token: fx.admin })).status).toBe(200);
  });
});

describe('access', () => {
  it('without bookings.update nobody issues; a stranger sees 404; the booking\'s customer reads it', async () => {
    const b = await booking();
    const reader = await userWith(fx.api, ['bookings.read']);
    expect((await fx.api.call('POST', `/api/bookings/${b.id}/invoice`, { token: reader, body: {} })).status).toBe(403);
    const inv = await issue(b.id);
    expect((await fx.api.call('GET', `/api/invoices/${inv.id}`, { token: reader })).status).toBe(200);
    const nobody = await userWith(fx.api, ['media.read']);
    expect((await fx.api.call('GET', `/api/invoices/${inv.id}`, { token: nobody })).status).toBe(403);
    expect((await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: reader, body: { reason: 'x' } })).status).toBe(403);
    expect((await fx.api.call('GET', '/api/invoices/RE-0000-0000', { token: fx.admin })).status).toBe(404);
    expect((await fx.api.call('GET', `/api/invoices/${inv.id}`)).status).toBe(401);
  });
});

describe('finance list', () => {
  it('lists invoices and credit notes with filters, totals and CSV', async () => {
    const b = await booking({ agency });
    const inv = await issue(b.id, { recipient: 'agency' });
    const all = await json<{ data: { id: string; status: string; overdue: boolean; total: number; currency: string }[]; totals: { currency: string; total: number }[] }>(await fx.api.call('GET', '/api/invoices', { token: fx.admin }), 200);
    expect(all.data.find((r) => r.id === inv.id)).toMatchObject({ status: 'open', overdue: false });
    expect(all.totals.find((t) => t.currency === 'EUR')!.total).toBe(all.data.filter((r) => r.currency === 'EUR').reduce((s, r) => s + r.total, 0));
    const byAgency = await json<{ data: { id: string }[] }>(await fx.api.call('GET', `/api/invoices?agency=${agency}`, { token: fx.admin }), 200);
    expect(byAgency.data.map((r) => r.id)).toContain(inv.id);
    expect(byAgency.data.every((r) => all.data.some((x) => x.id === r.id))).toBe(true);
    const credits = await json<{ data: { kind: string }[] }>(await fx.api.call('GET', '/api/invoices?kind=credit_note', { token: fx.admin }), 200);
    expect(credits.data.length).toBeGreaterThan(0);
    expect(credits.data.every((r) => r.kind === 'credit_note')).toBe(true);
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/payment`, { token: fx.admin, body: { amount: b.total } }), 200);
    const paid = await json<{ data: { id: string }[] }>(await fx.api.call('GET', '/api/invoices?status=paid', { token: fx.admin }), 200);
    expect(paid.data.map((r) => r.id)).toContain(inv.id);
    const future = await json<{ data: unknown[] }>(await fx.api.call('GET', `/api/invoices?from=${daysFromNow(400)}`, { token: fx.admin }), 200);
    expect(future.data).toHaveLength(0);
    expect((await json<{ data: unknown[] }>(await fx.api.call('GET', '/api/invoices?overdue=1', { token: fx.admin }), 200)).data).toHaveLength(0);
    const csv = await fx.api.call('GET', `/api/invoices/csv?agency=${agency}`, { token: fx.admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('number,kind,issueDate,dueDate,booking,recipient,currency,net,tax,total,status,overdue');
    expect(text).toContain(`${inv.number},invoice,`);
    expect((await fx.api.call('GET', '/api/invoices?from=not-a-date', { token: fx.admin })).status).toBe(400);
    // The operator's books only: a customer or an agency reads invoices on its own bookings.
    const agencyUser = await userWith(fx.api, ['agencies.self']);
    expect((await fx.api.call('GET', '/api/invoices', { token: agencyUser })).status).toBe(403);
    expect((await fx.api.call('GET', '/api/invoices/csv', { token: agencyUser })).status).toBe(403);
  });
});

describe('documents', () => {
  it('the invoice PDF reads back with its number, amounts, company and footer; odd guest text does not break it', async () => {
    const odd = await json<{ id: string }>(await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: ODD, address: { street: '١٢٣ شارع', city: 'Ørsted\u0000' } } }), 200)
      .catch(async () => json<{ id: string }>(await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: ODD, address: { street: '١٢٣ شارع', city: 'Ørsted' } } }), 200));
    const b = await booking({ customer: odd.id });
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/calculation`, { token: fx.admin, body: { type: 'cost', text: `Extra 🎉 ${'Ü'.repeat(190)}`, unitPrice: 1234 } }), 200);
    const inv = await issue(b.id);
    const res = await fx.api.call('GET', `/api/invoices/${inv.id}/pdf`, { token: fx.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // An issued document is drawn once (invoices/pdf-cache.ts): asked again, the very same bytes,
    // its creation date included (a new drawing would carry a new one).
    await new Promise((r) => setTimeout(r, 1100));
    const again = new Uint8Array(await (await fx.api.call('GET', `/api/invoices/${inv.id}/pdf`, { token: fx.admin })).arrayBuffer());
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    const pdf = await readPdf(bytes);
    const flat = pdf.text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Rechnung ${inv.number}`);
    expect(flat).toContain('Tauchbasis Nord GmbH');
    expect(flat).toContain('Danke für Ihren Besuch!');
    expect(flat).toContain('DE89370400440532013000');
    // The embedded font draws Ł as typed; the fish, the Chinese name and the bidi override are "?" (no glyph).
    expect(flat).toContain('Zoë Ångström-Łukasiewicz ? ???');
    const euros = (n: number) => `${new Intl.NumberFormat('de-DE').format(Math.floor(n / 100))},${String(n % 100).padStart(2, '0')}`;
    expect(flat).toContain(euros(inv.total));
    expect(flat).toContain('12,34');
  });

  it('an English booking gets an English PDF; the credit note names the invoice it corrects', async () => {
    const b = await booking({ language: 'en' });
    const inv = await issue(b.id);
    const cn = await json<TInv>(await fx.api.call('POST', `/api/invoices/${inv.id}/creditNote`, { token: fx.admin, body: { reason: 'Wrong dates' } }), 201);
    const text = (await readPdf(new Uint8Array(await (await fx.api.call('GET', `/api/invoices/${cn.number}/pdf`, { token: fx.admin })).arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Credit note ${cn.number}`);
    expect(text).toContain(inv.number);
    expect(text).toContain('Wrong dates');
  });

  it('GET {no}/download: by invoice number, by booking (force issues it), 404 without an invoice', async () => {
    const b = await booking();
    expect((await fx.api.call('GET', `/api/bookings/${b.id}/download`, { token: fx.admin })).status).toBe(404);
    const forced = await fx.api.call('GET', `/api/bookings/${b.id}/download?force=1`, { token: fx.admin });
    expect(forced.status).toBe(200);
    expect(forced.headers.get('content-disposition')).toContain('attachment');
    const { data } = await json<{ data: TInv[] }>(await fx.api.call('GET', `/api/bookings/${b.id}/invoices`, { token: fx.admin }), 200);
    expect(data).toHaveLength(1);
    const byNo = await fx.api.call('GET', `/api/bookings/${data[0].number}/download`, { token: fx.admin });
    expect((await readPdf(new Uint8Array(await byNo.arrayBuffer()))).text).toContain(data[0].number);
    expect((await fx.api.call('GET', `/api/bookings/${b.id}/download?template=voucher`, { token: fx.admin })).status).toBe(400);
  });

  it('the voucher and the booking confirmation: PDFs by booking id or number, in its language', async () => {
    const c = await json<{ id: string }>(await fx.api.call('POST', '/api/customers', { token: fx.admin, body: { fullName: 'Jacques Cousteau' } }), 200);
    const b = await booking({ customer: c.id, language: 'en', guests: 1 });
    const voucher = await fx.api.call('GET', `/api/bookings/${b.offerNo}/voucher`, { token: fx.admin });
    expect(voucher.status).toBe(200);
    const v = (await readPdf(new Uint8Array(await voucher.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(v).toContain(`Voucher ${b.offerNo}`);
    expect(v).toContain('Please bring this voucher');
    const conf = await fx.api.call('GET', `/api/bookings/${b.id}/download?template=confirmation`, { token: fx.admin });
    const t = (await readPdf(new Uint8Array(await conf.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(t).toContain(`Booking confirmation ${b.offerNo}`);
    expect(t).toContain(`€${new Intl.NumberFormat('en-GB').format(Math.floor(b.total / 100))}.${String(b.total % 100).padStart(2, '0')}`);
    expect((await fx.api.call('GET', '/api/bookings/O1999-99999/voucher', { token: fx.admin })).status).toBe(404);
    const nobody = await userWith(fx.api, ['media.read']);
    expect((await fx.api.call('GET', `/api/bookings/${b.id}/voucher`, { token: nobody })).status).toBe(403);
  });

  it('paymentqrcode: an EPC069-12 transfer of what is open, with the booking reference', async () => {
    const b = await booking();
    const qr = await json<{ amount: number; payload: string; svg: string }>(await fx.api.call('POST', `/api/bookings/${b.id}/paymentqrcode`, { token: fx.admin }), 200);
    const lines = qr.payload.split('\n');
    expect(lines.slice(0, 7)).toEqual(['BCD', '002', '1', 'SCT', 'COBADEFFXXX', 'Tauchbasis Nord GmbH', 'DE89370400440532013000']);
    expect(lines[7]).toBe(`EUR${Math.floor(b.total / 100)}.${String(b.total % 100).padStart(2, '0')}`);
    expect(lines[10]).toBe(b.offerNo ?? b.bookingNo);
    expect(qr.svg).toContain('<svg');
    await json(await fx.api.call('POST', `/api/bookings/${b.id}/payment`, { token: fx.admin, body: { amount: b.total } }), 200);
    expect((await fx.api.call('POST', `/api/bookings/${b.id}/paymentqrcode`, { token: fx.admin })).status).toBe(409);
  });

  it('the EPC payload refuses what banking apps cannot take', () => {
    const base = { name: 'A', iban: 'DE89370400440532013000', amount: 100, currency: 'EUR', remittance: 'x' };
    expect(epcPayload(base)).not.toBeNull();
    expect(epcPayload({ ...base, currency: 'USD' })).toBeNull();
    expect(epcPayload({ ...base, amount: 0 })).toBeNull();
    expect(epcPayload({ ...base, iban: 'nope' })).toBeNull();
    expect(Buffer.byteLength(epcPayload({ ...base, name: 'N'.repeat(200), remittance: 'R\n'.repeat(300) })!)).toBeLessThanOrEqual(331);
  });
});

describe('sendInvoice', () => {
  it('queues the PDF to the invoice\'s recipient with the public link; force=1 issues it first', async () => {
    const b = await booking();
    const none = await fx.api.call('POST', `/api/bookings/${b.id}/sendInvoice`, { token: fx.admin });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toBe('NO_INVOICE');
    const sent = await json<{ queued: number; ids: string[]; to: string[] }>(await fx.api.call('POST', `/api/bookings/${b.id}/sendInvoice?force=1`, { token: fx.admin }), 200);
    expect(sent).toMatchObject({ queued: 1, to: ['erika@example.com'] });
    const { data } = await json<{ data: TInv[] }>(await fx.api.call('GET', `/api/bookings/${b.id}/invoices`, { token: fx.admin }), 200);
    const res = await fx.api.handle.db.execute(sql`SELECT "to", subject, text, booking, attachments FROM mail_queue WHERE id = ${sent.ids[0]}`);
    const row = (res as unknown as { rows: { to: string; subject: string; text: string; booking: string; attachments: { filename: string; contentType: string; content: string }[] }[] }).rows[0];
    expect(row).toMatchObject({ to: 'erika@example.com', subject: `Rechnung ${data[0].number}`, booking: b.id });
    // The public link is sealed in the outbox and opened for the mail server (issue 31).
    expect(row.text).not.toMatch(/\/invoice\/[A-Za-z0-9_-]{32}/);
    expect(openLinks(row.text)).toMatch(/\/invoice\/[A-Za-z0-9_-]{32}/);
    expect(row.attachments[0]).toMatchObject({ filename: `${data[0].number}.pdf`, contentType: 'application/pdf' });
    expect((await readPdf(new Uint8Array(Buffer.from(row.attachments[0].content, 'base64')))).text).toContain(data[0].number);
    const copy = await json<{ to: string[] }>(await fx.api.call('POST', `/api/bookings/${b.id}/sendInvoice`, { token: fx.admin, body: { email: 'accounts@example.com' } }), 200);
    expect(copy.to).toEqual(['accounts@example.com']);
    expect((await fx.api.call('POST', `/api/bookings/${b.id}/sendInvoice`, { token: fx.admin, body: { email: 'nope' } })).status).toBe(400);
    const reader = await userWith(fx.api, ['bookings.read']);
    expect((await fx.api.call('POST', `/api/bookings/${b.id}/sendInvoice`, { token: reader })).status).toBe(403);
  });
});

describe('public invoice link', () => {
  it('creates an unguessable link; the invoice and its PDF are readable by it without a login', async () => {
    const b = await booking();
    expect((await fx.api.call('POST', `/api/bookings/${b.id}/invoice/public`, { token: fx.admin })).status).toBe(409);
    const inv = await issue(b.id);
    const link = await json<{ token: string; url: string; clubUrl: string; number: string }>(await fx.api.call('POST', `/api/bookings/${b.id}/invoice/public?provider=stripe&level=1`, { token: fx.admin }), 200);
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    expect(link).toMatchObject({ number: inv.number, url: `/invoice/${link.token}`, clubUrl: `/club/invoice/${link.token}` });
    const pub = await fx.api.call('GET', `/api/invoice/public/${link.token}`);
    expect(pub.headers.get('x-robots-tag')).toBe('noindex');
    expect((await json<TInv>(pub, 200)).number).toBe(inv.number);
    const pdf = await fx.api.call('GET', `/api/invoice/public/${link.token}/pdf`);
    expect(pdf.status).toBe(200);
    expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toContain(inv.number);
    expect((await fx.api.call('GET', `/api/invoice/public/${link.token.slice(0, -2)}xx`)).status).toBe(404);
    expect((await fx.api.call('GET', `/api/invoice/public/${inv.id}`)).status).toBe(404);
  });
});

describe('company settings', () => {
  it('validates the IBAN and the number format', async () => {
    expect((await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: { iban: 'DE 12' } })).status).toBe(400);
    expect((await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: { invoiceNumberFormat: 'RE-{YYYY}' } })).status).toBe(400);
    expect((await fx.api.call('POST', '/api/settings/group/company', { token: fx.admin, body: { unknown: 1 } })).status).toBe(400);
    const reader = await userWith(fx.api, ['bookings.read']);
    expect((await fx.api.call('POST', '/api/settings/group/company', { token: reader, body: { name: 'x' } })).status).toBe(403);
  });
});
