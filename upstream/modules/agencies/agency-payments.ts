// GET /api/bookings/agency/payments/{agency} (from, to): the payments on one agency's bookings
// in a date range (a payment's day is its payment date, else the day it was recorded), with
// totals per currency. Staff with agencies.read see any agency's within their assets; an agency
// user (agencies.self) only their own agency's (another agency answers 404).
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import type { TAgencyPayments } from '../../../lib/contract/reports';
import { rowsOf } from '../../db/rows';
import { creditBalances } from '../credits/ledger';
import { OWING_STATES } from '../bookings/payments/money-lists';
import { paymentDay } from '../bookings/payments/payment-entries';
import type { Db } from '../../db/client';
import { agencies, bookings, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetAllows } from '../bookings/access';

type TOptions = { db: Db; principal: TPrincipal; agencyId: string; from: string; to: string };

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listAgencyPayments({ db, principal: p, agencyId, from, to }: TOptions): Promise<TAgencyPayments> {
  const staff = hasScope(p.scopes, 'agencies.read');
  if (!staff && p.agencyId !== agencyId) throw errors.notFound();
  const [agency] = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!agency) throw errors.notFound();
  const day = paymentDay();
  const rows = await db.select({ payment: payments, booking: bookings }).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking))
    .where(and(eq(bookings.agency, agencyId), gte(day, sql`${from}::date`), lt(day, sql`${nextDay(to)}::date`)))
    .orderBy(asc(day), asc(payments.createdAt));
  const visible = staff ? rows.filter((r) => assetAllows(p, r.booking)) : rows;
  const totals = new Map<string, { currency: string; paid: number; pending: number }>();
  for (const { payment } of visible) {
    const t = totals.get(payment.currency) ?? { currency: payment.currency, paid: 0, pending: 0 };
    if (payment.status === 'paid' || payment.status === 'refunded') t.paid += payment.amount;
    else if (payment.status === 'pending') t.pending += payment.amount;
    totals.set(payment.currency, t);
  }
  const statement = await agencyStatement(db, p, agencyId, from, to, staff);
  return {
    agency: { id: agency.id, name: agency.name },
    from,
    to,
    statement,
    statementTotals: statementTotals(statement),
    credits: await creditBalances(db, { agency: agencyId }),
    payments: visible.map(({ payment, booking }) => ({
      id: payment.id,
      booking: { id: booking.id, bookingNo: booking.bookingNo, title: booking.title, state: booking.state },
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
      paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
      createdAt: payment.createdAt.toISOString(),
    })),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

type TStatementRow = TAgencyPayments['statement'][number];

/** The agency's owing bookings arriving from..to: totals of their lines (the commission line is
 *  negative: gross = total + commission) and their counted payments, summed in bigint. */
async function agencyStatement(db: Db, p: TPrincipal, agencyId: string, from: string, to: string, staff: boolean): Promise<TStatementRow[]> {
  const states = sql.raw(OWING_STATES.map((s) => `'${s}'`).join(', '));
  const rows = rowsOf<{ id: string; booking_no: string | null; title: string | null; state: string; date_from: string | null; currency: string; resort: string | null; vessel: string | null; total: string; commission: string; paid: string }>(await db.execute(sql`
    SELECT b.id, b.booking_no, b.title, b.state, b.date_from::text AS date_from, b.currency, b.resort, b.vessel,
      coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0)::text AS total,
      coalesce((SELECT -sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id AND l.type = 'commission'), 0)::text AS commission,
      coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = b.id AND pm.status IN ('paid', 'refunded')), 0)::text AS paid
    FROM bookings b WHERE b.agency = ${agencyId}::uuid AND b.state IN (${states}) AND b.date_from >= ${from}::date AND b.date_from <= ${to}::date
    ORDER BY b.date_from, b.id LIMIT 5000`));
  return rows.filter((r) => !staff || assetAllows(p, r)).map((r) => {
    const net = Number(r.total);
    const commission = Number(r.commission);
    const paid = Number(r.paid);
    return {
      booking: { id: r.id, bookingNo: r.booking_no, title: r.title, state: r.state, dateFrom: r.date_from },
      currency: r.currency, gross: net + commission, commission, net, paid, open: net - paid,
    };
  });
}

function statementTotals(rows: readonly TStatementRow[]): TAgencyPayments['statementTotals'] {
  const m = new Map<string, TAgencyPayments['statementTotals'][number]>();
  for (const r of rows) {
    const t = m.get(r.currency) ?? { currency: r.currency, gross: 0, commission: 0, net: 0, paid: 0, open: 0 };
    t.gross += r.gross; t.commission += r.commission; t.net += r.net; t.paid += r.paid; t.open += r.open;
    m.set(r.currency, t);
  }
  return [...m.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
