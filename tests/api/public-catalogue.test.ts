// Public catalogue calls (7.6 roomTypes, vessel, addons): no login, only visible and active records
// of visible assets; a hidden asset looks exactly like an unknown one.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let resort: string;
let vessel: string;
beforeAll(async () => {
  const assets = (await (await t.api.call('GET', '/api/book/assets')).json()) as { id: string; kind: string }[];
  resort = assets.find((a) => a.kind === 'resort')!.id;
  vessel = assets.find((a) => a.kind === 'vessel')!.id;
});

const get = async <T>(path: string, status = 200): Promise<T> => {
  const res = await t.api.call('GET', path);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as T;
};
const post = async (path: string, body: unknown) => {
  const res = await t.api.call('POST', path, { token: t.admin, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { id: string };
};

describe('public catalogue', () => {
  it('room types of a visible asset, hidden ones left out', async () => {
    const shown = await post('/api/roomtypes', { name: 'Garden Bungalow', resort, maxNoOfPax: 3, sizeInSqm: 40 });
    const hidden = await post('/api/roomtypes', { name: 'Staff Room', resort, isVisible: false });
    const types = await get<{ id: string; name: string; maxNoOfPax: number; sizeInSqm: number | null }[]>(`/api/book/roomTypes?asset=${resort}`);
    expect(types.find((t) => t.id === shown.id)).toMatchObject({ name: 'Garden Bungalow', maxNoOfPax: 3, sizeInSqm: 40 });
    expect(types.map((t) => t.id)).not.toContain(hidden.id);
    expect(Object.keys(types[0]).sort()).toEqual(['defaultNoOfPax', 'description', 'id', 'images', 'maxNoOfPax', 'minNoOfPax', 'name', 'sizeInSqm']);
    await get(`/api/book/roomTypes?asset=nope`, 400);
  });

  it('vessels: all visible ones, or one; hidden and unknown ones alike 404', async () => {
    const all = await get<{ id: string; name: string }[]>('/api/book/vessel');
    expect(all.map((v) => v.id)).toContain(vessel);
    expect(await get<{ id: string }[]>(`/api/book/vessel?id=${vessel}`)).toHaveLength(1);
    const hidden = await post('/api/vessel', { name: 'MY Secret', isVisible: false });
    await get(`/api/book/vessel?id=${hidden.id}`, 404);
    await get('/api/book/vessel?id=00000000-0000-4000-8000-000000000000', 404);
    expect((await get<{ id: string }[]>('/api/book/vessel')).map((v) => v.id)).not.toContain(hidden.id);
  });

  it('add-ons: active supplements of the asset, mandatory first; nothing of a hidden asset', async () => {
    await post('/api/supplements', { name: 'Nitrox', resort, amount: 1500, mode: 'Absolute' });
    await post('/api/supplements', { name: 'Marine park fee', resort, amount: 1000, mandatory: true });
    await post('/api/supplements', { name: 'Old offer', resort, amount: 100, isActive: false });
    const addons = await get<{ name: string; amount: number; mandatory: boolean }[]>(`/api/book/addons?asset=${resort}`);
    const names = addons.map((a) => a.name);
    expect(names).toContain('Nitrox');
    expect(names).not.toContain('Old offer');
    expect(addons.findIndex((a) => a.name === 'Marine park fee')).toBeLessThan(names.indexOf('Nitrox'));
    expect(addons.find((a) => a.name === 'Nitrox')).toMatchObject({ amount: 1500, mandatory: false });
    await t.api.handle.db.execute(sql`UPDATE resorts SET is_visible = false WHERE id = ${resort}`);
    expect(await get(`/api/book/addons?asset=${resort}`)).toEqual([]);
    expect(await get(`/api/book/roomTypes?asset=${resort}`)).toEqual([]);
  });
});
