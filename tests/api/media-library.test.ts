// The media library: uploads (pictures turned upright, scaled and stripped of metadata by sharp;
// the size limit from the settings), the bytes served with their type and never as active
// content, folders and moving, the picture and kind lists, one record with its data, and the
// owner's rules on the generic /api/media calls.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();

type TMedia = { id: string; name: string; kind: string; mimeType: string; sizeInBytes: number; url: string; folder: string | null };

async function upload(file: Blob, name: string, opts: { token?: string; folder?: string } = {}): Promise<Response> {
  const form = new FormData();
  form.set('file', file, name);
  if (opts.folder) form.set('folder', opts.folder);
  return t.api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${opts.token ?? t.admin}` } });
}
const ok = async <T = TMedia>(res: Response, status = 200): Promise<T> => {
  if (res.status !== status) throw new Error(`${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
};

/** A 4000×3000 camera picture, stored sideways (EXIF orientation 6), with the owner in its EXIF block. */
async function cameraJpeg(): Promise<Blob> {
  const buf = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg().withMetadata({ orientation: 6 }).withExifMerge({ IFD0: { Make: 'DiveCam', Copyright: 'secret-owner' } }).toBuffer();
  expect((await sharp(buf).metadata()).orientation).toBe(6);
  return new Blob([new Uint8Array(buf)], { type: 'image/jpeg' });
}

describe('upload and serving', () => {
  it('turns a picture upright, scales it to 2560 px and drops its metadata; serves it publicly with long caching', async () => {
    const rec = await ok(await upload(await cameraJpeg(), 'reef.jpg'), 201);
    expect(rec).toMatchObject({ name: 'reef.jpg', kind: 'image', mimeType: 'image/jpeg', url: `/api/media/${rec.id}/data?v=1` });
    const res = await t.api.app.request(rec.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(rec.sizeInBytes);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1920, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('never serves an uploaded SVG or HTML page as active content on our origin', async () => {
    const svg = await ok(await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>'], { type: 'image/svg+xml' }), 'x.svg'), 201);
    expect(svg).toMatchObject({ kind: 'image', mimeType: 'image/svg+xml' });
    const s = await t.api.app.request(`/api/media/${svg.id}/data`);
    expect(s.headers.get('content-security-policy')).toContain('sandbox');
    expect(s.headers.get('content-security-policy')).toContain("default-src 'none'");
    // An HTML page claimed to be a picture: the bytes decide, and it is a download behind a login.
    const html = await ok(await upload(new Blob(['<!doctype html><script>fetch("/api/users/self")</script>'], { type: 'image/png' }), 'photo.png'), 201);
    expect(html).toMatchObject({ kind: 'document', mimeType: 'text/html' });
    expect((await t.api.app.request(`/api/media/${html.id}/data`)).status).toBe(401);
    const h = await t.api.app.request(`/api/media/${html.id}/data`, { headers: { authorization: `Bearer ${t.admin}` } });
    expect(h.status).toBe(200);
    expect(h.headers.get('content-disposition')).toMatch(/^attachment; filename="photo.png"/);
    expect(h.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(h.headers.get('cache-control')).toMatch(/^private/);
  });

  it('keeps to the size limit of the settings and refuses empty files and callers without media.create', async () => {
    await ok(await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { maxMediaFileSizeInKb: 1 } }));
    const big = await upload(new Blob([Buffer.alloc(2048, 65)], { type: 'text/plain' }), 'big.txt');
    expect(big.status).toBe(413);
    expect((await big.json()).description).toBe('The limit is 1 KB');
    await ok(await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { maxMediaFileSizeInKb: null } }));
    expect((await upload(new Blob([]), 'empty.txt')).status).toBe(400);
    const reader = await userWith(t.api, ['media.read']);
    expect((await upload(new Blob(['hello']), 'a.txt', { token: reader })).status).toBe(403);
    expect((await t.api.app.request('/api/media/upload', { method: 'POST', body: new FormData(), headers: { authorization: `Bearer ${t.admin}` } })).status).toBe(400);
  });
});

describe('library calls', () => {
  it('moves files into folders, lists pictures and kinds, answers one record with its data and replaces data with a new version', async () => {
    const folder = await ok<{ id: string }>(await t.api.call('POST', '/api/mediafolder', { token: t.admin, body: { name: 'Rooms' } }));
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00' } }).png().toBuffer();
    const pic = await ok(await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'room.png'), 201);
    const doc = await ok(await upload(new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'terms.pdf'), 201);
    expect(doc).toMatchObject({ kind: 'document', mimeType: 'application/pdf' });
    expect(await ok(await t.api.call('POST', '/api/media/moveMediaToFolder', { token: t.admin, body: { ids: [pic.id, doc.id], folder: folder.id } }))).toEqual({ moved: 2 });
    expect((await t.api.call('POST', '/api/media/moveMediaToFolder', { token: t.admin, body: { ids: [pic.id], folder: '00000000-0000-4000-8000-000000000000' } })).status).toBe(400);
    const images = await ok<TMedia[]>(await t.api.call('GET', `/api/media/images?folder=${folder.id}`, { token: t.admin }));
    expect(images.map((m) => m.id)).toEqual([pic.id]);
    const docs = await ok<TMedia[]>(await t.api.call('GET', `/api/media/type/document?folder=${folder.id}`, { token: t.admin }));
    expect(docs.map((m) => m.id)).toEqual([doc.id]);
    expect((await t.api.call('GET', '/api/media/type/nonsense', { token: t.admin })).status).toBe(400);
    const withData = await ok<TMedia & { data: string; width: number; height: number }>(await t.api.call('GET', `/api/media/${pic.id}/getWithData`, { token: t.admin }));
    expect(withData).toMatchObject({ id: pic.id, width: 40, height: 30, folder: folder.id });
    expect(withData.data.startsWith('data:image/png;base64,')).toBe(true);
    // A folder in use is not deleted; new bytes get a new address.
    expect((await t.api.call('DELETE', `/api/mediafolder/${folder.id}`, { token: t.admin })).status).toBe(409);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await sharp(png).jpeg().toBuffer())], { type: 'image/jpeg' }), 'room.jpg');
    const replaced = await ok(await t.api.app.request(`/api/media/${pic.id}/data`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${t.admin}` } }));
    expect(replaced).toMatchObject({ mimeType: 'image/jpeg', url: `/api/media/${pic.id}/data?v=2` });
    expect((await t.api.app.request(replaced.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps kind, type, size and url with the stored bytes; creates only by upload; deletes the bytes with the record', async () => {
    const rec = await ok(await upload(new Blob(['plain words'], { type: 'text/plain' }), 'notes.txt'), 201);
    const refused = await t.api.call('POST', `/api/media/${rec.id}`, { token: t.admin, body: { mimeType: 'text/html' } });
    expect(refused.status).toBe(400);
    expect(await ok(await t.api.call('POST', `/api/media/${rec.id}`, { token: t.admin, body: { name: 'Notes.txt', tags: ['office'] } }))).toMatchObject({ name: 'Notes.txt', mimeType: 'text/plain' });
    expect((await t.api.call('POST', '/api/media', { token: t.admin, body: { name: 'ghost.jpg' } })).status).toBe(404);
    expect((await t.api.call('POST', `/api/media/${rec.id}/copy`, { token: t.admin })).status).toBe(409);
    expect((await t.api.call('DELETE', `/api/media/${rec.id}`, { token: t.admin })).status).toBeLessThan(300);
    expect((await t.api.app.request(`/api/media/${rec.id}/data`, { headers: { authorization: `Bearer ${t.admin}` } })).status).toBe(404);
  });
});

describe('pictures of rooms, assets, tours and products come from the library', () => {
  it('takes media library addresses and refuses other links', async () => {
    const pic = await ok(await upload(new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer())], { type: 'image/png' }), 'cabin.png'), 201);
    const bad = await t.api.call('POST', '/api/tours', { token: t.admin, body: { name: 'Reef week', images: ['https://elsewhere.example/cabin.png'] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields[0].path).toBe('images.0');
    const tour = await ok<{ id: string; images: string[] }>(await t.api.call('POST', '/api/tours', { token: t.admin, body: { name: 'Reef week', images: [pic.url] } }));
    expect(tour.images).toEqual([pic.url]);
    expect((await t.api.app.request(tour.images[0])).headers.get('content-type')).toBe('image/png');
  });

  it('refuses to delete a file in use (409 naming where), and deletes it once nothing uses it', async () => {
    const pic = await ok(await upload(new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00a' } }).png().toBuffer())], { type: 'image/png' }), 'reef.png'), 201);
    const tour = await ok<{ id: string }>(await t.api.call('POST', '/api/tours', { token: t.admin, body: { name: 'Wreck week', images: [pic.url] } }));
    const tpl = await ok<{ id: string }>(await t.api.call('POST', '/api/mail/template', { token: t.admin, body: { name: 'With picture', subject: { en: 'Hi' }, body: { en: `<img src="${pic.url}">` } } }));
    const refused = await t.api.call('DELETE', `/api/media/${pic.id}`, { token: t.admin });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; message: string; statusCode: number; description: string };
    expect(body).toMatchObject({ error: 'ConflictError', message: 'MEDIA_IN_USE', statusCode: 409 });
    expect(body.description).toContain('tours "Wreck week" (images)');
    expect(body.description).toContain('mailtemplate "With picture" (body)');
    expect((await t.api.app.request(`/api/media/${pic.id}/data`)).status).toBe(200);
    await ok(await t.api.call('POST', `/api/tours/${tour.id}`, { token: t.admin, body: { images: [] } }));
    await ok(await t.api.call('DELETE', `/api/mail/template/${tpl.id}`, { token: t.admin }));
    expect((await t.api.call('DELETE', `/api/media/${pic.id}`, { token: t.admin })).status).toBeLessThan(300);
    expect((await t.api.app.request(`/api/media/${pic.id}/data`)).status).toBe(404);
  });
});
