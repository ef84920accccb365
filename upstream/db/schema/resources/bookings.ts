// Tables: Bookings, booking comments, online booking requests, arrivals/departures, day guests and events, todos, master bookings.
// Columns come from the declarations in lib/contract/resources/bookings.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/bookings';
import { resourceTable } from './build-table';

export const bookings = resourceTable(R.bookings, 'bookings');
export const bookingComments = resourceTable(R.bookingcomment, 'booking_comments');
export const bookingRequests = resourceTable(R.book, 'booking_requests');
export const arrivalsDepartures = resourceTable(R.arrivaldeparture, 'arrivals_departures');
export const dayGuests = resourceTable(R.dayguest, 'day_guests');
export const dayEvents = resourceTable(R.dayevent, 'day_events');
export const todos = resourceTable(R.todo, 'todos');
export const masterBookings = resourceTable(R.master, 'master_bookings');
