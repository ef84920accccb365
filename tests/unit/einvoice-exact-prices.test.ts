// E-invoice line prices are exact (issue 32, item 1): a 7-night stay at 19 % inclusive has a net
// of 435.29, 62.184286 a night, more decimals than an amount may carry. The price is then stated
// for a base quantity (BT-149/BT-150): 435.29 per 7 nights, so that quantity × price / base is the
// line net exactly (PEPPOL-EN16931-R120); a price that divides evenly keeps the base 1. Whatever the
// generator rejects answers 422 EINVOICE_INVALID naming the field, never an unhandled error.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TInvoice } from '../../lib/contract/invoices';
import { facturxPdf, xrechnungXml } from '../../upstream/modules/invoices/einvoice';
import { renderInvoicePdf } from '../../upstream/modules/invoices/pdf';

const COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', email: 'office@tauchbasis.example',
  phone: '+49 381 123456', vatId: 'DE123456789', taxNumber: '', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
};
const AGENCY = { type: 'agency' as const, id: 'a1', name: 'Blue Water Travel', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bluewater.example', vatId: 'DE987654321' };

/** 7 nights à 74.00 inclusive 19 % (net 435.29, tax 82.71) and 2 dives à 59.50 (net 100.00). */
function sevenNights(over: Partial<TInvoice> = {}): TInvoice {
  return {
    id: '00000000-0000-4000-8000-000000000011', number: 'RE-2031-00070', kind: 'invoice', booking: '00000000-0000-4000-8000-000000000012', bookingNo: 'B-700',
    references: null, referencesNumber: null, creditedBy: null, creditNotes: [], credited: 0, issueDate: '2031-03-01', dueDate: '2031-03-15', serviceFrom: '2031-04-01', serviceTo: '2031-04-08',
    language: 'de', currency: 'EUR', recipient: AGENCY, company: COMPANY,
    lines: [
      { position: 1, type: 'room_cost', text: 'Doppelkabine, 7 Nächte', quantity: 7, unitPrice: 7400, amount: 51_800, taxRate: 19 },
      { position: 2, type: 'cost', text: 'Tauchgang', quantity: 2, unitPrice: 5950, amount: 11_900, taxRate: 19 },
    ],
    taxBreakdown: [{ rate: 19, inclusive: true, net: 53_529, tax: 10_171, gross: 63_700 }],
    net: 53_529, tax: 10_171, total: 63_700, payments: [], paidAmount: 0, amountDue: 63_700, reason: null, createdAt: '2031-03-01T10:00:00.000Z',
    ...over,
  };
}

const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);
/** quantity × price / base in hundred-millionths, compared with the line net: exact, no slack. */
const exact = (qty: string, price: string, base: string, net: string) =>
  expect((BigInt(qty) * BigInt(Math.round(Number(price) * 100)) * 1_000_000n) / BigInt(base)).toBe(BigInt(Math.round(Number(net) * 100)) * 1_000_000n);

