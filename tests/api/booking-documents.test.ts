// Documents on a booking through the API (issue 16): the templates (list, render, render in
// another language), a generated document kept on the booking, uploads with their type and size
// limits, the bytes served back never as active content, delete, access, and the check-in QR code.
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, demo } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { userWith } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';

const t = apiFile();
let rooms: string[];
let customer: string;
type TDoc = { id: string; name: string; mimeType: string; source: string; template: string | null; url: string; sizeInBytes: number; width: number | null; height: number | null };

beforeAll(async () => {
  const r = await t.api.handle.db.execute(sql`SELECT r.id FROM rooms r JOIN room_types t ON t.id = r.room_type WHERE t.name ILIKE '%standard%' AND r.resort IS NOT NULL ORDER BY r.name`);
  rooms = (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
  const c = await t.api.call('POST', '/api/customers', { token: t.admin, body: { fullName: 'Erika Mustermann', email: 'erika@example.com' } });
  customer = ((await c.json()) as { id: string }).id;
  await t.api.call('POST', '/api/settings/group/company', { token: t.admin, body: { name: 'Tauchbasis Nord GmbH', city: 'Rostock', country: 'DE' } });
});

const json = async <T>(res: Response, status: number): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
let dayOffset = 0;
async function booking() {
  const from = addDays(demo('2027-08-01'), dayOffset);
  dayOffset += 3;
  const body = { customer, language: 'de', rooms: [{ room: rooms[0], dateFrom: from, dateTo: addDays(demo('2027-08-01'), dayOffset - 1), guests: [{ gender: 'u' }] }] };
  return json<{ id: string; bookingNo: string | null; reservationNo: string | null; offerNo: string | null }>(await t.api.call('POST', '/api/bookings', { token: t.admin, body }), 201);
}
function upload(id: string, bytes: Uint8Array | string, name: string, type: string, opts: { token?: string; optimize?: '0' | '1' } = {}) {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart], { type }), name);
  const q = opts.optimize ? `?optimize=${opts.optimize}` : '';
  return t.api.app.request(`/api/bookings/${id}/upload${q}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${opts.token ?? t.admin}` } });
}
const get = (path: string, token = t.admin) => t.api.app.request(path, { headers: { authorization: `Bearer ${token}` } });

