// What the customers module registers into the generic resources: it owns the customers table.
// The generic create, update, delete and copy stay the generic ones (the declaration's rules, the
// self rules of customers and agencies) with the module's hooks: every create, update and copy
// stores a version of the record (history, {id}/diff/{from}); the list search also finds a
// customer by phone (digits only), passport number and booking number.
import { sql } from 'drizzle-orm';
import type { TDomainRegistration } from '../resources/binding';
import { dataGroupHooks } from './data-groups';
import { recordCustomerVersion } from './versions';

/** The list search beyond the name and e-mail (search_text): phone digits, passport number,
 *  and the booking, reservation or offer number of a booking the customer made. */
export function customerSearchAlso(pattern: string, term: string) {
  // Passport and booking numbers hold digits; a name search (the common case) adds nothing, so
  // it stays one trigram lookup on search_text.
  if (!/[0-9]/.test(term)) return undefined;
  const digits = term.replace(/[^0-9]/g, '');
  const parts = [
    sql`lower(coalesce(customers.passport->>'number', '')) LIKE lower(${pattern})`,
    // The bookings' trigram index finds the numbers; the ids become an index condition (an arm of
    // a bitmap OR) instead of a filter on every customer.
    sql`customers.id = ANY(ARRAY(SELECT b.customer FROM bookings b WHERE b.search_text LIKE lower(${pattern})
      AND lower(concat_ws(' ', b.booking_no, b.reservation_no, b.offer_no)) LIKE lower(${pattern}) AND b.customer IS NOT NULL))`,
  ];
  if (/^[+0-9 ()/.-]+$/.test(term) && digits.length >= 5) {
    parts.push(sql`regexp_replace(coalesce(customers.contact->>'phone', ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`);
  }
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export const customersRegistration: TDomainRegistration = {
  module: 'customers',
  resources: {
    customers: {
      owner: {},
      hooks: {
        afterWrite: async (tx, row, action, ctx) => {
          if (action !== 'delete') await recordCustomerVersion(tx, row.id, action, ctx.principal);
        },
        searchAlso: customerSearchAlso,
      },
    },
    // The data groups' field keys are unique across groups (data-groups.ts).
    customerdatagroup: { owner: {}, hooks: dataGroupHooks },
  },
};
