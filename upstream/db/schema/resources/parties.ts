// Tables: Agencies and customers.
// Columns come from the declarations in lib/contract/resources/parties.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/parties';
import { resourceTable } from './build-table';

export const agencies = resourceTable(R.agencies, 'agencies');
export const customers = resourceTable(R.customers, 'customers');
export const agencyGroups = resourceTable(R.agencygroup, 'agency_groups');
export const customerGroups = resourceTable(R.customergroup, 'customer_groups');
export const customerDataGroups = resourceTable(R.customerdatagroup, 'customer_data_groups');
