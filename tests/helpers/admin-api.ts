// The usual set-up of an API test file: a fresh test API on the demo template and the demo admin's
// token, closed after the file. `const t = adminApiFile();` then `t.api.call(...)`, `t.admin`.
import { afterAll, beforeAll } from 'vitest';
import { tokenOf } from '../api/resources-fixtures';
import { createTestApi, type TTestApi } from './api';

export function adminApiFile(): { api: TTestApi; admin: string } {
  const t = {} as { api: TTestApi; admin: string };
  beforeAll(async () => {
    t.api = await createTestApi();
    t.admin = await tokenOf(t.api, 'admin@example.com');
  });
  afterAll(async () => { await t.api.handle.close(); });
  return t;
}
