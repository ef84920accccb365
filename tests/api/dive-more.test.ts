// Dive operations, second round (docs/decisions/dive.md): the liveaboard itinerary's dive slots and
// creating a day's dives from them, tomorrow's readiness problems on the staff dashboard, and the
// diver's log book (own entries only, JSON and PDF; staff print any diver's). Dates relative to
// the business clock, stopped at noon UTC.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TItinerary, TLogBook } from '../../lib/contract/dive-more';
import type { TDashboard } from '../../lib/contract/dashboard';
import { setClock, today } from '../../upstream/clock';
import { users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import { slotsOfDay } from '../../upstream/modules/dive/itinerary';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { readPdf } from '../helpers/pdf-read';
import { tokenOf, userWith } from './resources-fixtures';
import { post } from './schedules-fixtures';

let api: TTestApi;
let admin: string;
let day0: string;
const d = (n: number) => addDays(day0, n);
const ids: Record<string, string> = {};

async function call(method: string, path: string, body?: unknown, token = admin) {
  const res = await api.call(method, path, { token, body });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & { description?: string; message?: string } };
}

/** The text a PDF shows, read with pdf.js: one drawn piece (a table cell) a line. */
const pdfText = async (bytes: Uint8Array) => (await readPdf(new Uint8Array(bytes))).items;

