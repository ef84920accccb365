// The credits module's columns that name customers and agencies: a customer merge moves them
// (customers/references-to.ts) and a delete of the holder is refused while a credit names it.
import { credits } from '../../db/schema';
import type { TDomainRegistration } from '../resources/binding';

export const creditsRegistration: TDomainRegistration = {
  module: 'credits',
  references: [
    { target: 'customers', table: credits, column: credits.customerId, label: 'customer credits' },
    { target: 'agencies', table: credits, column: credits.agencyId, label: 'agency credits' },
  ],
};
