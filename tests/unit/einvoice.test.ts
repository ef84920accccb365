// E-invoices (XRechnung UBL 2.1 and Factur-X EN 16931) of invoices and credit notes: the XML
// validates against the standards' schemas (tests/fixtures/einvoice, xmllint-wasm), amounts and
// references are right (a credit note is a UBL CreditNote, type 381, positive, referencing the
// invoice), the Factur-X PDF parses and carries factur-x.xml, and missing data is listed.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TInvoice } from '../../lib/contract/invoices';
import { facturxPdf, xrechnungXml } from '../../upstream/modules/invoices/einvoice';
import { decimal, einvoiceProblems } from '../../upstream/modules/invoices/einvoice-data';
import { renderInvoicePdf } from '../../upstream/modules/invoices/pdf';
import { readPdf } from '../helpers/pdf-read';
import { validateAgainst } from '../helpers/xsd';

const COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', email: 'office@tauchbasis.example',
  phone: '+49 381 123456', vatId: 'DE123456789', taxNumber: '', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
  register: 'HRB 1234 Rostock', noTaxNote: '',
};
const AGENCY = { type: 'agency' as const, id: 'a1', name: 'Blue Water Travel & Söhne <GmbH>', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bluewater.example', vatId: 'DE987654321' };

/** Inclusive 19 %: 2 nights à 595.00, a discount of -119.00 and a 0 % fee; 200.00 paid. */
function invoice(over: Partial<TInvoice> = {}): TInvoice {
  return {
    id: '00000000-0000-4000-8000-000000000001', number: 'RE-2031-00007', kind: 'invoice', booking: '00000000-0000-4000-8000-000000000002', bookingNo: 'B-100',
    references: null, referencesNumber: null, creditedBy: null, creditNotes: [], credited: 0, issueDate: '2031-03-01', dueDate: '2031-03-15', serviceFrom: '2031-04-01', serviceTo: '2031-04-03',
    language: 'de', currency: 'EUR', recipient: AGENCY, company: COMPANY,
    lines: [
      { position: 1, type: 'room_cost', text: 'Doppelkabine, 2 Nächte', quantity: 2, unitPrice: 59_500, amount: 119_000, taxRate: 19 },
      { position: 2, type: 'discount', text: 'Frühbucher', quantity: 1, unitPrice: -11_900, amount: -11_900, taxRate: 19 },
      { position: 3, type: 'cost', text: 'Kurtaxe', quantity: 3, unitPrice: 250, amount: 750, taxRate: 0 },
    ],
    taxBreakdown: [{ rate: 19, inclusive: true, net: 90_000, tax: 17_100, gross: 107_100 }, { rate: 0, inclusive: true, net: 750, tax: 0, gross: 750 }],
    net: 90_750, tax: 17_100, total: 107_850, payments: [], paidAmount: 20_000, amountDue: 87_850, reason: null, createdAt: '2031-03-01T10:00:00.000Z',
    ...over,
  };
}
function creditNote(): TInvoice {
  const inv = invoice();
  return {
    ...inv, id: '00000000-0000-4000-8000-000000000003', number: 'GS-2031-00001', kind: 'credit_note', references: inv.id, referencesNumber: inv.number, reason: 'Storno',
    lines: inv.lines.map((l) => ({ ...l, unitPrice: -l.unitPrice, amount: -l.amount })),
    taxBreakdown: inv.taxBreakdown.map((t) => ({ ...t, net: -t.net, tax: -t.tax, gross: -t.gross })),
    net: -inv.net, tax: -inv.tax, total: -inv.total, paidAmount: 0, amountDue: inv.total,
  };
}
/** The embedded factur-x.xml, read with pdf.js (fails when it is missing). */
async function embedded(doc: Awaited<ReturnType<typeof getDocument>['promise']>): Promise<string> {
  const files = await doc.getAttachments();
  expect([...(files?.keys() ?? [])]).toContain('factur-x.xml');
  const content = await doc.getAttachmentContent('factur-x.xml');
  expect(content?.length).toBeGreaterThan(500);
  return new TextDecoder().decode(content!);
}
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('XRechnung (UBL 2.1)', { timeout: 60_000 }, () => {
  it('an invoice validates against UBL-Invoice-2.1.xsd with exact EN 16931 totals', async () => {
    const xml = await xrechnungXml(invoice());
    expect(await validateAgainst('ubl-invoice', xml)).toEqual([]);
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(tag(xml, 'cbc:CustomizationID')[0]).toMatch(/xrechnung/);
    expect(tag(xml, 'cbc:InvoiceTypeCode')).toEqual(['380']);
    expect(tag(xml, 'cbc:LineExtensionAmount')).toEqual(['907.50', '1000.00', '-100.00', '7.50']);
    expect(tag(xml, 'cbc:TaxInclusiveAmount')).toEqual(['1078.50']);
    expect(tag(xml, 'cbc:PrepaidAmount')).toEqual(['200.00']);
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['878.50']);
    expect(tag(xml, 'cbc:TaxExemptionReason')).toEqual(['Steuerbefreit bzw. nicht steuerbar']);
    expect(xml).toContain('Blue Water Travel &amp; Söhne &lt;GmbH&gt;');
    expect(tag(xml, 'cbc:CompanyID')).toEqual(['DE123456789', 'DE987654321']);
  });

  it('a credit note is a UBL CreditNote (381) with positive amounts referencing the invoice, valid against UBL-CreditNote-2.1.xsd', async () => {
    const xml = await xrechnungXml(creditNote());
    expect(await validateAgainst('ubl-credit-note', xml)).toEqual([]);
    expect(tag(xml, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>RE-2031-00007<\/cbc:ID>/);
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['1078.50']);
  });

  it('exclusive tax and a currency without minor units', async () => {
    const inv = invoice({
      currency: 'JPY',
      lines: [{ position: 1, type: 'room_cost', text: 'Room', quantity: 3, unitPrice: 10_000, amount: 30_000, taxRate: 10 }],
      taxBreakdown: [{ rate: 10, inclusive: false, net: 30_000, tax: 3000, gross: 33_000 }], net: 30_000, tax: 3000, total: 33_000, paidAmount: 0, amountDue: 33_000,
    });
    const xml = await xrechnungXml(inv);
    expect(await validateAgainst('ubl-invoice', xml)).toEqual([]);
    expect(tag(xml, 'cbc:TaxAmount')).toEqual(['3000', '3000']);
    expect(tag(xml, 'cbc:PayableAmount')).toEqual(['33000']);
  });

  it('the schema check fails on a broken document (the check can fail)', async () => {
    const xml = (await xrechnungXml(invoice())).replace('<cbc:IssueDate>', '<cbc:Bogus>x</cbc:Bogus><cbc:IssueDate>');
    expect((await validateAgainst('ubl-invoice', xml)).join('\n')).toMatch(/Bogus/);
  });

  it('lists the missing mandatory data; a customer invoice is no e-invoice', async () => {
    const inv = invoice({ company: { ...COMPANY, vatId: '', phone: '' }, recipient: { ...AGENCY, email: '' } });
    expect(einvoiceProblems(inv).map((p) => p.path)).toEqual(['company.vatId', 'company.phone', 'recipient.email']);
    expect(einvoiceProblems(invoice({ recipient: { ...AGENCY, type: 'customer' } })).map((p) => p.path)).toEqual(['recipient']);
    await expect(xrechnungXml(inv)).rejects.toMatchObject({ status: 422, message: 'EINVOICE_INCOMPLETE' });
    expect(decimal(-5, 2)).toBe('-0.05');
    expect(decimal(123_456, 2, 4)).toBe('0.123456');
  });
});

