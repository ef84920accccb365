// Loyalty points (issue 18, docs/decisions/loyalty-club.md): a completed stay earns once (the
// daily job and the staff call), tiers follow lifetime earnings and their corrections, points pay
// a booking as a discount line and never go below zero; the club member reaches only their own
// points, invoices and contest entries; a member card's QR token names the member only to staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { earnCompletedStays } from '../../upstream/modules/loyalty/jobs';
import { basePoints } from '../../upstream/modules/loyalty/earn';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays, daysFromNow } from '../helpers/dates';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';

type TStatement = { customer: string; balance: number; earned: number; tier: { key: string } | null; nextTier: { key: string } | null; toNextTier: number | null; entries: { kind: string; points: number; booking: string | null; amount: number | null; balance: number }[] };
type TDetail = { id: string; total: number; open: number; state: string; calculation?: unknown };

let api: TTestApi;
let who: Record<TPersona, TCaller>;
let admin: string;
let club: string;
let room: string;
let offset = 60;

async function call<T = unknown>(token: string | null, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
const statusOf = async (token: string | null, method: string, path: string, body?: unknown) => {
  const res = await api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  return { status: res.status, message: text ? (JSON.parse(text) as { message?: string }).message : undefined };
};

/** A stay of `nights` nights for `customer`, priced at `total` minor units. */
async function stay(customer: string, nights: number, total = 50_000): Promise<TDetail & { dateTo: string }> {
  const d = offset; offset += nights + 1;
  const dateTo = daysFromNow(d + nights);
  const b = await call<TDetail>(admin, 'POST', '/api/bookings', {
    state: 'planned', resort: DEMO_RESORT_ID, customer,
    rooms: [{ room, dateFrom: daysFromNow(d), dateTo, guests: [{ gender: 'u', customer }] }],
  }, 201);
  const priced = await call<TDetail>(admin, 'POST', `/api/bookings/${b.id}/calculation`, { text: 'Stay', unitPrice: total - b.total });
  return { ...priced, dateTo };
}

const PROGRAM = {
  isActive: true, basis: 'night', pointsPerUnit: 10, revenueStep: 10_000, currency: 'EUR', pointValue: 10,
  tiers: [
    { key: 'bronze', name: { de: 'Bronze', en: 'Bronze' }, minPoints: 0, bonusPercent: 0, benefits: { de: '', en: '' } },
    { key: 'silver', name: { de: 'Silber', en: 'Silver' }, minPoints: 50, bonusPercent: 10, benefits: { de: 'Nitrox', en: 'Nitrox' } },
  ],
};

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  admin = who.admin.token!;
  const res = await api.call('POST', '/api/auth/token', { body: { email: 'club@example.com', password: 'demo-password', isCRMUser: true } });
  expect(res.status).toBe(200);
  club = ((await res.json()) as { token: string }).token;
  room = (await call<{ id: string }>(admin, 'POST', '/api/rooms', { name: 'Loyalty room', type: 'Room', resort: DEMO_RESORT_ID, availableBeds: 4 })).id;
  await call(admin, 'PUT', '/api/loyalty/program', PROGRAM);
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('earning', () => {
  it('a stay earns once it is over, once only; tiers follow lifetime points and their corrections', async () => {
    const s1 = await stay(DEMO_CLUB_CUSTOMER_ID, 3);
    // not over yet: the staff call refuses, the job leaves it
    expect(await statusOf(admin, 'POST', `/api/loyalty/earn/${s1.id}`)).toMatchObject({ status: 409, message: 'LOYALTY_STAY_NOT_COMPLETED' });
    expect(await earnCompletedStays(api.handle.db, addDays(s1.dateTo, -1))).toEqual({ earned: 0, failed: 0 });
    expect(await earnCompletedStays(api.handle.db, addDays(s1.dateTo, 1))).toEqual({ earned: 1, failed: 0 });
    expect(await earnCompletedStays(api.handle.db, addDays(s1.dateTo, 2))).toEqual({ earned: 0, failed: 0 });
    let st = await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`);
    expect(st).toMatchObject({ balance: 30, earned: 30, tier: { key: 'bronze' }, nextTier: { key: 'silver' }, toNextTier: 20 });
    expect(st.entries).toMatchObject([{ kind: 'earn', points: 30, booking: s1.id, balance: 30 }]);

    // 3 more nights at bronze: 30 → 60, silver from 50
    const s2 = await stay(DEMO_CLUB_CUSTOMER_ID, 3);
    await earnCompletedStays(api.handle.db, addDays(s2.dateTo, 1));
    st = await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`);
    expect(st).toMatchObject({ balance: 60, earned: 60, tier: { key: 'silver' }, nextTier: null, toNextTier: null });
    // at silver a stay earns 10% more: 2 nights = 20 + 2
    const s3 = await stay(DEMO_CLUB_CUSTOMER_ID, 2);
    await earnCompletedStays(api.handle.db, addDays(s3.dateTo, 1));
    expect((await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`)).balance).toBe(82);

    // a correction of what was earned takes the tier back; a balance-only correction does not
    st = await call<TStatement>(admin, 'POST', `/api/loyalty/correction/${DEMO_CLUB_CUSTOMER_ID}`, { points: -40, note: 'stay booked twice', earned: true });
    expect(st).toMatchObject({ balance: 42, earned: 42, tier: { key: 'bronze' } });
    st = await call<TStatement>(admin, 'POST', `/api/loyalty/correction/${DEMO_CLUB_CUSTOMER_ID}`, { points: 20, note: 'welcome gift' });
    expect(st).toMatchObject({ balance: 62, earned: 42, tier: { key: 'bronze' } });
    expect(st.entries.map((e) => e.kind)).toEqual(['correction', 'earn_correction', 'earn', 'earn', 'earn']);
    // a correction needs its reason and never takes the balance below zero
    expect((await statusOf(admin, 'POST', `/api/loyalty/correction/${DEMO_CLUB_CUSTOMER_ID}`, { points: -5 })).status).toBe(400);
    expect(await statusOf(admin, 'POST', `/api/loyalty/correction/${DEMO_CLUB_CUSTOMER_ID}`, { points: -63, note: 'too much' })).toMatchObject({ status: 409, message: 'LOYALTY_INSUFFICIENT' });
  });

  it('points per night, per stay and per revenue step (revenue only in the programme currency)', () => {
    const s = { dateFrom: '2030-01-01', dateTo: '2030-01-05', currency: 'EUR', total: '123456' };
    expect(basePoints({ basis: 'night', pointsPerUnit: 10, revenueStep: 1, currency: 'EUR' }, s)).toBe(40);
    expect(basePoints({ basis: 'stay', pointsPerUnit: 100, revenueStep: 1, currency: 'EUR' }, s)).toBe(100);
    expect(basePoints({ basis: 'revenue', pointsPerUnit: 1, revenueStep: 10_000, currency: 'EUR' }, s)).toBe(12);
    expect(basePoints({ basis: 'revenue', pointsPerUnit: 1, revenueStep: 10_000, currency: 'USD' }, s)).toBe(0);
  });

  it('nothing is earned while the feature is off', async () => {
    const modules = await call<Record<string, unknown>>(admin, 'GET', '/api/settings/group/modules');
    await call(admin, 'POST', '/api/settings/group/modules', { ...modules, loyalityProgram: false });
    try {
      const s = await stay(DEMO_CLUB_CUSTOMER_ID, 1);
      expect(await earnCompletedStays(api.handle.db, addDays(s.dateTo, 1))).toEqual({ earned: 0, failed: 0 });
    } finally {
      await call(admin, 'POST', '/api/settings/group/modules', { ...modules, loyalityProgram: true });
    }
  });
});

describe('redeeming', () => {
  it('points pay a booking as a discount line; never more than held or than the booking owes', async () => {
    const before = await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`);
    const b = await stay(DEMO_CLUB_CUSTOMER_ID, 1, 30_000);
    const st = await call<TStatement>(admin, 'POST', `/api/loyalty/redeem/${b.id}`, { points: 25 });
    expect(st.balance).toBe(before.balance - 25);
    expect(st.entries[0]).toMatchObject({ kind: 'redeem', points: -25, booking: b.id, amount: 250 });
    const after = await call<TDetail>(admin, 'GET', `/api/bookings/${b.id}/detail`);
    expect(after.total).toBe(30_000 - 250);
    // more than the balance: refused, nothing written
    expect(await statusOf(admin, 'POST', `/api/loyalty/redeem/${b.id}`, { points: st.balance + 1 })).toMatchObject({ status: 409, message: 'LOYALTY_INSUFFICIENT' });
    expect((await call<TDetail>(admin, 'GET', `/api/bookings/${b.id}/detail`)).total).toBe(30_000 - 250);
    expect((await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`)).balance).toBe(st.balance);
    // worth more than the booking owes
    const small = await stay(DEMO_CLUB_CUSTOMER_ID, 1, 100);
    expect(await statusOf(admin, 'POST', `/api/loyalty/redeem/${small.id}`, { points: 11 })).toMatchObject({ status: 409, message: 'LOYALTY_MORE_THAN_OPEN' });
    // a customer or a member cannot spend points themselves; a staff user without customers.update neither
    expect((await statusOf(club, 'POST', `/api/loyalty/redeem/${b.id}`, { points: 1 })).status).toBe(403);
    expect((await statusOf(who.limitedStaff.token, 'POST', `/api/loyalty/redeem/${b.id}`, { points: 1 })).status).toBe(403);
  });
});

describe('the club member sees only their own', () => {
  it('own statement, no other customer\'s; staff lists members', async () => {
    const own = await call<TStatement>(club, 'GET', '/api/loyalty/self');
    expect(own.customer).toBe(DEMO_CLUB_CUSTOMER_ID);
    expect((await call<TStatement>(club, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`)).balance).toBe(own.balance);
    expect((await statusOf(club, 'GET', `/api/loyalty/statement/${who.customer.customerId}`)).status).toBe(404);
    expect((await statusOf(who.customer.token, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`)).status).toBe(404);
    expect((await statusOf(who.otherAgency.token, 'GET', `/api/loyalty/statement/${DEMO_CLUB_CUSTOMER_ID}`)).status).toBe(404);
    expect((await statusOf(club, 'GET', '/api/loyalty/members')).status).toBe(403);
    const members = await call<{ items: { customer: string; balance: number }[] }>(admin, 'GET', '/api/loyalty/members');
    expect(members.items.find((m) => m.customer === DEMO_CLUB_CUSTOMER_ID)?.balance).toBe(own.balance);
  });

  it('own invoices only', async () => {
    const mine = await stay(DEMO_CLUB_CUSTOMER_ID, 1, 10_000);
    const theirs = await stay(who.customer.customerId!, 1, 10_000);
    const inv = await call<{ id: string; number: string }>(admin, 'POST', `/api/bookings/${mine.id}/invoice`, {}, 201);
    const other = await call<{ id: string }>(admin, 'POST', `/api/bookings/${theirs.id}/invoice`, {}, 201);
    const list = await call<{ items: { id: string; number: string }[] }>(club, 'GET', '/api/club/invoices');
    expect(list.items.map((i) => i.id)).toContain(inv.id);
    expect(list.items.map((i) => i.id)).not.toContain(other.id);
    expect((await call<{ items: { id: string }[] }>(who.customer.token, 'GET', '/api/club/invoices')).items.map((i) => i.id)).toEqual([other.id]);
    expect((await statusOf(club, 'GET', `/api/invoices/${other.id}/pdf`)).status).toBe(404);
    expect((await statusOf(who.agency.token, 'GET', '/api/club/invoices')).status).toBe(403);
    expect((await statusOf(admin, 'GET', '/api/club/invoices')).status).toBe(404);
  });
});

describe('member card', () => {
  it('the QR token is opaque, resolves for staff only, and a new card revokes the old one', async () => {
    expect((await call<{ card: unknown }>(admin, 'GET', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`)).card).toBeNull();
    const card = await call<{ token: string; customer: string; fullName: string; link: string; qr: string }>(admin, 'POST', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`, undefined, 201);
    expect(card.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // the QR code holds the desk's scan link with the token: no name, no id
    expect(card.link).toMatch(new RegExp(`/club/card\\?scan=${card.token}$`));
    expect(card.link).not.toContain(DEMO_CLUB_CUSTOMER_ID);
    expect(card.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(card.token).not.toContain(DEMO_CLUB_CUSTOMER_ID.slice(0, 8));
    expect((await call<{ customer: string }>(who.limitedStaff.token, 'GET', `/api/loyalty/card/resolve/${card.token}`)).customer).toBe(DEMO_CLUB_CUSTOMER_ID);
    expect((await statusOf(club, 'GET', `/api/loyalty/card/resolve/${card.token}`)).status).toBe(403);
    expect((await statusOf(who.customer.token, 'POST', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`)).status).toBe(403);
    // A reader cannot issue a card (which revokes the member's card; issue 31): it still works.
    expect((await statusOf(who.limitedStaff.token, 'POST', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`)).status).toBe(403);
    expect((await call<{ customer: string }>(admin, 'GET', `/api/loyalty/card/resolve/${card.token}`)).customer).toBe(DEMO_CLUB_CUSTOMER_ID);
    const renewed = await call<{ token: string }>(admin, 'POST', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`, undefined, 201);
    expect(renewed.token).not.toBe(card.token);
    expect((await statusOf(admin, 'GET', `/api/loyalty/card/resolve/${card.token}`)).status).toBe(404);
    expect((await call<{ card: { token: string } }>(admin, 'GET', `/api/loyalty/card/${DEMO_CLUB_CUSTOMER_ID}`)).card.token).toBe(renewed.token);
    expect((await statusOf(admin, 'GET', '/api/loyalty/card/resolve/short')).status).toBe(400);
  });
});

