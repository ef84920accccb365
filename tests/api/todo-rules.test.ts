// Issue 38 item 5: the to-do rules as the /todo Rules tab edits them: made, changed and removed
// through /api/todo (a predefined to-do without booking), listed by GET /api/todo/rules; a rule
// names what makes it apply (one of the three the job knows) and a due day 0..365 days before
// arrival, else 400 in the spec's shape (a rule the job could never apply is not stored).
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TRule = { id: string; text: string; group: string | null; rule: { calcType: string; value: number } | null; closeOnAbort: boolean };
const rules = async () => (await (await t.api.call('GET', '/api/todo/rules', { token: t.admin })).json()) as TRule[];

describe('to-do rules', () => {
  it('made, changed and removed as the screen does', async () => {
    const made = await t.api.call('POST', '/api/todo', { token: t.admin, body: { group: 'Front desk', text: 'Send the welcome mail', predefined: true, rule: { calcType: 'missingGuestform', value: 10 }, closeOnAbort: true } });
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as { id: string };
    expect((await rules()).find((r) => r.id === id)).toMatchObject({ group: 'Front desk', rule: { calcType: 'missingGuestform', value: 10 }, closeOnAbort: true });
    const changed = await t.api.call('POST', `/api/todo/${id}`, { token: t.admin, body: { group: 'Office', text: 'Send the welcome mail', rule: { calcType: 'openPayment', value: 3 }, closeOnAbort: false } });
    expect(changed.status).toBe(200);
    expect((await rules()).find((r) => r.id === id)).toMatchObject({ group: 'Office', rule: { calcType: 'openPayment', value: 3 }, closeOnAbort: false });
    expect((await t.api.call('DELETE', `/api/todo/${id}`, { token: t.admin })).status).toBeLessThan(300);
    expect((await rules()).find((r) => r.id === id)).toBeUndefined();
  });

  it('a rule the job cannot apply is refused', async () => {
    for (const rule of [{ calcType: 'whenever', value: 3 }, { calcType: 'openPayment', value: -1 }, { calcType: 'openPayment', value: 1.5 }, { calcType: 'openPayment', value: 400 }]) {
      const res = await t.api.call('POST', '/api/todo', { token: t.admin, body: { text: 'Bad rule', predefined: true, rule } });
      expect(res.status, JSON.stringify(rule)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'ValidationError', statusCode: 400, path: '/api/todo', method: 'POST' });
    }
  });
});
