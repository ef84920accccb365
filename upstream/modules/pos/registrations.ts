// What the pos module registers into the generic resources (issue 36 item 5): it owns the tickets
// (`pos`, pos_items) and their lines, payments and closings (upstream/db/owners.ts). A ticket is
// created, listed and renamed through the generic /api/pos calls; its money fields are the
// server's. A settled ticket is never deleted (its payments and receipt number stay); an open one
// goes with its lines.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { posItems, posLines, posPayments } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TDomainRegistration, TRow } from '../resources/binding';

async function deleteTicket(tx: Tx, row: TRow): Promise<void> {
  if (row.status !== 'open') throw errors.conflict('POS_TICKET_CLOSED', `The ticket is ${String(row.status)}: a settled ticket stays.`);
  await tx.delete(posLines).where(eq(posLines.ticketId, row.id));
  await tx.delete(posItems).where(eq(posItems.id, row.id));
}

export const posRegistration: TDomainRegistration = {
  module: 'pos',
  resources: {
    pos: { owner: { delete: deleteTicket } },
  },
  references: [
    { target: 'product', table: posLines, column: posLines.product, label: 'counter tickets' },
    { target: 'bookings', table: posPayments, column: posPayments.bookingId, label: 'counter tickets' },
  ],
};
