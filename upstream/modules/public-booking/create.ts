// A booking from the public page: the lead guest becomes a customer, the booking a draft (an
// offer holding its rooms) in one transaction. Visitors are limited per client address
// (slot-limit.ts) so that nobody can hold the whole house with drafts.
import type { TPublicBookingCreate } from '../../../lib/contract/booking-core';
import type { TGeneralSettings } from '../../../lib/contract/settings';
import type { Db } from '../../db/client';
import { customers, offerHolds } from '../../db/schema';
import { errors } from '../../http/errors';
import { createBooking } from '../bookings/create';
import { readGeneral } from '../settings/store';
import { recordWidgetEvent } from '../widget/record-event';
import { assertPublicBookingRules } from './rules';
import { assertWidgetRooms } from './widget-rooms';

export async function createPublicBooking(db: Db, input: TPublicBookingCreate, now: Date) {
  const general: TGeneralSettings = await readGeneral(db);
  if (general.allowCustomerBooking === false) throw errors.forbidden('Online booking is switched off.');
  return db.transaction(async (tx) => {
    await assertPublicBookingRules(tx, input, { now, maxNights: general.publicMaxNights, defaultTimeZone: general.timezone });
    const widget = input.widget ? await assertWidgetRooms(tx, input.widget, input.rooms.map((r) => r.room)) : null;
    const { lead } = input;
    // Always a new record, never one found by e-mail: a visitor must not attach a booking to
    // (or learn of) someone else's customer record.
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
    const detail = await createBooking(tx, null, {
      type: 'resort', state: 'draft', customer: customer.id, title: `${lead.firstName} ${lead.lastName}`,
      language: input.language, currency: input.currency, rooms,
    }, now, { channel: widget ? 'widget' : 'public', contactEmail: lead.email.toLowerCase(), contactPhone: lead.phone ?? null, guestMessage: input.message?.trim() || null });
    // The widget's statistics count the booking and its value here, where they are known for
    // certain, not from a call the page could repeat.
    if (widget) {
      await recordWidgetEvent(tx, { widgetId: widget.id, visit: input.visit ?? 'booking', action: 'complete', amount: detail.total, currency: detail.currency, timeZone: general.timezone, now });
    }
    await tx.insert(offerHolds).values({ bookingId: detail.id, expiresAt: new Date(now.getTime() + general.publicOfferHoldHours * 3_600_000) });
    return detail;
  });
}