describe('templates', () => {
  it('lists the templates, renders them as PDF (in the booking\'s language or another) and refuses the invoice before one is issued', async () => {
    const b = await booking();
    const list = await json<{ data: { id: string; available: boolean }[] }>(await t.api.call('GET', `/api/bookings/${b.id}/templates`, { token: t.admin }), 200);
    expect(list.data).toEqual([
      { id: 'confirmation', contentType: 'application/pdf', available: true },
      { id: 'voucher', contentType: 'application/pdf', available: true },
      { id: 'invoice', contentType: 'application/pdf', available: false },
    ]);
    const de = await get(`/api/bookings/${b.id}/templates/confirmation`);
    expect(de.status).toBe(200);
    expect(de.headers.get('content-type')).toBe('application/pdf');
    expect((await readPdf(new Uint8Array(await de.arrayBuffer()))).text).toMatch(/Buchungsbestätigung|Bestätigung/);
    const en = await t.api.call('POST', `/api/bookings/${b.id}/templates/confirmation`, { token: t.admin, body: { language: 'en' } });
    expect(en.status).toBe(200);
    expect((await readPdf(new Uint8Array(await en.arrayBuffer()))).text).toMatch(/[Cc]onfirmation/);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/templates/confirmation`, { token: t.admin, body: { language: 'fr' } })).status).toBe(400);
    expect((await get(`/api/bookings/${b.id}/templates/letter`)).status).toBe(400);
    const noInvoice = await get(`/api/bookings/${b.id}/templates/invoice`);
    expect(noInvoice.status).toBe(409);
    expect(((await noInvoice.json()) as { message: string }).message).toBe('NO_INVOICE');
    const inv = await json<{ number: string }>(await t.api.call('POST', `/api/bookings/${b.id}/invoice`, { token: t.admin, body: {} }), 201);
    expect((await json<{ data: { id: string; available: boolean }[] }>(await t.api.call('GET', `/api/bookings/${b.id}/templates`, { token: t.admin }), 200)).data[2].available).toBe(true);
    const pdf = await get(`/api/bookings/${b.id}/templates/invoice`);
    expect(pdf.status).toBe(200);
    expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text).toContain(inv.number);
  });

  it('keeps a generated document on the booking (store), lists it and serves it back', async () => {
    const b = await booking();
    const kept = await json<TDoc>(await t.api.call('POST', `/api/bookings/${b.id}/store?template=voucher&store=Voucher%20for%20the%20desk`, { token: t.admin }), 201);
    expect(kept).toMatchObject({ source: 'template', template: 'voucher', name: 'Voucher for the desk.pdf', mimeType: 'application/pdf' });
    const plain = await json<TDoc>(await t.api.call('POST', `/api/bookings/${b.id}/store?template=confirmation`, { token: t.admin }), 201);
    expect(plain.name).toMatch(/^confirmation-.+\.pdf$/);
    const list = await json<{ data: TDoc[] }>(await t.api.call('GET', `/api/bookings/${b.id}/documents`, { token: t.admin }), 200);
    expect(list.data.map((d) => d.id)).toEqual([plain.id, kept.id]);
    const res = await get(kept.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const text = (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
    expect(text).toContain(b.bookingNo ?? b.reservationNo ?? b.offerNo ?? '');
    expect((await t.api.call('POST', `/api/bookings/${b.id}/store?template=invoice`, { token: t.admin })).status).toBe(409);
    expect((await t.api.call('POST', `/api/bookings/${b.id}/store`, { token: t.admin })).status).toBe(400);
  });
});

describe('uploads', () => {
  it('optimises a photo (no metadata, at most 2560 px), keeps it with optimize=0, serves pictures inline and other files as downloads', async () => {
    const b = await booking();
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3388cc' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } }).toBuffer();
    const small = await json<TDoc>(await upload(b.id, new Uint8Array(photo), 'passport.jpg', 'image/jpeg'), 201);
    expect(small).toMatchObject({ source: 'upload', name: 'passport.jpg', mimeType: 'image/jpeg', width: 2560 });
    const res = await get(small.url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.includes('secret-owner')).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(2560);
    const raw = await json<TDoc>(await upload(b.id, new Uint8Array(photo), 'scan.jpg', 'image/jpeg', { optimize: '0' }), 201);
    expect(raw).toMatchObject({ width: 3000, sizeInBytes: photo.length });

    const pdf = await json<TDoc>(await upload(b.id, '%PDF-1.4\n%%EOF\n', 'ticket.pdf', 'application/pdf'), 201);
    const served = await get(pdf.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    const txt = await json<TDoc>(await upload(b.id, 'Flight LH 123, seat 12A', 'flight.txt', 'text/plain'), 201);
    const t = await get(txt.url);
    expect(t.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(t.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await t.text()).toBe('Flight LH 123, seat 12A');
  });

  it('refuses HTML, SVG and unknown bytes (415 in the error shape, whatever the name claims) and a file above the limit (413)', async () => {
    const b = await booking();
    for (const [body, name, type] of [
      ['<!doctype html><script>alert(1)</script>', 'photo.png', 'image/png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.svg', 'image/svg+xml'],
      ['<html><body>x</body></html>', 'notes.txt', 'text/plain'],
      [new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]), 'tool.bin', 'application/octet-stream'],
    ] as const) {
      const res = await upload(b.id, body, name, type);
      expect(res.status, name).toBe(415);
      expect(await res.json()).toMatchObject({ statusCode: 415, error: 'UnsupportedMediaTypeError', message: 'UNSUPPORTED_FILE_TYPE', path: `/api/bookings/${b.id}/upload` });
    }
    await json(await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { maxMediaFileSizeInKb: 1 } }), 200);
    try {
      const big = await upload(b.id, 'x'.repeat(2048), 'big.txt', 'text/plain');
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ statusCode: 413, error: 'PayloadTooLargeError', description: 'The limit is 1 KB' });
    } finally {
      await json(await t.api.call('POST', '/api/settings/group/general', { token: t.admin, body: { maxMediaFileSizeInKb: null } }), 200);
    }
    expect((await json<{ data: TDoc[] }>(await t.api.call('GET', `/api/bookings/${b.id}/documents`, { token: t.admin }), 200)).data).toEqual([]);
  });

  it('deletes an upload; readers may read but not upload or delete; strangers see nothing', async () => {
    const b = await booking();
    const doc = await json<TDoc>(await upload(b.id, 'hello', 'a.txt', 'text/plain'), 201);
    const reader = await userWith(t.api, ['bookings.read']);
    expect((await get(doc.url, reader)).status).toBe(200);
    expect((await upload(b.id, 'x', 'b.txt', 'text/plain', { token: reader })).status).toBe(403);
    expect((await t.api.call('DELETE', doc.url, { token: reader })).status).toBe(403);
    const nobody = await userWith(t.api, ['media.read']);
    expect((await get(doc.url, nobody)).status).toBe(403);
    expect((await t.api.app.request(doc.url)).status).toBe(401);
    const other = await booking();
    expect((await get(`/api/bookings/${other.id}/documents/${doc.id}`)).status).toBe(404);
    expect((await t.api.call('DELETE', doc.url, { token: t.admin })).status).toBe(204);
    expect((await get(doc.url)).status).toBe(404);
    expect((await t.api.call('DELETE', doc.url, { token: t.admin })).status).toBe(404);
  });
});

describe('check-in QR code', () => {
  it('encodes the booking number as SVG and PNG', async () => {
    const b = await booking();
    const qr = await json<{ reference: string; svg: string; png: string }>(await t.api.call('POST', `/api/bookings/${b.id}/qrcode`, { token: t.admin }), 200);
    const no = b.bookingNo ?? b.reservationNo ?? b.offerNo;
    expect(qr.reference).toBe(no);
    expect(qr.svg).toBe(await QRCode.toString(no!, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(qr.svg).not.toBe(await QRCode.toString(`${no}x`, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    const png = Buffer.from(qr.png.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 300, height: 300 });
    expect((await t.api.call('POST', `/api/bookings/${b.id}/qrcode`)).status).toBe(401);
  });
});
