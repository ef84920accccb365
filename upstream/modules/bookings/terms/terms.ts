// A booking's terms of payment: which terms hold (the booking's, else its agency's, else the
// default), its due schedule and overdue flag, and the cancellation fee by the terms' scale.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCancellation } from '../../../../lib/contract/booking-core';
import type { Db } from '../../../db/client';
import { agencies, bookings, termsOfPayment } from '../../../db/schema';
import { errors } from '../../../http/errors';
import type { TBookingRow } from '../access';
import type { TCancellationFee } from '../prices/calculation';
import { totalsOf } from '../prices/calculation';
import { cancellationPercent, dueSchedule, type TDueItem, type TTermsRecord } from './terms-schedule';

type TTermsRow = typeof termsOfPayment.$inferSelect;
const recordOf = (t: TTermsRow): TTermsRecord => ({
  id: t.id, name: t.name, depositPercent: Number(t.depositPercent ?? 0), depositAmount: t.depositAmount ?? null,
  depositDueDays: t.depositDueDays ?? 0, depositDueFrom: t.depositDueFrom === 'arrival' ? 'arrival' : 'booking',
  restDueDaysBeforeArrival: t.restDueDaysBeforeArrival ?? 0, cancellation: t.cancellation ?? [],
});

export async function termsFor(tx: Db, row: Pick<TBookingRow, 'termsOfPayment' | 'agency'>): Promise<TTermsRecord | null> {
  let id = row.termsOfPayment;
  if (!id && row.agency) [{ id = null } = { id: null }] = await tx.select({ id: agencies.termsOfPayment }).from(agencies).where(eq(agencies.id, row.agency));
  const [t] = id
    ? await tx.select().from(termsOfPayment).where(eq(termsOfPayment.id, id))
    : await tx.select().from(termsOfPayment).where(and(eq(termsOfPayment.isDefault, true), eq(termsOfPayment.isActive, true))).orderBy(termsOfPayment.name).limit(1);
  return t ? recordOf(t) : null;
}

/** The terms of many bookings at once (the dashboard's rows), by the same rule as termsFor:
 *  the booking's, else its agency's, else the active default. Keyed by booking id. */
export async function termsForBookings(tx: Db, rows: { id: string; termsOfPayment: string | null; agency: string | null }[]): Promise<Map<string, TTermsRecord | null>> {
  const agencyIds = [...new Set(rows.filter((r) => !r.termsOfPayment && r.agency).map((r) => r.agency!))];
  const agencyTerms = new Map(agencyIds.length
    ? (await tx.select({ id: agencies.id, terms: agencies.termsOfPayment }).from(agencies).where(inArray(agencies.id, agencyIds))).map((a) => [a.id, a.terms])
    : []);
  const wanted = rows.map((r) => r.termsOfPayment ?? (r.agency ? agencyTerms.get(r.agency) ?? null : null));
  const ids = [...new Set(wanted.filter((t): t is string => !!t))];
  const found = new Map((ids.length ? await tx.select().from(termsOfPayment).where(inArray(termsOfPayment.id, ids)) : []).map((t) => [t.id, recordOf(t)]));
  const needDefault = wanted.some((t) => !t || !found.has(t));
  const [fallback] = needDefault
    ? await tx.select().from(termsOfPayment).where(and(eq(termsOfPayment.isDefault, true), eq(termsOfPayment.isActive, true))).orderBy(termsOfPayment.name).limit(1)
    : [];
  return new Map(rows.map((r, i) => [r.id, (wanted[i] ? found.get(wanted[i]!) : undefined) ?? (wanted[i] ? null : fallback ? recordOf(fallback) : null)]));
}

export type TTermsCalculation = { terms: { id: string; name: string } | null; total: number; paid: number; items: TDueItem[]; hasExceededDueDate: boolean };

/** The states without a due schedule: nothing is owed on a cancelled, deleted or released booking. */
export const NO_SCHEDULE_STATES = ['aborted', 'deleted', 'freed'] as const;

/** The schedule of a booking whose terms and sums are known (the one rule for one booking or many). */
export function scheduleOf(row: Pick<TBookingRow, 'state' | 'dateFrom' | 'bookingDate' | 'createdAt'>, terms: TTermsRecord | null, total: number, paid: number, today: string): TDueItem[] {
  const cancelled = (NO_SCHEDULE_STATES as readonly string[]).includes(row.state);
  return row.dateFrom && !cancelled
    ? dueSchedule({ total, paid, bookingDate: (row.bookingDate ?? row.createdAt).toISOString(), arrival: row.dateFrom, terms, today })
    : [];
}

export async function calculateTerms(tx: Db, row: TBookingRow, today: string): Promise<TTermsCalculation> {
  const terms = await termsFor(tx, row);
  const { total, paid } = await totalsOf(tx, row.id);
  const items = scheduleOf(row, terms, total, paid, today);
  return { terms: terms && { id: terms.id, name: terms.name }, total, paid, items, hasExceededDueDate: items.some((i) => i.overdue) };
}

/** Stores hasExceededDueDate as the schedule says today (the list filters on it). */
export async function refreshDueFlag(tx: Db, row: TBookingRow, today: string): Promise<void> {
  const { hasExceededDueDate } = await calculateTerms(tx, row, today);
  if (hasExceededDueDate !== row.hasExceededDueDate) await tx.update(bookings).set({ hasExceededDueDate }).where(eq(bookings.id, row.id));
}

/** The fee of a cancellation: with useTerms the percent of the terms' scale at the cancellation
 *  date (else today); otherwise the percent or value given. includeCommission: the fee is taken
 *  on the price with the agency's commission (the gross), else on the net total. */
export async function cancellationFeeOf(tx: Db, row: TBookingRow, c: z.infer<typeof ZCancellation>, today: string): Promise<TCancellationFee> {
  const base = { reason: c.reason ?? 'customer', message: c.message, onGross: c.includeCommission === true };
  if (!c.useTerms) return { ...base, percent: c.percent, value: c.value };
  const terms = await termsFor(tx, row);
  if (!terms) throw errors.conflict('NO_TERMS', 'The booking has no terms of payment (nor a default); give a percent or value instead.');
  if (!row.dateFrom) throw errors.conflict('NO_ARRIVAL', 'The booking has no rooms, so no arrival to measure the cancellation scale from.');
  const on = c.date ?? today;
  const { percent, daysBefore } = cancellationPercent(terms.cancellation, row.dateFrom, on);
  return { ...base, percent, terms: terms.name, daysBefore, date: on };
}
