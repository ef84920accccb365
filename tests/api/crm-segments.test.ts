// CRM segments (issue 18): every customer criterion, paging, sorting and the CSV export, the
// statistics job they read, saved filters (own, shared, owner-only writes), the agency segment,
// customer groups and customer data groups with the move call. Test customers share one group, so
// the seed's customers never enter the counts. Dates relative to the business clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysFromNow } from '../helpers/dates';
import { expectJson, callAs, type TCaller } from '../attack/personas';
import { sid } from '../../upstream/db/seed/resources-ids';
import { today } from '../../upstream/clock';
import { refreshCustomerStats } from '../../upstream/modules/customers/stats-refresh';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
type TPage = { data: TRec[]; total: number; page: number; size: number };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const ok = <T = TRec>(res: Response, status = 200) => expectJson<T>(res, status);

let group: TRec;
let agency: TRec;
const c: Record<'alpha' | 'beta' | 'gamma', TRec> = {} as never;
const from = daysFromNow(420);
const to = addDays(from, 7);
const later = addDays(from, 30);
const laterTo = addDays(later, 5);

/** The customers of the test group matching the criteria, by name. */
async function names(criteria: Record<string, unknown>, who_ = t.who.admin): Promise<string[]> {
  const q = encodeURIComponent(JSON.stringify({ ...criteria, groups: [group.id] }));
  const page = await ok<TPage>(await as(who_, 'GET', `/api/crm/customers?criteria=${q}&size=0`));
  return page.data.map((r) => String(r.fullName));
}

