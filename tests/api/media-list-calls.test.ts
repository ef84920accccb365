// The media calls of api-calls 7.15 at the library's level (issue 38 item 4): the spec's "data
// upload" as POST at a record's data address, the kinds with their counts (GET /api/media/type)
// and several records with their data at once (GET /api/media/getWithData?ids=).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiFile } from '../helpers/api-file';
import { userWith } from './resources-fixtures';

const t = apiFile();

async function upload(file: Blob, name: string, folder?: string): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.set('file', file, name);
  if (folder) form.set('folder', folder);
  const res = await t.api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${t.admin}` } });
  expect(res.status).toBe(201);
  return res.json() as Promise<{ id: string; url: string }>;
}
const png = async (w: number, h: number) => new Blob([new Uint8Array(await sharp({ create: { width: w, height: h, channels: 4, background: '#0a0' } }).png().toBuffer())], { type: 'image/png' });

describe('media list-level calls', () => {
  it('POST /api/media/{id}/data replaces the bytes like PUT: new version, new type; media.update only', async () => {
    const pic = await upload(await png(20, 10), 'a.png');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 'a.jpg');
    const reader = await userWith(t.api, ['media.read']);
    const denied = await t.api.app.request(`/api/media/${pic.id}/data`, { method: 'POST', body: form, headers: { authorization: `Bearer ${reader}` } });
    expect(denied.status).toBe(403);
    const res = await t.api.app.request(`/api/media/${pic.id}/data`, { method: 'POST', body: form, headers: { authorization: `Bearer ${t.admin}` } });
    expect(res.status).toBe(200);
    const rec = await res.json() as { url: string; mimeType: string };
    expect(rec).toMatchObject({ mimeType: 'image/jpeg', url: `/api/media/${pic.id}/data?v=2` });
    expect((await t.api.app.request(rec.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('GET /api/media/type counts files and bytes per kind, every kind answered, per folder on request', async () => {
    const { data: folder } = await t.client().POST('/api/mediafolder', { body: { name: 'Kinds' } as never });
    const f = (folder as { id: string }).id;
    await upload(await png(4, 4), 'one.png', f);
    await upload(await png(5, 5), 'two.png', f);
    await upload(new Blob(['%PDF-1.4 x'], { type: 'application/pdf' }), 'doc.pdf', f);
    const { data, response } = await t.client().GET('/api/media/type', { params: { query: { folder: f } } });
    expect(response.status).toBe(200);
    expect(data!.map((k: { kind: string; count: number }) => [k.kind, k.count])).toEqual([['image', 2], ['document', 1], ['video', 0], ['other', 0]]);
    expect(data![0].sizeInBytes).toBeGreaterThan(0);
    const all = (await t.client().GET('/api/media/type', {})).data!;
    expect(all.find((k: { kind: string }) => k.kind === 'image')!.count).toBeGreaterThanOrEqual(2);
    const outsider = await userWith(t.api, ['bookings.read']);
    expect((await t.client({ token: outsider }).GET('/api/media/type', {})).response.status).toBe(403);
  });

  it('GET /api/media/getWithData answers several records with data URLs in the order asked; an unknown id is a 404', async () => {
    const a = await upload(await png(30, 20), 'a.png');
    const b = await upload(await png(7, 9), 'b.png');
    const { data, response } = await t.client().GET('/api/media/getWithData', { params: { query: { ids: `${b.id},${a.id}` } } });
    expect(response.status).toBe(200);
    expect(data!.map((m: { id: string; width: number | null; height: number | null }) => [m.id, m.width, m.height])).toEqual([[b.id, 7, 9], [a.id, 30, 20]]);
    expect(data![0].data.startsWith('data:image/png;base64,')).toBe(true);
    const ghost = '00000000-0000-4000-8000-00000000dead';
    const missing = await t.client().GET('/api/media/getWithData', { params: { query: { ids: `${a.id},${ghost}` } } });
    expect(missing.response.status).toBe(404);
    expect(JSON.stringify(missing.error)).toContain(ghost);
    expect((await t.client().GET('/api/media/getWithData', { params: { query: { ids: 'nonsense' } } })).response.status).toBe(400);
    // the single call still answers the same shape
    const one = await t.client().GET('/api/media/{id}/getWithData', { params: { path: { id: a.id } } });
    expect(one.data).toMatchObject({ id: a.id, width: 30, height: 20 });
  });
});
