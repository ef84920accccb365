// E-invoices checked by the official rules (issue 32): documents made through the API, each
// XRechnung (UBL) run through the CEN EN 16931 UBL rules and the KoSIT XRechnung 3.0 rules (with
// their Peppol rules), each Factur-X's embedded CII through the CEN EN 16931 CII rules, with
// Saxon-HE (tests/helpers/einvoice-rules.ts, one Saxon start per artefact for all documents). A
// failed assertion flagged fatal or error fails its case, listed (and PEPPOL-EN16931-R120, the exact
// line amount, which XRechnung flags a warning). The cases: inclusive and
// exclusive prices, 19 % and 7 % together, 0 % with its exemption, 7-night lines (a net that does
// not divide by the nights), partial and full credit notes, splits by part and by guest, an agency
// with a VAT id, a booking in another currency. Where java or the Saxon jar are missing the file
// skips loudly, except in CI (CI=true), where that is a failure.
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLists } from '../../upstream/db/schema';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays, demo } from '../helpers/dates';
import { describeFindings, errorsOf, rulesMissing, runRules, type TFinding, type TRuleDoc } from '../helpers/einvoice-rules';
import { tokenOf } from './resources-fixtures';

const missing = await rulesMissing();
const inCi = !!process.env.CI && process.env.CI !== 'false';
if (missing && !inCi) console.warn(`\n*** SKIPPED tests/api/einvoice-validators.test.ts: ${missing}. The official e-invoice rules did not run. ***\n`);

let api: TTestApi;
let admin: string;
let rooms: string[];
let customer: string;
let agency: string;
const COMPANY = {
  name: 'Tauchbasis Nord GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
  email: 'office@tauchbasis.example', phone: '+49 381 123456', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountHolder: 'Tauchbasis Nord GmbH',
};
type TInv = { id: string; number: string; kind: string; total: number; recipient: { type: string; vatId?: string }; lines: { position: number; amount: number; quantity: number }[]; taxBreakdown: { rate: number }[] };
type TTax = { status: 'active' | 'inactive'; value: number; name: string; inclusive: boolean };

