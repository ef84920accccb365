// List search reads one generated column per table (upstream/db/schema/resources/build-table.ts
// SEARCH_COLUMN), added by a migration rather than declared to Drizzle. These tests hold the
// migrated database to the resource declarations, so a field made searchable without a migration
// fails here, and check what a user sees of it: any field matches, any case, never across fields,
// and the column never reaches an answer.
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../upstream/db/rows';
import { destinations } from '../../upstream/db/schema';
import { SEARCH_COLUMN } from '../../upstream/db/schema/resources/build-table';
import { BINDINGS } from '../../upstream/modules/resources/bindings';
import { apiFile } from '../helpers/api-file';

const t = apiFile();


type TColumn = { table_name: string; generation_expression: string | null };

describe('the search column', () => {
  it('holds exactly the searchable fields of every resource, in order, with its trigram index', async () => {
    const columns = rowsOf<TColumn>(await t.api.handle.db.execute(
      // generated ones only: a search projection's column of that name is written (customer_search)
      `SELECT table_name, generation_expression FROM information_schema.columns WHERE column_name = '${SEARCH_COLUMN}' AND is_generated = 'ALWAYS'`,
    ));
    const indexes = new Set(rowsOf<{ indexname: string }>(await t.api.handle.db.execute(`SELECT indexname FROM pg_indexes`)).map((r) => r.indexname));
    const byTable = new Map(columns.map((c) => [c.table_name, c.generation_expression ?? '']));
    const searchable = BINDINGS.filter((b) => b.resource.searchable.length > 0);
    expect(searchable.length).toBeGreaterThan(60);
    for (const b of searchable) {
      const table = getTableName(b.table as never);
      const expected = b.resource.searchable.map((f) => b.columns[f].name);
      const stored = [...(byTable.get(table) ?? '').matchAll(/COALESCE\("?(\w+)"?,/gi)].map((m) => m[1]);
      expect(stored, `${table}.${SEARCH_COLUMN}`).toEqual(expected);
      expect(byTable.get(table), table).toMatch(/^lower\(/);
      expect(indexes.has(`${table}_search_trgm`), `${table}_search_trgm`).toBe(true);
    }
    // No table carries the column without a resource searching it.
    expect([...byTable.keys()].sort()).toEqual(searchable.map((b) => getTableName(b.table as never)).sort());
  });
});

describe('search through the column', () => {
  const names = async (query: string) => {
    const res = await t.api.call('GET', `/api/destination?size=0&sort=name&${query}`, { token: t.admin });
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    return body.data;
  };

  it('finds a term in any searchable field, whatever its case, but never across two fields', async () => {
    await t.api.handle.db.insert(destinations).values([
      { name: 'Kagerbucht', region: 'Nordküste' },
      { name: 'ÜBERSEE RIFF', region: null },
      { name: 'Ostwand', region: 'Kagerland' },
    ]);
    expect((await names('search=KAGER')).map((r) => r.name)).toEqual(['Kagerbucht', 'Ostwand']);
    expect((await names(`search=${encodeURIComponent('übersee')}`)).map((r) => r.name)).toEqual(['ÜBERSEE RIFF']);
    expect((await names(`search=${encodeURIComponent('NORDKÜSTE')}`)).map((r) => r.name)).toEqual(['Kagerbucht']);
    // "bucht" ends the name and "nord" starts the region: the two never run together.
    expect(await names('search=buchtnord')).toEqual([]);
    expect(await names(`search=${encodeURIComponent('bucht nord')}`)).toEqual([]);
  });

  it('never answers the column itself, in a list, a record or an export', async () => {
    const list = await t.api.call('GET', '/api/destination?search=kager&size=5', { token: t.admin });
    const listText = await list.text();
    const id = (JSON.parse(listText) as { data: { id: string }[] }).data[0].id;
    const one = await (await t.api.call('GET', `/api/destination/${id}`, { token: t.admin })).text();
    const csv = await (await t.api.call('GET', '/api/destination/listCSV?search=kager', { token: t.admin })).text();
    for (const text of [listText, one, csv]) expect(text).not.toMatch(/search_?text/i);
  });
});
