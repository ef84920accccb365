// An issued invoice or credit note (TInvoice) as EN 16931 data in the internal format of
// @e-invoice-eu/core (UBL element names as keys), from which the library writes XRechnung
// (UBL) and Factur-X (CII inside a PDF/A-3). Only snapshotted data of the document is used, so
// the e-invoice says what the PDF says. A credit note (type code 381) carries positive amounts
// and references the invoice it reverses. Missing mandatory data is answered by
// `einvoiceProblems` (docs/decisions/invoices.md, "E-invoices").
import type { Invoice } from '@e-invoice-eu/core';
import type { TInvoice } from '../../../lib/contract/invoices';
import { shareTax } from './tax';

type TCompany = Record<string, unknown>;
type TProblem = { path: string; message: string };
type TNode = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** What EN 16931 / XRechnung need that the document lacks (empty when it can be issued). */
export function einvoiceProblems(inv: TInvoice): TProblem[] {
  const co = inv.company as TCompany;
  const out: TProblem[] = [];
  const need = (ok: boolean, path: string, message: string) => { if (!ok) out.push({ path, message }); };
  need(inv.recipient.type === 'agency', 'recipient', 'e-invoices are for business recipients: the document is not addressed to an agency');
  need(!!str(co.name), 'company.name', 'the company name is missing (/config/company)');
  need(!!str(co.city) && !!str(co.zip), 'company.city', 'the company address (zip and city) is missing (/config/company)');
  need(/^[A-Z]{2}$/.test(str(co.country)), 'company.country', 'the company country is missing (/config/company)');
  need(!!str(co.vatId) || (inv.tax === 0 && !!str(co.taxNumber)), 'company.vatId', 'the company VAT id is missing (/config/company)');
  need(!!str(co.email), 'company.email', 'the company e-mail is missing (/config/company): XRechnung needs the seller contact and electronic address');
  need(!!str(co.phone), 'company.phone', 'the company phone is missing (/config/company): XRechnung needs the seller contact');
  need(!!str(inv.recipient.name), 'recipient.name', 'the agency has no name');
  need(!!str(inv.recipient.city) && !!str(inv.recipient.zip), 'recipient.city', 'the agency address (zip and city) is missing');
  need(/^[A-Z]{2}$/.test(str(inv.recipient.country)), 'recipient.country', 'the agency country is missing');
  need(!!str(inv.recipient.email), 'recipient.email', 'the agency e-mail is missing: XRechnung needs the buyer electronic address');
  if (inv.kind === 'invoice') need(!!str(co.iban) || inv.total - inv.paidAmount <= 0, 'company.iban', 'the company IBAN is missing (/config/company)');
  return out;
}

/** Minor digits of a currency (EUR 2, JPY 0). */
export function minorDigits(currency: string): number {
  try { return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2; } catch { return 2; }
}

