// Settings and reference data of api-calls 7.13 that the shell needs.
// Reads of language, currencies, exchange rates, countries and airports are open (the public
// booking flow and guest forms need them); a group needs a login ('system' needs admin);
// writes need admin, and the modules group a modules admin (modules-admin.ts).
import { createRoute, z } from '@hono/zod-openapi';
import {
  SETTINGS_GROUPS, ZAirport, ZCountry, ZCurrencies, ZExchangeRate, ZLangInfo, ZSettingsGroupValues, ZSettingsType,
  type TGeneralSettings,
} from '../../../lib/contract/settings';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth, requireScopes } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonBody, jsonOk } from '../../http/openapi-helpers';
import { currencyInfo } from './currency-info';
import { isModulesAdmin } from './modules-admin';
import { listAirports, listCountries } from './reference';
import { API_VERSION } from '../../version';
import { clearSettingsCache, readGroupCached, settingsCacheOf } from './group-cache';
import { GROUP_DEFAULTS, groupUpdatedAt, readGeneral, readGroup, writeGroup } from './store';
import { WRITE_SCHEMAS, validateGroupWrite } from './validate-group';

export const settingsRoutes = createRouter();
const tags = ['Settings'];
const ZGroupParam = z.object({ group: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const REFERENCE_CACHE = 'public, max-age=300';
const KNOWN_GROUPS: ReadonlySet<string> = new Set(SETTINGS_GROUPS);

/** The group named in the path, or 404: only the groups of SETTINGS_GROUPS exist. */
function knownGroup(group: string): string {
  if (!KNOWN_GROUPS.has(group)) throw errors.notFound(`Settings group '${group}' not found`);
  return group;
}

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/lang', tags, summary: 'Default and supported languages, and the caller\'s',
  responses: jsonOk(ZLangInfo, 'Languages'),
}), async (c) => {
  const g = await readGeneral(c.get('db'));
  return c.json({ lang: g.lang, supportedLanguages: g.supportedLanguages, current: c.get('lang') }, 200);
});

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/group/{group}', tags, middleware: [requireAuth()],
  summary: 'One settings group: key → value (defaults merged). Cached 3 hours, and revalidated: the ETag changes with every change on any instance (If-None-Match → 304).',
  request: { params: ZGroupParam },
  responses: { ...jsonOk(ZSettingsGroupValues, 'The group'), 304: { description: 'Unchanged since the ETag sent' }, ...errorResponses(401, 403, 404) },
}), async (c) => {
  const group = knownGroup(c.req.valid('param').group);
  if (group === 'system' && !principalOf(c).scopes.includes('admin')) throw errors.forbidden();
  const { value, stamp } = await readGroupCached(c.get('db'), settingsCacheOf(c.get('instanceCaches')), group);
  // The defaults are part of the answer, so a release changes the tag too.
  const etag = `"${group}-${stamp || 'defaults'}-${API_VERSION}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.json(value, 200);
});

// The spec names POST /clearCache; /api/clearCache is the same call reachable through the web's proxy.
for (const path of ['/clearCache', '/api/clearCache']) {
  settingsRoutes.openapi(createRoute({
    method: 'post', path, tags, middleware: [requireScopes('admin')],
    summary: 'Drop the cached settings groups of the instance that answers (admin). The others serve an entry only while the database proves it current, so nothing stale remains anywhere.',
    responses: { ...jsonOk(z.object({ cleared: z.number().int() }), 'How many cached groups were dropped'), ...errorResponses(401, 403) },
  }), (c) => c.json({ cleared: clearSettingsCache(settingsCacheOf(c.get('instanceCaches'))) }, 200));
}

settingsRoutes.openapi(createRoute({
  method: 'post', path: '/api/settings/group/{group}', tags, middleware: [requireScopes('admin')],
  summary: 'Change keys of a settings group (admin; modules: a modules admin). null resets a key.',
  description: `Writable groups: ${Object.keys(WRITE_SCHEMAS).join(', ')}. The body is validated against the group's schema; unknown keys are rejected.`,
  request: { params: ZGroupParam, ...jsonBody(z.record(z.string(), z.unknown())) },
  responses: { ...jsonOk(ZSettingsGroupValues, 'The group after the change'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const db = c.get('db');
  const group = knownGroup(c.req.valid('param').group);
  if (group === 'modules' && !(await isModulesAdmin(db, principalOf(c)))) throw errors.forbidden();
  const patch = validateGroupWrite(group, c.req.valid('json'), await readGroup(db, group));
  const p = principalOf(c);
  await writeGroup(db, group, patch, { userId: p.userId, name: p.name });
  return c.json(await readGroup(db, group), 200);
});

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/types', tags, middleware: [requireScopes('admin')],
  summary: 'The settings groups, their keys and who may write them',
  responses: { ...jsonOk(z.array(ZSettingsType), 'Groups'), ...errorResponses(401, 403) },
}), (c) => c.json(SETTINGS_GROUPS.map((type) => ({
  type,
  writable: Object.hasOwn(WRITE_SCHEMAS, type),
  writeAccess: type === 'modules' ? 'modulesAdmin' as const : Object.hasOwn(WRITE_SCHEMAS, type) ? 'admin' as const : 'none' as const,
  keys: Object.keys(GROUP_DEFAULTS[type] ?? {}),
})), 200));

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/currencies', tags, summary: 'Configured currencies with names and symbols',
  responses: jsonOk(ZCurrencies, 'Currencies'),
}), async (c) => {
  const g: TGeneralSettings = await readGeneral(c.get('db'));
  const codes = [...new Set([...g.currencies, g.baseCurrency, g.onlineCurrency, g.baseOnsiteCurrency])];
  return c.json({
    baseCurrency: g.baseCurrency, onlineCurrency: g.onlineCurrency, baseOnsiteCurrency: g.baseOnsiteCurrency,
    currencies: g.currencies, displayCurrencies: g.displayCurrencies,
    list: codes.map((code) => currencyInfo(code, c.get('lang'))),
  }, 200);
});

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/exchangeRate', tags, summary: 'Exchange rates: units per 1 unit of the base currency, for every configured currency (null: no rate set yet)',
  responses: jsonOk(ZExchangeRate, 'Rates'),
}), async (c) => {
  const db = c.get('db');
  const g = await readGeneral(db);
  const rates = await readGroup(db, 'exchangeRates') as Record<string, number>;
  const at = await groupUpdatedAt(db, 'exchangeRates');
  const configured = [...new Set([g.baseCurrency, ...g.currencies, ...g.displayCurrencies, g.onlineCurrency, g.baseOnsiteCurrency])];
  const all: Record<string, number | null> = Object.fromEntries(configured.map((code) => [code, rates[code] ?? null]));
  Object.assign(all, rates, { [g.baseCurrency]: 1 });
  const missing = Object.keys(all).filter((code) => all[code] === null);
  return c.json({ base: g.baseCurrency, rates: all, missing, updatedAt: at?.toISOString() ?? null }, 200);
});

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/countries', tags, summary: 'All countries, named in the caller\'s language',
  responses: jsonOk(z.array(ZCountry), 'Countries sorted by name'),
}), async (c) => {
  c.header('Cache-Control', REFERENCE_CACHE);
  return c.json(await listCountries(c.get('db'), c.get('lang')), 200);
});

settingsRoutes.openapi(createRoute({
  method: 'get', path: '/api/settings/airports', tags, summary: 'Airports (IATA code, name, city, country)',
  responses: jsonOk(z.array(ZAirport), 'Airports by code'),
}), async (c) => {
  c.header('Cache-Control', REFERENCE_CACHE);
  return c.json(await listAirports(c.get('db')), 200);
});
