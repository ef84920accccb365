// System calls of api-calls 7.13: /version, /api/bootstrap, translation keys, currency keys.
import { createRoute } from '@hono/zod-openapi';
import { ZBootstrap } from '../../../lib/contract/auth';
import { ZCurrencyKeys, ZTranslationKeys, ZVersion, type TGeneralSettings } from '../../../lib/contract/settings';
import { createRouter } from '../../http/router';
import { API_VERSION } from '../../version';
import { allCurrencyCodes, currencyInfo } from '../settings/currency-info';
import { readGroupCached, settingsCacheOf } from '../settings';
import { buildBootstrap } from './bootstrap';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { translationKeys } from './translation-keys';

export const systemRoutes = createRouter();
const tags = ['System'];
const VERSION = { name: 'tourbook-api', version: API_VERSION };

// The spec names GET /version; /api/version is the same answer reachable through the web's /api proxy.
for (const path of ['/version', '/api/version']) {
  systemRoutes.openapi(createRoute({
    method: 'get', path, tags, summary: 'The API version',
    responses: jsonOk(ZVersion, 'Name and version'),
  }), (c) => c.json(VERSION, 200));
}

systemRoutes.openapi(createRoute({
  method: 'get', path: '/api/bootstrap', tags,
  summary: 'Start-up data for the shell (Accept-Language): user (null for guests), language, flags, settings',
  responses: { ...jsonOk(ZBootstrap, 'Bootstrap data'), ...errorResponses(401) },
}), async (c) => c.json(await buildBootstrap(c), 200));

systemRoutes.openapi(createRoute({
  method: 'get', path: '/api/translation/keys', tags,
  summary: 'The translatable message keys, the languages (de, en and those the operator added) and the operator\'s texts. The web merges them over the shipped texts on every page, revalidating with If-None-Match (304 while unchanged on any instance).',
  responses: { ...jsonOk(ZTranslationKeys, 'Keys'), 304: { description: 'Unchanged since the ETag sent' } },
}), async (c) => {
  const db = c.get('db');
  const cache = settingsCacheOf(c.get('instanceCaches'));
  const { value, stamp } = await readGroupCached(db, cache, 'translations');
  const general = (await readGroupCached(db, cache, 'general')).value as TGeneralSettings;
  const languages = ['de', 'en', ...general.textLanguages];
  const etag = `"texts-${stamp || 'none'}-${languages.join('.')}-${API_VERSION}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'no-cache');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.json({ languages, keys: await translationKeys(), overrides: value as Record<string, Record<string, string>> }, 200);
});

systemRoutes.openapi(createRoute({
  method: 'get', path: '/api/currency/keys', tags,
  summary: 'Every ISO 4217 currency code, named in the caller\'s language',
  responses: jsonOk(ZCurrencyKeys, 'Currencies'),
}), (c) => {
  const keys = allCurrencyCodes();
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ keys, currencies: keys.map((k) => currencyInfo(k, c.get('lang'))) }, 200);
});
