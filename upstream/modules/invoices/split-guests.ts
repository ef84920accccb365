// Dividing a booking's invoice by guests (POST /api/bookings/{id}/splitInvoice { by: 'guest' }):
// the price engine marks a per-person line with its guest (`textValues.guest` = 'g<room>-<guest>',
// the room in the booking's room order at the last price reload, prices/quote.ts). Each guest
// with a customer record gets an invoice of their own lines; the lines of no guest (per-room
// prices, extras, specials, fees) and of guests without a record go to the rest's recipient,
// whose invoice comes first (payments so far count against it, issue-invoice.ts).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingRooms, calculationLines } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TBookingRow } from '../bookings/access';
import type { TPart } from './issue-invoice';

const GUEST_REF = /^g(\d+)-(\d+)$/;

export async function partsByGuest(tx: Db, row: TBookingRow, rest: 'customer' | 'agency'): Promise<TPart[]> {
  // The same order as the price reload (bookings/calculation.ts reloadPrice).
  const rooms = await tx.select().from(bookingRooms).where(eq(bookingRooms.bookingId, row.id)).orderBy(asc(bookingRooms.sort));
  const lines = await tx.select().from(calculationLines).where(eq(calculationLines.bookingId, row.id)).orderBy(asc(calculationLines.sort), asc(calculationLines.createdAt));
  const restCustomer = rest === 'customer' ? row.customer : null;
  const restLines: string[] = [];
  const byGuest = new Map<string, string[]>();
  for (const l of lines) {
    if (l.type === 'tax') continue;
    const ref = GUEST_REF.exec(String((l.textValues as { guest?: unknown } | null)?.guest ?? ''));
    const customer = ref ? rooms[Number(ref[1])]?.guests[Number(ref[2])]?.customer : undefined;
    if (!customer || customer === restCustomer) { restLines.push(l.id); continue; }
    byGuest.set(customer, [...(byGuest.get(customer) ?? []), l.id]);
  }
  const parts: TPart[] = [...byGuest.entries()].map(([customer, ids]) => ({ recipient: 'customer', customer, lines: ids }));
  if (restLines.length) parts.unshift({ recipient: rest, lines: restLines });
  if (parts.length < 2) {
    throw errors.conflict('NOTHING_TO_SPLIT', 'All lines go to one recipient (no other guest with a customer record has lines of their own); issue a single invoice.');
  }
  return parts;
}
