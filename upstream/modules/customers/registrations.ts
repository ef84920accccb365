// What the customers module registers into the generic resources: it owns the customers table.
// The generic create, update, delete and copy stay the generic ones (the declaration's rules, the
// self rules of customers and agencies) with the module's hooks: every create, update and copy
// stores a version of the record (history, {id}/diff/{from}); the list search reads the
// customers' search projection (search.ts).
import type { TDomainRegistration } from '../resources/binding';
import { dataGroupHooks } from './data-groups';
import { customerSearchSource } from './search';
import { recordCustomerVersion } from './versions';

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
    // Referrals and relations name customers on both sides: a merge moves them, an erasure deletes
    // or clears them (merge.ts, privacy.ts); their generic calls stay the generic ones.
    referral: { owner: {} },
    customerrelation: { owner: {} },
  },
};
