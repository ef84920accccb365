// GET /api/dashboard: the home screen's one call. Staff see the desk of their assets (arrivals,
// departures, guests in house, offers running out, open balances, occupancy, departures with free
// cabins); an agency its bookings, a customer theirs. All dates relative to the business clock,
// stopped at noon so "today" is the same day in the operator's time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDashboard, TDashBooking } from '../../lib/contract/dashboard';
import { setClock, today } from '../../upstream/clock';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { tokenOf, userWith } from './resources-fixtures';
import { post } from './schedules-fixtures';

let api: TTestApi;
let admin: string;
let day0: string;
const ids: Record<string, string> = {};
let resortA: string;
let resortB: string;
let vessel: string;

const d = (n: number) => addDays(day0, n);
const guest = (firstName: string, lastName: string) => ({ firstName, lastName, gender: 'f' as const });

async function book(name: string, room: string, from: number, to: number, extra: Record<string, unknown> = {}, guests = [guest(name, 'Test')]) {
  const b = await post(api, admin, '/api/bookings', { title: `${name} Test`, rooms: [{ room, dateFrom: d(from), dateTo: d(to), guests }], ...extra }, 201);
  ids[name] = b.id;
  return b.id;
}
const act = async (id: string, action: string) => expect((await api.call('POST', `/api/bookings/${id}/${action}${action === 'confirm' ? '?withoutPrice=1' : ''}`, { token: admin, body: action === 'cancell' ? {} : undefined })).status).toBe(200);

