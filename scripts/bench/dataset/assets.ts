// The operator's fixed structure: 5 resorts x 60 rooms (40 doubles, 12 family rooms, 8 suites),
// 4 vessels x 16 shared twin cabins with one tour each and a departure every Saturday, price
// lists per asset and year with a high and a low season. Deterministic from the seed.
import { createRandom, dayOf, isoOf } from '../prng';

export const FIRST_DAY = '2025-01-01';
/** Whole years of bookings at full scale. */
export const YEARS = 3;
export const RESORTS = 5;
export const ROOMS_PER_RESORT = 60;
export const VESSELS = 4;
export const CABINS_PER_VESSEL = 16;
/** A sixth, large hotel for the calendar workload only: 300 rooms, bookings around "today". */
export const CALENDAR_ROOMS = 300;

type TRow = Record<string, unknown> & { id: string };
export type TRoomPlan = { id: string; name: string; beds: number; shared: boolean; roomType: string; resort: string | null; vessel: string | null };
export type TAssets = {
  resorts: TRow[]; vessels: TRow[]; roomTypes: TRow[]; rooms: TRow[]; tours: TRow[]; schedules: TRow[]; priceLists: TRow[];
  resortRooms: TRoomPlan[][]; calendarResort: TRow; calendarRooms: TRoomPlan[]; cabins: TRoomPlan[][]; departures: { id: string; vessel: string; tour: string; from: number; to: number }[][];
};

const bed = () => ({ active: true, visible: true });
const RESORT_NAMES = ['Coral Bay Resort', 'Mangrove Dive Lodge', 'Turtle Beach Hotel', 'Reef Point Villas', 'Blue Hole Retreat'];
const VESSEL_NAMES = ['MY Ocean Spirit', 'MV Sea Dragon', 'MY Pelagic', 'MV Dolphin Star'];
const ROOM_KINDS = [
  { key: 'STD', name: 'Standard Double', count: 40, beds: 2, price: [9200, 7400] },
  { key: 'FAM', name: 'Family Room', count: 12, beds: 4, price: [7900, 6400] },
  { key: 'STE', name: 'Sea View Suite', count: 8, beds: 2, price: [15900, 12900] },
];

/** Seasons of a resort year: high Jan-Apr and Nov-Dec, low May-Oct (a border on 1 May and 1 Nov). */
function seasons(year: number) {
  return [
    { from: `${year}-01-01`, to: `${year}-04-30`, name: 'High season' },
    { from: `${year}-05-01`, to: `${year}-10-31`, name: 'Low season' },
    { from: `${year}-11-01`, to: `${year}-12-31`, name: 'High season (winter)' },
  ];
}

