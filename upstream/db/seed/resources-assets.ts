// Demo records: geo, the resort and the vessel with their rooms, cabins, decks and types, tours
// and schedules, diving, and staff. A second resort and vessel show the asset limits at work.
import { sid, type TSeedRows } from './resources-ids';

const R = sid('resort:coral');
const R2 = sid('resort:lagoon');
const V = sid('vessel:horizon');
const V2 = sid('vessel:manta');
const en = (text: string, de?: string) => ({ en: text, de: de ?? text });

export const ASSET_SEEDS: TSeedRows = {
  destination: [
    { key: 'redsea', name: 'Red Sea', country: 'EG', region: 'Hurghada & Safaga', description: en('Reefs, wrecks and dolphins of the northern Red Sea.', 'Riffe, Wracks und Delfine im nördlichen Roten Meer.'), timezone: 'Africa/Cairo' },
    { key: 'raja', name: 'Raja Ampat', country: 'ID', region: 'West Papua', description: en('The richest reefs of the Coral Triangle.'), timezone: 'Asia/Jayapura' },
    { key: 'maldives', name: 'Maldives', country: 'MV', region: 'North & South Malé Atoll', description: en('Channels, mantas and whale sharks.'), timezone: 'Indian/Maldives' },
    { key: 'bali', name: 'Bali', country: 'ID', region: 'Tulamben & Amed', description: en('Muck diving and the Liberty wreck.'), timezone: 'Asia/Makassar' },
  ],
  port: [
    { key: 'hurghada', name: 'Hurghada Marina', code: 'HRG', city: 'Hurghada', country: 'EG', destination: sid('destination:redsea'), latitude: 27.2233, longitude: 33.8456 },
    { key: 'ghalib', name: 'Port Ghalib', code: 'PGH', city: 'Marsa Alam', country: 'EG', destination: sid('destination:redsea'), latitude: 25.5302, longitude: 34.6381 },
    { key: 'sorong', name: 'Sorong Harbour', code: 'SOQ', city: 'Sorong', country: 'ID', destination: sid('destination:raja'), latitude: -0.8762, longitude: 131.2505 },
    { key: 'male', name: 'Malé Harbour', code: 'MLE', city: 'Malé', country: 'MV', destination: sid('destination:maldives') },
  ],
  airline: [
    { key: 'lh', name: 'Lufthansa', iataCode: 'LH', icaoCode: 'DLH', country: 'DE', website: 'https://www.lufthansa.com' },
    { key: 'de', name: 'Condor', iataCode: 'DE', icaoCode: 'CFG', country: 'DE', website: 'https://www.condor.com' },
    { key: 'ms', name: 'EgyptAir', iataCode: 'MS', icaoCode: 'MSR', country: 'EG' },
    { key: 'ga', name: 'Garuda Indonesia', iataCode: 'GA', icaoCode: 'GIA', country: 'ID' },
    { key: 'qr', name: 'Qatar Airways', iataCode: 'QR', icaoCode: 'QTR', country: 'QA' },
    { key: 'ek', name: 'Emirates', iataCode: 'EK', icaoCode: 'UAE', country: 'AE' },
  ],
  resort: [
    { key: 'coral', name: 'Coral Garden Resort', internalId: 'CGR', destination: sid('destination:redsea'), street: 'Safaga Road km 12', city: 'Hurghada', country: 'EG', email: 'reservations@coralgarden.example.com', phone: '+20 65 123 4567', currency: 'EUR', timezone: 'Africa/Cairo', description: en('Beach resort with house reef and dive centre.', 'Strandresort mit Hausriff und Tauchbasis.') },
    { key: 'lagoon', name: 'Blue Lagoon Dive Lodge', internalId: 'BLL', destination: sid('destination:bali'), city: 'Tulamben', country: 'ID', email: 'hello@bluelagoon.example.com', currency: 'EUR', timezone: 'Asia/Makassar' },
  ],
  vessel: [
    { key: 'horizon', name: 'MY Blue Horizon', internalId: 'BH', destination: sid('destination:redsea'), homePort: sid('port:hurghada'), flag: 'EG', lengthInM: 38.5, buildYear: 2016, maxGuests: 22, timezone: 'Africa/Cairo', description: en('Steel liveaboard with 11 cabins and nitrox.', 'Stahl-Safarischiff mit 11 Kabinen und Nitrox.') },
    { key: 'manta', name: 'MV Manta Queen', internalId: 'MQ', destination: sid('destination:raja'), homePort: sid('port:sorong'), flag: 'ID', lengthInM: 32, buildYear: 2012, maxGuests: 16, timezone: 'Asia/Jayapura' },
  ],
  vessellist: [
    { key: 'manifest', name: 'Passenger manifest', vessel: V, kind: 'manifest', columns: ['name', 'nationality', 'passport', 'birthday'], sort: 1 },
    { key: 'crew', name: 'Crew list', vessel: V, kind: 'crew', columns: ['name', 'position'], sort: 2 },
  ],
  bedtype: [
    { key: 'double', name: 'Double bed', key_: 'double', sleeps: 2, widthInCm: 160 },
    { key: 'single', name: 'Single bed', sleeps: 1, widthInCm: 90 },
    { key: 'bunk', name: 'Bunk bed', sleeps: 1, widthInCm: 80 },
    { key: 'queen', name: 'Queen bed', sleeps: 2, widthInCm: 180 },
    { key: 'sofa', name: 'Sofa bed', sleeps: 1, widthInCm: 120 },
  ],
  vesseldeck: [
    { key: 'lower', name: 'Lower deck', vessel: V, level: -1 },
    { key: 'main', name: 'Main deck', vessel: V, level: 0 },
    { key: 'upper', name: 'Upper deck', vessel: V, level: 1 },
  ],
  roomtypes: [
    { key: 'std', name: 'Standard Double', key_: 'STD', sizeInSqm: 28, resort: R, description: en('Garden view, two guests.') },
    { key: 'bungalow', name: 'Garden Bungalow', key_: 'BGL', maxNoOfPax: 3, sizeInSqm: 40, resort: R },
    { key: 'suite', name: 'Sea View Suite', key_: 'STE', maxNoOfPax: 4, defaultNoOfPax: 2, sizeInSqm: 65, surcharge: 20, resort: R },
    { key: 'lagoon-std', name: 'Lodge Room', key_: 'LDG', resort: R2 },
    { key: 'twin', name: 'Lower Deck Twin', key_: 'LDT', vessel: V, roomTypeOTA: 'Twin' },
    { key: 'cabin-double', name: 'Main Deck Double', key_: 'MDD', vessel: V },
    { key: 'cabin-suite', name: 'Upper Deck Suite', key_: 'UDS', vessel: V, surcharge: 30 },
    { key: 'manta-twin', name: 'Manta Twin Cabin', key_: 'MTC', vessel: V2 },
  ],
  tours: [
    { key: 'north', name: 'Northern Wrecks & Reefs', internalId: 'NWR', vessel: V, destination: sid('destination:redsea'), embarkPort: sid('port:hurghada'), disembarkPort: sid('port:hurghada'), nights: 7, divesIncluded: 18, description: en('Thistlegorm, Abu Nuhas and the reefs of Ras Mohammed.'),
      diveSlots: ['07:00', '10:30', '14:30', '19:00'], arrivalDayDives: 1, departureDayDives: 0 },
    { key: 'bde', name: 'Brothers, Daedalus & Elphinstone', internalId: 'BDE', vessel: V, destination: sid('destination:redsea'), embarkPort: sid('port:ghalib'), disembarkPort: sid('port:ghalib'), nights: 7, divesIncluded: 20,
      diveSlots: ['06:00', '09:30', '14:00'], arrivalDayDives: 0, departureDayDives: 0 },
    { key: 'raja', name: 'Raja Ampat Classic', internalId: 'RAC', vessel: V2, destination: sid('destination:raja'), embarkPort: sid('port:sorong'), disembarkPort: sid('port:sorong'), nights: 10,
      diveSlots: ['07:30', '10:30', '14:30', '18:00'], arrivalDayDives: 1, departureDayDives: 1 },
  ],
  schedules: [
    { key: 'n1', name: 'Northern Wrecks 6 Mar 2027', tour: sid('tours:north'), vessel: V, dateFrom: '2027-03-06', dateTo: '2027-03-13', embarkPort: sid('port:hurghada'), maxPax: 22 },
    { key: 'b1', name: 'BDE 13 Mar 2027', tour: sid('tours:bde'), vessel: V, dateFrom: '2027-03-13', dateTo: '2027-03-20', embarkPort: sid('port:ghalib'), maxPax: 22 },
    { key: 'n2', name: 'Northern Wrecks 20 Mar 2027', tour: sid('tours:north'), vessel: V, dateFrom: '2027-03-20', dateTo: '2027-03-27', maxPax: 22 },
    { key: 'r1', name: 'Raja Ampat 2 Nov 2027', tour: sid('tours:raja'), vessel: V2, dateFrom: '2027-11-02', dateTo: '2027-11-12', maxPax: 16 },
  ],
  divesite: [
    { key: 'abunuhas', name: 'Abu Nuhas', destination: sid('destination:redsea'), country: 'EG', maxDepth: 30, difficulty: 'moderate', tags: ['wreck', 'reef'] },
    { key: 'elphinstone', name: 'Elphinstone Reef', destination: sid('destination:redsea'), country: 'EG', maxDepth: 40, difficulty: 'advanced', tags: ['wall', 'drift', 'sharks'] },
    { key: 'brothers', name: 'Brother Islands', destination: sid('destination:redsea'), country: 'EG', maxDepth: 40, difficulty: 'expert', tags: ['wall', 'wreck', 'sharks'] },
    { key: 'carless', name: 'Carless Reef', destination: sid('destination:redsea'), country: 'EG', maxDepth: 25, difficulty: 'easy', tags: ['reef'] },
    { key: 'liberty', name: 'USAT Liberty', destination: sid('destination:bali'), country: 'ID', maxDepth: 30, difficulty: 'easy', tags: ['wreck'] },
  ],
  divetype: [
    { key: 'boat', name: 'Boat dive', key_: 'boat', color: '#1e6fd9', sort: 1 },
    { key: 'shore', name: 'Shore dive', key_: 'shore', color: '#2e9e5b', sort: 2 },
    { key: 'night', name: 'Night dive', key_: 'night', color: '#333366', sort: 3 },
    { key: 'course', name: 'Course dive', key_: 'course', color: '#d98e1e', sort: 4, requiredLevel: 'none' },
    { key: 'snorkel', name: 'Snorkelling', key_: 'snorkel', countsAsDive: false, sort: 5, requiredLevel: 'none' },
  ],
  diveboat: [
    { key: 'seastar', name: 'Sea Star', registration: 'HRG-2231', capacity: 20, resort: R },
    { key: 'zodiac', name: 'Zodiac 1', capacity: 10, vessel: V },
  ],
  employee: [
    { key: 'ahmed', name: 'Ahmed Hassan', position: 'Dive guide', department: 'Diving', isGuide: true, email: 'ahmed@coralgarden.example.com', resort: R, startDate: '2021-02-01' },
    { key: 'lena', name: 'Lena Fischer', position: 'Cruise director', department: 'Diving', isGuide: true, vessel: V, startDate: '2022-10-15' },
    { key: 'omar', name: 'Omar Said', position: 'Captain', department: 'Crew', vessel: V },
    { key: 'nina', name: 'Nina Wolf', position: 'Reservations', department: 'Office', resort: R, hourlyRate: 2200 },
  ],
  worklog: [
    { key: 'w1', activity: 'Guiding morning boat dives', employee: sid('employee:ahmed'), date: '2027-03-07', start: '07:30', end: '13:00', hours: 5.5, resort: R },
    { key: 'w2', activity: 'Check-in and briefing', employee: sid('employee:lena'), date: '2027-03-06', start: '16:00', end: '20:00', hours: 4, vessel: V },
  ],
  diveplan: [
    { key: 'p1', name: 'Morning double tank', date: '2027-03-07', start: '08:00', diveSite: sid('divesite:carless'), boat: sid('diveboat:seastar'), type: sid('divetype:boat'), diveGuide: sid('employee:ahmed'), maxDivers: 16, resort: R },
    { key: 'p2', name: 'Abu Nuhas wrecks', date: '2027-03-08', start: '06:30', diveSite: sid('divesite:abunuhas'), type: sid('divetype:boat'), diveGuide: sid('employee:lena'), vessel: V },
  ],
  divelog: [
    { key: 'l1', date: '2027-03-07', start: '08:40', end: '09:35', type: sid('divetype:boat'), customer: sid('customers:anna'), depth: 18.5, boat: sid('diveboat:seastar'), diveSite: sid('divesite:carless'), diveGuide: sid('employee:ahmed'), tankSize: 12, airMix: 'Air', comment: 'Turtle and napoleon at the pinnacle.', resort: R },
    { key: 'l2', date: '2027-03-08', start: '07:10', end: '08:05', type: sid('divetype:boat'), customer: sid('customers:lukas'), depth: 26, diveSite: sid('divesite:abunuhas'), diveGuide: sid('employee:lena'), tankSize: 15, airMix: 'EAN32', comment: 'Giannis D, good visibility.', vessel: V },
    { key: 'l3', date: '2027-03-08', start: '18:30', end: '19:15', type: sid('divetype:night'), customer: sid('customers:anna'), depth: 12, diveSite: sid('divesite:carless'), airMix: 'Air', comment: 'Spanish dancer.', resort: R },
  ],
};