/** Minor units as a decimal string ("12.30"), exact. */
export function decimal(minor: number, digits: number, extra = 0): string {
  const neg = minor < 0;
  const s = String(Math.abs(minor)).padStart(digits + extra + 1, '0');
  const whole = s.slice(0, s.length - digits - extra);
  const frac = s.slice(s.length - digits - extra);
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** Each line's net amount (minor units): inclusive prices lose their share of their rate's tax. */
function lineNets(inv: TInvoice, sign: number): number[] {
  const nets = inv.lines.map((l) => sign * l.amount);
  for (const t of inv.taxBreakdown) {
    if (!t.inclusive || t.rate === 0) continue;
    const idx = inv.lines.map((l, i) => (l.taxRate === t.rate ? i : -1)).filter((i) => i >= 0);
    const shares = shareTax(sign * t.tax, idx.map((i) => nets[i]));
    idx.forEach((i, k) => { nets[i] -= shares[k]; });
  }
  return nets;
}

/** Standard rate (S) above 0 %, else exempt (E; the subtotal states the reason, BR-E-10). */
function category(rate: number): TNode {
  return { 'cbc:ID': rate > 0 ? 'S' : 'E', 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

function address(a: { street?: string | null; city?: string | null; zip?: string | null; country?: string | null }): TNode {
  return {
    ...(str(a.street) ? { 'cbc:StreetName': str(a.street) } : {}),
    'cbc:CityName': str(a.city), 'cbc:PostalZone': str(a.zip),
    'cac:Country': { 'cbc:IdentificationCode': str(a.country) },
  };
}

/** The document in the library's internal format. Call einvoiceProblems first. */
export function einvoiceData(inv: TInvoice, texts: { exemption: string; due: string }): Invoice {
  const co = inv.company as TCompany;
  const cur = inv.currency;
  const d = minorDigits(cur);
  const sign = inv.kind === 'credit_note' ? -1 : 1;
  const amt = (minor: number) => decimal(minor, d);
  const money = (key: string, minor: number): TNode => ({ [key]: amt(minor), [`${key}@currencyID`]: cur });
  const nets = lineNets(inv, sign);
  const exemption = str(co.noTaxNote) || texts.exemption;
  const lines = inv.lines.map((l, i) => {
    const net = nets[i];
    const qty = Math.max(1, Math.abs(l.quantity)) * (net < 0 ? -1 : 1);
    const { price, base } = exactPrice(Math.abs(net), Math.abs(qty));
    return {
      'cbc:ID': String(l.position),
      'cbc:InvoicedQuantity': String(qty), 'cbc:InvoicedQuantity@unitCode': 'C62',
      ...money('cbc:LineExtensionAmount', net),
      'cac:Item': { 'cbc:Name': l.text.slice(0, 200) || l.type, 'cac:ClassifiedTaxCategory': category(l.taxRate) },
      'cac:Price': {
        ...money('cbc:PriceAmount', price),
        ...(base > 1 ? { 'cbc:BaseQuantity': String(base), 'cbc:BaseQuantity@unitCode': 'C62' } : {}),
      },
    };
  });
  const subtotals = inv.taxBreakdown.map((t) => {
    const taxable = nets.reduce((s, n, i) => s + (inv.lines[i].taxRate === t.rate ? n : 0), 0);
    const cat = t.rate > 0 ? category(t.rate) : { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cbc:TaxExemptionReason': exemption, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
    return { ...money('cbc:TaxableAmount', taxable), ...money('cbc:TaxAmount', sign * t.tax), 'cac:TaxCategory': cat };
  });
  const net = nets.reduce((s, n) => s + n, 0);
  const tax = sign * inv.tax;
  const prepaid = inv.kind === 'invoice' ? inv.paidAmount : 0;
  const seller: TNode = {
    'cbc:EndpointID': str(co.email), 'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': str(co.name) },
    'cac:PostalAddress': address(co as never),
    ...(str(co.vatId) ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': str(co.vatId), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] } : {
      'cac:PartyTaxScheme': [{ 'cbc:CompanyID': str(co.taxNumber), 'cac:TaxScheme': { 'cbc:ID': 'FC' } }],
    }),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': str(co.name), ...(str(co.register) ? { 'cbc:CompanyLegalForm': str(co.register) } : {}) },
    'cac:Contact': { 'cbc:Name': str(co.managingDirectors) || str(co.name), 'cbc:Telephone': str(co.phone), 'cbc:ElectronicMail': str(co.email) },
  };
  const r = inv.recipient;
  const buyer: TNode = {
    'cbc:EndpointID': str(r.email), 'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': str(r.name) },
    'cac:PostalAddress': address(r),
    ...(str(r.vatId) ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': str(r.vatId), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': str(r.name) },
  };
  const doc: TNode = {
    'cbc:ID': inv.number,
    'cbc:IssueDate': inv.issueDate,
    ...(inv.kind === 'invoice' ? { 'cbc:DueDate': inv.dueDate } : {}),
    'cbc:InvoiceTypeCode': inv.kind === 'credit_note' ? '381' : '380',
    ...(inv.kind === 'credit_note' && inv.reason ? { 'cbc:Note': [inv.reason.slice(0, 500)] } : {}),
    'cbc:DocumentCurrencyCode': cur,
    // BT-10: XRechnung wants the buyer's reference; ours is the booking number.
    'cbc:BuyerReference': inv.bookingNo ?? inv.number,
    ...(inv.serviceFrom && inv.serviceTo ? { 'cac:InvoicePeriod': { 'cbc:StartDate': inv.serviceFrom, 'cbc:EndDate': inv.serviceTo } } : {}),
    ...(inv.kind === 'credit_note' && inv.referencesNumber ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': inv.referencesNumber } }] } : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': seller },
    'cac:AccountingCustomerParty': { 'cac:Party': buyer },
    // BT-72, the day of supply (CII needs the delivery block): the end of the service period.
    'cac:Delivery': { 'cbc:ActualDeliveryDate': inv.serviceTo ?? inv.issueDate },
    ...(str(co.iban) ? {
      'cac:PaymentMeans': [{
        'cbc:PaymentMeansCode': '58', 'cbc:PaymentID': inv.number,
        'cac:PayeeFinancialAccount': {
          'cbc:ID': str(co.iban), ...(str(co.accountHolder) ? { 'cbc:Name': str(co.accountHolder) } : {}),
          ...(str(co.bic) ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': str(co.bic) } } : {}),
        },
      }],
    } : {}),
    ...(inv.kind === 'invoice' ? { 'cac:PaymentTerms': { 'cbc:Note': texts.due } } : {}),
    'cac:TaxTotal': [{ ...money('cbc:TaxAmount', tax), 'cac:TaxSubtotal': subtotals }],
    'cac:LegalMonetaryTotal': {
      ...money('cbc:LineExtensionAmount', net), ...money('cbc:TaxExclusiveAmount', net), ...money('cbc:TaxInclusiveAmount', net + tax),
      ...(prepaid ? money('cbc:PrepaidAmount', prepaid) : {}), ...money('cbc:PayableAmount', net + tax - prepaid),
    },
    'cac:InvoiceLine': lines,
  };
  return { 'ubl:Invoice': doc } as unknown as Invoice;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The line's price (BT-146, minor units, never negative: BR-27) for a base quantity (BT-149) such
 * that quantity × price / base is the line net exactly (PEPPOL-EN16931-R120): the net and the
 * quantity divided by their greatest common divisor. 2 nights for 1000.00 are 500.00 a night;
 * 7 nights for 435.29 (62.184286 a night, more decimals than an amount may have) are 435.29 per 7.
 */
export function exactPrice(net: number, qty: number): { price: number; base: number } {
  const g = gcd(net, qty) || 1;
  return { price: net / g, base: qty / g };
}
