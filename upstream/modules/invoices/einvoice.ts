// E-invoices of an issued invoice or credit note for business recipients (agencies):
// XRechnung (UBL 2.1 XML) and Factur-X / ZUGFeRD (profile EN 16931: our PDF as PDF/A-3 with
// the CII XML embedded as factur-x.xml), both written by @e-invoice-eu/core (einvoice-writer.ts)
// from einvoiceData(). Missing mandatory data answers 422 EINVOICE_INCOMPLETE with the list of
// what is missing; what the library rejects anyway answers 422 EINVOICE_INVALID with its findings.
import type { Context } from 'hono';
import type { TInvoice } from '../../../lib/contract/invoices';
import type { Db } from '../../db/client';
import type { invoices } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { now } from '../../clock';
import { errors } from '../../http/errors';
import { einvoiceData, einvoiceProblems } from './einvoice-data';
import { writeEinvoice } from './einvoice-writer';
import { completePdfA3b } from './facturx-pdfa';
import { invoicePdfOf } from './pdf-cache';
import { logoOf } from './pdf-response';
import { docLabel, docLang } from '../../shared/pdf/texts';
import { invoiceView } from './view';

export type TEinvoiceFormat = 'xrechnung' | 'facturx';

function einvoiceProblemsOrThrow(inv: TInvoice) {
  const problems = einvoiceProblems(inv);
  if (problems.length) {
    throw errors.unprocessable('EINVOICE_INCOMPLETE', `The e-invoice cannot be written: ${problems.map((p) => p.message).join('; ')}`, problems);
  }
}

function dataOf(inv: TInvoice) {
  einvoiceProblemsOrThrow(inv);
  const lang = docLang(inv.language);
  return einvoiceData(inv, { exemption: docLabel(lang, 'taxExempt'), due: `${docLabel(lang, 'dueDate')}: ${inv.dueDate}` });
}

/** XRechnung 3 in UBL 2.1 syntax (an Invoice, or a CreditNote for type code 381). */
export async function xrechnungXml(inv: TInvoice): Promise<string> {
  const out = await writeEinvoice(dataOf(inv), 'XRECHNUNG-UBL', { lang: inv.language, noWarnings: true });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** Factur-X EN 16931: `pdf` (our rendering of the document, its fonts embedded) turned into
 *  PDF/A-3B with the XML inside: the library attaches factur-x.xml and declares PDF/A-3B;
 *  completePdfA3b() makes the PDF/A parts it leaves wrong right (facturx-pdfa.ts). */
export async function facturxPdf(inv: TInvoice, pdf: Buffer): Promise<Uint8Array> {
  const data = dataOf(inv);
  const file = `${inv.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
  const out = await writeEinvoice(data, 'Factur-X-EN16931', {
    lang: inv.language === 'de' ? 'de-de' : 'en-gb', noWarnings: true,
    pdf: { buffer: new Uint8Array(pdf), filename: file, mimetype: 'application/pdf' },
  });
  const lang = docLang(inv.language);
  const title = `${docLabel(lang, inv.kind === 'credit_note' ? 'creditNote' : 'invoice')} ${inv.number}`;
  const seller = String(inv.company.name ?? '');
  return completePdfA3b(typeof out === 'string' ? new TextEncoder().encode(out) : out, {
    title, author: seller, subject: `${title}, ${inv.issueDate}, ${seller}`, keywords: 'Factur-X ZUGFeRD EN 16931', creatorTool: 'tourbook',
    facturx: { fileName: 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931' },
  }, now());
}

/** The e-invoice of a document as an HTTP answer (attachment named by its number). */
export async function einvoiceResponse(c: Context<AppEnv>, db: Db, row: typeof invoices.$inferSelect, format: TEinvoiceFormat): Promise<Response> {
  const inv = await invoiceView(db, row);
  const file = row.number.replace(/[^A-Za-z0-9._-]/g, '_');
  const headers = { 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' };
  if (format === 'xrechnung') {
    const xml = await xrechnungXml(inv);
    return c.body(xml, 200, { ...headers, 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${file}-xrechnung.xml"` });
  }
  einvoiceProblemsOrThrow(inv);
  const pdf = await facturxPdf(inv, await invoicePdfOf(inv, await logoOf(db, row.company.logo)));
  return c.body(new Uint8Array(pdf), 200, { ...headers, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file}-facturx.pdf"` });
}
