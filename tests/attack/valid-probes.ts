// The access matrix's second pass (issue 13): every operation called with VALID input, i.e. the
// ids of real records and valid dates and queries, so each call gets past its validation to its
// access rules and answers. The world: six bookings with marker guest names, numbers and
// payments, one per party (the agency, the other agency, the desk, the demo customer, another
// resort, a vessel departure). Each persona probes with the records of a party it must not see
// and with the vessel departure; the answers are scanned for the markers of every booking the
// persona may not read.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../upstream/db/schema';
import { now } from '../../upstream/clock';
import { DEMO_CUSTOMER_ID, DEMO_RESORT_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { resourceByBase } from '../../lib/contract/resources';
import type { TTestApi } from '../helpers/api';
import { NO_SUCH_ID, type TOp } from './openapi-ops';
import type { TCaller, TPersona } from './personas';

export type TParty = 'agency' | 'otherAgency' | 'desk' | 'customer' | 'lagoon' | 'vessel';
export type TProbeBooking = {
  party: TParty; id: string; number: string; marker: string; payRef: string; payment: string;
  room: string; resort: string | null; vessel: string | null; agency: string | null; customer: string | null; tour: string | null; schedule: string | null;
};
export type TProbeWorld = { bookings: Record<TParty, TProbeBooking>; adminUser: string; firstIds: Map<string, string> };

const day = (n: number) => new Date(now().getTime() + n * 86_400_000).toISOString().slice(0, 10);
export const PROBE_FROM = day(500);
export const PROBE_TO = day(507);

/** The bookings each persona may read in full; every other booking's markers must never reach it. */
export const SEES: Record<TPersona, TParty[]> = {
  anonymous: [], customer: ['customer'], otherCustomer: [], agency: ['agency'], otherAgency: ['otherAgency'],
  limitedStaff: ['agency', 'otherAgency', 'desk', 'customer'], admin: ['agency', 'otherAgency', 'desk', 'customer', 'lagoon', 'vessel'],
};
/** The party whose records a persona probes with (besides the vessel departure). */
export const VICTIM: Record<TPersona, TParty> = {
  anonymous: 'desk', customer: 'otherAgency', otherCustomer: 'customer', agency: 'otherAgency', otherAgency: 'agency', limitedStaff: 'lagoon', admin: 'desk',
};

async function made(api: TTestApi, token: string, path: string, body: unknown): Promise<Record<string, unknown> & { id: string }> {
  const res = await api.call('POST', path, { token, body });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown> & { id: string };
}

export async function buildProbeWorld(api: TTestApi, who: Record<TPersona, TCaller>): Promise<TProbeWorld> {
  const admin = who.admin.token!;
  const lagoon = sid('resort:lagoon');
  const room = async (name: string, asset: { resort?: string; vessel?: string }) => (await made(api, admin, '/api/rooms', { name, type: asset.vessel ? 'Cabin' : 'Room', availableBeds: 2, allowMixedGender: true, ...asset })).id;
  const vessel = (await made(api, admin, '/api/vessel', { name: 'MY Probe' })).id;
  const tour = (await made(api, admin, '/api/tours', { name: 'Probe Reefs', vessel, nights: 7 })).id;
  const schedule = (await made(api, admin, '/api/schedules', { name: 'Probe departure', tour, vessel, dateFrom: PROBE_FROM, dateTo: PROBE_TO, status: 'open', maxPax: 6 })).id;
  const plan: { party: TParty; token: string; marker: string; asset: { resort?: string; vessel?: string }; extra?: Record<string, unknown> }[] = [
    { party: 'agency', token: who.agency.token!, marker: 'Markerown', asset: { resort: DEMO_RESORT_ID } },
    { party: 'otherAgency', token: who.otherAgency.token!, marker: 'Markerother', asset: { resort: DEMO_RESORT_ID } },
    { party: 'desk', token: admin, marker: 'Markerdesk', asset: { resort: DEMO_RESORT_ID } },
    { party: 'customer', token: admin, marker: 'Markercust', asset: { resort: DEMO_RESORT_ID }, extra: { customer: DEMO_CUSTOMER_ID } },
    { party: 'lagoon', token: admin, marker: 'Markerlagoon', asset: { resort: lagoon } },
    { party: 'vessel', token: admin, marker: 'Markervessel', asset: { vessel }, extra: { type: 'tour', tour, schedule } },
  ];
  const bookings = {} as Record<TParty, TProbeBooking>;
  for (const p of plan) {
    const r = await room(`Probe ${p.party}`, p.asset);
    const b = await made(api, p.token, '/api/bookings', {
      title: `Guest ${p.marker}`, ...p.asset, ...p.extra,
      rooms: [{ room: r, dateFrom: PROBE_FROM, dateTo: PROBE_TO, guests: [{ firstName: 'Probe', lastName: p.marker, gender: 'f' }] }],
    });
    const payRef = `PAY${p.marker.toUpperCase()}`;
    await made(api, admin, `/api/bookings/${b.id}/payment`, { amount: 4242, reference: payRef });
    const [pay] = await api.handle.db.select({ id: payments.id }).from(payments).where(eq(payments.booking, b.id));
    // The booking's rows in the newer modules carry its marker too (issue 31): a guest form, the
    // booking's mail in the outbox, a credit moved out of it with a note; every answer is scanned
    // for them like for the booking itself.
    await made(api, admin, '/api/guestform', { name: `Form ${p.marker}`, booking: b.id });
    await made(api, admin, '/api/mailqueue', { to: 'guest@example.com', subject: `Your forms ${p.marker}`, text: `Dear ${p.marker}`, booking: b.id });
    if (b.customer) {
      await made(api, admin, '/api/credits', { customer: b.customer, source: 'cancellation', sourceBooking: b.id, amount: 42, note: `Credit ${p.marker}` });
    }
    bookings[p.party] = {
      party: p.party, id: b.id, number: String(b.offerNo ?? b.reservationNo ?? b.bookingNo), marker: p.marker, payRef,
      payment: String(pay?.id ?? NO_SUCH_ID), room: r, resort: p.asset.resort ?? null, vessel: p.asset.vessel ?? null,
      agency: (b.agency as string | null) ?? null, customer: (b.customer as string | null) ?? null,
      tour: p.party === 'vessel' ? tour : null, schedule: p.party === 'vessel' ? schedule : null,
    };
  }
  return { bookings, adminUser: who.admin.userId!, firstIds: new Map() };
}

/** Some record id of a generic resource (the admin's first), for `{id}` of its calls. */
async function firstId(api: TTestApi, world: TProbeWorld, admin: string, base: string): Promise<string> {
  if (!world.firstIds.has(base)) {
    const res = await api.call('GET', `${base}?size=1`, { token: admin });
    const body = res.status === 200 ? ((await res.json()) as { data?: { id: string }[] }) : {};
    world.firstIds.set(base, body.data?.[0]?.id ?? NO_SUCH_ID);
  }
  return world.firstIds.get(base)!;
}

type TDocOp = { parameters?: { in: string; name: string }[] };

/** The concrete path and query of `op` aimed at booking `v` (the vessel departure fills what v lacks). */
export async function probePath(api: TTestApi, world: TProbeWorld, admin: string, op: TOp, docOp: TDocOp, v: TProbeBooking): Promise<string> {
  const ves = world.bookings.vessel;
  const resort = v.resort ?? DEMO_RESORT_ID;
  const asset = v.resort ?? v.vessel ?? DEMO_RESORT_ID;
  const idFor = async (prefix: string): Promise<string> => {
    const direct: Record<string, string> = {
      '/api/bookings': v.id, '/api/price/booking': v.id, '/api/rooms': v.room, '/api/rooms/available': asset,
      '/api/schedules': v.schedule ?? ves.schedule!, '/api/tours': v.tour ?? ves.tour!, '/api/customers': v.customer ?? DEMO_CUSTOMER_ID,
      '/api/agencies': v.agency ?? sid('agencies:ocean'), '/api/payments': v.payment, '/api/users': world.adminUser,
      '/api/resort': resort, '/api/vessel': v.vessel ?? ves.vessel!,
    };
    if (direct[prefix]) return direct[prefix];
    return resourceByBase(prefix) ? firstId(api, world, admin, prefix) : NO_SUCH_ID;
  };
  const values: Record<string, string> = {
    roomId: v.room, customerId: v.customer ?? 'x', calcId: NO_SUCH_ID, paymentId: v.payment, version: '1', resort, bookingNo: v.number,
    slug: 'no-such-widget', from: day(499), to: day(510), tour: v.tour ?? ves.tour!, schedule: v.schedule ?? ves.schedule!, template: 'cabins',
    group: 'general', system: 'xero', state: 'clean', user: world.adminUser,
  };
  let path = op.pattern;
  for (const m of op.pattern.matchAll(/\{([^}]+)\}/g)) {
    const value = m[1] === 'id' ? await idFor(op.pattern.slice(0, m.index).replace(/\/$/, '')) : values[m[1]] ?? NO_SUCH_ID;
    path = path.replace(m[0], encodeURIComponent(value));
  }
  const query: Record<string, string> = {
    dateFrom: day(499), dateTo: day(510), from: day(499), to: day(510), date: PROBE_FROM, resort, vessel: v.vessel ?? ves.vessel!,
    rooms: v.room, states: 'clean', roomType: NO_SUCH_ID, email: 'nobody@example.com', asset, id: ves.vessel!, tour: v.tour ?? ves.tour!,
    url: 'https://example.com/', size: '0',
  };
  const q = new URLSearchParams();
  for (const prm of docOp.parameters ?? []) if (prm.in === 'query' && query[prm.name] !== undefined) q.set(prm.name, query[prm.name]);
  return q.size ? `${path}?${q}` : path;
}

/** Marker strings of the bookings a persona may not read. */
export function forbiddenMarkers(world: TProbeWorld, persona: TPersona): string[] {
  return Object.values(world.bookings).filter((b) => !SEES[persona].includes(b.party)).flatMap((b) => [b.marker, b.number, b.payRef]);
}

/** The answer as scanned: the echoed request path of an error answer is not a leak. */
export function scanText(text: string): string {
  return text.replace(/"path":"[^"]*"/g, '');
}