describe('contest', () => {
  it('a member enters an open contest once, sees it, withdraws; closed contests take no entries', async () => {
    const open = await call<{ id: string }>(admin, 'POST', '/api/contest', { name: 'Photo of the season', status: 'active', validFrom: daysFromNow(-1), validTo: daysFromNow(30) });
    const closed = await call<{ id: string }>(admin, 'POST', '/api/contest', { name: 'Last year', status: 'active', validFrom: daysFromNow(-60), validTo: daysFromNow(-30) });
    expect((await call<{ items: { id: string; subscribed: boolean }[] }>(club, 'GET', '/api/contest/open')).items.find((c) => c.id === open.id)).toMatchObject({ subscribed: false });
    const sub = await call<{ subscribed: boolean; customer: string }>(club, 'POST', `/api/contest/${open.id}/subscribe`, {});
    expect(sub).toMatchObject({ subscribed: true, customer: DEMO_CLUB_CUSTOMER_ID });
    await call(club, 'POST', `/api/contest/${open.id}/subscribe`, {});
    expect(await call(club, 'GET', `/api/contest/${open.id}/subscription`)).toMatchObject({ subscribed: true });
    expect((await call<{ items: { id: string; subscribed: boolean }[] }>(club, 'GET', '/api/contest/open')).items.find((c) => c.id === open.id)?.subscribed).toBe(true);
    const staff = await call<{ subscribers: { customer: string }[] }>(admin, 'GET', `/api/contest/${open.id}/subscription`);
    expect(staff.subscribers.map((s) => s.customer)).toEqual([DEMO_CLUB_CUSTOMER_ID]);
    // not for someone else, not a closed contest
    expect((await statusOf(club, 'POST', `/api/contest/${open.id}/subscribe`, { customer: who.customer.customerId })).status).toBe(403);
    expect((await statusOf(club, 'GET', `/api/contest/${open.id}/subscription?customer=${who.customer.customerId}`)).status).toBe(403);
    expect(await statusOf(club, 'POST', `/api/contest/${closed.id}/subscribe`, {})).toMatchObject({ status: 409, message: 'CONTEST_CLOSED' });
    expect(await call(club, 'POST', `/api/contest/${open.id}/unsubscribe`, {})).toMatchObject({ subscribed: false });
    expect((await call<{ subscribers: unknown[] }>(admin, 'GET', `/api/contest/${open.id}/subscription`)).subscribers).toEqual([]);
    // staff enter a customer by name
    expect(await call(admin, 'POST', `/api/contest/${open.id}/subscribe`, { customer: who.customer.customerId })).toMatchObject({ subscribed: true });
  });
});

