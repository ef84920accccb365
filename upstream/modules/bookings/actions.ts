// State actions on a booking (api-calls 7.4): confirm, plan, wait, cancell, revert, checkin,
// checkout. The transition table decides; the occupancy follows the state (a cancelled or
// waiting booking gives its beds back; a revert or confirm from waiting must get them again,
// else 409). Numbers are issued when a booking first becomes a reservation or a booking.
import { eq } from 'drizzle-orm';
import type { TBookingDetail } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadBooking, type TBookingRow } from './access';
import { bookingDetail, recordVersion } from './detail';
import { nextNumber } from './numbers';
import { setHolding } from './occupancy';
import { loadRoom } from './room-facts';
import { holdsInventory, transition, type TBookingAction } from './transitions';
import { actionFacts, assertMayAct, callerOf } from './allowed-actions';
import { applyCancellationFee, removeCancellationLines } from './calculation';
import { runActionHooks } from './hooks';

export async function applyAction(tx: Db, p: TPrincipal, id: string, action: TBookingAction, now: Date, note?: Record<string, unknown>): Promise<TBookingDetail> {
  // Check-in and check-out are the operator's desk work: refused before the id is even looked up
  // for a caller without bookings.update. Other actions: anyone who may read the booking gets the
  // rule's answer (403 or 409 with the reason), not a 404.
  const row = await loadBooking(tx, p, id, action === 'checkin' || action === 'checkout' ? 'office' : 'read', true);
  return actOn(tx, row, { action, now, actor: p, note });
}

/** The action on a booking row the caller has loaded and locked (FOR UPDATE): a request after
 *  its read check (the rule of allowed-actions.ts decides what it may do), or a job of the
 *  system (actor null: the office's rights). */
export async function actOn(tx: Db, row: TBookingRow, opts: { action: TBookingAction; now: Date; actor: TPrincipal | null; note?: Record<string, unknown> }): Promise<TBookingDetail> {
  const { action, now, actor: p, note } = opts;
  const from = row.state;
  assertMayAct(await actionFacts(tx, row, now), callerOf(p, row), action);
  const t = transition(from, action);
  if (!t.ok) throw errors.conflict('INVALID_STATE_TRANSITION', `A booking in state ${from} cannot ${action}.`);
  const year = now.getUTCFullYear();
  const set: Record<string, unknown> = { state: t.to, updatedAt: now };
  if (t.to === 'confirmed' && !row.bookingNo) set.bookingNo = await nextNumber(tx, 'booking', year);
  if (t.to === 'planned' && !row.reservationNo) Object.assign(set, { reservationNo: await nextNumber(tx, 'reservation', year), reservationDate: now });
  if (t.to === 'aborted') set.cancelationDate = now;
  if (t.to === 'freed') set.freedDate = now;
  if (action === 'checkin') set.checkedIn = true;
  if (action === 'checkout') set.checkedOut = true;
  if (action === 'revert') Object.assign(set, { cancelationDate: null, freedDate: null });

  const held = holdsInventory(from);
  const holds = holdsInventory(t.to);
  if (held !== holds) await setHolding(tx, row.id, holds, (roomId) => loadRoom(tx, roomId));
  if (action === 'cancell') {
    const c = (note?.cancellation ?? {}) as { percent?: number; value?: number; reason?: string };
    await applyCancellationFee(tx, row, { percent: c.percent, value: c.value, reason: c.reason ?? 'customer' });
  }
  if (action === 'revert') await removeCancellationLines(tx, row.id);
  const [updated] = await tx.update(bookings).set(set).where(eq(bookings.id, row.id)).returning();
  await runActionHooks(tx, { row: updated, action, now, actor: p });
  const detail = await bookingDetail(tx, updated, p);
  detail.version = await recordVersion(tx, { ...detail, ...(note ? { lastAction: note } : {}) } as TBookingDetail, action, p);
  return detail;
}