const bed = (type: string) => ({ active: true, visible: true, type: sid(`bedtype:${type}`) });

function room(key: string, name: string, type: 'Room' | 'Cabin', roomType: string, extra: Record<string, unknown>) {
  return { key, name, type, roomType: sid(`roomtypes:${roomType}`), internalId: key.toUpperCase(), ...extra };
}

ASSET_SEEDS.rooms = [
  ...['101', '102', '103', '104'].map((n) => room(n, `Room ${n}`, 'Room', 'std', {
    resort: R, bedType: sid('bedtype:double'), availableBeds: 2,
    configuration: { maxNoOfPax: 2, minNoOfPax: 1, defaultNoOfPax: 2, double: true, acc: true, warmwater: true, beds: [bed('double'), bed('double')] },
  })),
  ...['201', '202'].map((n) => room(n, `Bungalow ${n}`, 'Room', 'bungalow', {
    resort: R, bedType: sid('bedtype:queen'), additionalBedTypes: [sid('bedtype:sofa')], availableBeds: 3,
    configuration: { maxNoOfPax: 3, minNoOfPax: 1, defaultNoOfPax: 2, double: true, acc: true, warmwater: true, beds: [bed('queen'), bed('queen'), bed('sofa')] },
  })),
  room('301', 'Suite 301', 'Room', 'suite', { resort: R, bedType: sid('bedtype:queen'), availableBeds: 4, allowSharedRoom: false,
    configuration: { maxNoOfPax: 4, minNoOfPax: 1, defaultNoOfPax: 2, double: true, acc: true, seaview: true, warmwater: true, beds: [bed('queen'), bed('queen'), bed('single'), bed('single')] } }),
  ...['L1', 'L2'].map((n) => room(`lagoon-${n}`, `Lodge ${n}`, 'Room', 'lagoon-std', { resort: R2, bedType: sid('bedtype:double') })),
  ...[1, 2, 3, 4].map((n) => room(`c${n}`, `Cabin ${n}`, 'Cabin', 'twin', {
    vessel: V, deck: sid('vesseldeck:lower'), bedType: sid('bedtype:single'), allowSharedRoom: true, allowMixedGender: false, availableBeds: 2,
    configuration: { maxNoOfPax: 2, minNoOfPax: 1, defaultNoOfPax: 2, single: true, acc: true, beds: [bed('single'), bed('single')] },
  })),
  ...[5, 6].map((n) => room(`c${n}`, `Cabin ${n}`, 'Cabin', 'cabin-double', {
    vessel: V, deck: sid('vesseldeck:main'), bedType: sid('bedtype:double'), availableBeds: 2,
    configuration: { maxNoOfPax: 2, minNoOfPax: 1, defaultNoOfPax: 2, double: true, acc: true, seaview: true, beds: [bed('double'), bed('double')] },
  })),
  room('c7', 'Suite 7', 'Cabin', 'cabin-suite', { vessel: V, deck: sid('vesseldeck:upper'), bedType: sid('bedtype:queen'), availableBeds: 2 }),
  ...[1, 2].map((n) => room(`m${n}`, `Manta ${n}`, 'Cabin', 'manta-twin', { vessel: V2, bedType: sid('bedtype:single') })),
];

ASSET_SEEDS.roomprices = [
  { key: 'std-27', name: 'Standard Double 2027', roomType: sid('roomtypes:std'), price: sid('price:resort27'), validFrom: '2027-01-01', validTo: '2027-12-31', amount: 8900, resort: R },
  { key: 'bgl-27', name: 'Garden Bungalow 2027', roomType: sid('roomtypes:bungalow'), price: sid('price:resort27'), validFrom: '2027-01-01', validTo: '2027-12-31', amount: 11900, resort: R },
  { key: 'ste-27', name: 'Sea View Suite 2027', roomType: sid('roomtypes:suite'), price: sid('price:resort27'), validFrom: '2027-01-01', validTo: '2027-12-31', amount: 18900, resort: R },
  { key: 'twin-27', name: 'Lower Deck Twin 2027 (per trip)', roomType: sid('roomtypes:twin'), price: sid('price:horizon27'), validFrom: '2027-01-01', validTo: '2027-12-31', amount: 129000, perNight: false, minNights: 7, vessel: V },
];
