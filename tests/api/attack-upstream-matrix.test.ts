// Attack suite, access matrix of the upstream (issue 5): every operation of the upstream's own
// OpenAPI document, called straight (no BFF) by each persona. Expected answers come from the spec:
//  - anonymous: 401, except the public calls listed below with their spec source;
//  - admin passes every check except guest-only (section 6);
//  - a generic resource call (api-calls 7.1) needs `<scope>.<action>` of its declaration, matched
//    with the spec's scope rules (tests/attack/spec-access.ts): denied → 403, allowed → no 401/403;
//  - a customer or agency user is served (2xx) only by the self-service calls listed below;
//  - nobody ever gets a 5xx.
// A second pass (issue 13) calls every operation again with valid input (real ids, dates, queries;
// tests/attack/valid-probes.ts) and scans each answer for other parties' booking, guest and
// payment data.
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNED_ELSEWHERE } from './resources-fixtures';
import { createCallers, login, PERSONA_PASSWORD, PERSONAS, type TCaller, type TPersona } from '../attack/personas';
import { genericCall, operationsOf, type TOp } from '../attack/openapi-ops';
import { specAllowsAny } from '../attack/spec-access';
import { buildProbeWorld, forbiddenMarkers, probePath, scanText, VICTIM, type TParty, type TProbeWorld } from '../attack/valid-probes';
import { apiFile } from '../helpers/api-file';

/** Calls a guest may make. */
const PUBLIC = new Set([
  'GET /version', 'GET /api/version', // section 7.13: GET /version
  'GET /api/bootstrap', // 7.13 bootstrap: also for guests ("UNAUTHORIZED is suppressed before bootstrap")
  'GET /api/translation/keys', 'GET /api/currency/keys', 'GET /api/settings/lang', // 7.13 reference data of the login screen
  'GET /api/settings/currencies', 'GET /api/settings/exchangeRate', 'GET /api/settings/countries', 'GET /api/settings/airports', // public booking forms
  'POST /api/auth/token', 'POST /api/auth/register', 'PUT /api/auth/password/reset', 'POST /api/auth/password/reset', // 7.2 (guests only)
  'POST /api/users/{id}/verify', // section 2: /user/{id}/verify is "guest or user"
  // Pictures of the media library are shown on public pages, widgets and in mail clients without
  // a login; any other file answers 401 to a guest (docs/decisions/media.md, serve-data.ts).
  'GET /api/media/{id}/data',
  // 7.14: the widget page's tracking call (no cookies, no login) and the payment provider's webhook
  // (its signature is the proof, docs/decisions/widget-and-payment.md).
  'POST /api/widget/t/{widget}/{id}/{action}', 'POST /api/payments/notify/booking/{id}/{provider}',
  // Section 2: /invoice/{id} and /club/invoice/{id} are public; the unguessable token is the secret
  // (docs/decisions/invoices.md). An unknown token answers 404.
  'GET /api/invoice/public/{token}', 'GET /api/invoice/public/{token}/pdf', 'POST /api/invoice/public/{token}/checkout',
  // The files a form link's elements show (issue 20): the form's token opens them, nothing else
  // (docs/decisions/guest-forms.md); without it 400, with a wrong one 404.
  'GET /api/form/{id}/media/{media}',
  // A user's calendar feed (issue 32): a calendar app subscribes without a login; the secret link's
  // token is the proof (hashed, revocable; docs/decisions/secrets.md). An unknown token answers 404.
  'GET /api/calendar/feed/{token}',
  // 7.14 connect (issue 37): a connected system's server hands over a jump of one of our users; the
  // assertion signed with the shared jumpSecret is the proof (docs/decisions/auth.md), a bad one 401.
  'POST /api/cauth/jump/{system}',
]);
/** 7.6 public booking (/api/book/...: houses, rooms, departures, price, create, lookup, widgets);
 *  not the generic /api/book resource (the staff's list of web requests). */
