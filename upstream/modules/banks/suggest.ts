// Which open bookings an entry pays, with how sure we are (docs/decisions/banks.md "Matching").
// Read from what people type into a transfer: a booking, reservation or offer number
// (B2026-00012), an invoice number, both as our invoices' EPC QR code writes them
// ("<invoice no> <booking no>"), and the payer's name with the amount. A suggestion is a list of
// lines (booking, amount of the entry): one line, or several when the text names several bookings
// whose open amounts add up to the entry (a combined payment). Money in whose payer or purpose
// names an agency is also suggested as a top-up of that agency's credit (no lines, `credit`).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TSuggestion } from '../../../lib/contract/banks';
import type { Db } from '../../db/client';
import { agencies, bankEntries, bankEntryMatches, bookings, customers, invoices } from '../../db/schema';
import { openSql } from '../bookings';

const NUMBER = /\b([BRO])\s?(\d{4})\s?-\s?(\d{5,})\b/gi;
const OPEN_STATES = ['draft', 'planned', 'confirmed', 'resolved', 'aborted'];

/** Booking, reservation and offer numbers in a text, as we write them (numbers.ts). */
export function bookingNumbersIn(text: string): string[] {
  return [...new Set([...text.matchAll(NUMBER)].map((m) => `${m[1].toUpperCase()}${m[2]}-${m[3]}`))];
}

type TCandidate = { id: string; bookingNo: string | null; customerName: string | null; currency: string; open: number; numbers: string[] };

const candidateColumns = {
  id: bookings.id, bookingNo: bookings.bookingNo, reservationNo: bookings.reservationNo, offerNo: bookings.offerNo,
  currency: bookings.currency, customerName: customers.fullName, open: openSql(sql`${bookings.id}`),
};
type TCandidateRow = { id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null; currency: string | null; customerName: string | null; open: string };
const toCandidate = (r: TCandidateRow): TCandidate => ({
  id: r.id, bookingNo: r.bookingNo ?? r.reservationNo ?? r.offerNo, customerName: r.customerName, currency: r.currency ?? 'EUR',
  open: Number(r.open), numbers: [r.bookingNo, r.reservationNo, r.offerNo].filter((x): x is string => !!x),
});

