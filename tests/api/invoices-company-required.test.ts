// No invoice without its issuer's legally required data (issue 33 item 6): an issued invoice never
// changes, so one without the company's name, address and VAT id or tax number is refused with
// 422 COMPANY_DATA_MISSING naming what is missing, and nothing is written; the demo has them.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiFile } from '../helpers/api-file';
import { DEMO_COMPANY } from '../../upstream/db/seed/settings';

const t = apiFile();

async function call(method: string, path: string, body?: unknown) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

async function billableBooking(): Promise<string> {
  const c = await call('POST', '/api/customers', { fullName: 'Company Check', email: `company.${Date.now()}@example.org` });
  const b = await call('POST', '/api/bookings', { customer: c.body.id });
  expect(b.status).toBe(201);
  const id = b.body.id as string;
  expect((await call('POST', `/api/bookings/${id}/calculation`, { type: 'addon', text: 'Nitrox course', unitPrice: 15000 })).status).toBeLessThan(300);
  return id;
}

const invoiceCount = async () => Number(((await t.api.handle.db.execute(sql`SELECT count(*)::int AS n FROM invoices`)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('POST /api/bookings/{id}/invoice and the company data', () => {
  it('refuses without name, street, address, country and VAT id or tax number: 422 COMPANY_DATA_MISSING, nothing written', async () => {
    const id = await billableBooking();
    const cleared = { ...DEMO_COMPANY, name: '', street: ' ', city: '', country: '', vatId: '', taxNumber: '' };
    expect((await call('POST', '/api/settings/group/company', cleared)).status).toBe(200);
    try {
      const before = await invoiceCount();
      const res = await call('POST', `/api/bookings/${id}/invoice`, {});
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: 'COMPANY_DATA_MISSING', statusCode: 422 });
      expect((res.body.fields as { path: string }[]).map((f) => f.path)).toEqual(['company.name', 'company.street', 'company.city', 'company.country', 'company.vatId']);
      expect(res.body.description).toMatch(/config\/company/);
      expect(await invoiceCount()).toBe(before);
      // A tax number is enough where there is no VAT id.
      expect((await call('POST', '/api/settings/group/company', { ...DEMO_COMPANY, vatId: '' })).status).toBe(200);
      expect((await call('POST', `/api/bookings/${id}/invoice`, {})).status).toBe(201);
    } finally {
      await call('POST', '/api/settings/group/company', DEMO_COMPANY);
    }
  });

  it('the demo has them: an invoice issues on a fresh demo', async () => {
    const company = (await call('GET', '/api/settings/group/company')).body;
    expect(company).toMatchObject({ name: DEMO_COMPANY.name, vatId: DEMO_COMPANY.vatId, iban: DEMO_COMPANY.iban });
    expect((await call('POST', `/api/bookings/${await billableBooking()}/invoice`, {})).status).toBe(201);
  });
});
