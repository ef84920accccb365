// Reference data: countries (spec section 3: code, name, translations, callingCodes, states)
// and airports. Both carry a uuid id so the generic resources /api/country and /api/airport
// can serve them like any other record; the ISO / IATA code is the natural unique key.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchIndex } from './resources/build-table';

export type TCountryState = { code: string; name: string };

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** ISO 3166-1 alpha-2. */
  code: text('code').notNull(),
  /** English name; translations holds { de, en }. */
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
  /** International calling codes without '+', e.g. ['49'] or ['1809', '1829', '1849']. */
  callingCodes: text('calling_codes').array().notNull().default(sql`'{}'::text[]`),
  states: jsonb('states').$type<TCountryState[]>().notNull().default([]),
  /** ISO 4217 currencies used in the country. */
  currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('countries_code_uq').on(t.code),
  // List sort and search of the generic /api/country resource.
  index('countries_name_idx').on(t.name),
  searchIndex('countries'),
  index('countries_currencies_gin').using('gin', t.currencies),
]);

export const airports = pgTable('airports', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** IATA code. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2 of the country. */
  country: text('country').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('airports_code_uq').on(t.code),
  // List sort, filter and search of the generic /api/airport resource.
  index('airports_name_idx').on(t.name),
  index('airports_city_idx').on(t.city),
  index('airports_country_idx').on(t.country),
  searchIndex('airports'),
]);
