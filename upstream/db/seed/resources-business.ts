// Demo records: agencies and customers, booking master data, bookings and what hangs on them,
// prices and specials, products and the point of sale.
import { sid, type TSeedRows } from './resources-ids';

const R = sid('resort:coral');
const V = sid('vessel:horizon');
const en = (text: string, de?: string) => ({ en: text, de: de ?? text });
const anna = sid('customers:anna');
const lukas = sid('customers:lukas');

export const BUSINESS_SEEDS: TSeedRows = {
  agencies: [
    { key: 'nord', name: 'Tauchreisen Nord GmbH', type: 'travel', contactName: 'Jonas Becker', email: 'info@tauchreisen-nord.example.com', phone: '+49 40 123456', street: 'Hafenstraße 5', zip: '20457', city: 'Hamburg', country: 'DE', commission: sid('commission:std'), termsOfPayment: sid('terms:agency'), language: 'de' },
    { key: 'ocean', name: 'Ocean Travel Ltd', type: 'resell', contactName: 'Emma Clarke', email: 'bookings@oceantravel.example.com', city: 'Brighton', country: 'GB', currency: 'GBP', language: 'en', commission: sid('commission:partner') },
  ],
  agencygroup: [
    { key: 'partners', name: 'Partner agencies', agencies: [sid('agencies:nord'), sid('agencies:ocean')], description: 'Agencies with a commission agreement', isActive: true },
  ],
  customergroup: [
    { key: 'regulars', name: 'Regular guests', color: '#2e9e5b', description: 'Guests who come back every year', isActive: true },
    { key: 'club', name: 'Dive club Hamburg', color: '#1e6fd9', description: 'Members of a partner dive club', isActive: true },
  ],
  customerdatagroup: [
    { key: 'travel', name: 'Travel preferences', sort: 1, fields: [
      { key: 'roomPreference', label: { en: 'Room preference', de: 'Zimmerwunsch' }, kind: 'select', options: ['Sea view', 'Garden', 'Ground floor'] },
      { key: 'dietary', label: { en: 'Dietary needs', de: 'Ernährung' }, kind: 'text' },
    ], isActive: true },
    { key: 'diving', name: 'Diving history', sort: 2, fields: [
      { key: 'homeDiveCentre', label: { en: 'Home dive centre', de: 'Heimat-Tauchbasis' }, kind: 'text' },
      { key: 'diveCount', label: { en: 'Logged dives', de: 'Geloggte Tauchgänge' }, kind: 'number' },
      { key: 'lastDiveDate', label: { en: 'Last dive', de: 'Letzter Tauchgang' }, kind: 'date' },
      { key: 'nitroxCertified', label: { en: 'Nitrox certified', de: 'Nitrox-Brevet' }, kind: 'bool' },
    ], isActive: true },
  ],
  customers: [
    { key: 'anna', fullName: 'Anna Schmidt', email: 'anna.schmidt@example.com', customerType: 'customer', country: 'DE', masterData: { firstName: 'Anna', lastName: 'Schmidt', gender: 'f', birthday: '1988-05-14', nationality: 'DE' }, contact: { email: 'anna.schmidt@example.com', phone: '+49 170 1234567' }, address: { street: 'Lindenweg 3', zip: '80331', city: 'München', country: 'DE' }, passport: { nationality: 'DE' } },
    { key: 'lukas', fullName: 'Lukas Weber', email: 'lukas.weber@example.com', customerType: 'customer', country: 'DE', masterData: { firstName: 'Lukas', lastName: 'Weber', gender: 'm', birthday: '1985-11-02', nationality: 'DE' }, contact: { email: 'lukas.weber@example.com' } },
    { key: 'james', fullName: 'James Miller', email: 'james.miller@example.com', country: 'GB', language: 'en', agency: sid('agencies:ocean'), masterData: { firstName: 'James', lastName: 'Miller', gender: 'm', nationality: 'GB' } },
    { key: 'sofia', fullName: 'Sofia Rossi', email: 'sofia.rossi@example.com', country: 'IT', language: 'en', masterData: { firstName: 'Sofia', lastName: 'Rossi', gender: 'f', birthday: '1994-02-20', nationality: 'IT' } },
    { key: 'mia', fullName: 'Mia Hoffmann', email: 'mia.hoffmann@example.com', country: 'AT', agency: sid('agencies:nord'), masterData: { firstName: 'Mia', lastName: 'Hoffmann', gender: 'f', birthday: '2015-07-01', nationality: 'AT' } },
  ],
  terms: [
    { key: 'std', name: 'Standard: 30 % deposit', depositPercent: 30, depositDueDays: 7, restDueDaysBeforeArrival: 30, isDefault: true, cancellation: [{ daysBefore: 60, percent: 30 }, { daysBefore: 30, percent: 50 }, { daysBefore: 0, percent: 100 }], description: en('30 % within 7 days, the rest 30 days before arrival.', '30 % innerhalb von 7 Tagen, der Rest 30 Tage vor Anreise.') },
    { key: 'agency', name: 'Agency: 14 days before arrival', depositPercent: 0, depositDueDays: 0, restDueDaysBeforeArrival: 14 },
    { key: 'full', name: 'Full payment on booking', depositPercent: 100, depositDueDays: 3, restDueDaysBeforeArrival: 0 },
  ],
  commission: [
    { key: 'std', name: 'Agency standard 15 %', names: { de: 'Agentur Standard 15 %', en: 'Agency standard 15 %' }, value: 15, mode: 'PerCent', target: 'commissionable' },
    { key: 'partner', name: 'Partner 20 %', names: { de: 'Partner 20 %', en: 'Partner 20 %' }, value: 20, mode: 'PerCent', target: 'room price' },
  ],
  bookingsource: ['Website', 'E-mail', 'Phone', 'Agency', 'Walk-in', 'OTA'].map((name, i) => ({ key: name.toLowerCase().replace(/[^a-z]/g, ''), name, key_: name.toLowerCase().replace(/[^a-z]/g, ''), sort: i + 1 })),
  bookingcategory: [
    { key: 'holiday', name: 'Holiday', color: '#2e9e5b', sort: 1 },
    { key: 'group', name: 'Group', color: '#1e6fd9', sort: 2 },
    { key: 'course', name: 'Course', color: '#d98e1e', sort: 3 },
    { key: 'charter', name: 'Full charter', color: '#8e44ad', sort: 4 },
  ],
  supplements: [
    { key: 'fuel', name: 'Fuel surcharge', amount: 9000, mode: 'Absolute', ruleBase: 'PerPerson', mandatory: true, vessel: V },
    { key: 'park', name: 'Marine park fee', amount: 500, mode: 'Absolute', ruleBase: 'PerDiveDay', mandatory: true },
    { key: 'nitrox', name: 'Nitrox', amount: 700, mode: 'Absolute', ruleBase: 'PerDive', description: en('EAN32 fills for certified divers.') },
  ],
  referral: [
    { key: 'r1', name: 'Sofia Rossi', email: 'sofia.rossi@example.com', code: 'ANNA-2027', referrer: anna, referredCustomer: sid('customers:sofia'), reward: 5000, status: 'qualified' },
    { key: 'r2', name: 'Tom Baker', email: 'tom.baker@example.com', code: 'LUKAS-2027', referrer: lukas, status: 'open' },
  ],
  customerrelation: [
    { key: 'buddies', name: 'Dive buddies since 2019', customer: anna, relatedCustomer: lukas, relation: 'buddy' },
    { key: 'family', name: 'Travels with her mother', customer: sid('customers:mia'), relatedCustomer: anna, relation: 'family' },
  ],
  bookings: [
    { key: 'b1', bookingNo: 'B2026-00001', offerNo: 'O2026-00001', title: 'Anna Schmidt', type: 'resort', state: 'confirmed', customer: anna, source: sid('bookingsource:website'), category: sid('bookingcategory:holiday'), termsOfPayment: sid('terms:std'), noOfPax: 2, dateFrom: '2027-03-06', dateTo: '2027-03-13', bookingDate: '2026-11-02T10:15:00Z', resort: R },
    { key: 'b2', offerNo: 'O2026-00002', title: 'Lukas Weber', type: 'tour', state: 'draft', customer: lukas, tour: sid('tours:north'), schedule: sid('schedules:n1'), source: sid('bookingsource:email'), noOfPax: 1, dateFrom: '2027-03-06', dateTo: '2027-03-13', bookingDate: '2026-11-10T08:00:00Z', vessel: V },
    { key: 'b3', offerNo: 'O2026-00003', reservationNo: 'R2026-00001', title: 'Mia Hoffmann', type: 'resort', state: 'planned', customer: sid('customers:mia'), agency: sid('agencies:nord'), commission: sid('commission:std'), termsOfPayment: sid('terms:agency'), source: sid('bookingsource:agency'), noOfPax: 2, dateFrom: '2027-04-10', dateTo: '2027-04-17', bookingDate: '2026-11-15T14:30:00Z', resort: R },
  ],
  bookingcomment: [
    { key: 'c1', booking: sid('bookings:b1'), text: 'Guest asked for a ground floor room.', author: 'Nina Wolf' },
    { key: 'c2', booking: sid('bookings:b2'), text: 'Needs rental BCD size M and 5 mm suit.', author: 'Lena Fischer', isInternal: false },
  ],
  book: [
    { key: 'q1', name: 'Sofia Rossi', email: 'sofia.rossi@example.com', requestNo: 'W-1001', roomType: sid('roomtypes:suite'), dateFrom: '2027-05-01', dateTo: '2027-05-08', noOfPax: 2, language: 'en', message: 'Is a late check-out possible?', resort: R },
    { key: 'q2', name: 'Peter Brandt', email: 'peter.brandt@example.com', requestNo: 'W-1002', schedule: sid('schedules:b1'), noOfPax: 2, vessel: V, status: 'converted' },
  ],
  arrivaldeparture: [
    { key: 'a1', guestName: 'Anna Schmidt', direction: 'arrival', date: '2027-03-06', time: '14:20', flightNo: 'DE 4682', airline: sid('airline:de'), booking: sid('bookings:b1'), customer: anna, noOfPax: 2, transfer: true, resort: R },
    { key: 'a2', guestName: 'Anna Schmidt', direction: 'departure', date: '2027-03-13', time: '15:40', flightNo: 'DE 4683', airline: sid('airline:de'), booking: sid('bookings:b1'), customer: anna, noOfPax: 2, transfer: true, resort: R },
  ],
  dayevent: [
    { key: 'e1', name: 'Giftun Island snorkelling trip', date: '2027-03-09', start: '09:00', end: '16:00', capacity: 30, amount: 4500, resort: R, description: en('Boat trip with lunch.') },
    { key: 'e2', name: 'Try dive in the pool', date: '2027-03-10', start: '10:00', end: '11:30', capacity: 6, amount: 3500, resort: R },
  ],
  dayguest: [
    { key: 'd1', name: 'Karim Mansour', date: '2027-03-09', noOfPax: 2, activity: 'Snorkelling trip', dayEvent: sid('dayevent:e1'), amount: 9000, paid: true, resort: R },
    { key: 'd2', name: 'Julia Klein', date: '2027-03-10', activity: 'Try dive', dayEvent: sid('dayevent:e2'), amount: 3500, resort: R },
  ],
  todo: [
    { key: 't1', group: 'Payments', text: 'Deposit for B-2027-0001 overdue', due: '2026-11-20', booking: sid('bookings:b1'), predefined: true, definition: 'depositDue' },
    { key: 't2', group: 'Guest forms', text: 'Send guest form to Lukas Weber', due: '2027-02-20', booking: sid('bookings:b2') },
    { key: 't3', group: 'Office', text: 'Renew marine park permits', due: '2027-01-15', open: false },
  ],
  master: [
    { key: 'm1', system: 'crm-master', externalId: 'EXT-88231', bookingNo: 'CRM-2027-114', customerName: 'Sofia Rossi', dateFrom: '2027-05-01', dateTo: '2027-05-08', state: 'confirmed', noOfPax: 2 },
  ],
  price: [
    { key: 'resort27', name: 'Coral Garden 2027', internalId: 'CG27', status: 'active', calculationType: 'complete', validFrom: '2027-01-01', validTo: '2027-12-31', termsOfPayment: sid('terms:std'), commission: sid('commission:std'), supplements: [sid('supplements:park')], variants: [sid('pricevariant:hb'), sid('pricevariant:fb')], periods: [{ from: '2027-01-01', to: '2027-04-30', name: 'High season', names: { de: 'Hochsaison', en: 'High season' } }, { from: '2027-05-01', to: '2027-12-31', name: 'Low season', names: { de: 'Nebensaison', en: 'Low season' } }], entries: [{ roomType: sid('roomtypes:std'), period: 0, amount: 8900 }, { roomType: sid('roomtypes:std'), period: 1, amount: 7400 }, { roomType: sid('roomtypes:bungalow'), period: 0, amount: 11900 }, { roomType: sid('roomtypes:bungalow'), period: 1, amount: 9900 }, { roomType: sid('roomtypes:suite'), period: 0, amount: 18900 }, { roomType: sid('roomtypes:suite'), period: 1, amount: 16500 }], tax: { status: 'active', value: 14, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true }, includedServices: en('Breakfast, Wi-Fi, house reef diving'), resort: R },
    { key: 'horizon27', name: 'Blue Horizon 2027', internalId: 'BH27', status: 'active', validFrom: '2027-01-01', validTo: '2027-12-31', calculationType: 'complete', supplements: [sid('supplements:fuel')], basePrice: 129000, periods: [{ from: '2027-01-01', to: '2027-12-31', name: 'Season 2027', names: { de: 'Saison 2027', en: 'Season 2027' } }], entries: [{ roomType: sid('roomtypes:twin'), period: 0, amount: 129000 }, { roomType: sid('roomtypes:cabin-double'), period: 0, amount: 143000 }, { roomType: sid('roomtypes:cabin-suite'), period: 0, amount: 169000 }], tax: { status: 'active', value: 14, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true }, vessel: V },
  ],
  pricevariant: [
    { key: 'hb', name: 'Half board', key_: 'HB', priceBase: 'All' },
    { key: 'fb', name: 'Full board', key_: 'FB', priceBase: 'All' },
    { key: 'dive10', name: 'Diving package 10 dives', key_: 'D10', calculationMode: 'unit', priceBase: 'AdditionalCustomer' },
  ],
  specialsgroup: [
    { key: 'early', name: 'Early bird', sort: 1 },
    { key: 'last', name: 'Last minute', sort: 2 },
  ],
  specials: [
    { key: 'early10', name: 'Early bird 10 %', names: { de: 'Frühbucher 10 %', en: 'Early bird 10 %' }, group: sid('specialsgroup:early'), status: 'active', validFrom: '2026-10-01', validTo: '2027-12-31', rule: [{ criteria: 'DaysBeforeTravelDate', operator: 'GreaterThan', value: 90 }], discount: 'PerCent', discountValue: 10, autoAdd: true },
    { key: 'stay7', name: 'Stay 7, pay 6', names: { de: '7 Nächte bleiben, 6 zahlen', en: 'Stay 7, pay 6' }, status: 'draft', rule: [{ criteria: 'Nights', operator: 'GreaterThanEquals', value: 7 }, { criteria: 'Resort', operator: 'IsIn', value: [R] }], discount: 'FOCUnit', discountValue: 1, appliesTo: 'Person', reduce: 'room price' },
    { key: 'agency', name: 'Agency commission 15 %', names: { de: 'Agenturprovision 15 %', en: 'Agency commission 15 %' }, type: 'AgencyCommission', status: 'active', discount: 'PerCent', discountValue: 15, includeIn: ['AgentDirectBooking'] },
  ],
  productcategory: [
    { key: 'diving', name: 'Diving', color: '#1e6fd9', sort: 1 },
    { key: 'rental', name: 'Rental equipment', color: '#2e9e5b', sort: 2 },
    { key: 'courses', name: 'Courses', color: '#d98e1e', sort: 3 },
    { key: 'drinks', name: 'Drinks', color: '#c0392b', sort: 4 },
  ],
  supplier: [
    { key: 'aqualung', name: 'Aqualung Distribution GmbH', contactName: 'Frank Meyer', email: 'orders@aqualung.example.com', city: 'Singen', country: 'DE' },
    { key: 'beverages', name: 'Red Sea Beverages', email: 'sales@rsb.example.com', city: 'Hurghada', country: 'EG' },
  ],
  product: [
    { key: 'nitrox', name: 'Nitrox fill', sku: 'NX-32', category: sid('productcategory:diving'), ruleBase: 'PerDive', price: 700, resort: R },
    { key: 'rental', name: 'Full equipment rental', sku: 'RENT-FULL', category: sid('productcategory:rental'), supplier: sid('supplier:aqualung'), kind: 'ReusableGood', ruleBase: 'PerDiveDay', price: 3000, resort: R, bookableOnline: true },
    { key: 'owd', name: 'Open Water Diver course', sku: 'OWD', category: sid('productcategory:courses'), ruleBase: 'PerPerson', price: 45000, bookableOnline: true, description: en('Four days, four open water dives, certification included.') },
    { key: 'cola', name: 'Soft drink 0.33 l', sku: 'DR-COLA', category: sid('productcategory:drinks'), supplier: sid('supplier:beverages'), unit: 'Can', price: 250, trackStock: true, stock: 240, minStock: 48, vessel: V },
    { key: 'beer', name: 'Beer 0.5 l', sku: 'DR-BEER', category: sid('productcategory:drinks'), supplier: sid('supplier:beverages'), unit: 'Bottle', price: 450, trackStock: true, stock: 120, minStock: 24, vessel: V },
  ],
  inventory: [
    { key: 'i1', reference: 'Delivery note RSB-5512', product: sid('product:cola'), reason: 'purchase', quantity: 240, balance: 240, date: '2027-03-01T09:00:00Z', vessel: V },
    { key: 'i2', reference: 'Delivery note RSB-5513', product: sid('product:beer'), reason: 'purchase', quantity: 120, balance: 120, date: '2027-03-01T09:00:00Z', vessel: V },
  ],
  pos: [
    // An open counter ticket (its lines: rung up on /pos/counter).
    { key: 'p1', name: 'Bar tab', customer: lukas, total: 0, vessel: V },
  ],
};
