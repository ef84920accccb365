// A booking from the public page: the lead guest becomes a customer, the booking a draft (an
// offer holding its rooms) in one transaction. Visitors are limited per client address
// (slot-limit.ts) so that nobody can hold the whole house with drafts.
import type { TPublicBookingCreate } from '../../../lib/contract/booking-core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { errors } from '../../http/errors';
import { createBooking } from '../bookings/create';
import { readGroup } from '../settings/store';

export async function createPublicBooking(db: Db, input: TPublicBookingCreate, now: Date) {
  const general = await readGroup(db, 'general');
  if (general.allowCustomerBooking === false) throw errors.forbidden('Online booking is switched off.');
  return db.transaction(async (tx) => {
    const { lead } = input;
    const [customer] = await tx.insert(customers).values({
      fullName: `${lead.firstName} ${lead.lastName}`, email: lead.email.toLowerCase(), customerType: 'customer', language: input.language,
      masterData: { firstName: lead.firstName, lastName: lead.lastName, gender: lead.gender, birthday: lead.birthday ?? null },
      contact: { email: lead.email.toLowerCase(), ...(lead.phone ? { phone: lead.phone } : {}) },
    } as never).returning({ id: customers.id }) as { id: string }[];
    const rooms = input.rooms.map((r, i) => ({
      ...r,
      // The lead guest stands for the first guest when the room's guest list is empty.
      guests: r.guests.length ? r.guests : i === 0 ? [{ customer: customer.id, firstName: lead.firstName, lastName: lead.lastName, gender: lead.gender }] : [],
    }));
    return createBooking(tx, null, {
      type: 'resort', state: 'draft', customer: customer.id, title: `${lead.firstName} ${lead.lastName}`,
      language: input.language, currency: input.currency, rooms,
    }, now);
  });
}
