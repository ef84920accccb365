// Wire contract of the booking core (api-calls 7.4): create with rooms, the room list, state
// actions, cancellation settings (spec section 3), history.
import { z } from 'zod';
import { BOOKING_CHANNELS, BOOKING_STATES, GENDERS, LANGUAGES } from './resources/enums';
import { MAX_AMOUNT, MAX_BOOKING_SUM } from './money';
import { ZBirthday, ZEmail, ZPhone } from './person';
import { PAYMENT_METHODS, ZCurrencyCode, ZExchangeRate, ZPaymentEntry, ZTaxGroup } from './payments';

export type TBookingState = (typeof BOOKING_STATES)[number];
const ZDate = z.iso.date();

export const ZGuest = z.strictObject({
  customer: z.uuid().optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS).default('u'),
  birthday: ZBirthday.optional(),
});
export type TGuest = z.infer<typeof ZGuest>;

const ZRoomFields = z.strictObject({
  room: z.uuid(),
  dateFrom: ZDate,
  dateTo: ZDate,
  /** Bed indexes; default: the whole room, or in a shared room the first free beds, one per guest. */
  beds: z.array(z.number().int().min(0).max(49)).max(50).optional(),
  guests: z.array(ZGuest).max(50).default([]),
  variant: z.string().max(100).optional(),
});
const nightsForward = (r: { dateFrom: string; dateTo: string }) => r.dateTo > r.dateFrom;
const nightsMessage = { message: 'dateTo must be after dateFrom', path: ['dateTo'] };
export const ZRoomRequest = ZRoomFields.refine(nightsForward, nightsMessage);
/** Body of POST /api/bookings/{id}/rooms/{roomId} (the room is in the path). */
export const ZRoomAdd = ZRoomFields.omit({ room: true }).refine(nightsForward, nightsMessage);
export type TRoomRequest = z.infer<typeof ZRoomRequest>;

export const ZBookingCreate = z.strictObject({
  type: z.enum(['resort', 'tour', 'dayguest']).default('resort'),
  /** Initial state: an offer (draft, the default), a reservation (planned) or a waiting-list entry. */
  state: z.enum(['draft', 'planned', 'waiting']).default('draft'),
  title: z.string().trim().max(200).optional(),
  resort: z.uuid().optional(),
  vessel: z.uuid().optional(),
  schedule: z.uuid().optional(),
  tour: z.uuid().optional(),
  agency: z.uuid().optional(),
  customer: z.uuid().optional(),
  source: z.uuid().optional(),
  category: z.uuid().optional(),
  /** Default: the lead customer's language, else de. */
  language: z.enum(LANGUAGES).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  rooms: z.array(ZRoomRequest).max(100).default([]),
  /** The lead's contact as the office took it (a phone enquiry): kept on the booking, and on the
   *  lead's new customer record with saveGuests. */
  contact: z.strictObject({ email: z.email().max(200).optional(), phone: z.string().trim().min(3).max(50).optional() }).optional(),
  /** The office's note on the enquiry: the booking's first (internal) comment. */
  note: z.string().trim().min(1).max(2000).optional(),
  /** Guests typed in without a customer record become customers (found first: the lead by the
   *  contact's e-mail, any guest by name and birthday); the lead is the booking's customer. Staff
   *  who may create customers only (else 403). */
  saveGuests: z.boolean().optional(),
});
export type TBookingCreate = z.infer<typeof ZBookingCreate>;

/** Cancellation settings (spec section 3). */
export const ZCancellation = z.strictObject({
  reason: z.string().max(100).default('customer'),
  message: z.string().max(2000).optional(),
  percent: z.number().min(0).max(100).optional(),
  value: z.number().int().min(0).max(MAX_BOOKING_SUM).optional(),
  useTerms: z.boolean().optional(),
  date: ZDate.optional(),
  includeCommission: z.boolean().optional(),
});

/** POST /api/bookings/{id}/cancell/preview: what the cancellation would charge now (nothing is
 *  written). Minor units; percent and terms as the fee was measured (terms: the scale's step). */
export const ZCancellationPreview = z.object({
  amount: z.number().int(), total: z.number().int(), currency: z.string(),
  percent: z.number().nullable(), terms: z.string().nullable(), daysBefore: z.number().int().nullable(),
});
export type TCancellationPreview = z.infer<typeof ZCancellationPreview>;

export const ZBookingRoom = z.object({
  id: z.uuid(),
  room: z.uuid(),
  roomType: z.uuid().nullable(),
  dateFrom: ZDate,
  dateTo: ZDate,
  beds: z.array(z.number().int()),
  guests: z.array(ZGuest),
  variant: z.string().nullable(),
  locked: z.boolean(),
});

