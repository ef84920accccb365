// The confirmation that goes out by itself, written in the booking's own transaction (a booking
// rolled back sends nothing; the row is the outbox's, delivered after the commit):
// - a public or widget booking (public-booking/create.ts), when the general setting
//   `confirmationMailPublic` is on (default);
// - a confirm that asks for it: the office's confirm with `sendConfirmation=1` (its checkbox,
//   default the setting `confirmationMailOnConfirm`) and an online payment that confirms
//   (setting `confirmationMailOnlinePayment`), through the bookings module's action hook with the
//   action's note `{ sendConfirmation: true }`.
// A booking is confirmed once (a second confirm is refused by the transition table, a payment is
// recorded once per checkout), so there is one confirmation per confirm. A booking without an
// address to write to gets none (a log line); a mail problem never undoes the booking.
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { bookingHooks } from '../bookings';
import { confirmationMail } from './confirmation-mail';
import { insertMails, kickMails } from './outbox';

/** Queues the booking's confirmation inside `tx`; the ids to nudge once it commits. */
export async function queueConfirmation(tx: Db, bookingId: string, why: string): Promise<string[]> {
  try {
    // A savepoint: whatever fails here leaves the booking's transaction as it was.
    return await tx.transaction(async (sp) => {
      const mail = await confirmationMail(sp, bookingId);
      return insertMails(sp, [{ ...mail, kind: `confirmation.${why}` }], { automatic: true });
    });
  } catch (err) {
    const reason = err instanceof AppError ? err.message : err instanceof Error ? err.message : String(err);
    console.warn(`[mail] no confirmation for booking ${bookingId} (${why}): ${reason}`);
    return [];
  }
}

let registered = false;
export function registerConfirmationHooks(): void {
  if (registered) return;
  registered = true;
  bookingHooks.onAction(async (tx, { row, action, note }) => {
    if (action !== 'confirm' || note?.sendConfirmation !== true) return;
    const ids = await queueConfirmation(tx, row.id, typeof note.via === 'string' ? note.via : 'confirm');
    // Not awaited: the send job is queued once the action's transaction has let go (on PGlite the
    // queue's statement waits for it); one that runs before the commit finds no row and the next
    // sweep (every minute) sends it.
    if (ids.length) void kickMails(ids);
  });
}
