// The one set-up of an API test file: a fresh test API (on the demo template unless asked
// otherwise), the tokens of the demo users the file asks for, a typed client, closed after the
// file. `const t = apiFile({ users: ['admin', 'agency'] });` then `t.api.call(...)`, `t.admin`,
// `t.token.agency`, `t.who.limitedStaff` (with personas: true), `t.client('agency').GET('/api/bookings/{id}', ...)`, `await t.rows(sql`...`)`.
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { rowsOf } from '../../upstream/db/rows';
import { tokenOf } from '../api/resources-fixtures';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';
import { apiClient, type TApiClient } from './api-client';
import { createTestApi, type TTestApi } from './api';

export const DEMO_USERS = ['admin', 'staff', 'agency', 'customer'] as const;
export type TDemoUser = (typeof DEMO_USERS)[number];

export type TApiFile = {
  api: TTestApi;
  /** The demo admin's token (always signed in). */
  admin: string;
  /** The tokens of the demo users the file asked for. */
  token: Record<TDemoUser, string>;
  /** The typed client as a demo user (default the admin), as a token, or anonymous (null). */
  client: (as?: TDemoUser | { token: string } | null) => TApiClient;
  /** With `personas`: every persona of the attack tests (tests/attack/personas.ts), signed in. */
  who: Record<TPersona, TCaller>;
  /** The rows of one SQL statement on the file's database. */
  rows: <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;
};

export function apiFile(opts: { demo?: boolean; living?: boolean; users?: readonly TDemoUser[]; personas?: boolean } = {}): TApiFile {
  const users = [...new Set<TDemoUser>(['admin', ...(opts.users ?? [])])];
  const t = {
    token: {} as Record<TDemoUser, string>,
    client: (as = 'admin') => apiClient(t.api, as === null ? null : typeof as === 'string' ? t.token[as] : as.token),
    rows: async (query) => rowsOf(await t.api.handle.db.execute(query)),
  } as TApiFile;
  beforeAll(async () => {
    t.api = await createTestApi({ demo: opts.demo, living: opts.living });
    const tokens = await Promise.all(users.map((u) => tokenOf(t.api, `${u}@example.com`)));
    users.forEach((u, i) => { t.token[u] = tokens[i]; });
    t.admin = t.token.admin;
    if (opts.personas) t.who = await createCallers(t.api);
  }, 120_000);
  afterAll(async () => { await t.api?.handle.close(); });
  return t;
}
