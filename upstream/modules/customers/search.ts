// How the customer list's search matches (docs/decisions/customer-search.md): through the
// customers' search projection (customer_search, migration 0049) by name, e-mail, passport
// number and phone, and through the bookings by their numbers.
import { sql, type SQL } from 'drizzle-orm';
import { customerSearch } from '../../db/schema';
import { phoneDigitsOf } from '../../shared/phone-digits';
import type { TSearchSource } from '../resources/binding';

/** The list search (search-page.ts, through the projection customer_search, migration 0049):
 *  the name, e-mail and passport number as typed, the phone by its digits, and the booking,
 *  reservation or offer number of a booking the customer made. */
export function customerSearchCondition(pattern: string, term: string): SQL {
  const parts = [sql`${customerSearch.searchText} LIKE lower(${pattern})`];
  // Booking numbers hold digits; a name search (the common case) stays one trigram lookup.
  if (/[0-9]/.test(term)) {
    // The bookings' trigram index finds the numbers; the ids become an index condition (an arm of
    // a bitmap OR) instead of a filter on every customer.
    parts.push(sql`${customerSearch.id} = ANY(ARRAY(SELECT b.customer FROM bookings b WHERE b.search_text LIKE lower(${pattern})
      AND lower(concat_ws(' ', b.booking_no, b.reservation_no, b.offer_no)) LIKE lower(${pattern}) AND b.customer IS NOT NULL))`);
  }
  const digits = phoneDigitsOf(term);
  if (digits) parts.push(sql`${customerSearch.searchText} LIKE ${`%${digits}%`}`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
}

/** The customers' search projection, kept on disk in name order (search-order.ts). */
export const customerSearchSource: TSearchSource = {
  table: customerSearch, id: customerSearch.id, orderedBy: 'fullName', condition: customerSearchCondition,
  sorts: {
    fullName: customerSearch.fullName, email: customerSearch.email, customerType: customerSearch.customerType,
    country: customerSearch.country, createdAt: customerSearch.createdAt,
  },
};

