// A booking from the public page: the lead guest becomes a customer, the booking a draft (an
// offer holding its rooms) in one transaction. Visitors are limited per client address
// (slot-limit.ts) so that nobody can hold the whole house with drafts. Asked for by the public
// call (`confirmation`, with the general setting confirmationMailPublic on), the guests get their
// guest forms and the lead guest the confirmation mail with their links, in the same transaction
// (mail/confirmation-hooks.ts); the demo's seeded requests ask for none.
import type { TPublicBookingCreate } from '../../../lib/contract/booking-core';
import type { TGeneralSettings } from '../../../lib/contract/settings';
import type { Db } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { createBooking } from '../bookings/create';
import { holdOffer } from '../bookings/expire-offer';
import { createLeadCustomer } from '../customers/public-lead';
import { addMissingForms } from '../form-access/booking-forms';
import { queueConfirmation } from '../mail/confirmation-hooks';
import { kickMails } from '../mail/outbox';
import { readGeneral } from '../settings/store';
import { recordWidgetEvent } from '../widget/record-event';
import { assertPublicBookingRules } from './rules';
import { assertWidgetRooms } from './widget-rooms';

/** Who a visitor's booking acts as where a name is recorded (the guest forms' version). */
const VISITOR: TPrincipal = {
  userId: '00000000-0000-0000-0000-000000000000', tokenId: '', email: '', name: 'Online booking', userType: 'system',
  scopes: [], assets: [], agencyId: null, customerId: null, language: 'en', isCrmUser: false,
};

export async function createPublicBooking(db: Db, input: TPublicBookingCreate, now: Date, opts: { confirmation?: boolean } = {}) {
  const general: TGeneralSettings = await readGeneral(db);
  if (general.allowCustomerBooking === false) throw errors.forbidden('Online booking is switched off.');
  const mail = opts.confirmation === true && general.confirmationMailPublic;
  const mailIds: string[] = [];
  const booked = await db.transaction(async (tx) => {
    await assertPublicBookingRules(tx, input, { now, maxNights: general.publicMaxNights, defaultTimeZone: general.timezone });
    const widget = input.widget ? await assertWidgetRooms(tx, input.widget, input.rooms.map((r) => r.room)) : null;
    const { lead } = input;
    const customer = await createLeadCustomer(tx, lead, input.language);
    const rooms = input.rooms.map((r, i) => ({
      ...r,
      // The lead guest stands for the first guest when the room's guest list is empty.
      guests: r.guests.length ? r.guests : i === 0 ? [{ customer: customer.id, firstName: lead.firstName, lastName: lead.lastName, gender: lead.gender }] : [],
    }));
    const detail = await createBooking(tx, null, {
      type: 'resort', state: 'draft', customer: customer.id, title: `${lead.firstName} ${lead.lastName}`,
      language: input.language, currency: input.currency, rooms,
    }, now, { channel: widget ? 'widget' : 'public', contactEmail: lead.email.toLowerCase(), contactPhone: lead.phone ?? null, guestMessage: input.message?.trim() || null });
    if (mail) {
      await addMissingForms({ db: tx, principal: VISITOR, lang: input.language === 'en' ? 'en' : 'de' }, { id: detail.id, agency: null, customer: customer.id });
      mailIds.push(...await queueConfirmation(tx, detail.id, 'public'));
    }
    // The widget's statistics count the booking and its value here, where they are known for
    // certain, not from a call the page could repeat.
    if (widget) {
      await recordWidgetEvent(tx, { widgetId: widget.id, visit: input.visit ?? 'booking', action: 'complete', amount: detail.total, currency: detail.currency, timeZone: general.timezone, now });
    }
    await holdOffer(tx, detail.id, new Date(now.getTime() + general.publicOfferHoldHours * 3_600_000));
    return detail;
  });
  await kickMails(mailIds);
  return booked;
}
