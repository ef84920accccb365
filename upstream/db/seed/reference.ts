// Reference data, always seeded: every country (ISO 3166-1 from countries-list with calling
// codes and currencies; German and English names from i18n-iso-countries, Intl as fallback),
// airports of the main dive destinations, and the user roles.
// Idempotent: existing rows (possibly edited by an admin) are left as they are.
import { createRequire } from 'node:module';
import { countries as countryData } from 'countries-list';
import type { Db } from '../client';
import { airports, countries, userRoles } from '../schema';

const require = createRequire(import.meta.url);

type TIsoCountries = { registerLocale: (l: unknown) => void; getName: (code: string, lang: string) => string | undefined };

function countryNames(): (code: string, lang: 'de' | 'en') => string {
  const iso = require('i18n-iso-countries') as TIsoCountries;
  iso.registerLocale(require('i18n-iso-countries/langs/de.json'));
  iso.registerLocale(require('i18n-iso-countries/langs/en.json'));
  const intl = { de: new Intl.DisplayNames(['de'], { type: 'region' }), en: new Intl.DisplayNames(['en'], { type: 'region' }) };
  return (code, lang) => iso.getName(code, lang) ?? intl[lang].of(code) ?? code;
}

export function countryRows() {
  const name = countryNames();
  return Object.entries(countryData).map(([code, c]) => ({
    code,
    name: name(code, 'en'),
    translations: { de: name(code, 'de'), en: name(code, 'en') },
    callingCodes: c.phone.map(String),
    // No permissively licensed source of subdivisions is used yet (docs/decisions/auth.md).
    states: [],
    currencies: [...c.currency],
  }));
}

/** Airports of the big dive destinations (IATA codes). */
export const AIRPORTS = [
  { code: 'MLE', name: 'Velana International Airport', city: 'Malé', country: 'MV' },
  { code: 'HRG', name: 'Hurghada International Airport', city: 'Hurghada', country: 'EG' },
  { code: 'SSH', name: 'Sharm El Sheikh International Airport', city: 'Sharm El Sheikh', country: 'EG' },
  { code: 'RMF', name: 'Marsa Alam International Airport', city: 'Marsa Alam', country: 'EG' },
  { code: 'DPS', name: 'I Gusti Ngurah Rai International Airport', city: 'Denpasar', country: 'ID' },
  { code: 'MDC', name: 'Sam Ratulangi International Airport', city: 'Manado', country: 'ID' },
  { code: 'LBJ', name: 'Komodo Airport', city: 'Labuan Bajo', country: 'ID' },
  { code: 'SOQ', name: 'Domine Eduard Osok Airport', city: 'Sorong', country: 'ID' },
  { code: 'MNL', name: 'Ninoy Aquino International Airport', city: 'Manila', country: 'PH' },
  { code: 'CEB', name: 'Mactan–Cebu International Airport', city: 'Lapu-Lapu', country: 'PH' },
  { code: 'TAG', name: 'Bohol–Panglao International Airport', city: 'Panglao', country: 'PH' },
  { code: 'PPS', name: 'Puerto Princesa International Airport', city: 'Puerto Princesa', country: 'PH' },
  { code: 'HKT', name: 'Phuket International Airport', city: 'Phuket', country: 'TH' },
  { code: 'TWU', name: 'Tawau Airport', city: 'Tawau', country: 'MY' },
  { code: 'CZM', name: 'Cozumel International Airport', city: 'Cozumel', country: 'MX' },
  { code: 'CUN', name: 'Cancún International Airport', city: 'Cancún', country: 'MX' },
  { code: 'BZE', name: 'Philip S. W. Goldson International Airport', city: 'Belize City', country: 'BZ' },
  { code: 'ROR', name: 'Roman Tmetuchl International Airport', city: 'Airai', country: 'PW' },
  { code: 'TKK', name: 'Chuuk International Airport', city: 'Weno', country: 'FM' },
  { code: 'CNS', name: 'Cairns Airport', city: 'Cairns', country: 'AU' },
  { code: 'NAN', name: 'Nadi International Airport', city: 'Nadi', country: 'FJ' },
  { code: 'PPT', name: "Faa'a International Airport", city: 'Papeete', country: 'PF' },
  { code: 'SEZ', name: 'Seychelles International Airport', city: 'Mahé', country: 'SC' },
  { code: 'BON', name: 'Flamingo International Airport', city: 'Kralendijk', country: 'BQ' },
  { code: 'CUR', name: 'Curaçao International Airport', city: 'Willemstad', country: 'CW' },
  { code: 'GCM', name: 'Owen Roberts International Airport', city: 'George Town', country: 'KY' },
  { code: 'SJO', name: 'Juan Santamaría International Airport', city: 'Alajuela', country: 'CR' },
  { code: 'GPS', name: 'Seymour Airport', city: 'Baltra', country: 'EC' },
];

/** Roles an admin starts with: scope sets copied to a user when assigned. */
export const ROLES: { name: string; group: string; scopes: string[]; description: string }[] = [
  { name: 'Administrator', group: 'Administration', scopes: ['admin'], description: 'Everything, including configuration' },
  { name: 'Front office', group: 'Staff', description: 'Bookings, customers, guest forms, tours and schedules',
    scopes: ['bookings.read', 'bookings.create', 'bookings.update', 'customers.read', 'customers.create', 'customers.update',
      'tours.read', 'schedules.read', 'forms.read', 'pos.read', 'users.self'] },
  { name: 'Read only', group: 'Staff', description: 'Sees bookings, customers, tours and schedules',
    scopes: ['bookings.read', 'customers.read', 'tours.read', 'schedules.read'] },
  { name: 'Finance', group: 'Staff', description: 'Banks, bank entries, payments and reports',
    scopes: ['bookings.read', 'banks.read', 'banks.create', 'banks.update', 'bankentries.read', 'bookingpayment.read', 'agencies.read', 'customers.read', 'export.read'] },
  { name: 'Dive centre', group: 'Staff', description: 'Dive logs, plans, sites, types and boats',
    scopes: ['divelog.read', 'diveplan.read', 'divesite.read', 'divetype.read', 'diveboat.read', 'customers.read', 'bookings.read'] },
  { name: 'Product manager', group: 'Staff', description: 'Prices, products, tours, schedules and media',
    scopes: ['price.update', 'product.read', 'product.create', 'product.update', 'tours.read', 'tours.create', 'tours.update',
      'schedules.read', 'schedules.create', 'schedules.update', 'media.read', 'media.create', 'media.update'] },
  { name: 'Agency', group: 'External', scopes: ['agencies.self'], description: 'A travel agency: its own bookings and customers' },
  { name: 'Customer', group: 'External', scopes: ['customers.self'], description: 'A customer: their own bookings and guest forms' },
  { name: 'Club member', group: 'Club', scopes: ['user', 'customers.self'], description: 'A CRM club member (club login)' },
];

export async function seedReference(db: Db): Promise<void> {
  await db.insert(countries).values(countryRows()).onConflictDoNothing();
  await db.insert(airports).values(AIRPORTS).onConflictDoNothing();
  await db.insert(userRoles).values(ROLES).onConflictDoNothing();
}