export const ZBookingDetail = z.object({
  id: z.uuid(),
  state: z.enum(BOOKING_STATES),
  offerNo: z.string().nullable(),
  reservationNo: z.string().nullable(),
  bookingNo: z.string().nullable(),
  title: z.string().nullable(),
  type: z.string(),
  resort: z.uuid().nullable(),
  vessel: z.uuid().nullable(),
  agency: z.uuid().nullable(),
  customer: z.uuid().nullable(),
  dateFrom: ZDate.nullable(),
  dateTo: ZDate.nullable(),
  noOfPax: z.number().int(),
  language: z.string(),
  currency: z.string(),
  checkedIn: z.boolean(),
  checkedOut: z.boolean(),
  /** Where it came from (backoffice, agency, public, widget) and what a public guest gave. */
  channel: z.enum(BOOKING_CHANNELS),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  guestMessage: z.string().nullable(),
  version: z.number().int(),
  rooms: z.array(ZBookingRoom),
  allowedActions: z.array(z.string()),
  /** Rebook and split links (issue 20): 'to' the booking this one was rebooked or split into,
   *  'from' the booking this one came from. */
  links: z.array(z.object({ kind: z.enum(['rebook', 'split']), direction: z.enum(['to', 'from']), booking: z.uuid(), number: z.string().nullable(), state: z.string() })).optional(),
  calculation: z.array(z.object({
    id: z.uuid(), type: z.string(), source: z.enum(['engine', 'manual', 'cancellation']),
    /** A messages key with its values, or a free text (manual lines). */
    textKey: z.string().nullable(), textValues: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string().nullable(),
    quantity: z.number().int(), unitPrice: z.number().int(), amount: z.number().int(), currency: z.string(),
    editable: z.boolean(), deletable: z.boolean(),
  })),
  /** Minor units: total = sum of the calculation, paid = sum of paid payments, open = total - paid. */
  total: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
  /** The calculation by tax rate (lib/contract/tax-breakdown.ts); gross sums to total. */
  taxes: z.array(ZTaxGroup),
  /** Every payment, oldest first; refunds negative (docs/decisions/payments.md). */
  payments: z.array(ZPaymentEntry),
  /** A part of the due schedule is open after its due day (terms of payment, issue 15). */
  hasExceededDueDate: z.boolean().optional(),
  /** Whose booking it is, for the detail's header (issue 33): the names of the lead customer, the
   *  asset (resort or vessel) and the agency, as they were when the detail was read (a version
   *  keeps the names of its time). Optional: versions stored before had none. */
  names: z.object({ customer: z.string().nullable(), asset: z.string().nullable(), agency: z.string().nullable() }).optional(),
});
export type TBookingDetail = z.infer<typeof ZBookingDetail>;

export const ZManualLine = z.strictObject({
  type: z.enum(['cost', 'addon', 'discount', 'product', 'text', 'external', 'option']).default('cost'),
  text: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(10_000).default(1),
  /** Minor units; negative for a discount. */
  unitPrice: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
}).refine((l) => Math.abs(l.quantity * l.unitPrice) <= MAX_AMOUNT, { path: ['unitPrice'], message: `quantity × unitPrice must stay within ±${MAX_AMOUNT} minor units` });

export const ZBookingPayment = z.strictObject({
  /** Minor units of `currency`; negative for a refund. */
  amount: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT).refine((v) => v !== 0, 'must not be zero'),
  method: z.enum(PAYMENT_METHODS).default('transfer'),
  reference: z.string().trim().min(1).max(200).optional(),
  paidAt: z.iso.datetime({ offset: true }).optional(),
  note: z.string().max(2000).optional(),
  /** The currency paid in (default: the booking's); another one needs exchangeRate. */
  currency: ZCurrencyCode.optional(),
  /** Booking currency per one unit of `currency`, e.g. "0.9215"; stored on the payment. */
  exchangeRate: ZExchangeRate.optional(),
  /** A refund as a goodwill gesture: the price is lowered by the same amount (a "Goodwill"
   *  discount line in the same write), so the guest does not owe it back. Refunds only. */
  goodwill: z.boolean().optional(),
}).refine((b) => !b.goodwill || b.amount < 0, { path: ['goodwill'], message: 'Only a refund (a negative amount) can be a goodwill gesture' });

