// The customers domain (issue 18, api-calls 7.11): history and diff, meta, references, stays,
// statistics, birthdays, the dashboard, the one-round-trip view and the list search by phone,
// passport and booking number. Dates relative to the business clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../helpers/pdf-read';
import { addDays, daysFromNow } from '../helpers/dates';
import { expectJson, callAs, type TCaller } from '../attack/personas';
import { sid } from '../../upstream/db/seed/resources-ids';
import { today } from '../../upstream/clock';
import { apiFile } from '../helpers/api-file';

type TRec = Record<string, unknown> & { id: string };
const t = apiFile({ personas: true });
const as = (c: TCaller, method: string, path: string, body?: unknown) => callAs(t.api, c, method, path, body);
const ok = <T = TRec>(res: Response, status = 200) => expectJson<T>(res, status);

let diver: TRec;
let booking: TRec;
const from = daysFromNow(500);
const to = addDays(from, 7);

beforeAll(async () => {
  // Turns 28 in three days, also across a year end; 28 years before a 29 February is a leap year.
  const due = addDays(today(), 3);
  const birthday = `${Number(due.slice(0, 4)) - 28}${due.slice(4)}`;
  diver = await ok(await as(t.who.admin, 'POST', '/api/customers', {
    fullName: 'Ada Tidewater', email: 'ada.tidewater@example.com',
    masterData: { firstName: 'Ada', lastName: 'Tidewater', gender: 'f', birthday },
    contact: { phone: '+49 170 5551234' }, passport: { number: 'C01X00T47', nationality: 'DE' },
  }));
  booking = await ok(await as(t.who.admin, 'POST', '/api/bookings', {
    title: 'Ada Tidewater', customer: diver.id,
    rooms: [{ room: sid('rooms:104'), dateFrom: from, dateTo: to, guests: [{ customer: diver.id, firstName: 'Ada', lastName: 'Tidewater', gender: 'f' }] }],
  }), 201);
}, 120_000);

describe('history and diff', () => {
  it('every write is a version; diff/{from} names what changed since', async () => {
    await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}`, { address: { city: 'Kiel', country: 'DE' } }));
    const history = await ok<{ version: number; action: string }[]>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/history`));
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    const changes = await ok<{ path: string[]; value?: unknown }[]>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/diff/1`));
    expect(changes.map((c) => c.path.join('.'))).toEqual(expect.arrayContaining(['address.city', 'address.country']));
    expect((await as(t.who.admin, 'GET', `/api/customers/${diver.id}/diff/99`)).status).toBe(404);
  });
});

describe('meta and references', () => {
  it('meta values are set, read one by one and removed with null', async () => {
    await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/meta`, { shoeSize: 42, certification: { agency: 'PADI', level: 'AOWD' } }));
    await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/meta/shoeSize`, { value: 43 }));
    expect(await ok(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/meta/shoeSize`))).toEqual({ key: 'shoeSize', value: 43 });
    const all = await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/meta`, { shoeSize: null }));
    expect(all).toEqual({ certification: { agency: 'PADI', level: 'AOWD' } });
    expect((await as(t.who.admin, 'GET', `/api/customers/${diver.id}/meta/shoeSize`)).status).toBe(404);
    // the customer themself reads but does not write the operator's meta
    expect((await as(t.who.customer, 'POST', `/api/customers/${t.who.customer.customerId}/meta`, { x: 1 })).status).toBe(403);
  });

  it('an external id names one customer: added, found by system, changed, refused for another, removed', async () => {
    const ref = await ok<TRec>(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/reference/crm/4711`, { data: { tier: 'gold' } }));
    expect(ref).toMatchObject({ system: 'crm', external: '4711', data: { tier: 'gold' } });
    await ok(await as(t.who.admin, 'PUT', `/api/customers/${diver.id}/reference/crm/4711`, { data: { tier: 'platinum' } }));
    expect(await ok<TRec[]>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/reference/find/crm`))).toMatchObject([{ external: '4711', data: { tier: 'platinum' } }]);
    expect((await as(t.who.admin, 'GET', `/api/customers/${diver.id}/reference/find/ota`)).status).toBe(404);
    const other = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Someone Else' }));
    expect((await as(t.who.admin, 'POST', `/api/customers/${other.id}/reference/crm/4711`)).status).toBe(409);
    expect((await as(t.who.admin, 'PUT', `/api/customers/${other.id}/reference/crm/4711`, { data: {} })).status).toBe(404);
    await ok(await as(t.who.admin, 'DELETE', `/api/customers/${diver.id}/reference/crm/4711`));
    expect(await ok<TRec[]>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/reference`))).toEqual([]);
  });
});