const call = async <T>(method: string, url: string, body?: unknown, status = 200): Promise<T> => {
  const res = await api.call(method, url, { token: admin, body });
  expect(res.status, `${method} ${url}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};
/** Every price list's tax, for the bookings made next (engine lines carry it from then on). */
const listTax = async (tax: TTax) => { await api.handle.db.update(priceLists).set({ tax } as never).where(sql`true`); };

let slot = 0;
/** An agency booking of `nights` nights for two guests in a room of its own weeks. */
async function booking(nights: number, opts: { guests?: { customer?: string }[] } = {}) {
  const room = rooms[slot % rooms.length];
  const from = addDays(demo('2027-06-01'), 14 * Math.floor(slot / rooms.length));
  slot += 1;
  const guests = (opts.guests ?? [{}, {}]).map((g) => ({ gender: 'u', ...g }));
  return call<{ id: string; total: number; calculation: { id: string; type: string; amount: number; source: string }[] }>('POST', '/api/bookings',
    { customer, agency, language: 'de', rooms: [{ room, dateFrom: from, dateTo: addDays(from, nights), guests }] }, 201);
}
const issue = (id: string) => call<TInv>('POST', `/api/bookings/${id}/invoice`, { recipient: 'agency' }, 201);
const credit = (id: string, body: Record<string, unknown>) => call<TInv>('POST', `/api/invoices/${id}/creditNote`, { reason: 'Korrektur', ...body }, 201);

/** The XRechnung and the Factur-X CII of a document, fetched through the API. */
async function einvoices(inv: TInv, name: string): Promise<TRuleDoc[]> {
  const ubl = await api.call('GET', `/api/invoices/${inv.id}/xrechnung`, { token: admin });
  expect(ubl.status, `${name} xrechnung: ${await ubl.clone().text()}`).toBe(200);
  const fx = await api.call('GET', `/api/invoices/${inv.id}/facturx`, { token: admin });
  expect(fx.status, `${name} facturx: ${await fx.clone().text()}`).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(await fx.arrayBuffer()) }).promise;
  const cii = new TextDecoder().decode((await doc.getAttachmentContent('factur-x.xml'))!);
  await doc.cleanup();
  return [{ name: `${name}-ubl`, xml: await ubl.text(), artefacts: ['en16931-ubl', 'xrechnung-ubl'] }, { name: `${name}-cii`, xml: cii, artefacts: ['en16931-cii'] }];
}

/** make: the case's documents; ubl: what its XRechnung must show besides passing the rules. */
type TCase = { name: string; make: () => Promise<TInv[]>; ubl?: (xml: string) => void };
const CASES: TCase[] = [
  { name: 'inclusive 19 %, 7 nights (a net per night with more decimals than an amount)', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const inv = await issue((await booking(7)).id);
    expect(inv.taxBreakdown.map((t) => t.rate)).toContain(19);
    expect(inv.lines.some((l) => l.quantity === 7)).toBe(true);
    return [inv];
  }, ubl: (xml) => expect(xml).toMatch(/<cbc:BaseQuantity unitCode="C62">7<\/cbc:BaseQuantity>/) },
  { name: 'exclusive 19 %, 3 nights', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: false });
    const inv = await issue((await booking(3)).id);
    expect(inv.taxBreakdown.map((t) => t.rate)).toContain(19);
    return [inv];
  } },
  { name: '19 % and 7 % together (on-site items at their own rate)', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const b = await booking(4);
    await call('POST', `/api/bookings/${b.id}/confirm`);
    const room = (await call<{ rooms: { room: string }[] }>('GET', `/api/bookings/${b.id}/detail`)).rooms[0].room;
    await call('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Wäsche', unitPrice: 733, quantity: 3, taxPercent: 7 });
    await call('POST', `/api/bookings/${b.id}/onsite/${room}`, { text: 'Nitrox', unitPrice: 1190, quantity: 1, taxPercent: 19 });
    const inv = await issue(b.id);
    expect(inv.taxBreakdown.map((t) => t.rate).sort()).toEqual([19, 7].sort());
    return [inv];
  } },
  { name: '0 % with its exemption', make: async () => {
    await listTax({ status: 'inactive', value: 0, name: '', inclusive: true });
    const inv = await issue((await booking(5)).id);
    expect(inv.taxBreakdown.map((t) => t.rate)).toEqual([0]);
    return [inv];
  } },
  { name: 'partial credit notes (a line, an amount) and the rest of a 19 %/7 % invoice', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const b = await booking(6);
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Frühstück', quantity: 6, unitPrice: 1177 });
    const detail = await call<{ calculation: { id: string; text: string }[] }>('GET', `/api/bookings/${b.id}/detail`);
    expect(detail.calculation.some((l) => l.text === 'Frühstück')).toBe(true);
    const inv = await issue(b.id);
    const byLine = await credit(inv.id, { lines: [{ position: inv.lines[0].position, amount: 10_001 }] });
    const byAmount = await credit(inv.id, { amount: 12_345 });
    const rest = await credit(inv.id, {});
    return [inv, byLine, byAmount, rest];
  } },
  { name: 'a full credit note of a 7-night invoice', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const inv = await issue((await booking(7)).id);
    return [inv, await credit(inv.id, {})];
  } },
  { name: 'split by part: the agency\'s part', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const b = await booking(7);
    const d = await call<{ calculation: { id: string; source: string }[] }>('POST', `/api/bookings/${b.id}/calculation`, { type: 'addon', text: 'Nitrox-Kurs', unitPrice: 15_000 });
    const extra = d.calculation.filter((l) => l.source === 'manual').map((l) => l.id);
    const rest = d.calculation.filter((l) => l.source !== 'manual').map((l) => l.id);
    const { data } = await call<{ data: TInv[] }>('POST', `/api/bookings/${b.id}/splitInvoice`, { parts: [{ recipient: 'agency', lines: rest }, { recipient: 'customer', lines: extra }] }, 201);
    expect(data.map((i) => i.recipient.type)).toEqual(['agency', 'customer']);
    return [data[0]];
  } },
  { name: 'split by guest: the rest to the agency', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    const [anna, ben] = await Promise.all(['Anna Gast', 'Ben Gast'].map(async (fullName) => (await call<{ id: string }>('POST', '/api/customers', { fullName })).id));
    const b = await booking(7, { guests: [{ customer: anna }, { customer: ben }] });
    await call('POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Bootstransfer', quantity: 3, unitPrice: 19_999 });
    const { data } = await call<{ data: TInv[] }>('POST', `/api/bookings/${b.id}/splitInvoice`, { by: 'guest', rest: 'agency' }, 201);
    const toAgency = data.filter((i) => i.recipient.type === 'agency');
    expect(toAgency).toHaveLength(1);
    return toAgency;
  } },
  { name: 'a booking in another currency (CHF)', make: async () => {
    await listTax({ status: 'active', value: 19, name: 'MwSt.', inclusive: true });
    await call('POST', '/api/settings/group/exchangeRates', { CHF: 0.9377 });
    const b = await booking(7);
    await call('POST', `/api/bookings/${b.id}/currency/CHF`);
    return [await issue(b.id)];
  } },
];

type TResult = { docs: TRuleDoc[]; invoices: TInv[]; error?: unknown };
const results = new Map<string, TResult>();
let findings: TFinding[] = [];

// In CI the rules must run: a missing validator is a failure there, not a skip.
it.runIf(inCi)('the official e-invoice rules can run here (CI)', () => {
  expect(missing, `${missing}: in CI (CI=true) the official e-invoice rules must run; .ci/run installs default-jre-headless and libsaxonhe-java`).toBeNull();
});

describe.skipIf(!!missing)('e-invoices pass the official EN 16931 and XRechnung rules', () => {
  beforeAll(async () => {
    api = await createTestApi();
    admin = await tokenOf(api, 'admin@example.com');
    rooms = ((await api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    customer = (await call<{ id: string }>('POST', '/api/customers', { fullName: 'Erika Mustermann', email: 'erika@example.com', address: { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' } })).id;
    agency = (await call<{ id: string }>('POST', '/api/agencies', { name: 'Blue Water Travel', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bluewater.example', vatId: 'DE987654321' })).id;
    await call('POST', '/api/settings/group/company', COMPANY);
    await api.handle.db.execute(sql`UPDATE specials SET status = 'inactive'`);
    const saved = await api.handle.db.select({ id: priceLists.id, tax: priceLists.tax }).from(priceLists);
    try {
      for (const [i, c] of CASES.entries()) {
        const r: TResult = { docs: [], invoices: [] };
        results.set(c.name, r);
        try {
          r.invoices = await c.make();
          for (const [k, inv] of r.invoices.entries()) r.docs.push(...(await einvoices(inv, `case${i}-${k}-${inv.number.replace(/[^A-Za-z0-9-]/g, '_')}`)));
        } catch (err) {
          r.error = err;
        }
      }
    } finally {
      for (const l of saved) await api.handle.db.update(priceLists).set({ tax: l.tax } as never).where(eq(priceLists.id, l.id));
    }
    // The control: the same rules reject the first case's documents with a wrong payable amount
    // (BR-CO-16), no buyer reference (BR-DE-15) and the nights' price without its base quantity
    // (PEPPOL-EN16931-R120: 7 × 435.29 is not 435.29).
    const broken = results.get(CASES[0].name)!.docs.map((d) => ({ ...d, name: `broken-${d.name}`,
      xml: d.xml.replace(/(<cbc:PayableAmount[^>]*>)[^<]*/, '$11.00').replace(/(<ram:DuePayableAmount[^>]*>)[^<]*/, '$11.00')
        .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '').replace(/<cbc:BaseQuantity[^>]*>[^<]*<\/cbc:BaseQuantity>/g, '') }));
    findings = await runRules([...[...results.values()].flatMap((r) => r.docs), ...broken]);
  }, 600_000);
  afterAll(async () => { await api?.handle.close(); });

  it('the rules can fail: a wrong payable amount (BR-CO-16, UBL and CII), no buyer reference (BR-DE-15), a price without its base (R120)', () => {
    const broken = errorsOf(findings).filter((f) => f.doc.startsWith('broken-'));
    const by = (id: string) => new Set(broken.filter((f) => f.id === id).map((f) => f.artefact));
    expect(by('BR-CO-16')).toEqual(new Set(['en16931-ubl', 'en16931-cii']));
    expect(by('BR-DE-15')).toEqual(new Set(['xrechnung-ubl']));
    expect(errorsOf(findings, ['PEPPOL-EN16931-R120']).filter((f) => f.doc.startsWith('broken-') && f.id === 'PEPPOL-EN16931-R120').map((f) => f.artefact)).toContain('xrechnung-ubl');
  });

  for (const c of CASES) {
    it(c.name, () => {
      const r = results.get(c.name)!;
      if (r.error) throw r.error;
      expect(r.docs.length).toBeGreaterThan(0);
      const names = new Set(r.docs.map((d) => d.name));
      // The line amounts must be exact (issue 32): R120 counts although XRechnung flags it a warning.
      const errors = errorsOf(findings, ['PEPPOL-EN16931-R120']).filter((f) => names.has(f.doc));
      expect(errors, `failed assertions:\n${describeFindings(errors)}`).toEqual([]);
      for (const d of r.docs.filter((x) => x.name.endsWith('-ubl'))) {
        expect(d.xml).toContain('<cbc:CompanyID>DE987654321</cbc:CompanyID>');
        c.ubl?.(d.xml);
      }
    });
  }
});