const isPublicBooking = (op: TOp) => op.pattern.startsWith('/api/book/') && genericCall(op) === null;
const isPublic = (k: string) => PUBLIC.has(k) || isPublicBooking(opOf(k));

/** Guest-only calls (spec 7.2 "guests only"): refused to every logged-in caller, admin included. */
const GUEST_ONLY = new Set(['POST /api/auth/register', 'PUT /api/auth/password/reset', 'POST /api/auth/password/reset']);

/** The partner API (issue 37, docs/decisions/partner-api.md): only a partner's API key opens it;
 *  every login token, the admin's included, gets 401 (its own test: tests/api/partner-keys.test.ts). */
const isKeyOnly = (k: string) => k.split(' ')[1]?.startsWith('/api/partner/') ?? false;

/** Calls that end the caller's token: run last, each with a token of its own. */
const ENDS_TOKEN = new Set(['PUT /api/auth/token', 'DELETE /api/auth/token']);

/** Non-generic calls that may serve a customer or an agency user (their own data, own account,
 *  and for agencies what booking needs: "Agencies with agencies.self can list and create bookings"). */
const SELF_SERVICE: Record<'customer' | 'agency', Set<string>> = {
  customer: new Set([
    'GET /api/auth/token', 'HEAD /api/auth/token', 'GET /api/users/self', 'POST /api/users/self', 'GET /api/users/types',
    'GET /api/users/logins', 'GET /api/settings/group/{group}', 'GET /api/bookings', 'GET /api/bookings/listCSV',
    'GET /api/dashboard', // the home screen: their own bookings (issue 14)
    // their own customer records' calls (issue 18): the view, stays, history, meta and references
    'GET /api/customers/dashboard', 'GET /api/customers/{id}/view', 'GET /api/customers/{id}/stay', 'GET /api/customers/{id}/history',
    'GET /api/customers/{id}/diff/{from}', 'GET /api/customers/{id}/meta', 'GET /api/customers/{id}/meta/{key}',
    'GET /api/customers/{id}/reference', 'GET /api/customers/{id}/reference/find/{system}', 'POST /api/customers/{customer}/print/{template}',
    'GET /api/customers/credits', // their own credits (issue 18, docs/decisions/credits.md)
    // their own guest forms (issue 20, docs/decisions/guest-forms.md): the kinds, their figures and the list with links
    'GET /api/guestform/types', 'GET /api/guestform/statistics', 'GET /api/guestform/self',
    'GET /api/divelog/self', 'GET /api/divelog/self/pdf', // their own dive log book (issue 22)
    // the club area (issue 18, docs/decisions/loyalty-club.md): their points, invoices, contests
    'GET /api/loyalty/program', 'GET /api/loyalty/self', 'GET /api/loyalty/statement/{customer}', 'GET /api/club/invoices',
    'GET /api/contest/open', 'POST /api/contest/{id}/subscribe', 'POST /api/contest/{id}/unsubscribe', 'GET /api/contest/{id}/subscription',
  ]),
  agency: new Set([
    'GET /api/auth/token', 'HEAD /api/auth/token', 'GET /api/users/self', 'POST /api/users/self', 'GET /api/users/types',
    'GET /api/users/logins', 'GET /api/settings/group/{group}', 'GET /api/bookings', 'GET /api/bookings/listCSV', 'POST /api/bookings',
    'GET /api/rooms/roomtype/{id}', 'GET /api/tours/booking', 'GET /api/schedules/booking',
    'GET /api/price/types', 'GET /api/price/calculationTypes', // value sets of the price screens they book with
    'GET /api/dashboard', // the home screen: their agency's bookings (issue 14)
    // their own agency's statistics (issue 35, docs/decisions/statistics.md: the booking access rule in SQL)
    'GET /api/bookings/statistics', 'GET /api/bookings/incomeByMonth', 'GET /api/bookings/utilization', 'GET /api/bookings/conversions',
    'GET /api/bookings/topCountries', 'GET /api/bookings/topAgencies', 'GET /api/bookings/topRooms',
    'GET /api/bookings/topBookings', 'GET /api/bookings/topCustomers', 'GET /api/bookings/topUsers', 'GET /api/bookings/topSalesAgents',
    'GET /api/bookings/topBookingOwner', 'GET /api/bookings/statsByAge', 'GET /api/bookings/bookingCalculationStats', 'GET /api/bookings/bookingInfoStats',
    'GET /api/bookings/topProducts', 'GET /api/bookings/topProductCategories', 'GET /api/bookings/topSupplements',
    'GET /api/bookings/statsByRepeater', 'GET /api/bookings/occupancyPerYear',
    'GET /api/bookings/statistics/byVesselYear', 'GET /api/bookings/statistics/byVesselYear/{vessel}', 'GET /api/bookings/statistics/bySchedule',
    'GET /api/bookings/report/finance', // the finance report of their own bookings (issue 35 item 3)
    'GET /api/bookings/assetShare', // the resorts' and vessels' share of their own bookings (issue 35)
    'GET /api/bookings/pace', // on the books of their own bookings against a year before (issue 35 item 5)
    // their own agency's money (issue 16, docs/decisions/payments.md)
    'GET /api/bookings/allBookingsWithOpenPayments', 'GET /api/bookings/paymentStatus', 'GET /api/payments/history', 'GET /api/payments/ref/{id}',
    'GET /api/agencies/contacts', 'GET /api/agencies/{agency}/link/{system}', // their own agency's (issue 18)
    'GET /api/agencies/templates', 'GET /api/agencies/{agency}/print/{template}', // their own agency's printouts (issue 18)
    // their own customer records' calls (issue 18): the view, stays, history, meta and references
    'GET /api/customers/dashboard', 'GET /api/customers/{id}/view', 'GET /api/customers/{id}/stay', 'GET /api/customers/{id}/history',
    'GET /api/customers/{id}/diff/{from}', 'GET /api/customers/{id}/meta', 'GET /api/customers/{id}/meta/{key}',
    'GET /api/customers/{id}/reference', 'GET /api/customers/{id}/reference/find/{system}', 'POST /api/customers/{customer}/print/{template}',
    'GET /api/agencies/credits', 'GET /api/customers/credits', // their agency's and its customers' credits (issue 18)
    // their own guest forms (issue 20, docs/decisions/guest-forms.md): the kinds, their figures and the list with links
    'GET /api/guestform/types', 'GET /api/guestform/statistics', 'GET /api/guestform/self',
    // the programme's rules, their customers' points, the contests open to enter (issue 18)
    'GET /api/loyalty/program', 'GET /api/loyalty/statement/{customer}', 'GET /api/contest/open',
  ]),
};
const selfKind = (p: TPersona): 'customer' | 'agency' | null =>
  p === 'customer' || p === 'otherCustomer' ? 'customer' : p === 'agency' || p === 'otherAgency' ? 'agency' : null;

