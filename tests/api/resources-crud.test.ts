// Every base path of api-calls 7.1 through the whole generic pattern: create, get, list with
// paging, sort both ways, search, filter, size 0, CSV, update, copy, delete; bad bodies change
// nothing. Table-driven over the resource registry.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../lib/contract/resources';
import type { TResource } from '../../lib/contract/resources/define';
import { ZApiError } from '../../lib/contract/errors';
import { CREATE_OWNED_ELSEWHERE, createThrough, ownedElsewhere, readOnlyCall, sampleBody } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();


type TRec = Record<string, unknown> & { id: string };
type TPage = { data: TRec[]; total: number; page: number; size: number };

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  t.api.call(method, path, { token: t.admin, body, headers });
const json = async <T>(res: Response, status = 200): Promise<T> => {
  const text = await res.text();
  expect(res.status, text.slice(0, 400)).toBe(status);
  return JSON.parse(text) as T;
};
const q = (o: Record<string, unknown>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/** A filterable declared field with a simple value in the record (not the id). */
function filterField(r: TResource, rec: TRec): [string, unknown] | undefined {
  for (const f of r.filterable) {
    const v = rec[f];
    if (f === 'id' || v === null || v === undefined) continue;
    const spec = r.fields[f];
    if (spec.type === 'textList' || spec.type === 'refList') return Array.isArray(v) && v.length ? [f, v[0]] : undefined;
    if (typeof v !== 'object') return [f, v];
  }
  return undefined;
}

describe.each(RESOURCES.map((r) => [r.base, r] as const))('%s', (_base, r) => {
  const label = r.label;
  const marker = `zt${r.name.replace(/[^a-z]/gi, '')}${Math.random().toString(36).slice(2, 7)}`;
  let a: TRec;
  let b: TRec;

  it('creates records, answers them by id, and rejects unknown fields without storing anything', async () => {
    const bodyA = await sampleBody(t.api, t.admin, r, `${marker} A`);
    const bodyB = await sampleBody(t.api, t.admin, r, `${marker} B`);
    a = await json<TRec>(await createThrough(t.api, t.admin, r, bodyA));
    b = await json<TRec>(await createThrough(t.api, t.admin, r, bodyB));
    expect(a.id).not.toBe(b.id);
    expect(a[label]).toBe(bodyA[label]);
    const got = await json<TRec>(await call('GET', `${r.base}/${a.id}`));
    expect(got).toEqual(a);

    if (CREATE_OWNED_ELSEWHERE.has(r.name)) return;
    const before = (await json<TPage>(await call('GET', `${r.base}?size=1`))).total;
    const bad = ZApiError.parse(await json(await call('POST', r.base, { ...bodyA, notAField: 1 }), 400));
    expect(bad.error).toBe('ValidationError');
    expect((await json<TPage>(await call('GET', `${r.base}?size=1`))).total).toBe(before);
  });

  it('lists with search, sort both ways, paging, size 0 and filters', async () => {
    const sort = r.sortable.includes(label) ? label : 'createdAt';
    const asc = await json<TPage>(await call('GET', `${r.base}?${q({ search: marker, sort, order: '1' })}`));
    if (r.searchable.includes(label)) {
      expect(asc.data.map((x) => x.id)).toEqual([a.id, b.id]);
      expect(asc.total).toBe(2);
      const desc = await json<TPage>(await call('GET', `${r.base}?${q({ search: marker, sort, order: '-1' })}`));
      expect(desc.data.map((x) => x.id)).toEqual([b.id, a.id]);
      const page2 = await json<TPage>(await call('GET', `${r.base}?${q({ search: marker, sort, order: '-1', size: '1', page: '2' })}`));
      expect(page2).toMatchObject({ total: 2, page: 2, size: 1 });
      expect(page2.data.map((x) => x.id)).toEqual([a.id]);
    }
    const all = await json<TPage>(await call('GET', `${r.base}?size=0`));
    expect(all.size).toBe(0);
    expect(all.data.length).toBe(all.total);
    expect(all.data.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const paged = await json<TPage>(await call('GET', r.base));
    expect(paged.size).toBe(25);
    expect(paged.data.length).toBe(Math.min(25, all.total));

    const byId = await json<TPage>(await call('GET', `${r.base}?${q({ filter: { id: a.id } })}`));
    expect(byId.data.map((x) => x.id)).toEqual([a.id]);
    const ff = filterField(r, a);
    if (ff) {
      const byField = await json<TPage>(await call('GET', `${r.base}?${q({ filter: { [ff[0]]: ff[1] }, size: '0' })}`));
      expect(byField.data.map((x) => x.id)).toContain(a.id);
      expect(byField.total).toBe(byField.data.length);
    }
  });

  it('exports the matching records as UTF-8 CSV with a header row', async () => {
    const res = await call('GET', `${r.base}/listCSV?${q({ filter: { id: a.id } })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8').decode(bytes).trim().split(/\r?\n/);
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['id', label]));
    expect(lines.length).toBe(2);
    expect(lines[1]).toContain(a.id);
  });

  it('updates, copies and deletes', async () => {
    // A call the table's owner made read-only (a payment moves by entries) is not there at all.
    const editable = !readOnlyCall(r.name, 'update');
    const newLabel = editable ? `${String(a[label])} edited`.slice(0, 200) : String(a[label]);
    if (!editable) expect((await call('POST', `${r.base}/${a.id}`, { [label]: 'edited' })).status).toBe(404);
    else {
    const updated = await json<TRec>(await call('POST', `${r.base}/${a.id}`, { [label]: newLabel }));
    expect(updated[label]).toBe(newLabel);
    expect(updated.id).toBe(a.id);
    expect((await json<TRec>(await call('GET', `${r.base}/${a.id}`)))[label]).toBe(newLabel);
    expect((await call('POST', `${r.base}/${a.id}`, { notAField: true })).status).toBe(400);
    }

    if (ownedElsewhere(r.name, 'copy')) {
      // copied by its domain module
    } else if (r.copy !== false) {
      const copy = await json<TRec>(await call('POST', `${r.base}/${a.id}/copy`, undefined, { 'accept-language': 'en' }));
      expect(copy.id).not.toBe(a.id);
      expect(copy[label]).toBe(`${newLabel} (copy)`);
      expect(await json(await call('DELETE', `${r.base}/${copy.id}`))).toMatchObject({ id: copy.id });
      expect((await call('GET', `${r.base}/${copy.id}`)).status).toBe(404);
    } else {
      expect((await call('POST', `${r.base}/${a.id}/copy`)).status).toBe(409);
    }
    if (readOnlyCall(r.name, 'delete')) {
      // A ledger's row is never removed (the stock ledger): the call is not there.
      expect((await call('DELETE', `${r.base}/${b.id}`)).status).toBe(404);
      expect((await call('GET', `${r.base}/${b.id}`)).status).toBe(200);
    } else if (!ownedElsewhere(r.name, 'delete')) {
      expect((await call('DELETE', `${r.base}/${b.id}`)).status).toBe(200);
      expect((await call('DELETE', `${r.base}/${b.id}`)).status).toBe(404);
    }
    expect((await call('GET', `${r.base}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });
});