export const ZHistoryEntry = z.object({
  version: z.number().int(),
  action: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Rooms (api-calls 7.3): blockers, usage states, availability and the occupancy for calendars.

export const BLOCKER_TYPES = ['Maintanance', 'OutOfOrder', 'Event'] as const;
export const ROOM_USAGE_STATES = ['clean', 'dirty', 'inspected', 'maintenance'] as const;

export const ZBlockerCreate = z.strictObject({
  room: z.uuid(),
  type: z.enum(BLOCKER_TYPES),
  dateFrom: ZDate,
  dateTo: ZDate,
  note: z.string().max(500).optional(),
}).refine(nightsForward, nightsMessage);

export const ZBlockerRemove = z.strictObject({ id: z.uuid() });

export const ZBlocker = z.object({ id: z.uuid(), room: z.uuid(), type: z.enum(BLOCKER_TYPES), dateFrom: ZDate, dateTo: ZDate, note: z.string().nullable() });

export const ZDateRangeQuery = z.object({ dateFrom: ZDate, dateTo: ZDate }).refine(nightsForward, nightsMessage);

export const ZAvailableRoom = z.object({
  id: z.uuid(),
  name: z.string(),
  roomType: z.uuid().nullable(),
  type: z.string(),
  bedCount: z.number().int(),
  freeBeds: z.number().int(),
  allowSharedRoom: z.boolean(),
});

/** One booking's (or blocker's) beds of one room over one range, as the calendars draw it: the
 *  beds of a party come as one entry, not one per bed (half the rows and bytes of a month). */
export const ZOccupancyCell = z.object({
  room: z.uuid(),
  /** The beds taken, ascending (0-based). */
  beds: z.array(z.number().int()),
  dateFrom: ZDate,
  dateTo: ZDate,
  kind: z.string(),
  /** False for a cancelled or waiting booking's beds (drawn as released, not taken). */
  holds: z.boolean(),
  booking: z.uuid().nullable(),
  blocker: z.uuid().nullable(),
  state: z.string().nullable(),
  resolved: z.boolean(),
  checkedIn: z.boolean(),
  /** Guests left (the calendar colours a checked-out stay apart from one checked in). */
  checkedOut: z.boolean(),
  title: z.string().nullable(),
  number: z.string().nullable(),
});

// ---------------------------------------------------------------------------------------------
// Public booking (api-calls 7.6, under /api/book): what a visitor may send and see.

export const ZLeadGuest = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: ZEmail,
  phone: ZPhone.optional(),
  gender: z.enum(GENDERS).default('u'),
  birthday: ZBirthday.optional(),
});

/** A guest named on the public booking page: a name only. A public body never names a customer
 *  record (the lead guest always becomes a new one), so `customer` is an unknown key there (400). */
export const ZPublicGuest = ZGuest.omit({ customer: true });
export const ZPublicRoomRequest = ZRoomFields.extend({ guests: z.array(ZPublicGuest).max(50).default([]) }).refine(nightsForward, nightsMessage);

export const ZPublicBookingCreate = z.strictObject({
  rooms: z.array(ZPublicRoomRequest).min(1).max(5),
  lead: ZLeadGuest,
  language: z.enum(LANGUAGES).default('de'),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  message: z.string().max(2000).optional(),
  /** Booked through this embeddable widget (its slug): channel widget, its assets only, counted
   *  in its statistics with the page view's id (visit). */
  widget: z.string().min(1).max(100).optional(),
  visit: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
});
export type TPublicBookingCreate = z.infer<typeof ZPublicBookingCreate>;

/** What a visitor sees of a booking (by its number and the lead guest's e-mail). */
export const ZPublicBooking = z.object({
  number: z.string(),
  state: z.enum(BOOKING_STATES),
  dateFrom: ZDate.nullable(),
  dateTo: ZDate.nullable(),
  noOfPax: z.number().int(),
  currency: z.string(),
  total: z.number().int().nullable(),
  rooms: z.array(z.object({ name: z.string(), dateFrom: ZDate, dateTo: ZDate, guests: z.number().int() })),
});
export type TPublicBooking = z.infer<typeof ZPublicBooking>;

export const ZPublicAsset = z.object({ id: z.uuid(), kind: z.enum(['resort', 'vessel']), name: z.string(), city: z.string().nullable(), country: z.string().nullable(), description: z.record(z.string(), z.string()).nullable(), images: z.array(z.string()) });
export const ZPublicRoom = z.object({ id: z.uuid(), name: z.string(), roomType: z.uuid().nullable(), roomTypeName: z.string().nullable(), type: z.string(), bedCount: z.number().int(), freeBeds: z.number().int(), allowSharedRoom: z.boolean() });
export const ZPublicSchedule = z.object({ id: z.uuid(), name: z.string(), vessel: z.uuid().nullable(), dateFrom: ZDate, dateTo: ZDate, status: z.string() });