describe('stays, statistics, view', () => {
  it('the stay of the booking room naming the customer, with nights', async () => {
    const stays = await ok<TRec[]>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/stay`));
    expect(stays).toMatchObject([{ bookingId: booking.id, dateFrom: from, dateTo: to, nights: 7 }]);
  });

  it('statistics count stays only of booked states', async () => {
    const draft = await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/stats/recalculate`));
    expect(draft).toMatchObject({ stays: 0, nights: 0 });
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${booking.id}/confirm?withoutPrice=1`));
    const stats = await ok(await as(t.who.admin, 'POST', `/api/customers/${diver.id}/stats/recalculate`));
    expect(stats).toMatchObject({ bookings: 1, stays: 1, nights: 7, firstStay: from, lastStay: to });
  });

  it('the view answers record, age, stays, bookings, history and meta in one call', async () => {
    const view = await ok<Record<string, unknown> & { customer: TRec; stays: TRec[]; bookings: TRec[]; history: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/view`));
    expect(view.customer.id).toBe(diver.id);
    expect(view.age).toBe(27);
    expect(view.isChild).toBe(false);
    expect(view.stays).toHaveLength(1);
    expect(view.bookings).toMatchObject([{ id: booking.id, role: 'customer' }]);
    expect(view.history.length).toBeGreaterThanOrEqual(2);
    expect(view.meta).toEqual({ certification: { agency: 'PADI', level: 'AOWD' } });
  });

  it('the view lists a booking where the customer is only a guest, and the payments of their bookings', async () => {
    const other = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Bo Booker', masterData: { firstName: 'Bo', lastName: 'Booker', gender: 'm' } }));
    const asGuest = await ok(await as(t.who.admin, 'POST', '/api/bookings', {
      title: 'Bo Booker', customer: other.id,
      rooms: [{ room: sid('rooms:104'), dateFrom: addDays(to, 30), dateTo: addDays(to, 33), guests: [{ customer: diver.id, firstName: 'Ada', lastName: 'Tidewater', gender: 'f' }] }],
    }), 201);
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${booking.id}/payment`, { amount: 2468, method: 'card' }));
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${asGuest.id}/payment`, { amount: 1357, method: 'card' }));
    const view = await ok<{ bookings: TRec[]; payments: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers/${diver.id}/view`));
    expect(view.bookings.map((b) => [b.id, b.role])).toEqual([[asGuest.id, 'guest'], [booking.id, 'customer']]);
    // The payments of the bookings the customer booked, not of those they were a guest on.
    expect(view.payments.map((p) => p.amount)).toEqual([2468]);
    await ok(await as(t.who.admin, 'POST', `/api/bookings/${asGuest.id}/cancell`, {}));
  });

  it('age is permanentAge when set; a child at most childMaxAge', async () => {
    const kid = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Kid Tidewater', masterData: { gender: 'm', permanentAge: 9, birthday: '1990-01-01' } }));
    const view = await ok<TRec>(await as(t.who.admin, 'GET', `/api/customers/${kid.id}/view`));
    expect(view).toMatchObject({ age: 9, isChild: true });
  });
});

describe('print', () => {
  it('the data sheet is a PDF; an unknown template is 400; another party\'s customer 404', async () => {
    const res = await as(t.who.admin, 'POST', `/api/customers/${diver.id}/print/datasheet`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
    expect((await as(t.who.admin, 'POST', `/api/customers/${diver.id}/print/nonsense`)).status).toBe(400);
    expect((await as(t.who.agency, 'POST', `/api/customers/${diver.id}/print/datasheet`)).status).toBe(404);
    expect((await as(t.who.customer, 'POST', `/api/customers/${t.who.customer.customerId}/print/stays`)).status).toBe(200);
  });

  it('prints names as written (Łukasz Nguyễn: the embedded font has the letters), what no font here draws as "?"', async () => {
    const c = await ok(await as(t.who.admin, 'POST', '/api/customers', { fullName: 'Łukasz Nguyễn 🐠' }));
    const res = await as(t.who.admin, 'POST', `/api/customers/${c.id}/print/datasheet`);
    expect(res.status).toBe(200);
    const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Łukasz Nguyễn ?');
  });
});

describe('birthdays, dashboard, search', () => {
  it('birthday/{days}: in the window, soonest first; not before it is due', async () => {
    const soon = await ok<TRec[]>(await as(t.who.admin, 'GET', '/api/customers/birthday/7'));
    expect(soon.find((b) => b.id === diver.id)).toMatchObject({ inDays: 3, turns: 28 });
    const tooSoon = await ok<TRec[]>(await as(t.who.admin, 'GET', '/api/customers/birthday/2'));
    expect(tooSoon.map((b) => b.id)).not.toContain(diver.id);
    expect((await as(t.who.admin, 'GET', '/api/customers/birthday/400')).status).toBe(400);
    expect((await as(t.who.customer, 'GET', '/api/customers/birthday/7')).status).toBe(403);
  });

  it('dashboard: a logged-in customer sees their own record and stays; staff the counts', async () => {
    const mine = await ok<{ customer: TRec; upcoming: TRec[]; past: TRec[]; counts: unknown }>(await as(t.who.customer, 'GET', '/api/customers/dashboard'));
    expect(mine.customer.id).toBe(t.who.customer.customerId);
    expect(mine.counts).toBeNull();
    const theirBookings = (await ok<{ data: TRec[] }>(await as(t.who.customer, 'GET', '/api/bookings?size=0'))).data.map((b) => b.id);
    for (const s of [...mine.upcoming, ...mine.past]) expect(theirBookings).toContain(s.bookingId);
    const staff = await ok<{ customer: unknown; counts: { customers: number } }>(await as(t.who.admin, 'GET', '/api/customers/dashboard'));
    expect(staff.customer).toBeNull();
    expect(staff.counts.customers).toBeGreaterThan(2);
  });

  it('the list search finds a customer by phone, passport and booking number', async () => {
    const hits = async (term: string) => (await ok<{ data: TRec[] }>(await as(t.who.admin, 'GET', `/api/customers?size=0&search=${encodeURIComponent(term)}`))).data.map((r) => r.id);
    expect(await hits('170 555 1234')).toContain(diver.id);
    expect(await hits('c01x00t47')).toContain(diver.id);
    const no = String((await ok<TRec>(await as(t.who.admin, 'GET', `/api/bookings/${booking.id}`))).bookingNo ?? (await ok<TRec>(await as(t.who.admin, 'GET', `/api/bookings/${booking.id}`))).offerNo);
    expect(no).toBeTruthy();
    expect(await hits(no)).toContain(diver.id);
    expect(await hits('tidewater')).toContain(diver.id);
    // an agency finds none of it: not its customer
    const agencyHits = (await ok<{ data: TRec[] }>(await as(t.who.agency, 'GET', '/api/customers?size=0&search=c01x00t47'))).data;
    expect(agencyHits).toEqual([]);
  });
});
