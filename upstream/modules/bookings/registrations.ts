// What the bookings module registers into the generic resources (docs/decisions/bookings.md,
// "Who owns what"). The module owns bookings and everything hanging off a booking; on their base
// paths the generic calls either run the module's rules or are left to its own routes:
//   /api/bookings        create, delete, copy: the module's routes (occupancy, numbers, history);
//                        update: generic, plus a version of the booking in the same transaction
//   /api/payments        create: record-payment.ts; delete: delete-payment.ts; update: none
//                        (money moves by entries: remove and record again, or refund); copy: 409
//   /api/bookingcomment, /api/guestform, /api/form: generic, visible only with their booking
//                        (declaration `parent`), each write a version of the booking
//   the list: names, guests and sums on each record, deleted ones when asked for, a search by the
//                        guests' e-mail and phone (list-columns.ts)
// and the columns of its own tables that use rooms and room types (a delete is refused, 409).
// It owns bookings, booking rooms, occupancy, offer holds and versions (upstream/db/owners.ts).
import { sql } from 'drizzle-orm';
import { bookingRooms } from '../../db/schema';
import { errors } from '../../http/errors';
import type { TDomainRegistration, THookContext, TRow } from '../resources/binding';
import { bindingOf } from '../resources/registry';
import { assertReferencesExist } from '../resources/references';
import type { Tx } from '../../db/client';
import { recordCurrentVersion } from './booking-change';
import { eraseCustomerFromBookings, mergeCustomerBookings } from './customer-records';
import { deletePayment } from './payments/delete-payment';
import { bookingListCondition, bookingListRecords, bookingSearchAlso } from './lists/list-columns';
import { PAYMENT_READERS } from './payments/money-lists';
import { recordPayment, type TPaymentInput } from './payments/record-payment';
import { now } from '../../clock';

/** The generic create body of /api/payments (lib/contract/resources/finance.ts) → record-payment. */
async function createPayment(tx: Tx, body: Record<string, unknown>, ctx: THookContext): Promise<TRow> {
  if (typeof body.booking !== 'string') throw errors.validation([{ path: 'booking', message: 'A payment belongs to a booking' }]);
  await assertReferencesExist(bindingOf('payments')!, { customer: body.customer, provider: body.provider }, tx, ctx.principal);
  const input: TPaymentInput = {
    amount: body.amount as number, method: body.method as TPaymentInput['method'], reference: body.reference as string | undefined,
    paidAt: typeof body.paidAt === 'string' ? new Date(body.paidAt) : undefined, note: body.note as string | null | undefined,
    status: body.status as TPaymentInput['status'], provider: body.provider as string | null | undefined,
    customer: body.customer as string | null | undefined, currency: body.currency as string | undefined,
  };
  return (await recordPayment(tx, ctx.principal, body.booking, input, now())).payment;
}

async function removePayment(tx: Tx, row: TRow, ctx: THookContext): Promise<void> {
  if (typeof row.booking !== 'string') throw errors.conflict('PAYMENT_WITHOUT_BOOKING', 'Only payments of a booking are recorded and removed here.');
  await deletePayment(tx, ctx.principal, row.booking, row.id);
}

/** A record of the booking was written: the booking, locked, gets a version naming the change. */
async function versionOfParent(tx: Tx, bookingId: string, change: { resource: string; action: string }, ctx: THookContext): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
  await recordCurrentVersion(tx, bookingId, `${change.resource}.${change.action}`, ctx.principal);
}

export const bookingsRegistration: TDomainRegistration = {
  module: 'bookings',
  resources: {
    bookings: {
      owner: { leaves: { create: 'route', delete: 'route', copy: 'route' } },
      hooks: {
        afterWrite: async (tx, row, action, ctx) => { await recordCurrentVersion(tx, row.id, action, ctx.principal); },
        childWritten: versionOfParent,
        listRecords: bookingListRecords,
        listCondition: bookingListCondition,
        searchAlso: bookingSearchAlso,
      },
    },
    payments: { owner: { leaves: { update: 'none' }, create: createPayment, delete: removePayment }, hooks: { bookingReaders: PAYMENT_READERS } },
    bookingcomment: { owner: {} },
  },
  references: [
    { target: 'rooms', table: bookingRooms, column: bookingRooms.roomId, label: 'bookings (booking rooms)' },
    { target: 'roomtypes', table: bookingRooms, column: bookingRooms.roomTypeId, label: 'bookings (booking rooms)' },
  ],
  // A customer merged into another or erased: the module's own rows (customer-records.ts).
  onRecord: { customers: { merge: mergeCustomerBookings, erase: eraseCustomerFromBookings } },
};