export function buildAssets(seed: number, days: number): TAssets {
  const rnd = createRandom(seed ^ 0x5eed);
  const out: TAssets = { resorts: [], vessels: [], roomTypes: [], rooms: [], tours: [], schedules: [], priceLists: [], resortRooms: [], calendarResort: { id: '' }, calendarRooms: [], cabins: [], departures: [] };
  const firstYear = Number(FIRST_DAY.slice(0, 4));
  // Price lists reach one year past the bookings, so new bookings (write workload) have prices.
  const years = Array.from({ length: YEARS + 2 }, (_, i) => firstYear + i);
  for (let r = 0; r < RESORTS; r++) {
    const resort = rnd.uuid();
    out.resorts.push({ id: resort, name: RESORT_NAMES[r], internalId: `R${r + 1}`, city: 'Bench', country: 'EG', currency: 'EUR', timezone: 'Africa/Cairo', isVisible: true });
    const types = ROOM_KINDS.map((k) => ({ ...k, id: rnd.uuid() }));
    for (const t of types) out.roomTypes.push({ id: t.id, name: t.name, key: `${t.key}-R${r + 1}`, maxNoOfPax: t.beds, defaultNoOfPax: 2, resort });
    const rooms: TRoomPlan[] = [];
    for (const t of types) {
      for (let i = 0; i < t.count; i++) rooms.push({ id: rnd.uuid(), name: `Room ${100 + rooms.length + 1}`, beds: t.beds, shared: false, roomType: t.id, resort, vessel: null });
    }
    out.resortRooms.push(rooms);
    for (const y of years) {
      out.priceLists.push({
        id: rnd.uuid(), name: `${RESORT_NAMES[r]} ${y}`, status: 'active', calculationType: 'complete', validFrom: `${y}-01-01`, validTo: `${y}-12-31`,
        periods: seasons(y), resort,
        entries: types.flatMap((t) => [0, 1, 2].map((period) => ({ roomType: t.id, period, amount: t.price[period === 1 ? 1 : 0] }))),
        tax: { status: 'active', value: 14, name: 'VAT', inclusive: true },
      });
    }
  }
  const grand = rnd.uuid();
  const grandType = rnd.uuid();
  out.calendarResort = { id: grand, name: 'Grand Reef Hotel', internalId: 'GRH', city: 'Bench', country: 'EG', currency: 'EUR', timezone: 'Africa/Cairo', isVisible: false };
  out.roomTypes.push({ id: grandType, name: 'Hotel Double', key: 'GRH-DBL', maxNoOfPax: 2, resort: grand });
  out.calendarRooms = Array.from({ length: CALENDAR_ROOMS }, (_, i) => ({ id: rnd.uuid(), name: `Room ${1000 + i + 1}`, beds: 2, shared: false, roomType: grandType, resort: grand, vessel: null }));
  const first = dayOf(FIRST_DAY);
  const firstSaturday = first + ((6 - new Date(first * 86_400_000).getUTCDay() + 7) % 7);
  for (let v = 0; v < VESSELS; v++) {
    const vessel = rnd.uuid();
    const type = rnd.uuid();
    const tour = rnd.uuid();
    out.vessels.push({ id: vessel, name: VESSEL_NAMES[v], internalId: `V${v + 1}`, maxGuests: CABINS_PER_VESSEL * 2, currency: 'EUR', isVisible: true });
    out.roomTypes.push({ id: type, name: 'Twin Cabin', key: `TWN-V${v + 1}`, maxNoOfPax: 2, vessel });
    out.tours.push({ id: tour, name: `${VESSEL_NAMES[v]} week`, internalId: `T${v + 1}`, vessel, nights: 7 });
    const cabins: TRoomPlan[] = Array.from({ length: CABINS_PER_VESSEL }, (_, i) => ({ id: rnd.uuid(), name: `Cabin ${i + 1}`, beds: 2, shared: true, roomType: type, resort: null, vessel }));
    out.cabins.push(cabins);
    const deps: TAssets['departures'][number] = [];
    for (let d = firstSaturday; d + 7 <= first + days + 7 * 60; d += 7) deps.push({ id: rnd.uuid(), vessel, tour, from: d, to: d + 7 });
    out.departures.push(deps);
    for (const d of deps) {
      out.schedules.push({ id: d.id, name: `${VESSEL_NAMES[v]} ${isoOf(d.from)}`, tour, vessel, dateFrom: isoOf(d.from), dateTo: isoOf(d.to), status: 'open', maxPax: CABINS_PER_VESSEL * 2, isVisible: true });
    }
    for (const y of years) {
      out.priceLists.push({ id: rnd.uuid(), name: `${VESSEL_NAMES[v]} ${y}`, status: 'active', calculationType: 'unit', validFrom: `${y}-01-01`, validTo: `${y}-12-31`, periods: [{ from: `${y}-01-01`, to: `${y}-12-31`, name: 'Year' }], entries: [{ roomType: type, period: 0, amount: 139000 }], vessel });
    }
  }
  for (const r of [...out.resortRooms.flat(), ...out.calendarRooms, ...out.cabins.flat()]) {
    out.rooms.push({
      id: r.id, name: r.name, type: r.vessel ? 'Cabin' : 'Room', roomType: r.roomType, internalId: r.name.replace(/\D/g, ''), isActive: true, isVisible: true,
      allowSharedRoom: r.shared, allowMixedGender: true, availableBeds: r.beds, resort: r.resort, vessel: r.vessel,
      configuration: { maxNoOfPax: r.beds, minNoOfPax: 1, defaultNoOfPax: 2, single: false, double: !r.shared, fan: false, acc: true, seaview: false, warmwater: true, beds: Array.from({ length: r.beds }, bed) },
    });
  }
  return out;
}
