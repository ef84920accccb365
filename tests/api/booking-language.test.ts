// A booking speaks its lead customer's language when the request names none (issue 33 item 11):
// an English guest's confirmation, invoice and mail come in English; a language named in the
// request wins; without a customer the booking is German (the schema's old default).
// Written with the typed client (tests/helpers/api-client.ts): the bodies and answers are
// checked against the OpenAPI document by tsc.
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

let n = 0;
async function customer(language: 'de' | 'en'): Promise<string> {
  n += 1;
  const { data, response } = await t.client().POST('/api/customers', { body: { fullName: `Lang ${language} ${n}`, email: `lang.${n}@example.org`, language } });
  expect(response.status).toBe(200);
  return data!.id;
}

async function bookingLanguage(body: { customer?: string; language?: 'de' | 'en' }): Promise<string | null | undefined> {
  const { data, error, response } = await t.client().POST('/api/bookings', { body });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data?.language;
}

describe('POST /api/bookings without a language', () => {
  it('takes the lead customer\'s language', async () => {
    expect(await bookingLanguage({ customer: await customer('en') })).toBe('en');
    expect(await bookingLanguage({ customer: await customer('de') })).toBe('de');
  });

  it('keeps a language the request names, and is German without a customer', async () => {
    expect(await bookingLanguage({ customer: await customer('en'), language: 'de' })).toBe('de');
    expect(await bookingLanguage({})).toBe('de');
  });
});