async function dashboard(token: string, query = ''): Promise<TDashboard> {
  const res = await api.call('GET', `/api/dashboard${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TDashboard;
}
const names = (list: { items: TDashBooking[] }) => list.items.map((b) => b.title?.replace(' Test', ''));
const find = (list: { items: TDashBooking[] }, name: string) => list.items.find((b) => b.id === ids[name]);

beforeAll(async () => {
  setClock({ at: new Date(`${today()}T12:00:00Z`) });
  day0 = today();
  api = await createTestApi();
  admin = await tokenOf(api, 'admin@example.com');
  resortA = (await post(api, admin, '/api/resort', { name: 'Dash Bay', timezone: 'UTC' })).id;
  resortB = (await post(api, admin, '/api/resort', { name: 'Dash Cove' })).id;
  const room = async (name: string, resort: string) => (await post(api, admin, '/api/rooms', { name, type: 'Room', resort, availableBeds: 2 })).id;
  const [a1, a2, a3, a4, a5, b1] = [await room('DA 1', resortA), await room('DA 2', resortA), await room('DA 3', resortA), await room('DA 4', resortA), await room('DA 5', resortA), await room('DB 1', resortB)];
  // Arrives today (confirmed, 2 guests, one guest form in), leaves in 3 days; 800.00 charged, 200.00 paid.
  await book('Arrive', a1, 0, 3, {}, [guest('Ann', 'Arrive'), guest('Ben', 'Arrive')]);
  await act(ids.Arrive, 'confirm');
  await post(api, admin, `/api/bookings/${ids.Arrive}/calculation`, { text: 'Stay', unitPrice: 80000 });
  await post(api, admin, `/api/bookings/${ids.Arrive}/payment`, { amount: 20000 });
  await post(api, admin, '/api/guestform', { name: 'Ann Arrive', booking: ids.Arrive, status: 'submitted' });
  await book('Leave', a2, -4, 0);
  await act(ids.Leave, 'confirm');
  await book('Stay', a3, -1, 2);
  await act(ids.Stay, 'confirm');
  await book('Tomorrow', a4, 1, 4);
  await act(ids.Tomorrow, 'plan');
  // An offer arriving in 10 days; one far beyond the window; a cancelled one arriving today.
  await book('Offer', a5, 10, 12);
  await book('Far', a5, 45, 47);
  await book('Gone', a2, 0, 2);
  await act(ids.Gone, 'cancell');
  // Another resort's arrival today, booked for the demo agency and customer.
  await book('Other', b1, 0, 2, { agency: DEMO_AGENCY_ID, customer: DEMO_CUSTOMER_ID });
  await act(ids.Other, 'confirm');
  await post(api, admin, `/api/bookings/${ids.Other}/calculation`, { text: 'Stay', unitPrice: 30000 });
  vessel = (await post(api, admin, '/api/vessel', { name: 'MY Dash' })).id;
  const cabin = async (name: string) => (await post(api, admin, '/api/rooms', { name, type: 'Cabin', vessel, availableBeds: 2 })).id;
  const [c1] = [await cabin('Dash C1'), await cabin('Dash C2')];
  const tour = (await post(api, admin, '/api/tours', { name: 'Dash Reefs', vessel, nights: 7 })).id;
  const dep = async (n: number, name: string) => (await post(api, admin, '/api/schedules', { name, tour, vessel, dateFrom: d(n), dateTo: d(n + 7), status: 'open', maxPax: 4 })).id;
  ids.dep1 = await dep(5, 'Dash Week 1');
  ids.dep2 = await dep(12, 'Dash Week 2');
  ids.depFar = await dep(60, 'Dash Week Far');
  await book('Sailor', c1, 5, 12, { type: 'tour', schedule: ids.dep1, tour, vessel });
});
afterAll(async () => {
  setClock({ at: null });
  await api.handle.close();
});

describe('the staff desk', () => {
  it('lists arrivals and departures of today and tomorrow with rooms, guests, balance and missing forms', async () => {
    const dash = await dashboard(admin);
    expect(dash).toMatchObject({ role: 'staff', today: day0, tomorrow: d(1), until: d(30), days: 30, party: null });
    expect(dash.staff!.arrivalsToday).toBeGreaterThanOrEqual(2);
    const s = dash.staff!;
    const arrive = find(s.arrivals, 'Arrive');
    expect(arrive).toMatchObject({
      day: day0, state: 'confirmed', rooms: ['DA 1'], guests: ['Ann Arrive', 'Ben Arrive'], pax: 2, total: 80000, paid: 20000, open: 60000,
      missingForms: 1, asset: { id: resortA, name: 'Dash Bay', type: 'resort' }, dateFrom: day0, dateTo: d(3),
    });
    expect(find(s.arrivals, 'Tomorrow')).toMatchObject({ day: d(1), state: 'planned' });
    expect(find(s.departures, 'Leave')).toMatchObject({ day: day0, dateTo: day0 });
    expect(find(s.departures, 'Gone')).toBeUndefined();
    expect(find(s.arrivals, 'Gone')).toBeUndefined();
    expect(find(s.arrivals, 'Stay')).toBeUndefined();
    expect(find(s.inHouse, 'Stay')).toBeDefined();
    expect(find(s.inHouse, 'Leave')).toBeUndefined();
    expect(find(s.inHouse, 'Tomorrow')).toBeUndefined();
  });

  it('counts unanswered guest forms as the booking page does: a multi-guest form covers everyone (issue 33 item 9)', async () => {
    expect(find((await dashboard(admin)).staff!.inHouse, 'Stay')!.missingForms).toBe(1);
    await post(api, admin, '/api/guestform', { name: 'Stay party', booking: ids.Stay, kind: 'multi', status: 'submitted' });
    expect(find((await dashboard(admin)).staff!.inHouse, 'Stay')!.missingForms).toBe(0);
    const page = await (await api.call('GET', `/api/guestform/rooms?booking=${ids.Stay}`, { token: admin })).json() as { unanswered: number };
    expect(page.unanswered).toBe(0);
  });

  it('checking in moves an arrival into the house; checking out takes it out', async () => {
    await act(ids.Arrive, 'checkin');
    expect(find((await dashboard(admin)).staff!.inHouse, 'Arrive')).toMatchObject({ checkedIn: true });
    await act(ids.Arrive, 'checkout');
    expect(find((await dashboard(admin)).staff!.inHouse, 'Arrive')).toBeUndefined();
  });

  it('lists the new bookings of the last 7 days, newest first, with when they were booked (issue 33 item 9)', async () => {
    const s = (await dashboard(admin)).staff!;
    expect(names(s.newBookings)).toEqual(expect.arrayContaining(['Arrive', 'Leave', 'Offer']));
    const at = s.newBookings.items.map((b) => b.bookedAt!);
    expect(at.every((x) => typeof x === 'string')).toBe(true);
    expect([...at].sort().reverse()).toEqual(at);
    expect(s.newBookings.total).toBeGreaterThanOrEqual(s.newBookings.items.length);
    // A week later they are no longer new.
    setClock({ at: new Date(`${d(8)}T12:00:00Z`) });
    try {
      expect(find((await dashboard(admin)).staff!.newBookings, 'Arrive')).toBeUndefined();
    } finally {
      setClock({ at: new Date(`${day0}T12:00:00Z`) });
    }
  });

  it('offers and reservations within the window run out; open balances are listed with their due day', async () => {
    const s = (await dashboard(admin)).staff!;
    expect(names(s.expiring)).toEqual(expect.arrayContaining(['Tomorrow', 'Offer']));
    expect(find(s.expiring, 'Far')).toBeUndefined();
    expect(find(s.expiring, 'Arrive')).toBeUndefined();
    // The default terms want the rest 30 days before arrival; booked today, it is due today.
    expect(find(s.unpaid, 'Arrive')).toMatchObject({ open: 60000, dueDate: day0, overdue: false });
    expect(find(s.unpaid, 'Leave')).toBeUndefined();
  });

  it('shows occupancy per resort and the next departures per vessel with free cabins', async () => {
    const s = (await dashboard(admin)).staff!;
    expect(s.occupancy.find((o) => o.resort.id === resortA)).toMatchObject({ rooms: 5, occupiedRooms: 2, arrivals: 1, departures: 1 });
    const fleet = s.vessels.find((v) => v.vessel.id === vessel)!;
    expect(fleet.departures.map((x) => [x.name, x.cabins, x.freeCabins, x.paxBooked])).toEqual([['Dash Week 1', 2, 1, 1], ['Dash Week 2', 2, 2, 0]]);
  });

  it('the user setting defaultDashboardDays sets how far ahead it looks; ?days overrides it', async () => {
    expect((await api.call('POST', '/api/users/self', { token: admin, body: { settings: { defaultDashboardDays: 7 } } })).status).toBe(200);
    const short = await dashboard(admin);
    expect([short.days, short.until]).toEqual([7, d(7)]);
    expect(find(short.staff!.expiring, 'Offer')).toBeUndefined();
    expect(short.staff!.vessels.find((v) => v.vessel.id === vessel)!.departures.map((x) => x.name)).toEqual(['Dash Week 1']);
    const long = await dashboard(admin, '?days=60');
    expect(find(long.staff!.expiring, 'Far')).toBeDefined();
    expect((await api.call('GET', '/api/dashboard?days=0', { token: admin })).status).toBe(400);
    await api.call('POST', '/api/users/self', { token: admin, body: { settings: { defaultDashboardDays: 30 } } });
  });

  it('staff limited to one resort see only its bookings and occupancy, and no vessel', async () => {
    const token = await userWith(api, ['bookings.read'], [{ ref: resortB, type: 'resort' }]);
    const s = (await dashboard(token)).staff!;
    expect(names(s.arrivals)).toEqual(['Other']);
    expect([s.arrivalsToday, s.departuresToday]).toEqual([1, 0]);
    expect(s.occupancy.map((o) => o.resort.id)).toEqual([resortB]);
    expect(s.vessels).toEqual([]);
    expect(find(s.unpaid, 'Arrive')).toBeUndefined();
    expect(names(s.newBookings)).toEqual(['Other']);
  });

  it('times follow the clock: a day later the arrival of tomorrow is today', async () => {
    setClock({ at: new Date(`${d(1)}T12:00:00Z`) });
    try {
      const s = (await dashboard(admin)).staff!;
      expect(find(s.arrivals, 'Tomorrow')).toMatchObject({ day: d(1) });
      expect(find(s.arrivals, 'Arrive')).toBeUndefined();
      expect(find(s.inHouse, 'Stay')).toBeDefined();
      expect(find(s.unpaid, 'Arrive')).toMatchObject({ dueDate: day0, overdue: true });
      expect(s.unpaid.items[0].overdue).toBe(true);
    } finally {
      setClock({ at: new Date(`${day0}T12:00:00Z`) });
    }
  });
});

describe('agency, customer and everyone else', () => {
  it('an agency sees its upcoming bookings and open balances, nothing of the desk', async () => {
    const dash = await dashboard(await tokenOf(api, 'agency@example.com'));
    expect(dash.role).toBe('agency');
    expect(dash.staff).toBeNull();
    expect(find(dash.party!.upcoming, 'Other')).toMatchObject({ open: 30000, asset: { id: resortB } });
    expect(find(dash.party!.openBalances, 'Other')).toBeDefined();
    expect(dash.party!.upcoming.items.every((b) => ![ids.Arrive, ids.Stay, ids.Offer].includes(b.id))).toBe(true);
  });

  it('a customer sees their own bookings', async () => {
    const dash = await dashboard(await tokenOf(api, 'customer@example.com'));
    expect(dash.role).toBe('customer');
    expect(names(dash.party!.upcoming)).toContain('Other');
    expect(dash.party!.upcoming.items.every((b) => b.id !== ids.Arrive)).toBe(true);
  });

  it('a user without booking access gets the frame only; a guest is refused', async () => {
    const dash = await dashboard(await userWith(api, ['tours.read']));
    expect(dash).toMatchObject({ role: 'none', staff: null, party: null });
    expect((await api.call('GET', '/api/dashboard')).status).toBe(401);
  });
});