async function book(customer: TRec, room: string, dFrom: string, dTo: string, amount: number, agencyId?: string) {
  const b = await ok<TRec>(await as(t.who.admin, 'POST', '/api/bookings', {
    title: String(customer.fullName), customer: customer.id, ...(agencyId ? { agency: agencyId } : {}),
    rooms: [{ room: sid(room), dateFrom: dFrom, dateTo: dTo, guests: [{ customer: customer.id, firstName: String(customer.fullName).split(' ')[0], lastName: 'Seg', gender: 'u' }] }],
  }), 201);
  await ok(await as(t.who.admin, 'POST', `/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Dive package', unitPrice: amount }));
  await ok(await as(t.who.admin, 'POST', `/api/bookings/${b.id}/confirm`));
  return b;
}

beforeAll(async () => {
  group = await ok(await as(t.who.admin, 'POST', '/api/customergroup', { name: 'Segment test divers', color: '#1a2b3c' }));
  agency = await ok(await as(t.who.admin, 'POST', '/api/agencies', { name: 'Segment Reisen', type: 'resell', country: 'CH' }));
  // Born in a leap year: a birthday 5 or 120 days from today may be 29 February.
  const bornIn = (yearsAgo: number) => { const y = Number(today().slice(0, 4)) - yearsAgo; return y - (y % 4); };
  const soon = addDays(today(), 5).slice(5, 10);
  const far = addDays(today(), 120).slice(5, 10);
  c.alpha = await ok(await as(t.who.admin, 'POST', '/api/customers', {
    fullName: 'Alpha Segment', email: 'alpha.segment@example.com', country: 'DE', agency: agency.id, groups: [group.id],
    masterData: { gender: 'f', birthday: `${bornIn(30)}-${soon}` },
  }));
  c.beta = await ok(await as(t.who.admin, 'POST', '/api/customers', {
    fullName: 'Beta Segment', country: 'AT', groups: [group.id], masterData: { gender: 'm', birthday: `${bornIn(40)}-${far}` },
  }));
  c.gamma = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Gamma Segment', country: 'DE', groups: [group.id] }));
  await book(c.alpha, 'rooms:104', from, to, 90000, String(agency.id));
  await book(c.alpha, 'rooms:104', later, laterTo, 60000, String(agency.id));
  await book(c.gamma, 'rooms:103', from, to, 50000);
  const cert = await ok(await as(t.who.admin, 'POST', `/api/dive/divers/${c.alpha.id}/certifications`, { agency: 'PADI', level: 'rescue' }));
  await ok(await as(t.who.admin, 'POST', `/api/dive/certifications/${cert.id}/verify`));
  await ok(await as(t.who.admin, 'POST', `/api/dive/divers/${c.beta.id}/certifications`, { agency: 'SSI', level: 'openWater' }));
}, 180_000);

describe('the statistics the segments read', () => {
  it('the first refresh recalculates everyone at once, with the figures of {id}/stats/recalculate', async () => {
    expect(await refreshCustomerStats(t.api.handle.db)).toBeGreaterThanOrEqual(3);
    for (const x of [c.alpha, c.beta, c.gamma]) {
      const bulk = (await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${x.id}/view`))).stats as TRec | null;
      const one = await ok<TRec>(await as(t.who.admin, 'POST', `/api/customers/${x.id}/stats/recalculate`));
      if (x === c.beta) expect(bulk).toBeNull();
      else expect({ ...bulk, recalculatedAt: null }).toEqual({ ...one, recalculatedAt: null });
    }
    expect(await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${c.alpha.id}/view`))).toMatchObject({ stats: { stays: 2, nights: 12, lastStay: laterTo } });
  });

  it('a later run takes up the customers of bookings changed since, and a repeat changes nothing', async () => {
    const delta = await ok<TRec>(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Delta Outside', country: 'DE' }));
    await book(delta, 'rooms:102', from, to, 10000);
    expect(await refreshCustomerStats(t.api.handle.db)).toBeGreaterThanOrEqual(1);
    expect((await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${delta.id}/view`))).stats).toMatchObject({ stays: 1, revenue: { EUR: 10000 } });
    await refreshCustomerStats(t.api.handle.db);
    expect((await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${c.alpha.id}/view`))).stats).toMatchObject({ stays: 2, lastStay: laterTo });
  });
});

describe('customer criteria', () => {
  it('country, agency and direct guests', async () => {
    expect(await names({ countries: ['DE'] })).toEqual(['Alpha Segment', 'Gamma Segment']);
    expect(await names({ countries: ['AT', 'CH'] })).toEqual(['Beta Segment']);
    expect(await names({ agencies: [agency.id] })).toEqual(['Alpha Segment']);
    expect(await names({ direct: true })).toEqual(['Beta Segment', 'Gamma Segment']);
  });

  it('number of stays and last stay', async () => {
    expect(await names({ staysMin: 2 })).toEqual(['Alpha Segment']);
    expect(await names({ staysMin: 1, staysMax: 1 })).toEqual(['Gamma Segment']);
    expect(await names({ staysMax: 0 })).toEqual(['Beta Segment']);
    expect(await names({ lastStayFrom: addDays(laterTo, -1) })).toEqual(['Alpha Segment']);
    expect(await names({ lastStayFrom: to, lastStayTo: to })).toEqual(['Gamma Segment']);
    expect(await names({ noStaySince: addDays(to, 1) })).toEqual(['Beta Segment', 'Gamma Segment']);
  });

  it('revenue of the bookings they made', async () => {
    const all = await ok<TPage>(await as(t.who.admin, 'GET', `/api/crm/customers?criteria=${encodeURIComponent(JSON.stringify({ groups: [group.id] }))}&sort=revenue&order=-1`));
    const [alpha, gamma] = all.data;
    expect([alpha.fullName, gamma.fullName]).toEqual(['Alpha Segment', 'Gamma Segment']);
    expect(alpha.revenue).toBe(150000);
    expect(gamma.revenue).toBe(50000);
    expect(await names({ revenueMin: 100000 })).toEqual(['Alpha Segment']);
    expect(await names({ revenueMin: 1, revenueMax: 50000 })).toEqual(['Gamma Segment']);
    expect(await names({ revenueMin: 1, revenueCurrency: 'USD' })).toEqual([]);
  });

  it('certification level and verified cards', async () => {
    expect(await names({ certification: 'openWater' })).toEqual(['Alpha Segment', 'Beta Segment']);
    expect(await names({ certification: 'advanced' })).toEqual(['Alpha Segment']);
    expect(await names({ certification: 'openWater', verifiedOnly: true })).toEqual(['Alpha Segment']);
    const page = await ok<TPage>(await as(t.who.admin, 'GET', `/api/crm/customers?criteria=${encodeURIComponent(JSON.stringify({ groups: [group.id], certification: 'openWater' }))}`));
    expect(page.data.map((r) => r.certification)).toEqual(['rescue', 'openWater']);
  });

  it('birthday within days and birth month', async () => {
    expect(await names({ birthdayWithinDays: 10 })).toEqual(['Alpha Segment']);
    expect(await names({ birthdayWithinDays: 0 })).toEqual([]);
    expect(await names({ birthMonth: Number(addDays(today(), 120).slice(5, 7)) })).toContain('Beta Segment');
  });

  it('pages, sorts and exports every match as CSV', async () => {
    const q = encodeURIComponent(JSON.stringify({ groups: [group.id] }));
    const p2 = await ok<TPage>(await as(t.who.admin, 'GET', `/api/crm/customers?criteria=${q}&size=1&page=2&sort=fullName`));
    expect(p2).toMatchObject({ total: 3, page: 2, size: 1 });
    expect(p2.data.map((r) => r.fullName)).toEqual(['Beta Segment']);
    const desc = await ok<TPage>(await as(t.who.admin, 'GET', `/api/crm/customers?criteria=${q}&sort=stays&order=-1`));
    expect(desc.data.map((r) => r.fullName)).toEqual(['Alpha Segment', 'Gamma Segment', 'Beta Segment']);
    const csv = await as(t.who.admin, 'GET', `/api/crm/customers/listCSV?criteria=${q}&size=1`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toContain('fullName');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Alpha Segment', 'Beta Segment', 'Gamma Segment']);
  });

  it('refuses criteria it does not know and contradictions, naming them', async () => {
    const bad = async (criteria: unknown) => ok<TRec>(await as(t.who.admin, 'GET', `/api/crm/customers?criteria=${encodeURIComponent(JSON.stringify(criteria))}`), 400);
    expect(String((await bad({ shoeSize: 42 })).description)).toContain('shoeSize');
    expect(String((await bad({ staysMin: 3, staysMax: 1 })).description)).toContain('staysMin');
    expect(String((await bad({ countries: ['Germany'] })).description)).toContain('criteria.countries');
    expect((await as(t.who.admin, 'GET', '/api/crm/customers?criteria=%7Bnope')).status).toBe(400);
    expect((await as(t.who.admin, 'GET', '/api/crm/customers?sort=password')).status).toBe(400);
  });
});

describe('saved filters', () => {
  it('are kept per user; shared ones are seen by others, changed by the owner only', async () => {
    const mine = await ok<TRec>(await as(t.who.admin, 'POST', '/api/crm/segments', { kind: 'customers', name: 'Repeaters DE', criteria: { countries: ['DE'], staysMin: 2 } }));
    expect(mine).toMatchObject({ kind: 'customers', shared: false, mine: true });
    // the clerk (customers.read) neither lists nor opens the admin's private filter
    expect((await ok<TRec[]>(await as(t.who.limitedStaff, 'GET', '/api/crm/segments'))).map((s) => s.id)).not.toContain(mine.id);
    expect((await as(t.who.limitedStaff, 'GET', `/api/crm/segments/${mine.id}`)).status).toBe(404);
    await ok(await as(t.who.admin, 'POST', `/api/crm/segments/${mine.id}`, { shared: true, name: 'Repeaters Germany' }));
    const seen = await ok<TRec>(await as(t.who.limitedStaff, 'GET', `/api/crm/segments/${mine.id}`));
    expect(seen).toMatchObject({ name: 'Repeaters Germany', mine: false, criteria: { countries: ['DE'], staysMin: 2 } });
    expect((await as(t.who.limitedStaff, 'POST', `/api/crm/segments/${mine.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await as(t.who.limitedStaff, 'DELETE', `/api/crm/segments/${mine.id}`)).status).toBe(403);
    // the saved criteria run as they were saved
    expect(await names(seen.criteria as Record<string, unknown>, t.who.limitedStaff)).toEqual(['Alpha Segment']);
    await ok(await as(t.who.admin, 'DELETE', `/api/crm/segments/${mine.id}`));
    expect((await as(t.who.admin, 'GET', `/api/crm/segments/${mine.id}`)).status).toBe(404);
  });

  it('checks the criteria of the kind on every write', async () => {
    expect((await as(t.who.admin, 'POST', '/api/crm/segments', { kind: 'customers', name: 'x', criteria: { types: ['travel'] } })).status).toBe(400);
    const s = await ok<TRec>(await as(t.who.admin, 'POST', '/api/crm/segments', { kind: 'agencies', name: 'Resellers', criteria: { types: ['resell'] } }));
    expect((await as(t.who.admin, 'POST', `/api/crm/segments/${s.id}`, { criteria: { staysMin: 1 } })).status).toBe(400);
    expect((await ok<TRec[]>(await as(t.who.admin, 'GET', '/api/crm/segments?kind=agencies'))).map((x) => x.name)).toContain('Resellers');
    // a clerk without agencies.read keeps no agency filters
    expect((await as(t.who.limitedStaff, 'POST', '/api/crm/segments', { kind: 'agencies', name: 'x', criteria: {} })).status).toBe(403);
    expect((await ok<TRec[]>(await as(t.who.limitedStaff, 'GET', '/api/crm/segments?kind=agencies')))).toEqual([]);
  });

  it('agencies and customers have no segments', async () => {
    for (const p of ['agency', 'customer'] as const) {
      expect((await as(t.who[p], 'GET', '/api/crm/customers')).status).toBe(403);
      expect((await as(t.who[p], 'GET', '/api/crm/segments')).status).toBe(403);
      expect((await as(t.who[p], 'GET', '/api/crm/agencies/listCSV')).status).toBe(403);
    }
  });
});

