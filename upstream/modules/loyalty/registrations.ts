// The loyalty module's column that names customers: a customer merge moves the duplicate's points
// to the survivor (customers/references-to.ts), and deleting a customer with points is refused.
// Cards and contest entries are not registered: they go with a deleted (merged-away) customer.
import { loyaltyEntries } from '../../db/schema';
import type { TDomainRegistration } from '../resources/binding';

export const loyaltyRegistration: TDomainRegistration = {
  module: 'loyalty',
  references: [{ target: 'customers', table: loyaltyEntries, column: loyaltyEntries.customerId, label: 'loyalty points' }],
};
