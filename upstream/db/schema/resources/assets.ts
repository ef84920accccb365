// Tables: Resorts, vessels and vessel lists.
// Columns come from the declarations in lib/contract/resources/assets.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/assets';
import { resourceTable } from './build-table';

export const resorts = resourceTable(R.resort, 'resorts');
export const vessels = resourceTable(R.vessel, 'vessels');
export const vesselLists = resourceTable(R.vessellist, 'vessel_lists');
