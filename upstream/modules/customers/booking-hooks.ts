// What the customers module answers for the booking core (bookings/hooks.ts): the customer records
// of the guests an operator types into a booking, found or made here by their owner.
import { bookingHooks } from '../bookings';
import { guestCustomers } from './office-guests';

export function registerCustomerHooks(): void {
  bookingHooks.guestCustomers(guestCustomers);
}
