// Credit notes correct one invoice, never edit it: in full (every line's rest), for selected lines
// (a line's rest or part of it) or for a partial amount (spread over the rates by what each still
// holds, then over the rate's lines, discounts included; largest remainder). Several credit notes
// may reference one invoice; under the invoice's row lock their sum never exceeds it (409
// OVER_CREDIT), per line, per tax rate and in total, and the one that takes the invoice's rest
// takes every rate's rest. Each credit line keeps the position of the invoice line it credits, so
// a line's rest = its amount + its credit lines. The tax of a credit per rate is the invoice's tax
// for the rate's credited base so far, minus what earlier credit notes took: never more than the
// invoice charged at that rate, and the last credit note of a rate takes exactly the rest.
// Issued by POST /api/invoices/{id}/creditNote and by a cancellation (hooks.ts, in full).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoiceLines, invoices, type TInvoiceTaxRow } from '../../db/schema';
import { errors } from '../../http/errors';
import { addDays, readCompany } from './issue-invoice';
import { creditLineShape } from './credit-lines';
import { formatInvoiceNumber, takeInvoiceSeq } from './numbering';
import { roundDiv, spread } from './tax';
import { runIssueHooks } from './issue-hooks';

export type TCreditScope = { lines?: { position: number; amount?: number }[]; amount?: number };
type TInvLine = typeof invoiceLines.$inferSelect;

/** Minor units as text for a refusal, e.g. 148.00 EUR. */
const m = (n: number, currency: string) => `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')} ${currency}`;
const overCredit = (what: string) => errors.conflict('OVER_CREDIT', `${what} The credit notes of an invoice can never exceed it.`);

/** What each line of the invoice still holds after its credit notes (by position). */
async function restOf(tx: Db, inv: typeof invoices.$inferSelect) {
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id)).orderBy(asc(invoiceLines.position));
  const credits = await tx.select().from(invoices).where(and(eq(invoices.references, inv.id), eq(invoices.kind, 'credit_note')));
  const creditLines = credits.length ? await tx.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, credits.map((c) => c.id))) : [];
  const rest = new Map(lines.map((l) => [l.position, l.amount]));
  for (const cl of creditLines) rest.set(cl.position, (rest.get(cl.position) ?? 0) + cl.amount);
  // Per rate, what earlier credit notes took: tax, and gross beyond their lines (an exclusive tax).
  const taken = new Map<number, { tax: number; extra: number }>();
  const at = (rate: number) => { let t = taken.get(rate); if (!t) taken.set(rate, (t = { tax: 0, extra: 0 })); return t; };
  for (const c of credits) for (const t of c.taxBreakdown) { at(t.rate).tax -= t.tax; at(t.rate).extra -= t.gross; }
  for (const cl of creditLines) at(Number(cl.taxRate)).extra += cl.amount;
  return { lines, rest, credits, taken, restTotal: inv.total + credits.reduce((s, c) => s + c.total, 0) };
}