const words = (s: string | null) => (s ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter((w) => w.length > 2);
/** Every word of the customer's name (of three letters or more) is in the payer's name or purpose. */
function nameMatches(name: string | null, text: string): boolean {
  const want = words(name);
  if (!want.length) return false;
  const have = new Set(words(text));
  return want.every((w) => have.has(w));
}

export async function suggestFor(db: Db, entryId: string): Promise<TSuggestion[]> {
  const [entry] = await db.select().from(bankEntries).where(eq(bankEntries.id, entryId));
  if (!entry) return [];
  const [done] = await db.select({ sum: sql<string>`coalesce(sum(${bankEntryMatches.amount}), 0)::text` }).from(bankEntryMatches)
    .where(and(eq(bankEntryMatches.entryId, entryId), isNull(bankEntryMatches.undoneAt)));
  const rest = entry.amount - Number(done.sum);
  if (rest === 0 || entry.status === 'ignored') return [];
  const text = `${entry.purpose} ${entry.reference ?? ''}`;
  const numbers = bookingNumbersIn(text);
  const upper = text.toUpperCase();
  const invoiceHits = await db.select({ number: invoices.number, booking: invoices.bookingId }).from(invoices)
    .where(and(eq(invoices.kind, 'invoice'), sql`length(${invoices.number}) >= 4`, sql`strpos(${upper}, upper(${invoices.number})) > 0`)).limit(10);
  const named = or(
    numbers.length ? inArray(bookings.bookingNo, numbers) : undefined,
    numbers.length ? inArray(bookings.reservationNo, numbers) : undefined,
    numbers.length ? inArray(bookings.offerNo, numbers) : undefined,
    invoiceHits.length ? inArray(bookings.id, invoiceHits.map((i) => i.booking)) : undefined,
  );
  const base = db.select(candidateColumns).from(bookings).leftJoin(customers, eq(customers.id, bookings.customer));
  const byReference = named ? (await base.where(and(named, isNull(bookings.deletedDate))).limit(20)).map(toCandidate) : [];
  // The payer's name and the amount: bookings still owing exactly this entry's rest whose
  // customer's name is the payer's (a cheap first cut in SQL by the name's longest word).
  const payerWords = words(`${entry.counterparty ?? ''}`).sort((a, b) => b.length - a.length);
  const byName = payerWords.length && !byReference.length
    ? (await base.where(and(
      isNull(bookings.deletedDate), inArray(bookings.state, OPEN_STATES as never[]), eq(bookings.currency, entry.currency),
      sql`lower(${customers.fullName}) LIKE ${`%${payerWords[0]}%`}`, sql`${openSql(sql`${bookings.id}`)}::bigint = ${rest}`,
    )).limit(5)).map(toCandidate).filter((c) => nameMatches(c.customerName, `${entry.counterparty} ${entry.purpose}`))
    : [];
  const out: TSuggestion[] = [];
  const line = (c: TCandidate, amount: number) => ({ booking: c.id, bookingNo: c.bookingNo, customerName: c.customerName, currency: c.currency, open: c.open, amount });
  for (const c of byReference) {
    const inv = invoiceHits.find((i) => i.booking === c.id);
    const byNo = c.numbers.some((n) => numbers.includes(n));
    const reasons: TSuggestion['reasons'] = [];
    let confidence = 0;
    if (byNo) { reasons.push('bookingNo'); confidence = 0.6; }
    if (inv) { reasons.push('invoiceNo'); confidence = Math.max(confidence, 0.65) + (byNo ? 0.15 : 0); }
    const sameCurrency = c.currency === entry.currency;
    if (sameCurrency && c.open === rest) { reasons.push('amount'); confidence += 0.25; }
    else if (sameCurrency && Math.sign(c.open) === Math.sign(rest) && Math.abs(rest) < Math.abs(c.open)) confidence += 0.1; // a part payment
    if (nameMatches(c.customerName, `${entry.counterparty ?? ''} ${entry.purpose}`)) { reasons.push('name'); confidence += 0.1; }
    const amount = sameCurrency && c.open !== 0 && Math.sign(c.open) === Math.sign(rest) && Math.abs(c.open) < Math.abs(rest) ? c.open : rest;
    out.push({ confidence: Math.min(0.99, Math.round(confidence * 100) / 100), reasons, invoiceNo: inv?.number ?? null, lines: [line(c, amount)] });
  }
  // Several bookings named whose open amounts make the entry: one combined suggestion first.
  const parts = byReference.filter((c) => c.currency === entry.currency && c.open !== 0 && Math.sign(c.open) === Math.sign(rest));
  if (parts.length > 1 && parts.reduce((s, c) => s + c.open, 0) === rest) {
    out.push({ confidence: 0.95, reasons: ['bookingNo', 'combined', 'amount'], invoiceNo: null, lines: parts.map((c) => line(c, c.open)) });
  }
  for (const c of byName) out.push({ confidence: 0.6, reasons: ['name', 'amount'], invoiceNo: null, lines: [line(c, rest)] });
  // Money in from an agency that names no booking: a top-up of its credit (agencies have no
  // number of their own: the name, of four letters or more, in the payer or the purpose).
  if (rest > 0) {
    const payer = `${entry.counterparty ?? ''} ${text}`.toLowerCase();
    const named = await db.select({ id: agencies.id, name: agencies.name }).from(agencies)
      .where(and(eq(agencies.isActive, true), sql`length(trim(${agencies.name})) >= 4`, sql`strpos(${payer}, lower(trim(${agencies.name}))) > 0`)).limit(3);
    for (const a of named) {
      out.push({ confidence: out.length ? 0.4 : 0.55, reasons: ['agency'], invoiceNo: null, lines: [], credit: { agency: a.id, agencyName: a.name ?? '', amount: rest } });
    }
  }
  return out.sort((a, b) => b.confidence - a.confidence).slice(0, 5);
}
