// Wire contract of the booking operations of issue 20 (api-calls 7.4): rebook, split, the edits
// that keep the state, the move of a departure, and the list-level calls.
import { z } from 'zod';
import { LANGUAGES } from './resources/enums';

const ZDate = z.iso.date();

/** One booking room of the booking and where it goes (another room, other nights). */
export const ZRoomTarget = z.strictObject({
  roomBookingId: z.uuid(),
  room: z.uuid().optional(),
  dateFrom: ZDate.optional(),
  dateTo: ZDate.optional(),
});

/** POST {id}/rebook: other dates (dateFrom: the new arrival, every room shifted by the same days)
 *  and/or other rooms and nights per booking room. */
export const ZRebook = z.strictObject({
  dateFrom: ZDate.optional(),
  rooms: z.array(ZRoomTarget).max(100).optional(),
}).refine((b) => b.dateFrom || (b.rooms && b.rooms.length > 0), { message: 'Name the new arrival (dateFrom) or rooms', path: ['dateFrom'] });

/** POST {id}/rebook/{schedule}: optionally the cabins on the new departure. */
export const ZRebookSchedule = z.strictObject({
  rooms: z.array(z.strictObject({ roomBookingId: z.uuid(), room: z.uuid() })).max(100).optional(),
});

export const ZSplit = z.strictObject({
  /** The guests who leave for the new booking: booking room and position. */
  guests: z.array(z.strictObject({ roomBookingId: z.uuid(), idx: z.number().int().min(0).max(49) })).min(1).max(200),
});

export const ZRoomsChange = z.strictObject({ rooms: z.array(ZRoomTarget).min(1).max(100) });

export const ZBookingDataChange = z.strictObject({
  title: z.string().trim().max(200).nullable().optional(),
  customer: z.uuid().nullable().optional(),
  agency: z.uuid().nullable().optional(),
  source: z.uuid().nullable().optional(),
  category: z.uuid().nullable().optional(),
  tour: z.uuid().nullable().optional(),
  systemReference: z.string().trim().max(200).nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
}).refine((b) => Object.keys(b).length > 0, { message: 'Nothing to change' });

export const ZChangeCustomer = z.strictObject({
  from: z.uuid().optional(),
  to: z.uuid(),
  /** The booking room. */
  room: z.uuid(),
  idx: z.number().int().min(0).max(49),
});

export const ZReference = z.strictObject({ ref: z.string().trim().min(1).max(200) });

export const ZMoveAnswer = z.object({
  moved: z.array(z.uuid()),
  kept: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
