// The parts of one issue (a single invoice is one part; a split has several, issue-invoice.ts):
// no part may have a negative total (a negative document is a credit note, never an invoice with
// a due date: 409 NEGATIVE_PART, docs/decisions/invoices.md "Split"), and the payments made so far
// are shared over the parts in their order, each payment listed on exactly the parts that count it
// and with the amount each counts (issue 32 item 4).
import type { TInvoicePaymentRef } from '../../db/schema';
import { errors } from '../../http/errors';

const money = (n: number, currency: string) => `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')} ${currency}`;

/** 409 NEGATIVE_PART: a part (or the single invoice) that would come to less than nothing. */
export function assertNotNegative(total: number, name: string, currency: string, split: boolean): void {
  if (total >= 0) return;
  throw errors.conflict('NEGATIVE_PART', split
    ? `A split never issues an invoice with a negative total: the part of ${name || 'a recipient'} would come to ${money(total, currency)} (its discounts or commission are more than its own lines). Put those lines on a part that holds what they reduce, or issue one invoice.`
    : `The booking comes to ${money(total, currency)}: an invoice is never negative (money owed back is a credit note or a refund).`);
}

/**
 * The payments one part counts and lists. The payments' running sum (oldest first) fills the
 * parts in their order: part i takes what falls between the totals of the parts before it
 * (`start`) and start + its total; the first part also takes a running sum below zero, the last
 * what is paid beyond all parts (overpaid). A payment crossing a boundary is listed on both parts
 * with the amount each counts; so on every part the listed amounts add up to what it counts.
 */
export function paymentsOfPart(entries: TInvoicePaymentRef[], start: number, total: number, first: boolean, last: boolean): { listed: TInvoicePaymentRef[]; counted: number } {
  const lo = first ? -Infinity : start;
  const hi = last ? Infinity : start + total;
  const clamp = (x: number) => Math.min(Math.max(x, lo), hi);
  const listed: TInvoicePaymentRef[] = [];
  let running = 0;
  let counted = 0;
  for (const e of [...entries].sort((a, b) => (a.paidAt ?? '\uffff').localeCompare(b.paidAt ?? '\uffff'))) {
    const here = clamp(running + e.amount) - clamp(running);
    running += e.amount;
    if (here === 0) continue;
    listed.push({ ...e, amount: here });
    counted += here;
  }
  return { listed, counted };
}

type TSortedLine = { id: string; source: string | null; type: string; sort: number };
/** The lines an invoice of a cancelled booking bills (issue 33 item 14): the fee and whatever was
 *  added after the cancellation. The stay before it is netted to zero by the cancellation's credit
 *  line (bookings/calculation.ts applyCancellationFee), so listing it only repeats the whole stay
 *  and takes it back again; the credit line goes with it. A booking that was not cancelled
 *  (no credit line) bills every line. */
export function chargeableIds<T extends TSortedLine>(all: T[]): Set<string> {
  const credit = all.find((l) => l.source === 'cancellation' && l.type === 'discount');
  const kept = credit ? all.filter((l) => (l.source === 'cancellation' ? l !== credit : l.sort > credit.sort)) : all;
  return new Set(kept.map((l) => l.id));
}
