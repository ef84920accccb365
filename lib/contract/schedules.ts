// Wire contract of the tour and schedule calls (api-calls 7.8) and the arrival-departure lookup
// (7.7). A schedule is one departure of a tour on a vessel; its cabins are the vessel's rooms and
// a cabin is free for the departure when no holding occupancy touches [dateFrom, dateTo).
// Decisions where the spec is silent: docs/decisions/schedules.md.
import { z } from 'zod';
import { ZPricingResult } from './pricing';

const ZDate = z.iso.date();
const ZRef = z.object({ id: z.uuid(), name: z.string() });

export const ZScheduleCabin = z.object({
  id: z.uuid(),
  name: z.string(),
  roomType: z.uuid().nullable(),
  roomTypeName: z.string().nullable(),
  bedCount: z.number().int(),
  freeBeds: z.number().int(),
  allowSharedRoom: z.boolean(),
});
export type TScheduleCabin = z.infer<typeof ZScheduleCabin>;

/** A departure with its occupancy in numbers. */
export const ZDeparture = z.object({
  id: z.uuid(),
  name: z.string(),
  tour: ZRef.nullable(),
  vessel: ZRef.nullable(),
  dateFrom: ZDate,
  dateTo: ZDate,
  status: z.string(),
  maxPax: z.number().int().nullable(),
  /** Guests of the holding bookings on the vessel's cabins over the departure. */
  paxBooked: z.number().int(),
  /** Cabins with at least one free bed, and the free beds over all cabins. */
  freeCabins: z.number().int(),
  freeBeds: z.number().int(),
});
export type TDeparture = z.infer<typeof ZDeparture>;

/** GET /api/schedules/booking: an open departure with the cabins that still have beds. */
export const ZBookableSchedule = ZDeparture.extend({ cabins: z.array(ZScheduleCabin) });

/** GET /api/tours/booking: a tour with its next bookable departures. */
export const ZBookableTour = z.object({
  id: z.uuid(),
  name: z.string(),
  internalId: z.string().nullable(),
  nights: z.number().int().nullable(),
  vessel: ZRef.nullable(),
  departures: z.array(ZDeparture),
});

const ZPort = z.object({ id: z.uuid(), name: z.string(), code: z.string().nullable(), city: z.string().nullable() });

/** GET /api/schedules/{id}/info */
export const ZScheduleInfo = z.object({
  schedule: ZDeparture.extend({ note: z.string().nullable(), isVisible: z.boolean(), price: z.uuid().nullable() }),
  tour: z.object({ id: z.uuid(), name: z.string(), internalId: z.string().nullable(), nights: z.number().int().nullable(), divesIncluded: z.number().int().nullable() }).nullable(),
  vessel: z.object({ id: z.uuid(), name: z.string(), maxGuests: z.number().int().nullable() }).nullable(),
  embarkPort: ZPort.nullable(),
  disembarkPort: ZPort.nullable(),
  cabins: z.array(ZScheduleCabin),
});

/** GET /api/schedules/{id}/price: one quote per cabin at its default number of guests. */
export const ZSchedulePrice = z.object({
  schedule: z.uuid(),
  currency: z.string(),
  priceList: ZRef,
  cabins: z.array(z.object({
    cabin: ZScheduleCabin,
    pax: z.number().int(),
    total: z.number().int().nullable(),
    /** Why the cabin has no price (an engine error code such as NO_PRICE_ENTRY). */
    error: z.string().nullable(),
    price: ZPricingResult.nullable(),
  })),
});

/** GET /api/schedules/{id}/priceEntry: the entries of the vessel's price list for the departure. */
export const ZSchedulePriceEntries = z.object({
  priceList: z.object({
    id: z.uuid(), name: z.string(), currency: z.string(), calculationType: z.string().nullable(),
    validFrom: ZDate.nullable(), validTo: ZDate.nullable(),
  }),
  entries: z.array(z.object({
    roomType: z.uuid().nullable(),
    roomTypeName: z.string().nullable(),
    variant: z.uuid().nullable(),
    period: z.number().int(),
    periodName: z.string().nullable(),
    /** The season covers the departure's first night. */
    current: z.boolean(),
    noOfPax: z.number().int().nullable(),
    amount: z.number().int(),
  })),
});

/** GET /api/schedules/{id}/customers: one row per guest of a holding booking. */
export const ZScheduleCustomer = z.object({
  booking: z.uuid(),
  bookingNumber: z.string().nullable(),
  state: z.string(),
  bookingRoom: z.uuid(),
  cabin: ZRef,
  customer: z.uuid().nullable(),
  name: z.string(),
  gender: z.string(),
  birthday: ZDate.nullable(),
  nationality: z.string().nullable(),
});
export type TScheduleCustomer = z.infer<typeof ZScheduleCustomer>;

/** GET /api/schedules/{id}/fullCharterPrice: the whole vessel, every bed taken. */
export const ZFullCharterPrice = z.object({
  schedule: z.uuid(),
  currency: z.string(),
  cabins: z.number().int(),
  pax: z.number().int(),
  /** Every cabin is wholly free over the departure. */
  available: z.boolean(),
  price: ZPricingResult,
});

export const ZScheduleCopyQuery = z.object({
  asset: z.uuid(),
  /** 1 (or true): shift the copies by one year. */
  addyear: z.enum(['0', '1', 'false', 'true']).default('0'),
});
export const ZScheduleCopyResult = z.object({ ids: z.array(z.uuid()), count: z.number().int() });

/** GET /api/tours/{tour}/{schedule}/payments */
export const ZSchedulePayments = z.object({
  data: z.array(z.object({
    id: z.uuid(),
    reference: z.string(),
    booking: z.uuid(),
    bookingNumber: z.string().nullable(),
    customer: z.uuid().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    method: z.string().nullable(),
    status: z.string().nullable(),
    paidAt: z.string().nullable(),
  })),
  /** Sum of paid payments per currency (minor units). */
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});

/** GET /api/arrivaldeparture/date/{resort}/{from}/{to}: one row per arriving or leaving party. */
export const ZArrivalDepartureRow = z.object({
  direction: z.enum(['arrival', 'departure']),
  /** 'booking': a booking room arriving or leaving; 'record': a stored arrivaldeparture record. */
  source: z.enum(['booking', 'record']),
  id: z.uuid(),
  date: ZDate,
  time: z.string().nullable(),
  guestName: z.string(),
  noOfPax: z.number().int(),
  booking: z.uuid().nullable(),
  bookingNumber: z.string().nullable(),
  room: ZRef.nullable(),
  flightNo: z.string().nullable(),
  transfer: z.boolean(),
});
export type TArrivalDepartureRow = z.infer<typeof ZArrivalDepartureRow>;

export const ZArrivalsDepartures = z.object({
  resort: ZRef,
  from: ZDate,
  to: ZDate,
  arrivals: z.array(ZArrivalDepartureRow),
  departures: z.array(ZArrivalDepartureRow),
});

/** POST /api/schedules/{schedule}/sendMail: one queued mail per guest of the departure. */
export const ZScheduleSendMail = z.strictObject({
  /** The mail template (subject and body per language) sent to every guest. */
  template: z.uuid(),
  /** When the queue may send it (default: now). */
  plannedAt: z.iso.datetime({ offset: true }).optional(),
});
export const ZScheduleSendMailResult = z.object({
  queued: z.number().int(),
  /** Guests who got no mail, with the reason (no e-mail address, or the same address already queued). */
  skipped: z.array(z.object({ name: z.string(), booking: z.uuid(), reason: z.enum(['NO_EMAIL', 'DUPLICATE']) })),
});