/** The amount credited per position (same sign as the line), checked against the rests. */
function creditedAmounts(lines: TInvLine[], rest: Map<number, number>, restTotal: number, scope: TCreditScope, cur: string): Map<number, number> {
  const out = new Map<number, number>();
  if (scope.amount !== undefined) {
    if (scope.amount > restTotal) throw overCredit(`Only ${m(restTotal, cur)} of the invoice is left to credit.`);
    // Over the rates by what each holds, then over each rate's lines by their rest: discounts
    // are credited with the lines they reduce, so no rate gives back more than it holds.
    const rates = [...restByRate(lines, rest, new Map()).entries()].filter(([, r]) => r !== 0);
    spread(scope.amount, rates.map(([, r]) => r)).forEach((share, k) => {
      const open = lines.filter((l) => Number(l.taxRate) === rates[k][0] && (rest.get(l.position) ?? 0) !== 0);
      spread(share, open.map((l) => rest.get(l.position)!)).forEach((a, i) => { if (a !== 0) out.set(open[i].position, a); });
    });
    return out;
  }
  if (!scope.lines) {
    for (const l of lines) if ((rest.get(l.position) ?? 0) !== 0) out.set(l.position, rest.get(l.position)!);
    return out;
  }
  scope.lines.forEach((pick, i) => {
    const line = lines.find((l) => l.position === pick.position);
    if (!line || out.has(pick.position)) throw errors.validation([{ path: `lines.${i}.position`, message: line ? 'a line is credited once per credit note' : 'not a line of this invoice' }]);
    const left = rest.get(pick.position) ?? 0;
    const amount = pick.amount ?? left;
    if (left === 0) throw overCredit(`Line ${pick.position} is credited in full already.`);
    if (amount === 0 || Math.sign(amount) !== Math.sign(left) || Math.abs(amount) > Math.abs(left)) throw overCredit(`Line ${pick.position} has ${m(left, cur)} left to credit.`);
    out.set(pick.position, amount);
  });
  const sum = [...out.values()].reduce((s, a) => s + a, 0);
  if (sum > restTotal) throw overCredit(`These lines come to ${m(sum, cur)}, only ${m(restTotal, cur)} of the invoice is left (credit its discounts with them).`);
  if (sum <= 0) throw errors.validation([{ path: 'lines', message: 'a credit note credits a positive amount' }]);
  // Per rate: what is left stays between nothing and what the invoice charged at that rate, and
  // the credit note that takes the invoice's rest takes every rate's rest.
  const before = restByRate(lines, rest, new Map());
  const after = restByRate(lines, rest, out);
  const base = restByRate(lines, new Map(lines.map((l) => [l.position, l.amount])), new Map());
  for (const [rate, left] of after) {
    const b = base.get(rate) ?? 0;
    if (left < Math.min(0, b) || left > Math.max(0, b)) {
      throw overCredit(`At ${rate} % VAT these lines come to ${m((before.get(rate) ?? 0) - left, cur)}, only ${m(before.get(rate) ?? 0, cur)} is left at that rate (credit its discounts with them).`);
    }
    if (sum === restTotal && left !== 0) throw overCredit(`These lines take the rest of the invoice but leave ${m(left, cur)} at ${rate} % VAT: credit them with it.`);
  }
  return out;
}

/** Per tax rate: the lines' rest less what is credited now. */
function restByRate(lines: TInvLine[], rest: Map<number, number>, credited: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) {
    const rate = Number(l.taxRate);
    out.set(rate, (out.get(rate) ?? 0) + (rest.get(l.position) ?? 0) - (credited.get(l.position) ?? 0));
  }
  return out;
}

/** The credit's tax rows: per rate, the invoice's tax (and the gross beyond the lines: an
 *  exclusive tax) for the rate's credited base so far, minus what earlier credit notes took; a
 *  credit that leaves nothing at the rate takes exactly the rest. Never beyond the invoice's. */
function creditTax(inv: typeof invoices.$inferSelect, lines: TInvLine[], rest: Map<number, number>, credited: Map<number, number>,
  taken: Map<number, { tax: number; extra: number }>): TInvoiceTaxRow[] {
  const rows = new Map<number, TInvoiceTaxRow>();
  for (const r of inv.taxBreakdown) {
    const had = rows.get(r.rate);
    rows.set(r.rate, had ? { ...had, inclusive: had.inclusive && r.inclusive, net: had.net + r.net, tax: had.tax + r.tax, gross: had.gross + r.gross } : r);
  }
  return [...rows.values()].flatMap((row) => {
    const atRate = lines.filter((l) => Number(l.taxRate) === row.rate);
    if (!atRate.some((l) => credited.has(l.position))) return [];
    const now = atRate.reduce((s, l) => s + (credited.get(l.position) ?? 0), 0);
    const base = atRate.reduce((s, l) => s + l.amount, 0);
    const left = atRate.reduce((s, l) => s + (rest.get(l.position) ?? 0) - (credited.get(l.position) ?? 0), 0);
    const done = base - left;
    const upTo = (whole: number) => (left === 0 ? whole : base === 0 ? 0 : Number(roundDiv(BigInt(whole), BigInt(done), BigInt(base))));
    const was = taken.get(row.rate) ?? { tax: 0, extra: 0 };
    const tax = upTo(row.tax) - was.tax;
    const gross = now + upTo(row.gross - base) - was.extra;
    return [{ ...row, net: tax - gross, tax: 0 - tax, gross: 0 - gross }];
  });
}

