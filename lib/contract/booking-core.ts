// Wire contract of the booking core (api-calls 7.4): create with rooms, the room list, state
// actions, cancellation settings (spec section 3), history.
import { z } from 'zod';
import { BOOKING_STATES, GENDERS, LANGUAGES } from './resources/enums';

export type TBookingState = (typeof BOOKING_STATES)[number];
const ZDate = z.iso.date();

export const ZGuest = z.strictObject({
  customer: z.uuid().optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  gender: z.enum(GENDERS).default('u'),
  birthday: ZDate.optional(),
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
  language: z.enum(LANGUAGES).default('de'),
  currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
  rooms: z.array(ZRoomRequest).max(100).default([]),
});
export type TBookingCreate = z.infer<typeof ZBookingCreate>;

/** Cancellation settings (spec section 3). */
export const ZCancellation = z.strictObject({
  reason: z.string().max(100).default('customer'),
  message: z.string().max(2000).optional(),
  percent: z.number().min(0).max(100).optional(),
  value: z.number().int().min(0).optional(),
  useTerms: z.boolean().optional(),
  date: ZDate.optional(),
  includeCommission: z.boolean().optional(),
});

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
  version: z.number().int(),
  rooms: z.array(ZBookingRoom),
  allowedActions: z.array(z.string()),
});
export type TBookingDetail = z.infer<typeof ZBookingDetail>;

export const ZHistoryEntry = z.object({
  version: z.number().int(),
  action: z.string(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
