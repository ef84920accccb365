// State actions on a booking (api-calls 7.4): confirm, plan, wait, cancell, revert, checkin,
// checkout. The transition table decides; the occupancy follows the state (a cancelled or
// waiting booking gives its beds back; a revert or confirm from waiting must get them again,
// else 409). Numbers are issued when a booking first becomes a reservation or a booking.
import { eq, sql } from 'drizzle-orm';
import { namedStatement, type TNamedStatement } from '../../db/statements';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking, type TBookingRow } from './access';
import { bookingDetail, recordVersion } from './detail';
import { drawNumberPlaceholders, issueMissing, numberValues, type TNumberKind } from './numbers';
import { setHolding } from './rooms/occupancy';
import { loadRoom } from '../inventory/room-facts';
import { holdsInventory, transition, type TBookingAction } from './transitions';
import { actionFacts, assertMayAct, callerOf } from './allowed-actions';
import { applyCancellationFee, cancellationFeeAmount, removeCancellationLines } from './prices/calculation';
import { cancellationFeeOf } from './terms/terms';
import type { z } from 'zod';
import type { TCancellationPreview, ZCancellation } from '../../../lib/contract/booking-core';
import { runActionHooks } from './hooks';

export async function applyAction(tx: Tx, p: TPrincipal, id: string, action: TBookingAction, now: Date, note?: Record<string, unknown>): Promise<TBookingDetail> {
  // Check-in and check-out are the operator's desk work: refused before the id is even looked up
  // for a caller without bookings.update. Other actions: anyone who may read the booking gets the
  // rule's answer (403 or 409 with the reason), not a 404.
  const row = await loadBooking(tx, p, id, action === 'checkin' || action === 'checkout' ? 'office' : 'read', true);
  return actOn(tx, row, { action, now, actor: p, note });
}

/** The action on a booking row the caller has loaded and locked (FOR UPDATE): a request after
 *  its read check (the rule of allowed-actions.ts decides what it may do), or a job of the
 *  system (actor null: the office's rights). */
export async function actOn(tx: Tx, row: TBookingRow, opts: { action: TBookingAction; now: Date; actor: TPrincipal | null; note?: Record<string, unknown> }): Promise<TBookingDetail> {
  const { action, now, actor: p, note } = opts;
  const from = row.state;
  const facts = await actionFacts(tx, row, now);
  assertMayAct(facts, callerOf(p, row), action);
  // No confirmation at 0.00 by mistake (issue 33): the caller says it means it (withoutPrice).
  if (action === 'confirm' && (facts.total ?? 0) <= 0 && note?.withoutPrice !== true) {
    throw errors.conflict('PRICE_MISSING', 'The booking has no price yet (total 0.00). Add its price, or confirm it without one explicitly (withoutPrice=1).');
  }
  const t = transition(from, action);
  if (!t.ok) throw errors.conflict('INVALID_STATE_TRANSITION', `A booking in state ${from} cannot ${action}.`);
  const year = now.getUTCFullYear();
  const set: Record<string, unknown> = { state: t.to, updatedAt: now };
  // A number drawn by the update itself (numbers.ts).
  const issue: TNumberKind | null = t.to === 'confirmed' && !row.bookingNo ? 'booking' : t.to === 'planned' && !row.reservationNo ? 'reservation' : null;
  if (issue === 'reservation') set.reservationDate = now;
  if (t.to === 'aborted') set.cancelationDate = now;
  if (t.to === 'freed') set.freedDate = now;
  if (t.to === 'resolved') Object.assign(set, { resolved: true, resolvedDate: now });
  if (action === 'checkin') set.checkedIn = true;
  if (action === 'checkout') set.checkedOut = true;
  if (action === 'revert') Object.assign(set, { cancelationDate: null, freedDate: null });

  const held = holdsInventory(from);
  const holds = holdsInventory(t.to);
  if (held !== holds) await setHolding(tx, row.id, holds, (roomId) => loadRoom(tx, roomId));
  if (action === 'cancell') {
    // useTerms: the fee from the terms' cancellation scale at the cancellation date (terms.ts).
    const c = (note?.cancellation ?? {}) as z.infer<typeof ZCancellation>;
    await applyCancellationFee(tx, row, await cancellationFeeOf(tx, row, c, now.toISOString().slice(0, 10)));
  }
  if (action === 'revert') await removeCancellationLines(tx, row.id);
  const [drawn] = await updateForAction(tx, row.id, set, issue ? { kind: issue, year } : null);
  const updated = issue ? await issueMissing(tx, drawn, issue, year) : drawn;
  await runActionHooks(tx, { row: updated, action, now, actor: p, note });
  const detail = await bookingDetail(tx, updated, p);
  detail.version = await recordVersion(tx, { ...detail, ...(note ? { lastAction: note } : {}) } as TBookingDetail, action, p);
  return detail;
}

/** What cancelling would charge now, by the same rules as the cancel (nothing written): refused
 *  like the cancel itself when the caller may not cancel this booking in its state. */
export async function previewCancellation(tx: Db, p: TPrincipal, id: string, c: z.infer<typeof ZCancellation>, now: Date): Promise<TCancellationPreview> {
  const row = await loadBooking(tx, p, id, 'read');
  assertMayAct(await actionFacts(tx, row, now), callerOf(p, row), 'cancell');
  const fee = await cancellationFeeOf(tx, row, c, now.toISOString().slice(0, 10));
  const { amount, total } = await cancellationFeeAmount(tx, row.id, fee);
  return { amount, total, currency: row.currency, percent: fee.percent ?? null, terms: fee.terms ?? null, daysBefore: fee.daysBefore ?? null };
}

/** The action's update as a named statement, one per shape (the columns it sets and the number
 *  it draws): every value is bound, the number drawn by the update itself. */
const actionUpdates = new Map<string, TNamedStatement<TBookingRow[]>>();
const NUMBER_FIELD = { offer: 'offerNo', reservation: 'reservationNo', booking: 'bookingNo' } as const;

function updateForAction(tx: Db, id: string, set: Record<string, unknown>, number: { kind: TNumberKind; year: number } | null): Promise<TBookingRow[]> {
  // A NULL is part of the statement's text (a bound value goes through the column's encoder, which
  // expects a value).
  const keys = Object.keys(set);
  const shape = `${keys.map((k) => (set[k] === null ? `${k}=null` : k)).join(',')}|${number?.kind ?? ''}`;
  let statement = actionUpdates.get(shape);
  if (!statement) {
    statement = namedStatement(`booking_action_update_${actionUpdates.size + 1}`, (db) => db.update(bookings)
      .set({ ...Object.fromEntries(keys.map((k) => [k, set[k] === null ? sql`null` : sql.placeholder(k)])), ...(number ? { [NUMBER_FIELD[number.kind]]: drawNumberPlaceholders() } : {}) })
      .where(eq(bookings.id, sql.placeholder('id')))
      .returning());
    actionUpdates.set(shape, statement);
  }
  return statement(tx, { ...set, id, ...(number ? numberValues(number.kind, number.year) : {}) });
}
