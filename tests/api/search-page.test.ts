// The search page with an estimated total (upstream/modules/resources/search-page.ts): whichever
// way a page is found (the whole sample, the boundary, or the exact way), it is the same page the
// unpaged list gives, for both orders, with ties and empty sort keys; the total is exact up to
// the cap and an estimate above it, flagged as one.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, type SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { destinations } from '../../upstream/db/schema';
import { searchHits } from '../../upstream/modules/resources/search-page';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
type TPage = { data: { id: string; name: string }[]; total: number; estimated?: true; page: number; size: number };
const list = async (query: string) => (await (await t.api.call('GET', `/api/destination?${query}`, { token: t.admin })).json()) as TPage;

// 1,400 destinations, 1,200 of them matching "sphit", spread over the table's pages in an order
// unrelated to their names; regions repeat (ties) and every seventh is empty.
beforeAll(async () => {
  const rows = Array.from({ length: 1400 }, (_, i) => {
    const n = (i * 7919) % 1400;
    return { name: `${n % 7 === 6 ? 'Other' : 'Sphit'} ${String(n).padStart(4, '0')}`, region: n % 7 === 3 ? null : `R${n % 13}`, isActive: n % 5 !== 0 };
  });
  for (let i = 0; i < rows.length; i += 200) await t.api.handle.db.insert(destinations).values(rows.slice(i, i + 200));
});

describe('search page with an estimated total', () => {
  it('answers the unpaged list\'s pages through the API, with the total estimated and flagged', async () => {
    for (const [sort, order] of [['name', '1'], ['name', '-1'], ['region', '1'], ['region', '-1']]) {
      const all = (await list(`search=sphit&sort=${sort}&order=${order}&size=0`)).data.map((r) => r.id);
      expect(all).toHaveLength(1200);
      for (const page of [1, 2, 9, 48]) {
        const got = await list(`search=sphit&sort=${sort}&order=${order}&size=25&page=${page}`);
        expect(got.data.map((r) => r.id), `${sort} ${order} page ${page}`).toEqual(all.slice((page - 1) * 25, page * 25));
        if (page < 48) {
          expect(got.estimated).toBe(true);
          expect(got.total).toBeGreaterThan(1000);
          expect(got.total).toBeLessThan(2000);
        } else {
          // The last page lies beyond the sample's reach: found the exact way, with the exact total.
          expect(got).toMatchObject({ total: 1200 });
          expect(got.estimated).toBeUndefined();
        }
      }
    }
    // A search matching fewer rows has its exact total and no flag.
    const few = await list('search=sphit 00&size=25');
    expect(few.total).toBe(86);
    expect(few.estimated).toBeUndefined();
  });

  it('gives the same page by sample, boundary and exact way, whatever the cap', async () => {
    const b = { db: t.api.handle.db, table: destinations as unknown as PgTable, id: destinations.id };
    const where: SQL = sql`destinations.search_text LIKE '%sphit%' AND ${eq(destinations.isActive, true)}`;
    let bounded = 0;
    for (const [col, order] of [[destinations.name, 1], [destinations.region, 1], [destinations.region, -1], [destinations.name, -1]] as const) {
      const exact = await searchHits({ ...b, col, order, where, offset: 0, size: 2000 });
      expect(exact.estimated).toBe(false);
      for (const cap of [5, 50, 400, 5000]) {
        for (const [offset, size] of [[0, 1], [0, 25], [25, 25], [300, 50], [900, 60]]) {
          const hits = await searchHits({ ...b, col, order, where, offset, size, exactUpTo: cap });
          expect(hits.ids, `cap ${cap} offset ${offset}`).toEqual(exact.ids.slice(offset, offset + size));
          if (hits.estimated) bounded++;
          else expect(hits.total).toBe(exact.total);
          if (cap >= exact.total) expect(hits.estimated).toBe(false);
        }
      }
    }
    expect(bounded).toBeGreaterThan(10);
    // A boundary the planner expects to keep too many rows is not used: the exact way answers.
    const wide = await searchHits({ ...b, col: destinations.name, order: 1, where, offset: 0, size: 25, exactUpTo: 50, rangeUpTo: 0 });
    expect(wide.estimated).toBe(false);
    expect(wide.ids).toEqual((await searchHits({ ...b, col: destinations.name, order: 1, where, offset: 0, size: 25 })).ids);
  });
});
