// Countries and airports as the settings calls answer them (names in the caller's language).
import { asc } from 'drizzle-orm';
import type { TCountry } from '../../../lib/contract/settings';
import type { Db } from '../../db/client';
import { airports, countries } from '../../db/schema';

export async function listCountries(db: Db, lang: 'de' | 'en'): Promise<TCountry[]> {
  const rows = await db.select().from(countries);
  const collator = new Intl.Collator(lang);
  return rows
    .map((r) => ({
      code: r.code,
      name: r.translations[lang] ?? r.name,
      translations: r.translations,
      callingCodes: r.callingCodes,
      states: r.states,
      currencies: r.currencies,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listAirports(db: Db) {
  const rows = await db.select().from(airports).orderBy(asc(airports.code));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, city: r.city, country: r.country }));
}
