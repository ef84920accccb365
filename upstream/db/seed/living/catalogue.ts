// The living demo's records around its bookings: the weekly departures of MY Blue Horizon, this
// year's price lists (the written demo has next year's), two more specials, and the lead guests
// as customers (agency guests belong to their agency). Seed rows for resources.ts.
import { isoOf } from '../prng';
import { shiftDemoDates } from '../demo-dates';
import { sid, type TSeedRow, type TSeedRows } from '../resources-ids';
import type { TPlan } from './plan';

const R = sid('resort:coral');
const V = sid('vessel:horizon');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOURS = { north: { name: 'Northern Wrecks', port: 'hurghada' }, bde: { name: 'BDE', port: 'ghalib' } } as const;
const spoken = (day: number) => { const d = new Date(day * 86_400_000); return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };

/** This season's lists and specials, written like the rest of the demo (moved with the clock).
 *  The lists price every stay the living demo holds (issue 33: no booking confirmed at 0.00): a
 *  list prices a stay it holds whole, so this season's reach from the oldest loyalty stay (50
 *  weeks back) into January, for the stays over New Year; the written demo's 2027 lists go on
 *  from there (resources-business.ts). tests/api/demo-prices.test.ts holds it. */
const SEASON: TSeedRows = {
  price: [
    { key: 'resort26', name: 'Coral Garden 2026', internalId: 'CG26', status: 'active', calculationType: 'complete', validFrom: '2025-11-01', validTo: '2027-01-15', termsOfPayment: sid('terms:std'), commission: sid('commission:std'), supplements: [sid('supplements:park')], periods: [{ from: '2025-11-01', to: '2026-04-30', name: 'High season', names: { de: 'Hochsaison', en: 'High season' } }, { from: '2026-05-01', to: '2026-09-30', name: 'Summer', names: { de: 'Sommer', en: 'Summer' } }, { from: '2026-10-01', to: '2026-12-18', name: 'Autumn', names: { de: 'Herbst', en: 'Autumn' } }, { from: '2026-12-19', to: '2027-01-15', name: 'Christmas and New Year', names: { de: 'Weihnachten und Neujahr', en: 'Christmas and New Year' } }], entries: [
      { roomType: sid('roomtypes:std'), period: 0, amount: 8500 }, { roomType: sid('roomtypes:std'), period: 1, amount: 7200 }, { roomType: sid('roomtypes:std'), period: 2, amount: 8200 }, { roomType: sid('roomtypes:std'), period: 3, amount: 9500 },
      { roomType: sid('roomtypes:bungalow'), period: 0, amount: 11500 }, { roomType: sid('roomtypes:bungalow'), period: 1, amount: 9600 }, { roomType: sid('roomtypes:bungalow'), period: 2, amount: 10900 }, { roomType: sid('roomtypes:bungalow'), period: 3, amount: 12900 },
      { roomType: sid('roomtypes:suite'), period: 0, amount: 17900 }, { roomType: sid('roomtypes:suite'), period: 1, amount: 15500 }, { roomType: sid('roomtypes:suite'), period: 2, amount: 16900 }, { roomType: sid('roomtypes:suite'), period: 3, amount: 19900 },
    ], tax: { status: 'active', value: 14, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true }, includedServices: { en: 'Breakfast, Wi-Fi, house reef diving', de: 'Frühstück, WLAN, Tauchen am Hausriff' }, resort: R },
    { key: 'horizon26', name: 'Blue Horizon 2026', internalId: 'BH26', status: 'active', calculationType: 'complete', validFrom: '2025-11-01', validTo: '2027-01-15', supplements: [sid('supplements:fuel')], periods: [{ from: '2025-11-01', to: '2027-01-15', name: 'Season 2026', names: { de: 'Saison 2026', en: 'Season 2026' } }], entries: [
      { roomType: sid('roomtypes:twin'), period: 0, amount: 125000 }, { roomType: sid('roomtypes:cabin-double'), period: 0, amount: 139000 }, { roomType: sid('roomtypes:cabin-suite'), period: 0, amount: 165000 },
    ], tax: { status: 'active', value: 14, name: 'VAT', names: { de: 'MwSt.', en: 'VAT' }, inclusive: true }, vessel: V },
  ],
  specials: [
    { key: 'lastminute', name: 'Last minute 15 %', group: sid('specialsgroup:last'), status: 'active', validFrom: '2026-11-01', validTo: '2027-04-30', rule: [{ criteria: 'DaysBeforeTravelDate', operator: 'LessThan', value: 14 }], discount: 'PerCent', discountValue: 15 },
    { key: 'summer', name: 'Summer diving: stay 14, pay 12', status: 'active', validFrom: '2027-06-01', validTo: '2027-09-30', rule: [{ criteria: 'Nights', operator: 'GreaterThanEquals', value: 14 }, { criteria: 'Resort', operator: 'IsIn', value: [R] }], discount: 'FOCUnit', discountValue: 2, appliesTo: 'Person', reduce: 'room price' },
  ],
};

export function livingRows(plan: TPlan, shift?: number): TSeedRows {
  const schedules: TSeedRow[] = plan.departures.map((d) => ({
    key: d.key, name: `${TOURS[d.tour].name} ${spoken(d.from)}`, tour: sid(`tours:${d.tour}`), vessel: V,
    dateFrom: isoOf(d.from), dateTo: isoOf(d.to), embarkPort: sid(`port:${TOURS[d.tour].port}`), maxPax: 22,
  }));
  const customers: TSeedRow[] = plan.bookings.filter((b) => b.channel === 'office').map((b) => {
    const g = b.guests[0];
    return {
      key: `living-${b.key}`, fullName: `${g.firstName} ${g.lastName}`, email: g.email, customerType: 'customer', country: g.country, language: g.language,
      ...(b.agency ? { agency: sid(`agencies:${b.agency}`) } : {}),
      masterData: { firstName: g.firstName, lastName: g.lastName, gender: g.gender, birthday: g.birthday, nationality: g.country },
      contact: { email: g.email, phone: g.phone },
    };
  });
  return { ...shiftDemoDates(SEASON, shift), schedules, customers };
}
