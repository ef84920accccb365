// Tables: Dive sites, types, boats, plans and the dive log.
// Columns come from the declarations in lib/contract/resources/dive.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/dive';
import { resourceTable } from './build-table';

export const diveSites = resourceTable(R.divesite, 'dive_sites');
export const diveTypes = resourceTable(R.divetype, 'dive_types');
export const diveBoats = resourceTable(R.diveboat, 'dive_boats');
export const divePlans = resourceTable(R.diveplan, 'dive_plans');
export const diveLogs = resourceTable(R.divelog, 'dive_logs');