describe('merge and erasure', () => {
  it('a merge moves the points; the duplicate\'s card goes; an erasure keeps the ledger and ends the cards and entries', async () => {
    const keep = await call<{ id: string }>(admin, 'POST', '/api/customers', { fullName: 'Keep Member' });
    const dup = await call<{ id: string }>(admin, 'POST', '/api/customers', { fullName: 'Dup Member' });
    await call(admin, 'POST', `/api/loyalty/correction/${keep.id}`, { points: 30, note: 'starting points' });
    await call(admin, 'POST', `/api/loyalty/correction/${dup.id}`, { points: 50, note: 'starting points', earned: true });
    const dupCard = await call<{ token: string }>(admin, 'POST', `/api/loyalty/card/${dup.id}`, undefined, 201);
    await call(admin, 'POST', `/api/customers/${keep.id}/merge/${dup.id}`);
    expect(await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${keep.id}`)).toMatchObject({ balance: 80, earned: 50 });
    expect((await statusOf(admin, 'GET', `/api/loyalty/card/resolve/${dupCard.token}`)).status).toBe(404);

    const card = await call<{ token: string }>(admin, 'POST', `/api/loyalty/card/${keep.id}`, undefined, 201);
    const contest = await call<{ id: string }>(admin, 'POST', '/api/contest', { name: 'Erasure contest', status: 'active', validFrom: daysFromNow(-1), validTo: daysFromNow(5) });
    await call(admin, 'POST', `/api/contest/${contest.id}/subscribe`, { customer: keep.id });
    await call(admin, 'POST', `/api/customers/${keep.id}/privacy/erase`);
    expect((await statusOf(admin, 'GET', `/api/loyalty/card/resolve/${card.token}`)).status).toBe(404);
    expect(await call(admin, 'GET', `/api/contest/${contest.id}/subscription?customer=${keep.id}`)).toMatchObject({ subscribed: false });
    expect((await call<TStatement>(admin, 'GET', `/api/loyalty/statement/${keep.id}`)).balance).toBe(80);
  });
});
