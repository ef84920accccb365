// GET /api/bookings/agency/payments/{agency} (from, to): the payments on one agency's bookings
// in a date range (a payment's day is its payment date, else the day it was recorded), with
// totals per currency. Staff with agencies.read see any agency's within their assets; an agency
// user (agencies.self) only their own agency's (another agency answers 404).
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import type { TAgencyPayments } from '../../../lib/contract/reports';
import type { Db } from '../../db/client';
import { agencies, bookings, payments } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetAllows } from './access';

type TOptions = { db: Db; principal: TPrincipal; agencyId: string; from: string; to: string };

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listAgencyPayments({ db, principal: p, agencyId, from, to }: TOptions): Promise<TAgencyPayments> {
  const staff = hasScope(p.scopes, 'agencies.read');
  if (!staff && p.agencyId !== agencyId) throw errors.notFound();
  const [agency] = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!agency) throw errors.notFound();
  const day = sql<string>`coalesce(${payments.paidAt}, ${payments.createdAt})`;
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
  return {
    agency: { id: agency.id, name: agency.name },
    from,
    to,
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
