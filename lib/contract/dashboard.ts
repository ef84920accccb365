// GET /api/dashboard: the home screen in one answer (docs/decisions/dashboard.md). Staff get the
// day's desk (arrivals, departures, guests in house, offers and reservations running out, open
// balances, resort occupancy, departures with free cabins) for the assets they may see; an agency
// its upcoming bookings and open balances; a customer their bookings. Amounts in minor units.
import { z } from 'zod';
import { ZReadinessDay } from './dive-more';

const ZRef = z.object({ id: z.string(), name: z.string() });

/** One booking as every panel lists it. */
export const ZDashBooking = z.object({
  id: z.string(),
  /** bookingNo, else reservationNo, else offerNo. */
  number: z.string().nullable(),
  state: z.string(),
  title: z.string().nullable(),
  asset: ZRef.extend({ type: z.enum(['resort', 'vessel']) }).nullable(),
  agency: ZRef.nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  /** Room or cabin names of the booking, in its order. */
  rooms: z.array(z.string()),
  /** Guest names as entered on its rooms (unnamed guests left out). */
  guests: z.array(z.string()),
  pax: z.number().int(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  open: z.number().int(),
  /** Guests without a submitted guest form (guests on the rooms minus submitted or synced forms). */
  missingForms: z.number().int(),
  checkedIn: z.boolean(),
  checkedOut: z.boolean(),
  /** When it was booked (ISO instant). */
  bookedAt: z.string().nullable(),
  /** Offers and reservations: when a public offer's hold runs out (ISO instant). */
  expiresAt: z.string().nullable(),
  /** Open balances: the day the next unpaid part is (or was) due, and whether that day has passed. */
  dueDate: z.string().nullable(),
  overdue: z.boolean(),
});
export type TDashBooking = z.infer<typeof ZDashBooking>;

/** A list capped at DASHBOARD_LIMIT rows, with how many there are in all. */
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export const DASHBOARD_LIMIT = 50;

export const ZResortOccupancy = z.object({
  resort: ZRef,
  rooms: z.number().int(),
  occupiedRooms: z.number().int(),
  guests: z.number().int(),
  arrivals: z.number().int(),
  departures: z.number().int(),
});

export const ZVesselDepartures = z.object({
  vessel: ZRef,
  departures: z.array(z.object({
    id: z.string(), name: z.string(), tour: z.string().nullable(), dateFrom: z.string(), dateTo: z.string(),
    cabins: z.number().int(), freeCabins: z.number().int(), freeBeds: z.number().int(), paxBooked: z.number().int(),
  })),
});

/** The living demo could not be made when the database was seeded (admins only): the day it was
 *  planned for, the step that failed and the error. */
/** made: the demo's bookings are there and only a later step (its loyalty points) failed. */
export const ZDemoFailure = z.object({ day: z.string(), step: z.string(), message: z.string(), made: z.boolean().optional() });
export type TDemoFailure = z.infer<typeof ZDemoFailure>;

export const ZDashboard = z.object({
  /** Which dashboard the caller gets: staff (bookings.read), agency (agencies.self), customer
   *  (customers.self), none (nothing of bookings to show). */
  role: z.enum(['staff', 'agency', 'customer', 'none']),
  name: z.string(),
  today: z.string(),
  tomorrow: z.string(),
  /** The last day the dashboard looks at: today + days. */
  until: z.string(),
  days: z.number().int(),
  staff: z.object({
    /** Bookings arriving and leaving today (the lists hold today and tomorrow). */
    arrivalsToday: z.number().int(),
    departuresToday: z.number().int(),
    arrivals: list(ZDashBooking.extend({ day: z.string() })),
    departures: list(ZDashBooking.extend({ day: z.string() })),
    inHouse: list(ZDashBooking),
    expiring: list(ZDashBooking),
    unpaid: list(ZDashBooking),
    /** Bookings booked in the last 7 days (any channel, any state but deleted), newest first. */
    newBookings: list(ZDashBooking),
    occupancy: z.array(ZResortOccupancy),
    vessels: z.array(ZVesselDepartures),
    /** Tomorrow's divers with readiness problems (issue 22); null without dive plan access or
     *  when the diveLog feature is off. */
    diveReadiness: ZReadinessDay.nullable(),
  }).nullable(),
  party: z.object({
    upcoming: list(ZDashBooking),
    openBalances: list(ZDashBooking),
  }).nullable(),
  /** Admins: the demo business could not be made (the application started without it); else null. */
  demoFailure: ZDemoFailure.nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export type TDashboardStaff = NonNullable<TDashboard['staff']>;
