// api-calls 7.12, the rest: staff make the guest forms of a booking in one step, see who has not
// answered, print a form, link it to a customer, fill it in from the customer, compare it with the
// customer; the statistics, the kinds, the caller's own forms; a switched-off link opens nothing.
// Refused: a caller without the guest-form scope (403), another agency's booking (404).
import { describe, expect, it } from 'vitest';
import { daysFromNow } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { DEMO_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { apiFile } from '../helpers/api-file';

type TJson = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const t = apiFile({ users: ['staff', 'agency', 'customer'] });

let n = 0;
async function call(method: string, path: string, body?: unknown, status = 200, token = t.admin): Promise<TJson> {
  const res = await t.api.call(method, path, { token, body });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as TJson;
}
const room = async () => (await call('POST', '/api/rooms', { name: `Form room ${++n}`, type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 3 })).id as string;
async function booking(from: number, guests: TJson[], token = t.admin): Promise<TJson> {
  return call('POST', '/api/bookings', { rooms: [{ room: await room(), dateFrom: daysFromNow(from), dateTo: daysFromNow(from + 3), guests }] }, 201, token);
}
const tokenOfForm = async (id: string) => ((await call('GET', `/api/guestform/${id}/links`)).links[0].path as string).split('/').pop()!;
const version = async (id: string) => (await call('GET', `/api/bookings/${id}/detail`)).version as number;

describe('the guest forms of a booking', () => {
  it('made in one step for every guest without one, who has answered, one guest\'s form, the booking\'s history', async () => {
    const kai = await call('POST', '/api/customers', { fullName: 'Kai Sund', email: 'kai.sund@example.com', masterData: { firstName: 'Kai', lastName: 'Sund', birthday: '1980-04-02', nationality: 'DE' }, contact: { email: 'kai.sund@example.com' }, passport: { number: 'C01X00T47' } });
    const b = await booking(40, [{ customer: kai.id, firstName: 'Kai', lastName: 'Sund' }, { firstName: 'Lea', lastName: 'Sund' }, {}]);
    const before = await call('GET', `/api/guestform/rooms?booking=${b.id}`);
    expect(before).toMatchObject({ booking: b.id, guests: 3, forms: 0, missing: 3, unanswered: 3 });
    expect(before.rooms[0].guests.map((g: TJson) => [g.name, g.customer, g.form])).toEqual([['Kai Sund', kai.id, null], ['Lea Sund', null, null], ['Guest 3', null, null]]);

    const v0 = await version(b.id);
    const made = await call('POST', `/api/guestform/addToBooking/${b.id}`);
    expect(made.existing).toBe(0);
    expect(made.created.map((f: TJson) => [f.name, f.customer, f.booking, f.status, f.linkActive])).toEqual([
      ['Kai Sund', kai.id, b.id, 'open', true], ['Lea Sund', null, b.id, 'open', true], ['Guest 3', null, b.id, 'open', true]]);
    expect(await version(b.id)).toBe(v0 + 1);
    // Once more: nothing missing, nothing made, no new version.
    expect(await call('POST', `/api/guestform/addToBooking/${b.id}`)).toEqual({ created: [], existing: 3 });
    expect(await version(b.id)).toBe(v0 + 1);

    const [kaiForm, leaForm] = made.created as TJson[];
    expect((await call('POST', `/api/guestform/customer/${kai.id}/${b.id}`)).id).toBe(kaiForm.id);
    const stranger = await call('POST', '/api/customers', { fullName: 'Not A Guest' });
    expect((await call('POST', `/api/guestform/customer/${stranger.id}/${b.id}`, undefined, 409)).error).toBe('ConflictError');

    const leaToken = await tokenOfForm(leaForm.id);
    await call('POST', `/api/guestform/${leaForm.id}?token=${leaToken}`, { data: { firstName: 'Lea', lastName: 'Sund', birthday: '1982-07-09', email: 'lea@example.com' } }, 200, '');
    const after = await call('GET', `/api/guestform/rooms?booking=${b.id}`);
    expect(after).toMatchObject({ missing: 0, unanswered: 2 });
    expect(after.rooms[0].guests.map((g: TJson) => [g.name, g.answered, g.form.status])).toEqual([['Kai Sund', false, 'open'], ['Lea Sund', true, 'submitted'], ['Guest 3', false, 'open']]);

    // The booking's customer who is no guest in a room gets a form of their own too.
    const lead = await call('POST', '/api/customers', { fullName: 'Lead Booker' });
    const b2 = await call('POST', '/api/bookings', { customer: lead.id, rooms: [{ room: await room(), dateFrom: daysFromNow(44), dateTo: daysFromNow(46), guests: [{ firstName: 'Mo' }] }] }, 201);
    expect(await call('POST', `/api/guestform/customer/${lead.id}/${b2.id}`, undefined, 201)).toMatchObject({ name: 'Lead Booker', customer: lead.id, booking: b2.id });
  });

  it('fills in from the customer, compares with it, links a form to a customer, prints it', async () => {
    const kai = await call('POST', '/api/customers', { fullName: 'Ida Wal', email: 'ida.wal@example.com', masterData: { firstName: 'Ida', lastName: 'Wal', birthday: '1975-01-20', nationality: 'NL' }, contact: { email: 'ida.wal@example.com', phone: '+31 20 123' }, passport: { number: 'NL998877' } });
    const other = await call('POST', '/api/customers', { fullName: 'Tom Wal', email: 'tom.wal@example.com', masterData: { firstName: 'Tom', lastName: 'Wal', birthday: '1974-03-03' } });
    const b = await booking(50, [{ customer: kai.id, firstName: 'Ida', lastName: 'Wal' }, { firstName: 'Tom', lastName: 'Wal' }]);
    const { created: [ida, tom] } = await call('POST', `/api/guestform/addToBooking/${b.id}`);

    const idaToken = await tokenOfForm(ida.id);
    await call('POST', `/api/guestform/${ida.id}?token=${idaToken}`, { data: { firstName: 'Ida', lastName: 'Wal', birthday: '1975-01-20', email: 'ida.new@example.com' } }, 200, '');
    const appended = await call('POST', `/api/guestform/${ida.id}/appendMissingFields`);
    expect(appended.appended.sort()).toEqual(['nationality', 'passportNo', 'phone']);
    expect(appended.form.data).toMatchObject({ email: 'ida.new@example.com', nationality: 'NL', passportNo: 'NL998877', phone: '+31 20 123' });
    expect(appended.form.status).toBe('submitted');
    expect((await call('POST', `/api/guestform/${ida.id}/appendMissingFields`)).appended).toEqual([]);
    expect((await call('POST', `/api/guestform/${tom.id}/appendMissingFields`, undefined, 409)).error).toBe('ConflictError');

    const diff = await call('GET', `/api/guestform/diff/${ida.id}`);
    expect(diff.customer).toBe(kai.id);
    const field = (k: string) => diff.fields.find((f: TJson) => f.key === k);
    expect(field('email')).toEqual({ key: 'email', answer: 'ida.new@example.com', customer: 'ida.wal@example.com', changes: true });
    expect(field('firstName')).toMatchObject({ answer: 'Ida', customer: 'Ida', changes: false });
    expect((await call('GET', `/api/guestform/diff/${tom.id}`)).fields.every((f: TJson) => f.customer === null && !f.changes)).toBe(true);

    // Tom, named only by name on the booking, answers; his customer record is found and linked.
    const tomToken = await tokenOfForm(tom.id);
    await call('POST', `/api/guestform/${tom.id}?token=${tomToken}`, { data: { firstName: 'Tom', lastName: 'Wal', birthday: '1974-03-03' } }, 200, '');
    const linked = await call('GET', `/api/guestform/${tom.id}/linked`);
    expect(linked).toEqual({ customer: null, candidates: [{ id: other.id, fullName: 'Tom Wal', email: 'tom.wal@example.com', birthday: '1974-03-03' }] });
    const v0 = await version(b.id);
    expect((await call('POST', `/api/guestform/${tom.id}/linked`, { customer: other.id })).customer).toBe(other.id);
    expect(await version(b.id)).toBe(v0 + 1);
    expect(await call('GET', `/api/guestform/${tom.id}/linked`)).toMatchObject({ customer: { id: other.id }, candidates: [] });
    // Ida's customer has a form on the booking already.
    expect((await call('POST', `/api/guestform/${tom.id}/linked`, { customer: kai.id }, 409)).description).toContain(ida.id);
    const bulk = await call('POST', '/api/guestform/appendMissingFields', { booking: b.id });
    expect(bulk).toEqual({ forms: 2, changed: [] });
    await call('POST', `/api/guestform/${ida.id}/syncWithCustomer`);
    expect((await call('POST', `/api/guestform/${ida.id}/linked`, { customer: null }, 409)).error).toBe('ConflictError');

    const pdf = await t.api.call('GET', `/api/guestform/${ida.id}/print?lang=en`, { token: t.admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { text } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Guest form: Ida Wal');
    expect(text).toContain('Booking ');
    expect(text).toContain('copied into customer');
    expect(text).toContain('Passport number');
    expect(text).toContain('NL998877');
    expect(text).toContain('Dietary requirements');
    const blank = await readPdf(new Uint8Array(await (await t.api.call('GET', `/api/guestform/${tom.id}/print?lang=de`, { token: t.admin })).arrayBuffer()));
    expect(blank.text).toContain('Reisepassnummer');
    expect(blank.text).toContain('Open Water');
  });
});

describe('a form made without a booking, statistics, kinds, own forms, switched-off links', () => {
  it('joins a booking once; statistics count the forms of the arrivals asked for', async () => {
    const b = await booking(60, [{ firstName: 'Ana', lastName: 'Rio' }]);
    const loose = await call('POST', '/api/guestform', { name: 'Ana Rio' });
    expect(loose.booking).toBeNull();
    expect(await call('POST', `/api/guestform/${loose.id}/addToBooking`, { booking: b.id })).toMatchObject({ id: loose.id, booking: b.id });
    expect((await call('GET', `/api/guestform/rooms?booking=${b.id}`)).rooms[0].guests[0].form.id).toBe(loose.id);
    expect(await call('POST', `/api/guestform/addToBooking/${b.id}`)).toEqual({ created: [], existing: 1 });
    const b2 = await booking(61, [{ firstName: 'Eva' }]);
    expect((await call('POST', `/api/guestform/${loose.id}/addToBooking`, { booking: b2.id }, 409)).error).toBe('ConflictError');
    expect((await call('POST', `/api/guestform/${loose.id}/addToBooking`, { booking: b2.id, extra: 1 }, 400)).error).toBe('ValidationError');

    const token = await tokenOfForm(loose.id);
    await call('POST', `/api/guestform/${loose.id}?token=${token}`, { data: { firstName: 'Ana', lastName: 'Rio', birthday: '1990-02-02' } }, 200, '');
    await call('POST', `/api/guestform/addToBooking/${b2.id}`);
    const stats = await call('GET', `/api/guestform/statistics?from=${daysFromNow(60)}&to=${daysFromNow(61)}`);
    expect(stats).toEqual({ total: 2, open: 1, submitted: 1, synced: 0, linkOff: 0, withoutBooking: 0, answeredPercent: 50 });
    expect((await call('GET', '/api/guestform/statistics')).total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', `/api/guestform/statistics?from=${daysFromNow(62)}&to=${daysFromNow(62)}`)).answeredPercent).toBeNull();

    const types = await call('GET', '/api/guestform/types');
    expect(types.types).toEqual([{ type: 'single', default: true }, { type: 'multi', default: false }]);
    expect(types.elements.map((e: TJson) => e.key)).toContain('passportNo');
    expect(types.files.map((f: TJson) => f.key)).toContain('certificationCard');
    expect(types.maxGuestFormFileSizeinKb).toBe(256);
  });

  it('a switched-off link answers like a wrong token until it is on again', async () => {
    const form = await call('POST', '/api/guestform', { name: 'Switch Me' });
    const token = await tokenOfForm(form.id);
    expect((await t.api.call('GET', `/api/guestform/${form.id}?token=${token}`)).status).toBe(200);
    expect((await call('POST', `/api/guestform/${form.id}`, { linkActive: false })).linkActive).toBe(false);
    const off = await t.api.call('GET', `/api/guestform/${form.id}?token=${token}`);
    const wrong = await t.api.call('GET', `/api/guestform/${form.id}?token=${'0'.repeat(64)}`);
    expect(off.status).toBe(404);
    expect(wrong.status).toBe(404);
    const [a, w] = [await off.json() as TJson, await wrong.json() as TJson];
    expect({ ...a, timestamp: 0 }).toEqual({ ...w, timestamp: 0 });
    expect((await t.api.call('POST', `/api/guestform/${form.id}?token=${token}`, { body: { data: {} } })).status).toBe(404);
    expect((await call('GET', '/api/guestform/statistics')).linkOff).toBeGreaterThanOrEqual(1);
    await call('POST', `/api/guestform/${form.id}`, { linkActive: true });
    expect((await t.api.call('GET', `/api/guestform/${form.id}?token=${token}`)).status).toBe(200);
  });

  it('self lists the caller\'s own forms with their links; staff-only calls are refused', async () => {
    const mine = await call('POST', '/api/guestform', { name: 'Demo Customer Form', customer: DEMO_CUSTOMER_ID });
    const own = await call('GET', '/api/guestform/self', undefined, 200, t.token.customer);
    expect(own.map((f: TJson) => f.id)).toContain(mine.id);
    expect(own.every((f: TJson) => f.customer === DEMO_CUSTOMER_ID)).toBe(true);
    expect(own.find((f: TJson) => f.id === mine.id).link).toMatch(new RegExp(`^/guestform/${mine.id}/[0-9a-f]{64}$`));
    expect(await call('GET', '/api/guestform/self', undefined, 200, t.token.agency)).toEqual([]);
    expect((await t.api.call('GET', '/api/guestform/self', { token: t.token.staff })).status).toBe(403);
    expect((await t.api.call('GET', '/api/guestform/self')).status).toBe(401);
  });
});

describe('refused', () => {
  it('without the guest-form scope 403, another agency\'s booking 404, an agency on its own booking', async () => {
    const theirs = await booking(70, [{ firstName: 'Ole' }]);
    const own = await booking(71, [{ firstName: 'Pia' }, { firstName: 'Jon' }], t.token.agency);
    // staff@example.com reads bookings and customers (customers.read reads guest forms) but changes nothing.
    expect((await call('GET', `/api/guestform/rooms?booking=${theirs.id}`, undefined, 200, t.token.staff)).guests).toBe(1);
    for (const [method, path, body] of [
      ['POST', `/api/guestform/addToBooking/${theirs.id}`], ['POST', '/api/guestform/appendMissingFields', { booking: theirs.id }],
    ] as const) expect((await t.api.call(method, path, { token: t.token.staff, body })).status, path).toBe(403);
    expect((await t.api.call('POST', `/api/guestform/addToBooking/${theirs.id}`, { token: t.token.customer })).status).toBe(403);
    expect((await t.api.call('GET', '/api/guestform/statistics')).status).toBe(401);

    expect((await call('POST', `/api/guestform/addToBooking/${theirs.id}`, undefined, 404, t.token.agency)).error).toBe('NotFoundError');
    expect((await call('GET', `/api/guestform/rooms?booking=${theirs.id}`, undefined, 404, t.token.agency)).error).toBe('NotFoundError');
    const made = await call('POST', `/api/guestform/addToBooking/${own.id}`, undefined, 200, t.token.agency);
    expect(made.created.map((f: TJson) => f.name)).toEqual(['Pia', 'Jon']);
    const adminsForm = (await call('POST', `/api/guestform/addToBooking/${theirs.id}`)).created[0];
    expect((await t.api.call('GET', `/api/guestform/${adminsForm.id}/print`, { token: t.token.agency })).status).toBe(404);
    expect((await t.api.call('GET', `/api/guestform/diff/${adminsForm.id}`, { token: t.token.agency })).status).toBe(404);
    expect((await t.api.call('POST', `/api/guestform/${adminsForm.id}/addToBooking`, { token: t.token.agency, body: { booking: own.id } })).status).toBe(404);
    expect((await call('GET', '/api/guestform/self', undefined, 200, t.token.agency)).map((f: TJson) => f.id).sort()).toEqual(made.created.map((f: TJson) => f.id).sort());
    // The link switch is the operator's: an agency's try leaves the link on.
    const switched = await t.api.call('POST', `/api/guestform/${made.created[0].id}`, { token: t.token.agency, body: { linkActive: false } });
    expect(switched.status).not.toBe(500);
    expect((await call('GET', `/api/guestform/${made.created[0].id}`)).linkActive).toBe(true);
    // The agency's own form may not join the operator's booking.
    const loose = await call('POST', '/api/guestform', { name: 'Loose' }, 200, t.token.agency);
    expect((await t.api.call('POST', `/api/guestform/${loose.id}/addToBooking`, { token: t.token.agency, body: { booking: theirs.id } })).status).toBe(404);
  });
});

describe('file answers', () => {
  const send = (path: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, token?: string) => {
    const form = new FormData();
    form.set('file', new File([bytes], name, { type }));
    return t.api.app.request(path, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };
  it('up to maxGuestFormFileSizeinKb, typed by their bytes, served as a download, with the token or the form\'s rights', async () => {
    const sharp = (await import('sharp')).default;
    const png: Uint8Array<ArrayBuffer> = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer());
    const form = await call('POST', '/api/guestform', { name: 'File Guest' });
    const token = await tokenOfForm(form.id);
    const base = `/api/guestform/${form.id}/files`;

    const sent = await send(`${base}/certificationCard?token=${token}`, png, 'card.html', 'text/html');
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ key: 'certificationCard', name: 'card.html', mimeType: 'image/png' });
    const big = await send(`${base}/passportCopy?token=${token}`, new Uint8Array(257 * 1024).fill(65), 'big.pdf', 'application/pdf');
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ statusCode: 413, error: 'PayloadTooLargeError', description: 'The limit is 256 KB' });
    const html = await send(`${base}/passportCopy?token=${token}`, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'x.png', 'image/png');
    expect(html.status).toBe(415);
    expect((await send(`${base}/unknownKey?token=${token}`, png, 'a.png', 'image/png')).status).toBe(400);
    expect((await send(`${base}/passportCopy?token=${'1'.repeat(64)}`, png, 'a.png', 'image/png')).status).toBe(404);
    expect((await send(`${base}/passportCopy`, png, 'a.png', 'image/png')).status).toBe(401);

    const listed = await call('GET', `${base}?token=${token}`, undefined, 200, '');
    expect(listed.map((f: TJson) => f.key)).toEqual(['certificationCard']);
    const got = await t.api.call('GET', `${base}/certificationCard`, { token: t.admin });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...new Uint8Array(await got.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // The operator's form is not the agency's; a switched-off link opens no file.
    expect((await t.api.call('GET', `${base}/certificationCard`, { token: t.token.agency })).status).toBe(404);
    expect((await t.api.call('GET', `${base}/certificationCard`, { token: t.token.customer })).status).toBe(404);
    await call('POST', `/api/guestform/${form.id}`, { linkActive: false });
    expect((await t.api.call('GET', `${base}/certificationCard?token=${token}`)).status).toBe(404);
  });
});
