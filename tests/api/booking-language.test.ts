// A booking speaks its lead customer's language when the request names none (issue 33 item 11):
// an English guest's confirmation, invoice and mail come in English; a language named in the
// request wins; without a customer the booking is German (the schema's old default).
import { describe, expect, it } from 'vitest';
import { adminApiFile } from '../helpers/admin-api';

const t = adminApiFile();

async function call(method: string, path: string, body?: unknown, status = 200) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as Record<string, unknown>;
}

let n = 0;
const customer = async (language: string) => (await call('POST', '/api/customers', { fullName: `Lang ${language} ${++n}`, email: `lang.${n}@example.org`, language })).id as string;

describe('POST /api/bookings without a language', () => {
  it('takes the lead customer\'s language', async () => {
    expect((await call('POST', '/api/bookings', { customer: await customer('en') }, 201)).language).toBe('en');
    expect((await call('POST', '/api/bookings', { customer: await customer('de') }, 201)).language).toBe('de');
  });

  it('keeps a language the request names, and is German without a customer', async () => {
    expect((await call('POST', '/api/bookings', { customer: await customer('en'), language: 'de' }, 201)).language).toBe('de');
    expect((await call('POST', '/api/bookings', {}, 201)).language).toBe('de');
  });
});