async function customerLogin(customerId: string): Promise<string> {
  const email = `diver${Math.random().toString(36).slice(2, 10)}@example.com`;
  await api.handle.db.insert(users).values({ name: 'Diver', email, userType: 'Customer', scopes: ['customers.self'], customerId, passwordHash: await hashPassword('test-pass-1') });
  return tokenOf(api, email, 'test-pass-1');
}

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  day0 = today();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  ids.vessel = (await post(api, admin, '/api/vessel', { name: 'MV Manta', timezone: 'UTC' })).id;
  ids.otherVessel = (await post(api, admin, '/api/vessel', { name: 'MV Other', timezone: 'UTC' })).id;
  ids.tender = (await post(api, admin, '/api/diveboat', { name: 'Manta Tender', capacity: 12, vessel: ids.vessel })).id;
  ids.tour = (await post(api, admin, '/api/tours', { name: 'North Reefs', vessel: ids.vessel, nights: 4, diveSlots: ['14:30', '07:00', '10:30', '19:00'], arrivalDayDives: 1, departureDayDives: 0 })).id;
  ids.schedule = (await post(api, admin, '/api/schedules', { name: 'North Reefs week', tour: ids.tour, vessel: ids.vessel, dateFrom: d(1), dateTo: d(5) })).id;
  ids.resort = (await post(api, admin, '/api/resort', { name: 'Log Bay', timezone: 'UTC' })).id;
  const room = (await post(api, admin, '/api/rooms', { name: 'LB 1', type: 'Room', resort: ids.resort, availableBeds: 2 })).id;
  for (const n of ['Ola', 'Pia']) ids[n] = (await post(api, admin, '/api/customers', { fullName: `${n} Diver` })).id;
  const b = await post(api, admin, '/api/bookings', { title: 'Ola+Pia', rooms: [{ room, dateFrom: d(-3), dateTo: d(4), guests: ['Ola', 'Pia'].map((g) => ({ customer: ids[g], firstName: g, gender: 'f' })) }] }, 201);
  expect((await api.call('POST', `/api/bookings/${b.id}/confirm?withoutPrice=1`, { token: admin })).status).toBe(200);
  ids.site = (await post(api, admin, '/api/divesite', { name: 'Coral Garden', maxDepth: 18 })).id;
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('itinerary dive slots', () => {
  it('gives the arrival day its last n slots, full days all, the departure day its first n', () => {
    const pattern = { slots: ['19:00', '07:00', '10:30', '14:30'], arrivalDayDives: 1, departureDayDives: 0 };
    expect(slotsOfDay(pattern, 1, 5).map((s) => s.start)).toEqual(['19:00']);
    expect(slotsOfDay(pattern, 2, 5).map((s) => s.start)).toEqual(['07:00', '10:30', '14:30', '19:00']);
    expect(slotsOfDay(pattern, 5, 5)).toEqual([]);
    expect(slotsOfDay({ ...pattern, departureDayDives: 2 }, 5, 5).map((s) => s.slot)).toEqual([1, 2]);
  });

  it('shows the vessel day with its slots, and creates the day\'s dives in one step (only once)', async () => {
    const get = async (date: string) => {
      const r = await call('GET', `/api/dive/itinerary?date=${date}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body as unknown as TItinerary;
    };
    const arrival = (await get(d(1))).departures;
    expect(arrival).toHaveLength(1);
    expect(arrival[0]).toMatchObject({ day: 1, days: 5, kind: 'arrival', vessel: { name: 'MV Manta' }, tour: { name: 'North Reefs' } });
    expect(arrival[0].slots.map((s) => [s.slot, s.start, s.dive])).toEqual([[4, '19:00', null]]);
    expect((await get(d(5))).departures[0].slots).toEqual([]);
    expect((await get(d(6))).departures).toEqual([]);

    const made = await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(2) });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((made.body.created as string[]).length).toBe(4);
    const full = (await get(d(2))).departures[0];
    expect(full.slots.every((s) => s.dive)).toBe(true);
    const plan = await call('GET', `/api/dive/plan?date=${d(2)}`);
    const dives = (plan.body.boats as { boat: { name: string } | null; dives: { start: string; name: string }[] }[]);
    expect(dives.map((x) => x.boat?.name)).toEqual(['Manta Tender']);
    expect(dives[0].dives.map((x) => x.start)).toEqual(['07:00', '10:30', '14:30', '19:00']);
    expect(dives[0].dives[0].name).toBe('Dive 1 · North Reefs');

    const again = await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(2) });
    expect(again.body).toMatchObject({ created: [] });
    expect((again.body.existing as string[]).length).toBe(4);
    expect((await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(5) })).status).toBe(409);
    expect((await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(9) })).status).toBe(404);
  });

  it('keeps another vessel\'s staff out and refuses callers without the scope', async () => {
    const other = await userWith(api, ['diveplan.read', 'diveplan.create'], [{ ref: ids.otherVessel, type: 'vessel' }]);
    expect(((await call('GET', `/api/dive/itinerary?date=${d(2)}`, undefined, other)).body as unknown as TItinerary).departures).toEqual([]);
    expect((await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(3) }, other)).status).toBe(404);
    const reader = await userWith(api, ['diveplan.read']);
    expect((await call('POST', '/api/dive/itinerary', { schedule: ids.schedule, date: d(3) }, reader)).status).toBe(403);
  });
});

describe('readiness problems on the dashboard', () => {
  it('lists tomorrow\'s divers with what is missing, not those who are ready', async () => {
    ids.plan = (await post(api, admin, '/api/diveplan', { name: 'House reef', date: d(1), start: '09:00', diveSite: ids.site, resort: ids.resort })).id;
    for (const c of ['Ola', 'Pia']) expect((await call('POST', `/api/diveplan/${ids.plan}/divers`, { customer: ids[c] })).status).toBe(200);
    // Pia is ready: verified open water, medical and waiver signed today.
    const cert = await call('POST', `/api/dive/divers/${ids.Pia}/certifications`, { agency: 'PADI', level: 'openWater' });
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/verify`)).status).toBe(200);
    expect((await call('POST', `/api/dive/divers/${ids.Pia}`, { medicalDate: d(0), waiverDate: d(0) })).status).toBe(200);
    // Ola has an unverified certification and no forms.
    expect((await call('POST', `/api/dive/divers/${ids.Ola}/certifications`, { agency: 'SSI', level: 'advanced' })).status).toBe(200);
    const dash = await call('GET', '/api/dashboard');
    expect(dash.status).toBe(200);
    const panel = (dash.body as unknown as TDashboard).staff!.diveReadiness!;
    expect(panel.date).toBe(d(1));
    expect(panel.total).toBe(1);
    expect(panel.items[0]).toMatchObject({ customer: ids.Ola, name: 'Ola Diver', dive: { id: ids.plan, name: 'House reef', start: '09:00' }, problems: ['certificationUnverified', 'medicalMissing', 'waiverMissing'] });
  });

  it('shows nothing to a caller without dive access, and limits to the caller\'s assets', async () => {
    const desk = await userWith(api, ['bookings.read']);
    expect(((await call('GET', '/api/dashboard', undefined, desk)).body as unknown as TDashboard).staff!.diveReadiness).toBeNull();
    const elsewhere = await userWith(api, ['bookings.read', 'diveplan.read'], [{ ref: ids.otherVessel, type: 'vessel' }]);
    expect(((await call('GET', '/api/dashboard', undefined, elsewhere)).body as unknown as TDashboard).staff!.diveReadiness).toMatchObject({ items: [], total: 0 });
  });
});