const t = apiFile();
let callers: Record<TPersona, TCaller>;
let ops: TOp[];
let doc: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
let world: TProbeWorld;
/** The valid pass: "METHOD pattern persona victim" → status and the forbidden markers found. */
const probes = new Map<string, { status: number; found: string[]; k: string; persona: TPersona; victim: TParty }>();
/** status per "METHOD pattern" per persona */
const answers = new Map<string, Record<TPersona, number>>();
const key = (op: TOp) => `${op.method} ${op.pattern}`;
const opOf = (k: string) => ops.find((o) => key(o) === k)!;

async function call(op: TOp, token: string | null): Promise<number> {
  const body = ['POST', 'PUT', 'PATCH'].includes(op.method) ? {} : undefined;
  const res = await t.api.call(op.method, op.path, { token: token ?? undefined, body });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  callers = await createCallers(t.api);
  doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as typeof doc;
  ops = operationsOf(doc);
  for (const op of ops.filter((o) => !ENDS_TOKEN.has(key(o)))) {
    const statuses = await Promise.all(PERSONAS.map((p) => call(op, callers[p].token)));
    answers.set(key(op), Object.fromEntries(PERSONAS.map((p, i) => [p, statuses[i]])) as Record<TPersona, number>);
  }
  for (const op of ops.filter((o) => ENDS_TOKEN.has(key(o)))) {
    const row = {} as Record<TPersona, number>;
    for (const p of PERSONAS) {
      const c = callers[p];
      const own = c.email ? await login(t.api, c.email, p === 'customer' || p === 'agency' || p === 'admin' ? 'demo-password' : PERSONA_PASSWORD) : null;
      row[p] = await call(op, own);
    }
    answers.set(key(op), row);
  }
  await probeWithValidInput();
}, 900_000);

