// Geo tables (destination, port, airline). Columns come from the declarations in
// lib/contract/resources/geo.ts, where each field choice is commented; airports and countries
// are the reference tables of ../reference.ts.
import { airline, destination, port } from '../../../../lib/contract/resources/geo';
import { resourceTable } from './build-table';

export const destinations = resourceTable(destination, 'destinations');
export const ports = resourceTable(port, 'ports');
export const airlines = resourceTable(airline, 'airlines');
