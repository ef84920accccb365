// Settings and reference reads: defaults of spec sections 3 and 9, countries, airports,
// currencies, translation and currency keys, version; seeding twice changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZAirport, ZCountry, ZCurrencies, ZCurrencyKeys, ZExchangeRate, ZLangInfo, ZTranslationKeys } from '../../lib/contract/settings';
import { seed } from '../../upstream/db/seed';
import { createTestApi } from '../helpers/api';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let staff: string;
beforeAll(async () => {
  const res = await t.api.call('POST', '/api/auth/token', { body: { email: 'staff@example.com', password: 'demo-password' } });
  staff = ((await res.json()) as { token: string }).token;
});

describe('settings defaults', () => {
  it('group general holds the spec defaults', async () => {
    const res = await t.api.call('GET', '/api/settings/group/general', { token: staff });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      baseCurrency: 'EUR', baseOnsiteCurrency: 'EUR', onlineCurrency: 'EUR', lang: 'de', timezone: 'Europe/Berlin',
      supportedLanguages: ['de', 'en'], maxGuestFormFileSizeinKb: 256, defaultDashboardDays: 30,
      allowAgencyBooking: true, allowCustomerBooking: true, divesPerDay: 3, diveDayDifference: -3,
      defaultTax: { value: 0, inclusive: true }, multiGuestForm: '0',
    });
  });

  it('group modules holds all 18 feature flags and the 5 view flags', async () => {
    const body = (await (await t.api.call('GET', '/api/settings/group/modules', { token: staff })).json()) as Record<string, unknown>;
    expect(Object.keys(body)).toHaveLength(23);
    expect(body).toMatchObject({ resort: true, vessel: true, ota: false, customerDetails: 'On', diveReports: 'On' });
  });

  it('a group needs a login; the system group needs admin', async () => {
    expect((await t.api.call('GET', '/api/settings/group/general')).status).toBe(401);
    expect((await t.api.call('GET', '/api/settings/group/system', { token: staff })).status).toBe(403);
  });

  it('lang answers default, supported and the caller\'s language', async () => {
    const res = await t.api.call('GET', '/api/settings/lang', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(ZLangInfo.parse(await res.json())).toEqual({ lang: 'de', supportedLanguages: ['de', 'en'], current: 'en' });
    const fr = await t.api.call('GET', '/api/settings/lang', { headers: { 'accept-language': 'fr-FR' } });
    expect(ZLangInfo.parse(await fr.json()).current).toBe('de');
  });

  it('currencies come with names and symbols; exchange rates are based on EUR', async () => {
    const cur = ZCurrencies.parse(await (await t.api.call('GET', '/api/settings/currencies', { headers: { 'accept-language': 'en' } })).json());
    expect(cur.baseCurrency).toBe('EUR');
    expect(cur.list.find((c) => c.code === 'GBP')).toMatchObject({ symbol: '£', digits: 2 });
    expect(cur.list.find((c) => c.code === 'EUR')).toMatchObject({ name: 'Euro', symbol: '€' });
    const rates = ZExchangeRate.parse(await (await t.api.call('GET', '/api/settings/exchangeRate')).json());
    expect(rates.base).toBe('EUR');
    expect(rates.rates.EUR).toBe(1);
    // Every configured currency is answered; one without a stored rate is null, never made up.
    expect(Object.keys(rates.rates).sort()).toEqual(['EUR', 'GBP', 'PHP', 'USD']);
    expect(rates.missing.sort()).toEqual(['GBP', 'PHP', 'USD']);
    expect(rates.rates.USD).toBeNull();
  });
});

describe('reference data', () => {
  it('countries: all of them, with German and English names and calling codes', async () => {
    const de = ZCountry.array().parse(await (await t.api.call('GET', '/api/settings/countries', { headers: { 'accept-language': 'de' } })).json());
    expect(de.length).toBeGreaterThanOrEqual(249);
    const germany = de.find((c) => c.code === 'DE')!;
    expect(germany).toMatchObject({ name: 'Deutschland', translations: { de: 'Deutschland', en: 'Germany' }, callingCodes: ['49'], currencies: ['EUR'] });
    expect(de.find((c) => c.code === 'PH')!.callingCodes).toEqual(['63']);
    // Sorted by the name in the caller's language.
    const names = de.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    const en = ZCountry.array().parse(await (await t.api.call('GET', '/api/settings/countries', { headers: { 'accept-language': 'en' } })).json());
    expect(en.find((c) => c.code === 'EG')!.name).toBe('Egypt');
  });

  it('airports: the dive destinations with IATA codes', async () => {
    const list = ZAirport.array().parse(await (await t.api.call('GET', '/api/settings/airports')).json());
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.find((a) => a.code === 'MLE')).toMatchObject({ city: 'Malé', country: 'MV' });
    expect(list.every((a) => /^[A-Z]{3}$/.test(a.code) && /^[A-Z]{2}$/.test(a.country))).toBe(true);
  });
});

describe('keys and version', () => {
  it('translation keys come from the message files', async () => {
    const body = ZTranslationKeys.parse(await (await t.api.call('GET', '/api/translation/keys')).json());
    expect(body.languages).toEqual(['de', 'en']);
    expect(body.keys.length).toBeGreaterThan(10);
    expect(body.keys.some((k) => k.startsWith('errors.'))).toBe(true);
  });

  it('currency keys list every ISO 4217 code', async () => {
    const body = ZCurrencyKeys.parse(await (await t.api.call('GET', '/api/currency/keys', { headers: { 'accept-language': 'de' } })).json());
    expect(body.keys).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'PHP', 'JPY']));
    expect(body.currencies.find((c) => c.code === 'JPY')).toMatchObject({ digits: 0 });
  });

  it('GET /version and /api/version', async () => {
    for (const path of ['/version', '/api/version']) {
      const res = await t.api.call('GET', path);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'tourbook-api', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    }
  });
});

describe('seed', () => {
  it('running it again changes nothing and duplicates nothing', async () => {
    const counts = async () => {
      const r = await t.api.handle.db.execute(sql`select
        (select count(*)::int from users) as users, (select count(*)::int from user_roles) as roles,
        (select count(*)::int from settings) as settings, (select count(*)::int from countries) as countries,
        (select count(*)::int from airports) as airports,
        (select string_agg(password_hash, ',' order by email) from users) as hashes,
        (select string_agg(value::text, ',' order by "group", key) from settings) as vals`);
      return (r as unknown as { rows: unknown[] }).rows[0];
    };
    const before = await counts();
    await seed(t.api.handle.db, { demo: true });
    await seed(t.api.handle.db, { demo: true });
    expect(await counts()).toEqual(before);
  });

  it('without demo, no demo users (reference data and settings only)', async () => {
    const bare = await createTestApi({ demo: false });
    try {
      const r = await bare.handle.db.execute(sql`select (select count(*)::int from users) as u, (select count(*)::int from countries) as c, (select count(*)::int from settings) as s`);
      const row = (r as unknown as { rows: { u: number; c: number; s: number }[] }).rows[0];
      expect(row.u).toBe(0);
      expect(row.c).toBeGreaterThan(240);
      expect(row.s).toBeGreaterThan(20);
    } finally {
      await bare.handle.close();
    }
  });
});