/** Every operation with valid input (tests/attack/valid-probes.ts): reads by every persona, aimed
 *  at a party it must not see and at a vessel departure; writes too by everyone but the admin
 *  (whose writes on real records would change the world the others probe). */
async function probeWithValidInput() {
  world = await buildProbeWorld(t.api, callers);
  const admin = callers.admin.token!;
  const isRead = (op: TOp) => op.method === 'GET' || op.method === 'HEAD';
  for (const phase of ['read', 'write'] as const) {
    for (const p of PERSONAS) {
      if (phase === 'write' && p === 'admin') continue;
      const forbidden = forbiddenMarkers(world, p);
      for (const victim of [...new Set([VICTIM[p], 'vessel' as TParty])]) {
        for (const op of ops.filter((o) => !ENDS_TOKEN.has(key(o)) && isRead(o) === (phase === 'read'))) {
          const path = await probePath(t.api, world, admin, op, doc.paths[op.pattern][op.method.toLowerCase()], world.bookings[victim]);
          const res = await t.api.call(op.method, path, { token: callers[p].token ?? undefined, body: isRead(op) ? undefined : {} });
          const text = scanText(new TextDecoder().decode(await res.arrayBuffer()));
          probes.set(`${key(op)} ${p} ${victim}`, { status: res.status, found: forbidden.filter((m) => text.includes(m)), k: key(op), persona: p, victim });
        }
      }
    }
  }
}

/** "METHOD pattern persona=status" lines of the cells that break a rule. */
function breaches(rule: (k: string, p: TPersona, status: number) => boolean): string[] {
  const out: string[] = [];
  for (const [k, row] of answers) for (const p of PERSONAS) if (!rule(k, p, row[p])) out.push(`${k} ${p}=${row[p]}`);
  return out;
}