describe('agency segment', () => {
  it('filters by country, type, bookings and revenue', async () => {
    const run = async (criteria: Record<string, unknown>) => (await ok<TPage>(await as(t.who.admin, 'GET', `/api/crm/agencies?criteria=${encodeURIComponent(JSON.stringify(criteria))}&size=0`))).data;
    const found = await run({ countries: ['CH'], types: ['resell'] });
    expect(found.map((a) => a.name)).toContain('Segment Reisen');
    expect(found.find((a) => a.id === agency.id)).toMatchObject({ bookings: 2 });
    expect((await run({ bookingsMin: 2, text: 'segment reisen' })).map((a) => a.id)).toEqual([agency.id]);
    expect((await run({ bookingsMin: 3, text: 'segment reisen' }))).toEqual([]);
    expect((await run({ revenueMin: 1, text: 'segment' })).map((a) => a.id)).toEqual([agency.id]);
    expect((await as(t.who.limitedStaff, 'GET', '/api/crm/agencies')).status).toBe(403);
  });
});

describe('customer groups', () => {
  it('the customer list filters by group; a group in use is not deleted', async () => {
    const list = await ok<TPage>(await as(t.who.admin, 'GET', `/api/customers?filter=${encodeURIComponent(JSON.stringify({ groups: group.id }))}`));
    expect(list.data.map((r) => r.fullName).sort()).toEqual(['Alpha Segment', 'Beta Segment', 'Gamma Segment']);
    expect((await as(t.who.admin, 'DELETE', `/api/customergroup/${group.id}`)).status).toBe(409);
    const empty = await ok<TRec>(await as(t.who.admin, 'POST', '/api/customergroup', { name: 'Nobody yet' }));
    await ok(await as(t.who.admin, 'DELETE', `/api/customergroup/${empty.id}`));
    // membership is the operator's: an agency cannot put its customer into a group
    const own = await ok<TRec>(await as(t.who.agency, 'POST', '/api/customers', { fullName: 'Agency Guest Seg' }));
    expect((await as(t.who.agency, 'POST', `/api/customers/${own.id}`, { groups: [group.id] })).status).toBe(400);
    // the clerk reads groups; keeping them needs customers.create
    expect((await as(t.who.limitedStaff, 'GET', '/api/customergroup')).status).toBe(200);
    expect((await as(t.who.limitedStaff, 'POST', '/api/customergroup', { name: 'x' })).status).toBe(403);
  });
});

