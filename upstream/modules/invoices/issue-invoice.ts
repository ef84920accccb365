// Issues invoices from a booking (POST /api/bookings/{id}/invoice and /splitInvoice) in the
// caller's transaction: office access, the booking locked, no invoice of the booking still in
// force (credit it first), every part's lines from the booking's calculation, the company's data
// and the recipient's address as they are now, the payments made so far, a gapless number each,
// and a version of the booking ("invoice"). Nothing of an issued invoice is ever changed.
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TCompanySettings } from '../../../lib/contract/invoices';
import type { Db, Tx } from '../../db/client';
import { resolveLineTaxes } from '../../../lib/contract/tax-breakdown';
import { agencies, calculationLines, customers, invoiceLines, invoices, type TInvoiceParty } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking, type TBookingRow } from '../bookings/access';
import { recordCurrentVersion } from '../bookings/booking-change';
import { calculateTerms } from '../bookings/terms/terms';
import { finalDueDate } from '../bookings/terms/terms-schedule';
import { onsiteForInvoice } from '../bookings/onsite/onsite-bill';
import { countedPayments } from '../bookings/payments/balance';
import { assertCompanyComplete } from './company-required';
import { assertNotNegative, chargeableIds, paymentsOfPart } from './invoice-parts';
import { bookingDefaultTax } from '../bookings/prices/booking-tax';
import { readGroup } from '../settings/store';
import { formatInvoiceNumber, takeInvoiceSeq } from './numbering';
import { breakdown, shareTax, type TLineTaxOf } from './tax';
import { docLang, lineText, type TDocLang } from '../../shared/pdf/texts';
import { runIssueHooks } from './issue-hooks';

export type TPart = { recipient: 'customer' | 'agency'; customer?: string; lines?: string[] };
/** A calculation line with its tax as the booking states it, or an on-site item of the room bill
 *  with its own (held) tax rate. */
type TLine = Pick<typeof calculationLines.$inferSelect, 'id' | 'type' | 'source' | 'amount' | 'quantity' | 'unitPrice' | 'text' | 'textKey' | 'textValues'> & { tax: TLineTaxOf };

export const readCompany = async (tx: Db) => (await readGroup(tx, 'company')) as TCompanySettings;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Invoices of the booking not reversed in full (partial credit notes leave an invoice in force). */
export async function invoicesInForce(tx: Db, bookingId: string) {
  return tx.select({ id: invoices.id, number: invoices.number, language: invoices.language }).from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice'), sql`NOT ${fullyCredited(sql`${invoices.id}`, sql`${invoices.total}`)}`));
}

/** SQL: the invoice has credit notes and they take all of it. */
export const fullyCredited = (id: SQL, total: SQL) => sql`(EXISTS (SELECT 1 FROM invoices c WHERE c.references_invoice = ${id})
  AND ${total} + (SELECT coalesce(sum(c.total), 0) FROM invoices c WHERE c.references_invoice = ${id}) = 0)`;

type TCalcLine = typeof calculationLines.$inferSelect;

/** Each billable calculation line with its tax (lib/contract/tax-breakdown.ts resolveLineTaxes, the
 *  booking screen's rule); a line of a booking whose price states no tax at all (an older booking,
 *  or a list without an active tax priced before) takes the booking's tax record or the general
 *  default (booking-tax.ts) unless it has an exclusive tax, else 0 %. */
async function taxedLines(tx: Db, bookingId: string, all: TCalcLine[], lang: TDocLang): Promise<TLine[]> {
  const resolved = resolveLineTaxes(all, lang);
  // An exclusive tax (a 'tax' line) is the booking's statement: lines outside it are 0 %.
  const needsDefault = !all.some((l) => l.type === 'tax') && all.some((l, i) => l.type !== 'tax' && resolved[i] === null);
  const fallback = (needsDefault ? await bookingDefaultTax(tx, bookingId) : null) ?? { name: '', rate: 0, inclusive: true };
  return all.flatMap((l, i) => (l.type === 'tax' ? [] : [{ ...l, tax: resolved[i] ?? fallback }]));
}

/** The booking's exclusive tax per rate (its 'tax' lines, textValues.rate). */
function exclusiveTaxes(all: TCalcLine[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of all) {
    if (l.type !== 'tax') continue;
    const rate = Number((l.textValues as { rate?: number } | null)?.rate ?? 0);
    out.set(rate, (out.get(rate) ?? 0) + l.amount);
  }
  return out;
}

async function recipientOf(tx: Db, row: TBookingRow, part: TPart): Promise<TInvoiceParty> {
  if (part.recipient === 'agency') {
    if (!row.agency) throw errors.conflict('NO_AGENCY', 'The booking has no agency to invoice.');
    const [a] = await tx.select().from(agencies).where(eq(agencies.id, row.agency));
    return { type: 'agency', id: a.id, name: a.name ?? '', street: a.street, zip: a.zip, city: a.city, country: a.country, email: a.email, vatId: a.vatId || null };
  }
  const id = part.customer ?? row.customer;
  if (!id) throw errors.conflict('NO_CUSTOMER', 'The booking has no customer to invoice.');
  const [c] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!c) throw errors.validation([{ path: 'customer', message: 'unknown customer' }]);
  const addr = (c.address ?? {}) as { street?: string; zip?: string; city?: string; country?: string };
  return { type: 'customer', id: c.id, name: c.fullName ?? '', street: addr.street ?? null, zip: addr.zip ?? null, city: addr.city ?? null, country: addr.country ?? c.country ?? null, email: c.email ?? null };
}