describe('certification scans', () => {
  it('attaches a media library file to an unverified certification, and keeps a verified one\'s', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%scan\n'))], { type: 'application/pdf' }), 'card.pdf');
    const up = await api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(up.status, await up.clone().text()).toBe(201);
    const media = ((await up.json()) as { id: string }).id;
    const cert = await call('POST', `/api/dive/divers/${ids.Ola}/certifications`, { agency: 'NAUI', level: 'rescue' });
    const set = await call('POST', `/api/dive/certifications/${cert.body.id}/scan`, { media });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.media).toBe(media);
    const rec = await call('GET', `/api/dive/divers/${ids.Ola}`);
    expect((rec.body.certifications as { id: string; media: string | null }[]).find((c) => c.id === cert.body.id)?.media).toBe(media);
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/scan`, { media: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/verify`)).status).toBe(200);
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/scan`, { media: null })).status).toBe(409);
    const reader = await userWith(api, ['diveplan.read']);
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/scan`, { media: null }, reader)).status).toBe(403);
  });

  it('a scanned picture is a personal document: no login no bytes, never publicly cached, not deletable while used (issue 31)', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'card.png');
    const up = await api.app.request('/api/media/upload', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(up.status, await up.clone().text()).toBe(201);
    const media = ((await up.json()) as { id: string }).id;
    // A picture of the library is public until it becomes a scan.
    expect((await api.app.request(`/api/media/${media}/data`)).headers.get('cache-control')).toMatch(/^public/);
    const cert = await call('POST', `/api/dive/divers/${ids.Ola}/certifications`, { agency: 'SSI', level: 'advanced' });
    expect((await call('POST', `/api/dive/certifications/${cert.body.id}/scan`, { media })).status).toBe(200);
    expect((await api.app.request(`/api/media/${media}/data`)).status).toBe(401);
    const nobody = await userWith(api, ['bookings.read']);
    expect((await api.app.request(`/api/media/${media}/data`, { headers: { authorization: `Bearer ${nobody}` } })).status).toBe(404);
    const diver = await userWith(api, ['diveplan.read']);
    const seen = await api.app.request(`/api/media/${media}/data`, { headers: { authorization: `Bearer ${diver}` } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await api.app.request(`/api/media/${media}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } })).status).toBe(409);
  });
});

describe('log book', () => {
  it('gives a customer their own entries only, numbered oldest first, and prints them', async () => {
    const log = (customer: string, date: string, depth: number, comment: string) => post(api, admin, '/api/divelog', { customer, date, start: '09:00', diveSite: ids.site, depth, airMix: 'Air', comment, resort: ids.resort });
    await log(ids.Ola, d(-2), 12, 'Turtle at the drop-off');
    await log(ids.Ola, d(-1), 18.5, 'Second dive');
    await log(ids.Pia, d(-1), 30, 'Pia secret dive');
    const ola = await customerLogin(ids.Ola);
    const r = await call('GET', '/api/divelog/self', undefined, ola);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const book = r.body as unknown as TLogBook;
    expect(book).toMatchObject({ customer: ids.Ola, name: 'Ola Diver', total: 2, maxDepth: 18.5 });
    expect(book.entries.map((e) => [e.number, e.date, e.site, e.depth])).toEqual([[1, d(-2), 'Coral Garden', 12], [2, d(-1), 'Coral Garden', 18.5]]);

    const res = await api.call('GET', '/api/divelog/self/pdf', { token: ola });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Dive log book: Ola Diver');
    expect(text).toContain('Turtle at the drop-off');
    expect(text).not.toContain('Pia secret dive');
  });

  it('attack: a customer never reaches another diver\'s log book, nor staff calls', async () => {
    const ola = await customerLogin(ids.Ola);
    for (const path of [`/api/dive/divers/${ids.Pia}/logbook`, `/api/dive/divers/${ids.Pia}/logbook/pdf`, `/api/divelog?customer=${ids.Pia}`]) {
      expect((await call('GET', path, undefined, ola)).status, path).toBe(403);
    }
    const own = (await call('GET', '/api/divelog/self?customer=' + ids.Pia, undefined, ola)).body as unknown as TLogBook;
    expect(own.customer).toBe(ids.Ola);
    expect(own.entries.every((e) => e.comment !== 'Pia secret dive')).toBe(true);
    // Staff without a customer record have no own log book; anonymous callers none at all.
    expect((await call('GET', '/api/divelog/self')).status).toBe(404);
    expect((await api.call('GET', '/api/divelog/self', {})).status).toBe(401);
  });

  it('lets staff print a diver\'s log book within their assets', async () => {
    const r = await call('GET', `/api/dive/divers/${ids.Pia}/logbook`);
    expect((r.body as unknown as TLogBook).entries.map((e) => e.comment)).toEqual(['Pia secret dive']);
    const res = await api.call('GET', `/api/dive/divers/${ids.Pia}/logbook/pdf`, { token: admin });
    expect(await pdfText(Buffer.from(await res.arrayBuffer()))).toContain('Pia secret dive');
    const elsewhere = await userWith(api, ['divelog.read'], [{ ref: ids.otherVessel, type: 'vessel' }]);
    expect(((await call('GET', `/api/dive/divers/${ids.Pia}/logbook`, undefined, elsewhere)).body as unknown as TLogBook).entries).toEqual([]);
    expect((await call('GET', '/api/dive/divers/00000000-0000-4000-8000-000000000000/logbook')).status).toBe(404);
  });
});
