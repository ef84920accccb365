// POST /api/pos/{id}/booking: the ticket onto a guest's room bill. Each line becomes an on-site item
// of the booking through the bookings module's own function (its row lock, its rules: the booking
// confirmed and not invoiced, the caller's bookings.update), at the ticket's price and tax rate;
// the ticket is settled with a `room` payment, so the day's closing shows it as such.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZPosTakeover } from '../../../lib/contract/pos';
import { today } from '../../clock';
import type { Tx } from '../../db/client';
import { bookings, posLines } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { addOnsiteItem } from '../bookings/onsite/onsite';
import { bookingRoomsOf } from '../bookings/onsite/onsite-bill';
import { settleTicket } from './settle';
import { assertOpen, loadTicket, type TTicketRow } from './ticket';

export async function takeOver(tx: Tx, p: TPrincipal, id: string, body: z.infer<typeof ZPosTakeover>): Promise<TTicketRow> {
  const t = await loadTicket(tx, p, id, true);
  assertOpen(t);
  const [bk] = await tx.select({ currency: bookings.currency }).from(bookings).where(eq(bookings.id, body.booking));
  if (!bk) throw errors.notFound('Booking not found');
  if (bk.currency !== t.currency) throw errors.conflict('CURRENCY_MISMATCH', `The room bill is in ${bk.currency}; the ticket is in ${t.currency}.`);
  const rooms = await bookingRoomsOf(tx, body.booking);
  const room = body.room ?? rooms[0]?.roomId;
  if (!room) throw errors.notFound('The booking has no room');
  for (const l of await tx.select().from(posLines).where(eq(posLines.ticketId, id))) {
    await addOnsiteItem(tx, p, body.booking, room, undefined, {
      idx: body.idx, text: l.text, unitPrice: l.unitPrice, quantity: l.quantity, taxPercent: Number(l.taxPercent), serviceDate: today(),
    });
  }
  await settleTicket(tx, p, t, { method: 'room', bookingId: body.booking });
  return loadTicket(tx, p, id);
}
