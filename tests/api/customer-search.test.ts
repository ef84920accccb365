// The customer list's search through its projection (customer_search, migration 0049; decided in
// docs/decisions/customer-search.md): the projection follows every writer of a customer (the
// generic calls, other modules' plain inserts, erasure, delete); a search page read from it is the
// page of the unpaged list, for every sort, before and after the job puts it back in name order;
// the caller's reach and the list's filter still apply.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../upstream/db/rows';
import { customers } from '../../upstream/db/schema';
import { keepSearchOrder, searchOrderCorrelation } from '../../upstream/modules/customers/search-order';
import { callAs, expectJson, type TCaller } from '../attack/personas';
import { DEMO_AGENCY_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
type TPage = { data: TRec[]; total: number; estimated?: true };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const ok = <T = TRec>(res: Response, status = 200) => expectJson<T>(res, status);
const list = async (c: TCaller, query: string) => ok<TPage>(await as(c, 'GET', `/api/customers?${query}`));
const ids = async (c: TCaller, query: string) => (await list(c, query)).data.map((r) => r.id);
const projected = async (id: string) => rowsOf<{ full_name: string; search_text: string }>(
  await t.api.handle.db.execute(sql`SELECT full_name, search_text FROM customer_search WHERE id = ${id}`))[0];


describe('the projection follows every writer', () => {
  it('a created, changed, erased and deleted customer', async () => {
    const c = await ok(await as(t.who.admin, 'POST', '/api/customers', {
      fullName: 'Maren Quillfeather', email: 'maren.q@example.com', contact: { phone: '+49 (170) 777-8899' }, passport: { number: 'QX88123' },
    }));
    expect((await projected(c.id)).search_text).toBe('maren quillfeather\u001fmaren.q@example.com\u001fqx88123\u001f491707778899');
    // found by each of them, on a page (the projection) and unpaged (the customers table)
    for (const term of ['quillfeather', 'MAREN.Q@', 'qx881', '170 777 8899']) {
      expect(await ids(t.who.admin, `search=${encodeURIComponent(term)}&size=25`), term).toEqual([c.id]);
      expect(await ids(t.who.admin, `search=${encodeURIComponent(term)}&size=0`), term).toEqual([c.id]);
    }
    await ok(await as(t.who.admin, 'POST', `/api/customers/${c.id}`, { fullName: 'Maren Stormfeather', contact: { phone: '+49 30 1234567' } }));
    expect(await ids(t.who.admin, 'search=quillfeather&size=25')).toEqual([]);
    expect(await ids(t.who.admin, 'search=stormfeather&size=25')).toEqual([c.id]);
    // the national way and with the international prefix find it too; the old number does not
    for (const term of ['+49 30 1234567', '030 1234567', '0049 30 1234567', '301234567']) {
      expect(await ids(t.who.admin, `search=${encodeURIComponent(term)}&size=25`), term).toEqual([c.id]);
    }
    expect(await ids(t.who.admin, `search=${encodeURIComponent('0170 7778899')}&size=25`)).toEqual([]);
    // erasure anonymises the record: its name, e-mail and passport find it no more
    await ok(await as(t.who.admin, 'POST', `/api/customers/${c.id}/privacy/erase`));
    for (const term of ['stormfeather', 'maren.q', 'qx881']) expect(await ids(t.who.admin, `search=${term}&size=25`), term).toEqual([]);
    expect((await projected(c.id)).full_name).not.toContain('Stormfeather');
    // a customer another module inserts directly (public booking, guest form) is found at once
    const [plain] = await t.api.handle.db.insert(customers).values({ fullName: 'Odile Brackwater', email: 'odile@example.com' }).returning();
    expect(await ids(t.who.admin, 'search=brackwater&size=25')).toEqual([plain.id]);
    expect((await as(t.who.admin, 'DELETE', `/api/customers/${plain.id}`)).status).toBeLessThan(300);
    expect(await projected(plain.id)).toBeUndefined();
  });
});

describe('a search page from the projection', () => {
  const NAMES = ['Vela', 'Corin', 'Abel', 'Zora', 'Milo', 'Ines', 'Pavel', 'Edda', 'Bruno', 'Tilde'];
  const mine: string[] = [];
  beforeAll(async () => {
    // 1,300 customers matching "pelagor", added in an order unrelated to their names (so the
    // projection is out of name order until the job runs); every fifth is the demo agency's, every
    // third from Norway; the first names repeat (ties on the sort key broken by id).
    const rows = Array.from({ length: 1300 }, (_, i) => {
      const n = (i * 7919) % 1300;
      return {
        fullName: `${NAMES[n % NAMES.length]} Pelagor${String(n % 97).padStart(2, '0')}`, email: n % 4 ? `p${n}@pelagor.example` : null,
        country: n % 3 ? 'DE' : 'NO', customerType: n % 2 ? 'customer' as const : 'employee' as const, agency: n % 5 ? null : DEMO_AGENCY_ID,
      };
    });
    for (let i = 0; i < rows.length; i += 260) mine.push(...(await t.api.handle.db.insert(customers).values(rows.slice(i, i + 260)).returning()).map((r) => r.id));
    expect(mine).toHaveLength(1300);
  });

  async function samePages(label: string) {
    for (const [sort, order] of [['fullName', '1'], ['fullName', '-1'], ['email', '1'], ['country', '-1'], ['updatedAt', '1']]) {
      const q = `search=pelagor&sort=${sort}&order=${order}`;
      const all = await ids(t.who.admin, `${q}&size=0`);
      expect(all).toHaveLength(1300);
      for (const page of [1, 2, 7, 52]) {
        const got = await list(t.who.admin, `${q}&size=25&page=${page}`);
        expect(got.data.map((r) => r.id), `${label}: ${sort} ${order} page ${page}`).toEqual(all.slice((page - 1) * 25, page * 25));
        if (got.estimated) expect(got.total).toBeGreaterThan(1000);
        else expect(got.total).toBe(1300);
      }
    }
  }

  it('is the unpaged list\'s page for every sort, out of name order and after the job put it in order', async () => {
    await samePages('out of order');
    const before = await searchOrderCorrelation(t.api.handle.db);
    const kept = await keepSearchOrder(t.api.handle.db);
    expect(kept).toEqual({ correlation: before, rewritten: true });
    expect(await searchOrderCorrelation(t.api.handle.db)).toBeGreaterThan(0.99);
    // in order on disk, the first matches read are the list's first: page 1 comes from them
    const first = await list(t.who.admin, 'search=pelagor&sort=fullName&order=1&size=25');
    expect(first.estimated).toBe(true);
    await samePages('in name order');
    // once in order, the job leaves it
    expect((await keepSearchOrder(t.api.handle.db)).rewritten).toBe(false);
  });

  it('keeps the caller\'s reach and the filter', async () => {
    const agencyAll = await ids(t.who.agency, 'search=pelagor&size=0');
    expect(agencyAll).toHaveLength(260);
    expect(await ids(t.who.agency, 'search=pelagor&size=25&page=3')).toEqual(agencyAll.slice(50, 75));
    expect(await ids(t.who.otherAgency, 'search=pelagor&size=25')).toEqual([]);
    expect(await ids(t.who.customer, 'search=pelagor&size=25')).toEqual([]);
    const filter = encodeURIComponent(JSON.stringify({ country: 'NO' }));
    const norway = await ids(t.who.admin, `search=pelagor&size=0&filter=${filter}`);
    expect(norway.length).toBeGreaterThan(400);
    expect(norway.length).toBeLessThan(450);
    expect(await ids(t.who.admin, `search=pelagor&size=25&page=2&filter=${filter}`)).toEqual(norway.slice(25, 50));
  });
});