describe('exact line prices in e-invoices', { timeout: 60_000 }, () => {
  it('XRechnung: 7 nights at 19 % inclusive state 435.29 per 7 nights; 2 dives keep 50.00 per dive', async () => {
    const xml = await xrechnungXml(sevenNights());
    const lines = xml.split('<cac:InvoiceLine>').slice(1);
    expect(lines).toHaveLength(2);
    const [nights, dives] = lines;
    expect(tag(nights, 'cbc:InvoicedQuantity')).toEqual(['7']);
    expect(tag(nights, 'cbc:LineExtensionAmount')).toEqual(['435.29']);
    expect(tag(nights, 'cbc:PriceAmount')).toEqual(['435.29']);
    expect(tag(nights, 'cbc:BaseQuantity')).toEqual(['7']);
    expect(nights).toMatch(/<cbc:BaseQuantity unitCode="C62">7</);
    exact('7', '435.29', '7', '435.29');
    expect(tag(dives, 'cbc:PriceAmount')).toEqual(['50.00']);
    expect(tag(dives, 'cbc:BaseQuantity')).toEqual([]);
    for (const line of lines) {
      const [qty] = tag(line, 'cbc:InvoicedQuantity');
      exact(qty, tag(line, 'cbc:PriceAmount')[0], tag(line, 'cbc:BaseQuantity')[0] ?? '1', tag(line, 'cbc:LineExtensionAmount')[0]);
    }
    expect(tag(xml, 'cbc:TaxExclusiveAmount')).toEqual(['535.29']);
  });

  it('Factur-X: the CII net price carries the base quantity (ram:BasisQuantity)', async () => {
    const inv = sevenNights();
    const doc = await getDocument({ data: new Uint8Array(await facturxPdf(inv, await renderInvoicePdf(inv, null))) }).promise;
    const xml = new TextDecoder().decode((await doc.getAttachmentContent('factur-x.xml'))!);
    await doc.cleanup();
    expect(xml).toMatch(/<ram:NetPriceProductTradePrice>\s*<ram:ChargeAmount>435.29<\/ram:ChargeAmount>\s*<ram:BasisQuantity unitCode="C62">7<\/ram:BasisQuantity>/);
    expect(xml).toMatch(/<ram:NetPriceProductTradePrice>\s*<ram:ChargeAmount>50.00<\/ram:ChargeAmount>\s*<\/ram:NetPriceProductTradePrice>/);
  });

  it('a credit note of the stay: positive amounts, the same exact price per base', async () => {
    const inv = sevenNights();
    const cn: TInvoice = {
      ...inv, number: 'GS-2031-00070', kind: 'credit_note', references: inv.id, referencesNumber: inv.number, reason: 'Storno',
      lines: inv.lines.map((l) => ({ ...l, unitPrice: -l.unitPrice, amount: -l.amount })),
      taxBreakdown: inv.taxBreakdown.map((t) => ({ ...t, net: -t.net, tax: -t.tax, gross: -t.gross })),
      net: -inv.net, tax: -inv.tax, total: -inv.total, amountDue: inv.total,
    };
    const xml = await xrechnungXml(cn);
    expect(tag(xml, 'cbc:CreditedQuantity')).toEqual(['7', '2']);
    expect(tag(xml, 'cbc:PriceAmount')).toEqual(['435.29', '50.00']);
    expect(tag(xml, 'cbc:BaseQuantity')).toEqual(['7']);
  });

  it('a discount line of an odd amount: negative quantity, positive price per positive base', async () => {
    const inv = sevenNights({
      lines: [
        { position: 1, type: 'room_cost', text: 'Doppelkabine, 7 Nächte', quantity: 7, unitPrice: 7400, amount: 51_800, taxRate: 19 },
        { position: 2, type: 'discount', text: 'Frühbucher', quantity: 3, unitPrice: -1000, amount: -3000, taxRate: 19 },
      ],
      taxBreakdown: [{ rate: 19, inclusive: true, net: 41_008, tax: 7792, gross: 48_800 }], net: 41_008, tax: 7792, total: 48_800, amountDue: 48_800,
    });
    const xml = await xrechnungXml(inv);
    const discount = xml.split('<cac:InvoiceLine>')[2];
    const [qty, net, price] = [tag(discount, 'cbc:InvoicedQuantity')[0], tag(discount, 'cbc:LineExtensionAmount')[0], tag(discount, 'cbc:PriceAmount')[0]];
    expect(Number(qty)).toBeLessThan(0);
    expect(Number(price)).toBeGreaterThan(0);
    exact(qty, price, tag(discount, 'cbc:BaseQuantity')[0] ?? '1', net);
  });

  it('what the generator rejects (amounts with three decimals, KWD) is a 422 EINVOICE_INVALID naming the field', async () => {
    const err = await xrechnungXml(sevenNights({ currency: 'KWD' })).then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ status: 422, message: 'EINVOICE_INVALID' });
    const { description, fields } = err as { description: string; fields: { path: string; message: string }[] };
    expect(fields.map((f) => f.path).join(' ')).toMatch(/Amount/);
    expect(description).toMatch(/Amount/);
  });
});
