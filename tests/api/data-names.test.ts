// Names from the operator's data in the document's language (issue 32 item 8, issue 33 item 15):
// a season, a special and a commission carry a name per language; a German booking's invoice
// prints "Nebensaison" and "Frühbucher 10 %", an English one "Low season" and "Early bird 10 %",
// and a name without translations prints as typed in both. Saved through the generic resource
// (specials.names) and the price list's periods (names), read back by the price engine.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { demo } from '../helpers/dates';

const t = apiFile();

async function call(method: string, path: string, body?: unknown) {
  const res = await t.api.call(method, path, { token: t.admin, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function invoiceTexts(language: 'de' | 'en', from: string, to: string): Promise<string[]> {
  const inv = await invoiceOf(language, from, to);
  return (inv.lines as { text: string }[]).map((l) => l.text);
}

async function invoiceOf(language: 'de' | 'en', from: string, to: string): Promise<Record<string, unknown>> {
  const r = await t.api.handle.db.execute(sql`
    SELECT r.id FROM rooms r JOIN price_lists p ON p.resort = r.resort AND p.name = 'Coral Garden 2027'
    WHERE r.room_type::text = (p.entries->0->>'roomType') AND NOT r.allow_shared_room ORDER BY r.name LIMIT 1`);
  const room = (r as unknown as { rows: { id: string }[] }).rows[0].id;
  const c = await call('POST', '/api/customers', { fullName: `Names ${language} ${from}`, email: `names-${language}-${from}@example.com`, language,
    address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  const made = await call('POST', '/api/bookings', { customer: c.body.id, language, rooms: [{ room, dateFrom: from, dateTo: to, guests: [{ customer: c.body.id }] }] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const inv = await call('POST', `/api/bookings/${made.body.id}/invoice`, {});
  expect(inv.status, JSON.stringify(inv.body)).toBe(201);
  return inv.body;
}

describe('names of the operator\'s data in the document\'s language', () => {
  it('a German and an English invoice name the season and the special each in their language', async () => {
    // Far enough ahead for the early-bird special (more than 90 days before arrival).
    const de = await invoiceTexts('de', demo('2027-06-14'), demo('2027-06-17'));
    expect(de.join(' | ')).toMatch(/Nebensaison/);
    expect(de.join(' | ')).toMatch(/Frühbucher 10 %/);
    expect(de.join(' | ')).not.toMatch(/Low season|Early bird/);
    const en = await invoiceTexts('en', demo('2027-06-21'), demo('2027-06-24'));
    expect(en.join(' | ')).toMatch(/Low season/);
    expect(en.join(' | ')).toMatch(/Early bird 10 %/);
    expect(en.join(' | ')).not.toMatch(/Nebensaison|Frühbucher/);
  });

  it('the tax row is named in the document\'s language (the list names its tax per language)', async () => {
    const de = await invoiceOf('de', demo('2027-08-02'), demo('2027-08-05'));
    expect((de.taxBreakdown as { name: string }[]).map((r) => r.name)).toEqual(['MwSt. 14 %']);
    const en = await invoiceOf('en', demo('2027-08-09'), demo('2027-08-12'));
    expect((en.taxBreakdown as { name: string }[]).map((r) => r.name)).toEqual(['VAT 14 %']);
  });

  it('a special saved with its names through the API prints them; without names it prints as typed', async () => {
    const list = await call('GET', '/api/specials?size=0');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const early = (list.body.data as { id: string; name: string; names: Record<string, string> }[]).find((s) => s.name === 'Early bird 10 %')!;
    expect(early.names).toEqual({ de: 'Frühbucher 10 %', en: 'Early bird 10 %' });
    const saved = await call('POST', `/api/specials/${early.id}`, { names: { de: '', en: '' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const de = await invoiceTexts('de', demo('2027-07-05'), demo('2027-07-08'));
    expect(de.join(' | ')).toMatch(/Early bird 10 %/);
  });
});