describe('upstream access matrix (every OpenAPI operation x 7 personas, straight at the upstream)', () => {
  it('covers the whole document', () => {
    expect(ops.length).toBeGreaterThan(400);
    expect(answers.size).toBe(ops.length);
    for (const k of PUBLIC) expect(answers.has(k), k).toBe(true);
    expect(ops.filter(isPublicBooking).length).toBeGreaterThanOrEqual(6);
  });

  it('never answers 5xx', () => {
    expect(breaches((_k, _p, s) => s < 500)).toEqual([]);
  });

  it('anonymous gets 401 on every call but the public ones, and the public ones do not ask for a login', () => {
    expect(breaches((k, p, s) => p !== 'anonymous' || (isPublic(k) ? s !== 401 && s !== 403 : s === 401))).toEqual([]);
  });

  it('admin passes every check except the guest-only calls', () => {
    expect(breaches((k, p, s) => p !== 'admin' || isKeyOnly(k) || (GUEST_ONLY.has(k) ? s === 403 : s !== 401 && s !== 403))).toEqual([]);
  });

  it('the partner API answers every login with 401: it takes API keys only', () => {
    expect([...answers.keys()].filter(isKeyOnly).length).toBeGreaterThanOrEqual(8);
    expect(breaches((k, p, s) => !isKeyOnly(k) || s === 401)).toEqual([]);
  });

  it('guest-only calls are refused to every logged-in caller', () => {
    expect(breaches((k, p, s) => !GUEST_ONLY.has(k) || p === 'anonymous' || s === 403)).toEqual([]);
  });

  it('generic resource calls: the declared scope decides, matched by the spec\'s rules (403 when denied)', () => {
    let checked = 0;
    const out: string[] = [];
    for (const op of ops) {
      const g = genericCall(op);
      if (!g || (OWNED_ELSEWHERE[g.resource.name] ?? []).includes(g.call as never)) continue;
      const row = answers.get(key(op))!;
      for (const p of PERSONAS) {
        if (p === 'anonymous') continue;
        checked++;
        const allowed = specAllowsAny(callers[p], g.resource.scopes[g.action]);
        const s = row[p];
        if (allowed ? s === 401 || s === 403 : s !== 403) out.push(`${key(op)} ${p}=${s} (expected ${allowed ? 'allowed' : '403'})`);
      }
    }
    expect(checked).toBeGreaterThan(2000);
    expect(out).toEqual([]);
  });

  it('customers and agency users are served only by their self-service calls and their own generic records', () => {
    const out = breaches((k, p, s) => {
      const kind = selfKind(p);
      if (!kind || s >= 300 || isPublic(k) || ENDS_TOKEN.has(k) || SELF_SERVICE[kind].has(k)) return true;
      const g = genericCall(opOf(k));
      // a generic call that served them must be one their .self rule grants
      return !!g && (g.resource.self ?? []).some((r) => r.actions.includes(g.action) && callers[p].scopes.includes(r.scope));
    });
    expect(out).toEqual([]);
  });

  it('valid input: no answer carries another party\'s booking, guest or payment data', () => {
    const out = [...probes.entries()].filter(([, r]) => r.found.length).map(([k, r]) => `${k}=${r.status}: ${r.found.join(', ')}`);
    expect(out).toEqual([]);
  });

  it('valid input reaches the calls: never a 5xx, and the booking side doors answer', () => {
    expect([...probes.entries()].filter(([, r]) => r.status >= 500).map(([k, r]) => `${k}=${r.status}`)).toEqual([]);
    expect(probes.size).toBeGreaterThan(ops.length * 10);
    // The occupancy of the agency's resort with another agency's stay in it: served, anonymously.
    expect(probes.get('GET /api/rooms/occupancy agency otherAgency')?.status).toBe(200);
    expect(probes.get('GET /api/bookings/{id} admin desk')?.status).toBe(200);
    expect(probes.get('GET /api/bookings/{id} agency otherAgency')?.status).toBe(404);
    expect(probes.get('GET /api/schedules/{id}/customers admin vessel')?.status).toBe(200);
    expect(probes.get('GET /api/arrivaldeparture/date/{resort}/{from}/{to} limitedStaff vessel')?.status).toBe(200);
  });

  it('a contest\'s entries list is staff\'s: agencies are refused it, customers get only their own entry', () => {
    // without ?customer= the call lists every entrant (name, e-mail) to contest.read holders only
    const row = answers.get('GET /api/contest/{id}/subscription')!;
    expect([row.agency, row.otherAgency, row.limitedStaff], 'no such contest, still refused').toEqual([403, 403, 403]);
    const real = (p: TPersona) => probes.get(`GET /api/contest/{id}/subscription ${p} ${VICTIM[p]}`)?.status;
    expect(['agency', 'otherAgency', 'limitedStaff'].map((p) => real(p as TPersona)), 'a real contest').toEqual([403, 403, 403]);
    expect([real('customer'), real('otherCustomer')], 'customers: their own entry').toEqual([200, 200]);
  });

  it('a limited staff user is refused the calls their scopes do not name', () => {
    // Spot checks with the spec's scope names: no user, settings, price or finance administration.
    for (const k of ['GET /api/users', 'POST /api/users', 'GET /api/settings/types', 'POST /api/settings/group/{group}', 'GET /api/banks', 'POST /api/price', 'GET /api/userrole']) {
      expect(answers.get(k)?.limitedStaff, k).toBe(403);
    }
  });
});