export async function issueCreditNote(tx: Tx, opts: { invoiceId: string; reason: string; now: Date; userId: string | null } & TCreditScope): Promise<string> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, opts.invoiceId)).for('update');
  if (!inv) throw errors.notFound('Invoice not found');
  if (inv.kind !== 'invoice') throw errors.conflict('NOT_AN_INVOICE', 'A credit note cannot be credited.');
  const { lines, rest, credits, taken, restTotal } = await restOf(tx, inv);
  const full = opts.amount === undefined && !opts.lines;
  if (credits.length && restTotal === 0) {
    throw errors.conflict('ALREADY_CREDITED', `Invoice ${inv.number} is reversed in full by ${credits.map((c) => c.number).join(', ')}.`);
  }
  if (full && credits.length === 0 && inv.total < 0) throw overCredit('A negative invoice is not credited.');
  const credited = creditedAmounts(lines, rest, restTotal, opts, inv.currency);
  const taxRows = creditTax(inv, lines, rest, credited, taken);
  const net = taxRows.reduce((s, t) => s + t.net, 0);
  const tax = taxRows.reduce((s, t) => s + t.tax, 0);
  const company = await readCompany(tx);
  const issueDate = opts.now.toISOString().slice(0, 10);
  const year = Number(issueDate.slice(0, 4));
  const seq = await takeInvoiceSeq(tx, 'credit_note', year);
  const [cn] = await tx.insert(invoices).values({
    number: formatInvoiceNumber(company.creditNoteNumberFormat, year, seq), kind: 'credit_note', year, seq, bookingId: inv.bookingId,
    references: inv.id, issueDate, dueDate: addDays(issueDate, company.paymentDueDays), serviceFrom: inv.serviceFrom, serviceTo: inv.serviceTo,
    language: inv.language, currency: inv.currency, recipient: inv.recipient, company, taxBreakdown: taxRows,
    net, tax, total: net + tax, payments: [], paidAmount: 0, amountDue: net + tax,
    publicToken: randomBytes(24).toString('base64url'), reason: opts.reason, createdBy: opts.userId,
  }).returning({ id: invoices.id });
  const rows = lines.filter((l) => credited.has(l.position)).map((l) => {
    const amount = credited.get(l.position)!;
    return {
      invoiceId: cn.id, position: l.position, bookingLineId: l.bookingLineId, type: l.type, text: l.text,
      ...creditLineShape(l, amount), amount: 0 - amount, taxRate: l.taxRate,
    };
  });
  if (rows.length) await tx.insert(invoiceLines).values(rows);
  await runIssueHooks(tx, { id: cn.id, kind: 'credit_note', bookingId: inv.bookingId });
  return cn.id;
}

/** What the credit notes of an invoice took so far (positive) and their numbers, oldest first. */
export async function creditedSoFar(tx: Db, invoiceId: string): Promise<{ credited: number; numbers: string[] }> {
  const cs = await tx.select({ total: invoices.total, number: invoices.number }).from(invoices).where(eq(invoices.references, invoiceId)).orderBy(asc(invoices.seq));
  return { credited: 0 - cs.reduce((s, c) => s + c.total, 0), numbers: cs.map((c) => c.number) };
}
