// Tables: Tours and schedules.
// Columns come from the declarations in lib/contract/resources/tours.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/tours';
import { resourceTable } from './build-table';

export const tours = resourceTable(R.tours, 'tours');
export const schedules = resourceTable(R.schedules, 'schedules');
