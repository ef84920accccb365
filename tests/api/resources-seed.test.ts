// The demo seed: every generic resource has records, every reference in them points at an
// existing record, and seeding twice changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/contract/resources';
import { seed } from '../../upstream/db/seed';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
const records = new Map<string, Record<string, unknown>[]>();

beforeAll(async () => {
  for (const r of RESOURCES) {
    const res = await t.api.call('GET', `${r.base}?size=0`, { token: t.admin });
    expect(res.status).toBe(200);
    records.set(r.name, ((await res.json()) as { data: Record<string, unknown>[] }).data);
  }
});

describe('demo seed', () => {
  // The generic 'xero' resource is retired (issue 37): a document's Xero state is in
  // accounting_documents, made only by a real send (tests/api/accounting-xero.test.ts).
  it.each(RESOURCES.map((r) => [r.base, r.name]))('%s has demo records', (_base, name) => {
    expect(records.get(name)!.length).toBeGreaterThan(0);
  });

  it('every reference of a seeded record points at an existing record', () => {
    const ids = new Map([...records].map(([name, rows]) => [name, new Set(rows.map((r) => r.id))]));
    const dangling: string[] = [];
    for (const r of RESOURCES) {
      if (r.name === 'users') continue; // answered in the user shape (agency, customer, role)
      for (const row of records.get(r.name)!) {
        for (const [field, spec] of Object.entries(r.fields)) {
          if (!spec.ref) continue;
          const values = spec.type === 'refList' ? (row[field] as string[]) : [row[field]];
          for (const v of values) if (v != null && !ids.get(spec.ref)!.has(v)) dangling.push(`${r.name}.${field} → ${spec.ref} ${String(v)}`);
        }
      }
    }
    expect(dangling).toEqual([]);
  });

  it('the demo accounts point at the seeded agency and customers', async () => {
    const users = records.get('users') as { email: string; agency: string | null; customer: string | null }[];
    const agencies = new Set(records.get('agencies')!.map((a) => a.id));
    const customers = new Set(records.get('customers')!.map((c) => c.id));
    expect(agencies.has(users.find((u) => u.email === 'agency@example.com')!.agency)).toBe(true);
    expect(customers.has(users.find((u) => u.email === 'customer@example.com')!.customer)).toBe(true);
    expect(customers.has(users.find((u) => u.email === 'club@example.com')!.customer)).toBe(true);
  });

  it('the demo tours give their departures dive slots (the itinerary of the dive screens)', async () => {
    type TDeparture = { schedule: { id: string }; kind: string; slots: { start: string; dive: string | null }[] };
    const itinerary = async (date: string) => {
      const res = await t.api.call('GET', `/api/dive/itinerary?date=${date}`, { token: t.admin });
      expect(res.status).toBe(200);
      return ((await res.json()) as { departures: TDeparture[] }).departures;
    };
    const schedules = records.get('schedules') as { id: string; tour: string | null; dateFrom: string; status?: string }[];
    const toured = schedules.filter((s) => s.tour && s.status !== 'cancelled');
    expect(toured.length).toBeGreaterThan(0);
    for (const s of toured) {
      const next = new Date(Date.parse(`${s.dateFrom}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const full = (await itinerary(next)).find((d) => d.schedule.id === s.id)!;
      expect(full.kind).toBe('full');
      expect(full.slots.length, s.id).toBeGreaterThanOrEqual(3);
    }
    // The Northern Wrecks trip dives its last slot (the night dive) on the embarkation day.
    const north = (records.get('tours') as { id: string; internalId: string }[]).find((t) => t.internalId === 'NWR')!;
    const first = toured.find((s) => s.tour === north.id)!;
    const arrival = (await itinerary(first.dateFrom)).find((d) => d.schedule.id === first.id)!;
    expect(arrival).toMatchObject({ kind: 'arrival', slots: [{ start: '19:00', dive: null }] });
  });

  it('seeding again inserts nothing twice', async () => {
    await seed(t.api.handle.db, { demo: true });
    for (const r of RESOURCES) {
      const res = await t.api.call('GET', `${r.base}?size=1`, { token: t.admin });
      expect(((await res.json()) as { total: number }).total, r.name).toBe(records.get(r.name)!.length);
    }
  });
});
