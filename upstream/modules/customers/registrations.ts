// What the customers module registers into the generic resources: it owns the customers table.
// The generic create, update, delete and copy stay the generic ones (the declaration's rules, the
// self rules of customers and agencies) with the module's hooks: every create, update and copy
// stores a version of the record (history, {id}/diff/{from}); the list search reads the
// customers' search projection and also finds a customer by phone (digits only), passport number
// and booking number.
import { sql, type SQL } from 'drizzle-orm';
import { customerSearch } from '../../db/schema';
import type { TDomainRegistration, TSearchSource } from '../resources/binding';
import { dataGroupHooks } from './data-groups';
import { recordCustomerVersion } from './versions';

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
  // Without the leading zeros, a number typed the national way ("0170 …") or with the
  // international prefix ("0049 170 …") finds the one stored as "+49 170 …".
  const digits = term.replace(/[^0-9]/g, '').replace(/^0+/, '');
  if (/^[+0-9 ()/.-]+$/.test(term) && digits.length >= 5) parts.push(sql`${customerSearch.searchText} LIKE ${`%${digits}%`}`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
}

/** The customers' search projection, kept on disk in name order (search-order.ts). */
const customerSearchSource: TSearchSource = {
  table: customerSearch, id: customerSearch.id, orderedBy: 'fullName', condition: customerSearchCondition,
  sorts: {
    fullName: customerSearch.fullName, email: customerSearch.email, customerType: customerSearch.customerType,
    country: customerSearch.country, createdAt: customerSearch.createdAt,
  },
};

export const customersRegistration: TDomainRegistration = {
  module: 'customers',
  resources: {
    customers: {
      owner: {},
      hooks: {
        afterWrite: async (tx, row, action, ctx) => {
          if (action !== 'delete') await recordCustomerVersion(tx, row.id, action, ctx.principal);
        },
        searchSource: customerSearchSource,
      },
    },
    // The data groups' field keys are unique across groups (data-groups.ts).
    customerdatagroup: { owner: {}, hooks: dataGroupHooks },
  },
};
