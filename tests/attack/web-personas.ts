// The seven callers of the attack suite against the running web server (Playwright): one
// request context (own cookie jar) per persona, logged in through the BFF. The extra personas
// (another customer, another agency's user, a staff user limited to one resort) are created by
// the admin through the BFF's generic calls.
import { expect, request, type APIRequestContext } from '@playwright/test';

export const WEB_PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'agency', 'otherAgency', 'limitedStaff', 'admin'] as const;
export type TWebPersona = (typeof WEB_PERSONAS)[number];
export type TWebCaller = { persona: TWebPersona; ctx: APIRequestContext; scopes: string[]; email: string | null; password: string | null; isCrmUser: boolean };

export const DEMO_PASSWORD = 'demo-password';
const PERSONA_PASSWORD = 'persona-pass-1';
export const LIMITED_STAFF_SCOPES = ['bookings.read', 'bookings.update', 'bookings.create', 'customers.read', 'resort.read', 'rooms.read'];

type TList = { data: { id: string; name?: string }[] };

export async function loginContext(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post('/api/auth/token', { data: { email, password } });
  expect(res.status(), `login ${email}`).toBe(200);
  return ctx;
}

async function created(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<{ id: string }> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(200);
  return (await res.json()) as { id: string };
}

export async function createWebCallers(baseURL: string): Promise<Record<TWebPersona, TWebCaller>> {
  const run = Date.now().toString(36);
  const admin = await loginContext(baseURL, 'admin@example.com', DEMO_PASSWORD);
  const agencies = (await (await admin.get('/api/agencies?size=0')).json()) as TList;
  const otherAgency = agencies.data.find((a) => a.name === 'Ocean Travel Ltd')!;
  const resort = ((await (await admin.get('/api/resort?size=1')).json()) as TList).data[0];
  const customer = await created(await admin.post('/api/customers', { data: { fullName: `Other Customer ${run}` } }), 'customer');
  const extra = {
    otherCustomer: { userType: 'Customer', scopes: ['customers.self'], customerId: customer.id },
    otherAgency: { userType: 'Agency', scopes: ['agencies.self'], agencyId: otherAgency.id },
    limitedStaff: { userType: 'user', scopes: LIMITED_STAFF_SCOPES, assets: [{ ref: resort.id, type: 'resort' }] },
  };
  const callers = {} as Record<TWebPersona, TWebCaller>;
  for (const [persona, u] of Object.entries(extra) as [TWebPersona, (typeof extra)[keyof typeof extra]][]) {
    const email = `${persona.toLowerCase()}-${run}@example.com`;
    await created(await admin.post('/api/users', { data: { name: persona, email, password: PERSONA_PASSWORD, ...u } }), persona);
    callers[persona] = { persona, ctx: await loginContext(baseURL, email, PERSONA_PASSWORD), scopes: u.scopes, email, password: PERSONA_PASSWORD, isCrmUser: false };
  }
  const demo = async (persona: TWebPersona, email: string, scopes: string[]): Promise<TWebCaller> =>
    ({ persona, ctx: await loginContext(baseURL, email, DEMO_PASSWORD), scopes, email, password: DEMO_PASSWORD, isCrmUser: false });
  callers.anonymous = { persona: 'anonymous', ctx: await request.newContext({ baseURL }), scopes: [], email: null, password: null, isCrmUser: false };
  callers.customer = await demo('customer', 'customer@example.com', ['customers.self']);
  callers.agency = await demo('agency', 'agency@example.com', ['agencies.self']);
  callers.admin = { persona: 'admin', ctx: admin, scopes: ['admin'], email: 'admin@example.com', password: DEMO_PASSWORD, isCrmUser: false };
  return callers;
}

/** A fresh account made by the admin (so that changing it disturbs no other test); returns its
 *  id, e-mail and password. */
export async function addWebUser(admin: APIRequestContext, scopes: string[], label: string): Promise<{ id: string; email: string; password: string }> {
  const email = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const { id } = await created(await admin.post('/api/users', { data: { name: label, email, password: PERSONA_PASSWORD, userType: 'user', scopes } }), label);
  return { id, email, password: PERSONA_PASSWORD };
}

export async function disposeCallers(callers: Partial<Record<TWebPersona, TWebCaller>>): Promise<void> {
  await Promise.all(Object.values(callers).map((c) => c?.ctx.dispose()));
}
