// The seven callers of the attack suite (issue 5), for the in-process upstream of the API tests:
// anonymous, a customer, another customer, an agency user, another agency's user, a staff user
// limited to one resort, and an admin. The demo seed has one of each demo account; the second
// customer and agency users and the limited staff user are added straight into the users table.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, users } from '../../upstream/db/schema';
import { hashPassword } from '../../upstream/secrets/passwords';
import { DEMO_AGENCY_ID, DEMO_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import type { TTestApi } from '../helpers/api';

export const PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'agency', 'otherAgency', 'limitedStaff', 'admin'] as const;
export type TPersona = (typeof PERSONAS)[number];

export type TCaller = {
  persona: TPersona;
  token: string | null;
  userId: string | null;
  scopes: string[];
  agencyId: string | null;
  customerId: string | null;
  email: string | null;
};

/** The other agency of the seed (the demo agency user belongs to DEMO_AGENCY_ID). */
export const OTHER_AGENCY_ID = sid('agencies:ocean');
/** Scopes of the limited staff user: a front-office clerk of one resort. */
// The outbox and the guest forms too (issue 31): rows of bookings, which the clerk reads only of the resort.
export const LIMITED_STAFF_SCOPES = ['bookings.read', 'bookings.update', 'bookings.create', 'customers.read', 'resort.read', 'rooms.read', 'mailqueue.read', 'guestform.read'];
export const LIMITED_STAFF_RESORT = DEMO_RESORT_ID;
export const PERSONA_PASSWORD = 'persona-pass-1';

export async function login(api: TTestApi, email: string, password: string): Promise<string> {
  const res = await api.call('POST', '/api/auth/token', { body: { email, password } });
  expect(res.status, `login ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type TNewUser = { email: string; userType: string; scopes: string[]; agencyId?: string; customerId?: string; assets?: { ref: string; type: 'resort' | 'vessel' }[] };

async function addUser(api: TTestApi, u: TNewUser): Promise<string> {
  const [row] = await api.handle.db.insert(users).values({
    name: u.email, email: u.email, userType: u.userType, scopes: u.scopes, assets: u.assets ?? [],
    agencyId: u.agencyId ?? null, customerId: u.customerId ?? null, status: 'active', verifiedAt: new Date(),
    passwordHash: await hashPassword(PERSONA_PASSWORD),
  }).returning({ id: users.id });
  return row.id;
}

async function userIdOf(api: TTestApi, email: string): Promise<string> {
  const [row] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** Adds the extra personas to a freshly seeded test upstream and logs every persona in. */
export async function createCallers(api: TTestApi): Promise<Record<TPersona, TCaller>> {
  const [other] = (await api.handle.db.insert(customers).values({ fullName: 'Other Customer', email: 'other.customer@example.com' } as never)
    .returning({ id: customers.id })) as { id: string }[];
  const extra: Record<'otherCustomer' | 'otherAgency' | 'limitedStaff', TNewUser> = {
    otherCustomer: { email: 'other-customer@example.com', userType: 'Customer', scopes: ['customers.self'], customerId: other.id },
    otherAgency: { email: 'other-agency@example.com', userType: 'Agency', scopes: ['agencies.self'], agencyId: OTHER_AGENCY_ID },
    limitedStaff: { email: 'limited-staff@example.com', userType: 'user', scopes: LIMITED_STAFF_SCOPES, assets: [{ ref: LIMITED_STAFF_RESORT, type: 'resort' }] },
  };
  const ids: Record<string, string> = {};
  for (const [k, u] of Object.entries(extra)) ids[k] = await addUser(api, u);
  const demo = async (persona: TPersona, email: string, scopes: string[], agencyId: string | null, customerId: string | null): Promise<TCaller> => ({
    persona, token: await login(api, email, 'demo-password'), userId: await userIdOf(api, email), scopes, agencyId, customerId, email,
  });
  const added = async (persona: keyof typeof extra): Promise<TCaller> => {
    const u = extra[persona];
    return { persona, token: await login(api, u.email, PERSONA_PASSWORD), userId: ids[persona], scopes: u.scopes, agencyId: u.agencyId ?? null, customerId: u.customerId ?? null, email: u.email };
  };
  return {
    anonymous: { persona: 'anonymous', token: null, userId: null, scopes: [], agencyId: null, customerId: null, email: null },
    customer: await demo('customer', 'customer@example.com', ['customers.self'], null, DEMO_CUSTOMER_ID),
    otherCustomer: await added('otherCustomer'),
    agency: await demo('agency', 'agency@example.com', ['agencies.self'], DEMO_AGENCY_ID, null),
    otherAgency: await added('otherAgency'),
    limitedStaff: await added('limitedStaff'),
    admin: await demo('admin', 'admin@example.com', ['admin'], null, null),
  };
}

/** A persona's request through the test app (the anonymous one sends no token). */
export const callAs = (api: TTestApi, c: TCaller, method: string, path: string, body?: unknown) =>
  api.call(method, path, { token: c.token ?? undefined, body });

/** The JSON body of an answer that must have the status (its text in the failure message). */
export async function expectJson<T = Record<string, unknown> & { id: string }>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
