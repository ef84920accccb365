// The typed client of the API tests: openapi-fetch over the types openapi-typescript generates
// from the upstream's OpenAPI document (scripts/openapi-types.ts). A path, query, body or answer
// field the routes do not declare is a tsc error in `npm run check`. The calls go to the test's
// app in-process (app.request), like TTestApi.call.
import createClient from 'openapi-fetch';
import type { paths } from '@openapi/paths';
import type { TTestApi } from './api';

export type TApiClient = ReturnType<typeof createClient<paths>>;

export function apiClient(api: TTestApi, token?: string | null): TApiClient {
  return createClient<paths>({
    baseUrl: 'http://upstream.test',
    fetch: (req: Request) => Promise.resolve(api.app.request(req)),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
