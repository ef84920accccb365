// /finance/invoices: every invoice and credit note the caller may see (the booking's access rule,
// bookings/access.ts), filtered by issue date, asset, agency, kind, paid or open and overdue, with
// totals per currency; the same rows as CSV. Status: an invoice reversed in full by its credit notes is
// 'credited'; otherwise 'paid' while its booking owes nothing (its one balance, bookings/balance.ts), else
// 'open', and overdue once open past its due date (business clock). A credit note is 'credit'.
import { sql } from 'drizzle-orm';
import { csvDocument } from '../../../lib/validation/csv-writer';
import type { z } from 'zod';
import type { ZInvoiceList, ZInvoiceListQuery } from '../../../lib/contract/invoices';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { hasScope } from '../../../lib/access/scopes';
import { errors } from '../../http/errors';
import { bookingSightSql } from '../resources/booking-sight';
import { openSql } from '../bookings/payments/balance';
import { fullyCredited } from './issue-invoice';
import { rowsOf } from '../../db/rows';

type TQuery = z.infer<typeof ZInvoiceListQuery>;
type TList = z.infer<typeof ZInvoiceList>;
type TSqlRow = {
  id: string; number: string; kind: 'invoice' | 'credit_note'; booking: string; bookingNo: string | null; issueDate: string; dueDate: string;
  recipientName: string; recipientType: string | null; agency: string | null; customer: string | null; resort: string | null; vessel: string | null; currency: string;
  net: number; tax: number; total: number; credited: boolean; bookingOpen: string;
};

export async function listInvoices(db: Db, p: TPrincipal, q: TQuery, today: string): Promise<TList> {
  // The operator's books (/finance/invoices: bookings.read); customers and agencies read the
  // invoices of their own bookings on the booking (GET /api/bookings/{id}/invoices).
  if (!hasScope(p.scopes, 'bookings.read')) throw errors.forbidden();
  const where = [bookingSightSql(p, 'b')];
  if (q.from) where.push(sql`i.issue_date >= ${q.from}`);
  if (q.to) where.push(sql`i.issue_date <= ${q.to}`);
  if (q.asset) where.push(sql`(b.resort = ${q.asset} OR b.vessel = ${q.asset})`);
  if (q.agency) where.push(sql`b.agency = ${q.agency}`);
  if (q.kind) where.push(sql`i.kind = ${q.kind}`);
  const res = await db.execute(sql`
    SELECT i.id, i.number, i.kind, i.booking_id AS booking, coalesce(b.booking_no, b.reservation_no, b.offer_no) AS "bookingNo",
      i.issue_date::text AS "issueDate", i.due_date::text AS "dueDate", i.recipient->>'name' AS "recipientName",
      i.recipient->>'type' AS "recipientType",
      b.agency, b.customer, b.resort, b.vessel, i.currency, i.net, i.tax, i.total,
      ${fullyCredited(sql`i.id`, sql`i.total`)} AS credited,
      ${openSql(sql`b.id`)} AS "bookingOpen"
    FROM invoices i JOIN bookings b ON b.id = i.booking_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY i.issue_date DESC, i.number DESC
    LIMIT 5000`);
  const rows = rowsOf<TSqlRow>(res);
  const data = rows.map((r) => {
    const status = r.kind === 'credit_note' ? 'credit' as const : r.credited ? 'credited' as const : Number(r.bookingOpen) <= 0 ? 'paid' as const : 'open' as const;
    return {
      id: r.id, number: r.number, kind: r.kind, booking: r.booking, bookingNo: r.bookingNo, issueDate: r.issueDate, dueDate: r.dueDate,
      recipientName: r.recipientName ?? '', recipientType: r.recipientType === 'agency' ? 'agency' as const : 'customer' as const, agency: r.agency, resort: r.resort, vessel: r.vessel, currency: r.currency,
      net: Number(r.net), tax: Number(r.tax), total: Number(r.total), status, overdue: status === 'open' && r.dueDate < today,
    };
  }).filter((r) => (!q.status || r.status === q.status) && (q.overdue !== '1' || r.overdue) && (q.overdue !== '0' || !r.overdue));
  const totals = new Map<string, { currency: string; net: number; tax: number; total: number }>();
  for (const r of data) {
    const t = totals.get(r.currency) ?? { currency: r.currency, net: 0, tax: 0, total: 0 };
    t.net += r.net; t.tax += r.tax; t.total += r.total;
    totals.set(r.currency, t);
  }
  return { data, totals: [...totals.values()] };
}

const major = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

/** CSV (RFC 4180, with the byte-order mark of every export, amounts in major units with a dot); cells that a spreadsheet would run as a
 *  formula are prefixed with an apostrophe (recipient names are typed by guests). */
export function invoicesCsv(list: TList): string {
  return csvDocument(
    ['number', 'kind', 'issueDate', 'dueDate', 'booking', 'recipient', 'currency', 'net', 'tax', 'total', 'status', 'overdue'],
    list.data.map((r) => [r.number, r.kind, r.issueDate, r.dueDate, r.bookingNo ?? '', r.recipientName ?? '', r.currency, major(r.net), major(r.tax), major(r.total), r.status, r.overdue ? 'yes' : 'no']),
  );
}
