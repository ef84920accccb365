// A contest's entries (the Entries panel of /contest/list, docs/decisions/loyalty-club.md): staff
// with contest.read list every entry with the entrant's name, e-mail and time; the list names only
// customers the caller may read (an agency user given contest.read sees its own customers'
// entries, a role without any customer scope only the count); a club member sees only their own
// entry; agencies and customers never read or change someone else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import { DEMO_AGENCY_ID, DEMO_CLUB_CUSTOMER_ID } from '../../upstream/db/seed/demo-ids';
import { createTestApi, type TTestApi } from '../helpers/api';
import { daysFromNow } from '../helpers/dates';
import { createCallers, PERSONA_PASSWORD, login, type TCaller, type TPersona } from '../attack/personas';
import { userWith } from './resources-fixtures';

type TEntries = { customer: string | null; subscribed: boolean; subscribers: { customer: string; fullName: string; email: string | null; subscribedAt: string }[] | null; entries: number | null };

let api: TTestApi;
let who: Record<TPersona, TCaller>;
let admin: string;
let club: string;
let contest: string;
let agencyOwn: { id: string };
let walkIn: { id: string };

async function call<T = unknown>(token: string | null, method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await api.call(method, path, { token: token ?? undefined, body });
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
const statusOf = async (token: string | null, method: string, path: string, body?: unknown) => (await api.call(method, path, { token: token ?? undefined, body })).status;
const entriesOf = (token: string, id = contest) => call<TEntries>(token, 'GET', `/api/contest/${id}/subscription`);

beforeAll(async () => {
  api = await createTestApi();
  who = await createCallers(api);
  admin = who.admin.token!;
  const res = await api.call('POST', '/api/auth/token', { body: { email: 'club@example.com', password: 'demo-password', isCRMUser: true } });
  club = ((await res.json()) as { token: string }).token;
  contest = (await call<{ id: string }>(admin, 'POST', '/api/contest', { name: 'Entries contest', status: 'active', validFrom: daysFromNow(-2), validTo: daysFromNow(20) })).id;
  agencyOwn = await call<{ id: string }>(who.agency.token!, 'POST', '/api/customers', { fullName: 'Agency Entrant', email: 'agency.entrant@example.com' });
  walkIn = await call<{ id: string }>(admin, 'POST', '/api/customers', { fullName: 'Walk-in Entrant', email: 'walkin.entrant@example.com' });
  // the member enters themselves; staff enter two more
  await call(club, 'POST', `/api/contest/${contest}/subscribe`, {});
  await call(admin, 'POST', `/api/contest/${contest}/subscribe`, { customer: walkIn.id });
  await call(admin, 'POST', `/api/contest/${contest}/subscribe`, { customer: agencyOwn.id });
}, 120_000);
afterAll(async () => { await api?.handle.close(); });

describe('the entries list', () => {
  it('staff see every entry with name, e-mail and time, first entered first, and the count', async () => {
    const list = await entriesOf(admin);
    expect(list.entries).toBe(3);
    expect(list.subscribers!.map((s) => s.customer)).toEqual([DEMO_CLUB_CUSTOMER_ID, walkIn.id, agencyOwn.id]);
    expect(list.subscribers![1]).toMatchObject({ fullName: 'Walk-in Entrant', email: 'walkin.entrant@example.com' });
    for (const s of list.subscribers!) expect(Number.isNaN(Date.parse(s.subscribedAt))).toBe(false);
    // a desk role with contest.read and customers.read: the same list
    const desk = await userWith(api, ['contest.read', 'customers.read']);
    expect((await entriesOf(desk)).subscribers!.map((s) => s.customer)).toEqual(list.subscribers!.map((s) => s.customer));
  });

  it('names only customers the caller may read: a role without customer scopes gets the count alone', async () => {
    const marketing = await userWith(api, ['contest.read']);
    expect(await entriesOf(marketing)).toMatchObject({ subscribers: [], entries: 3 });
  });

  it('an agency user given contest.read sees its own customers\' entries only', async () => {
    const email = 'agency-contest@example.com';
    await api.handle.db.insert(users).values({ name: email, email, userType: 'Agency', scopes: ['agencies.self', 'contest.read'], agencyId: DEMO_AGENCY_ID, status: 'active', verifiedAt: new Date(), passwordHash: await hashPassword(PERSONA_PASSWORD) });
    const list = await entriesOf(await login(api, email, PERSONA_PASSWORD));
    expect(list.subscribers!.map((s) => s.fullName)).toEqual(['Agency Entrant']);
    expect(JSON.stringify(list)).not.toContain('Walk-in');
  });

  it('a club member sees their own entry, never the list', async () => {
    const own = await entriesOf(club);
    expect(own).toMatchObject({ customer: DEMO_CLUB_CUSTOMER_ID, subscribed: true, subscribers: null, entries: null });
    expect(JSON.stringify(own)).not.toContain('Walk-in');
  });

  it('agencies and customers without contest.read are refused the list and other customers\' entries (403)', async () => {
    for (const persona of ['agency', 'otherAgency', 'otherCustomer', 'customer'] as const) {
      const token = who[persona].token!;
      if (persona === 'agency' || persona === 'otherAgency') expect(await statusOf(token, 'GET', `/api/contest/${contest}/subscription`), persona).toBe(403);
      for (const victim of [walkIn.id, agencyOwn.id, DEMO_CLUB_CUSTOMER_ID]) {
        if (victim === who[persona].customerId) continue;
        expect(await statusOf(token, 'GET', `/api/contest/${contest}/subscription?customer=${victim}`), `${persona} reads ${victim}`).toBe(403);
        expect(await statusOf(token, 'POST', `/api/contest/${contest}/unsubscribe`, { customer: victim }), `${persona} withdraws ${victim}`).toBe(403);
      }
    }
    // a customer asking without naming anyone gets their own (empty) entry, not the list
    expect(await entriesOf(who.otherCustomer.token!)).toMatchObject({ customer: who.otherCustomer.customerId, subscribed: false, subscribers: null });
    expect(await statusOf(null, 'GET', `/api/contest/${contest}/subscription`)).toBe(401);
    expect((await entriesOf(admin)).entries).toBe(3);
  });
});

describe('entering and withdrawing a customer', () => {
  it('needs customers.update: contest.read alone may look, not change', async () => {
    const reader = await userWith(api, ['contest.read', 'customers.read']);
    expect(await statusOf(reader, 'POST', `/api/contest/${contest}/unsubscribe`, { customer: walkIn.id })).toBe(403);
    const desk = await userWith(api, ['contest.read', 'customers.update']);
    expect(await call(desk, 'POST', `/api/contest/${contest}/unsubscribe`, { customer: walkIn.id })).toMatchObject({ subscribed: false, subscribedAt: null });
    expect((await entriesOf(admin)).subscribers!.map((s) => s.customer)).toEqual([DEMO_CLUB_CUSTOMER_ID, agencyOwn.id]);
    expect(await call(desk, 'POST', `/api/contest/${contest}/subscribe`, { customer: walkIn.id })).toMatchObject({ subscribed: true });
    expect((await entriesOf(admin)).entries).toBe(3);
  });

  it('a contest that does not take entries refuses a new one (409) and still lists and withdraws the old ones', async () => {
    const ended = (await call<{ id: string }>(admin, 'POST', '/api/contest', { name: 'Ended contest', status: 'active', validFrom: daysFromNow(-2), validTo: daysFromNow(20) })).id;
    await call(admin, 'POST', `/api/contest/${ended}/subscribe`, { customer: walkIn.id });
    await call(admin, 'POST', `/api/contest/${ended}`, { status: 'closed' });
    expect(await statusOf(admin, 'POST', `/api/contest/${ended}/subscribe`, { customer: agencyOwn.id })).toBe(409);
    expect((await entriesOf(admin, ended)).entries).toBe(1);
    await call(admin, 'POST', `/api/contest/${ended}/unsubscribe`, { customer: walkIn.id });
    expect(await entriesOf(admin, ended)).toMatchObject({ subscribers: [], entries: 0 });
  });
});