describe('customer data groups', () => {
  it('a key belongs to one group; a field moves with its definition', async () => {
    const diving = await ok<TRec>(await as(t.who.admin, 'POST', '/api/customerdatagroup', {
      name: 'Diving', sort: 1, fields: [{ key: 'loggedDives', label: { en: 'Logged dives', de: 'Geloggte Tauchgänge' }, kind: 'number' }, { key: 'lastDive', label: { en: 'Last dive' }, kind: 'date' }],
    }));
    const health = await ok<TRec>(await as(t.who.admin, 'POST', '/api/customerdatagroup', { name: 'Health', sort: 2, fields: [] }));
    expect((await as(t.who.admin, 'POST', `/api/customerdatagroup/${health.id}`, { fields: [{ key: 'lastDive', label: {} }] })).status).toBe(409);
    expect((await as(t.who.admin, 'POST', '/api/customerdatagroup', { name: 'Twice', fields: [{ key: 'a', label: {} }, { key: 'a', label: {} }] })).status).toBe(400);
    const moved = await ok<{ from: TRec; to: TRec }>(await as(t.who.admin, 'POST', `/api/customerdatagroup/move/${diving.id}/${health.id}/lastDive`));
    expect((moved.from.fields as TRec[]).map((f) => f.key)).toEqual(['loggedDives']);
    expect(moved.to.fields).toEqual([{ key: 'lastDive', label: { en: 'Last dive' }, kind: 'date' }]);
    expect((await ok<TRec>(await as(t.who.admin, 'GET', `/api/customerdatagroup/${health.id}`))).fields).toEqual(moved.to.fields);
    expect((await as(t.who.admin, 'POST', `/api/customerdatagroup/move/${diving.id}/${health.id}/lastDive`)).status).toBe(404);
    expect((await as(t.who.admin, 'POST', `/api/customerdatagroup/move/${diving.id}/${diving.id}/loggedDives`)).status).toBe(400);
    expect((await as(t.who.admin, 'POST', `/api/customerdatagroup/move/${diving.id}/${c.alpha.id}/loggedDives`)).status).toBe(404);
    expect((await as(t.who.limitedStaff, 'POST', `/api/customerdatagroup/move/${health.id}/${diving.id}/lastDive`)).status).toBe(403);
    // a copy starts without fields (their keys stay with the original)
    const copy = await ok<TRec>(await as(t.who.admin, 'POST', `/api/customerdatagroup/${diving.id}/copy`));
    expect(copy.fields).toEqual([]);
  });
});