export async function issueInvoices(tx: Tx, p: TPrincipal, bookingId: string, parts: TPart[], now: Date): Promise<string[]> {
  const row = await loadBooking(tx, p, bookingId, 'office', true);
  const inForce = await invoicesInForce(tx, row.id);
  if (inForce.length) throw errors.conflict('ALREADY_INVOICED', `The booking is invoiced (${inForce.map((i) => i.number).join(', ')}); issue a credit note first.`);
  const booked = await tx.select().from(calculationLines).where(eq(calculationLines.bookingId, row.id)).orderBy(calculationLines.sort, calculationLines.createdAt);
  // Taxes are resolved on every line (a fee takes the stay's rate), then a cancelled booking's
  // invoice keeps only what the cancellation left to pay.
  const chargeable = chargeableIds(booked);
  const all = booked.filter((l) => chargeable.has(l.id));
  const onsite = await onsiteForInvoice(tx, row.id);
  const billable: TLine[] = [...(await taxedLines(tx, row.id, booked, docLang(row.language))).filter((l) => chargeable.has(l.id)), ...onsite.items.map((i) => ({
    id: i.id, type: 'onsite', source: 'onsite', amount: i.amount, quantity: i.quantity, unitPrice: i.unitPrice, text: i.text, textKey: null, textValues: {},
    tax: { rate: Number(i.taxPercent), inclusive: true },
  }))];
  if (billable.length === 0) throw errors.conflict('NOTHING_TO_INVOICE', 'The booking has no calculation lines to invoice.');
  // Every line in exactly one part (a single part without lines takes them all).
  const partLines = parts.map((pt) => (pt.lines ? pt.lines : billable.map((l) => l.id)));
  const seen = new Set<string>();
  partLines.flat().forEach((id, i) => {
    if (seen.has(id)) throw errors.validation([{ path: `parts.lines.${i}`, message: 'a line belongs to one part only' }]);
    if (!billable.some((l) => l.id === id)) throw errors.validation([{ path: `parts.lines.${i}`, message: 'not a billable line of this booking' }]);
    seen.add(id);
  });
  if (seen.size !== billable.length) throw errors.validation([{ path: 'parts', message: 'every calculation line of the booking must be in one part' }]);

  const company = await readCompany(tx);
  assertCompanyComplete(company);
  const byId = new Map(billable.map((l) => [l.id, l]));
  const groups = partLines.map((ids) => ids.map((id) => byId.get(id)!));
  // The exclusive tax of each rate shared by the parts' exclusive net at that rate.
  const shares = groups.map(() => new Map<number, number>());
  for (const [rate, amount] of exclusiveTaxes(all)) {
    const bases = groups.map((g) => g.filter((l) => !l.tax.inclusive && l.tax.rate === rate).reduce((s, l) => s + l.amount, 0));
    shareTax(amount, bases).forEach((share, i) => shares[i].set(rate, share));
  }
  // The payments the booking's one balance counts (bookings/balance.ts).
  const paid = await countedPayments(tx, row.id);
  const lang = docLang(row.language);
  const issueDate = now.toISOString().slice(0, 10);
  const year = Number(issueDate.slice(0, 4));
  // The one due rule: the invoice of the whole total is due when the terms' schedule wants all of
  // it (its last part), never before the issue day; a booking without a schedule (no rooms):
  // the company's paymentDueDays after the issue day.
  const scheduled = finalDueDate((await calculateTerms(tx, row, issueDate)).items);
  const dueDate = scheduled ? (scheduled < issueDate ? issueDate : scheduled) : addDays(issueDate, company.paymentDueDays);
  const ids: string[] = [];
  let paidBefore = 0;
  for (const [i, part] of parts.entries()) {
    const lines = groups[i];
    const taxRows = breakdown(lines, shares[i], lang);
    const net = taxRows.reduce((s, t) => s + t.net, 0);
    const tax = taxRows.reduce((s, t) => s + t.tax, 0);
    const total = net + tax;
    // Never a negative invoice (409 NEGATIVE_PART, the transaction issues nothing); the payments
    // so far fill the parts in their order, each counted where it is listed (invoice-parts.ts).
    const recipient = await recipientOf(tx, row, part);
    assertNotNegative(total, recipient.name, row.currency, parts.length > 1);
    const share = paymentsOfPart(paid, paidBefore, total, i === 0, i === parts.length - 1);
    paidBefore += total;
    const paidHere = share.counted;
    const seq = await takeInvoiceSeq(tx, 'invoice', year);
    const [inv] = await tx.insert(invoices).values({
      number: formatInvoiceNumber(company.invoiceNumberFormat, year, seq), kind: 'invoice', year, seq, bookingId: row.id,
      issueDate, dueDate, serviceFrom: row.dateFrom ?? null, serviceTo: row.dateTo ?? null,
      language: lang, currency: row.currency, recipient, company, taxBreakdown: taxRows,
      net, tax, total, payments: share.listed,
      paidAmount: paidHere, amountDue: total - paidHere, publicToken: randomBytes(24).toString('base64url'), createdBy: p.userId,
    }).returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(lines.map((l, pos) => ({
      invoiceId: inv.id, position: pos + 1, bookingLineId: l.id, type: l.type, text: lineText(lang, l) || l.type,
      quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, taxRate: l.tax.rate,
    })));
    ids.push(inv.id);
    await runIssueHooks(tx, { id: inv.id, kind: 'invoice', bookingId: row.id });
  }
  await recordCurrentVersion(tx, row.id, parts.length > 1 ? 'splitInvoice' : 'invoice', p);
  return ids;
}