describe('Factur-X (PDF/A-3 with factur-x.xml)', { timeout: 60_000 }, () => {
  it('the PDF parses, shows the invoice, carries factur-x.xml valid against the EN 16931 schema', async () => {
    const inv = invoice();
    const pdf = await facturxPdf(inv, await renderInvoicePdf(inv, null));
    const read = await readPdf(pdf);
    expect(read.text).toContain('RE-2031-00007');
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const xml = await embedded(doc);
    expect(await validateAgainst('facturx-en16931', xml)).toEqual([]);
    expect(xml).toContain('<ram:DuePayableAmount>878.50</ram:DuePayableAmount>');
    const meta = await doc.getMetadata();
    expect(String((meta.metadata as { getRaw?: () => string } | null)?.getRaw?.() ?? '')).toMatch(/pdfaid:part[^0-9]*3/);
    await doc.cleanup();
  });

  it('a credit note as Factur-X (381)', async () => {
    const cn = creditNote();
    const pdf = await facturxPdf(cn, await renderInvoicePdf(cn, null));
    const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const xml = await embedded(doc);
    expect(await validateAgainst('facturx-en16931', xml)).toEqual([]);
    expect(xml).toMatch(/<ram:TypeCode>381<\/ram:TypeCode>/);
    await doc.cleanup();
  });
});
