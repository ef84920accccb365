// Tables: Rooms and cabins, room types, bed types, decks, room prices.
// Columns come from the declarations in lib/contract/resources/rooms.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/rooms';
import { resourceTable } from './build-table';

export const bedTypes = resourceTable(R.bedtype, 'bed_types');
export const vesselDecks = resourceTable(R.vesseldeck, 'vessel_decks');
export const roomTypes = resourceTable(R.roomtypes, 'room_types');
export const rooms = resourceTable(R.rooms, 'rooms');
export const roomPrices = resourceTable(R.roomprices, 'room_prices');
