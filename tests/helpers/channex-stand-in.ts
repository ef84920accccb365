// A local stand-in of Channex.io's PMS API for the calls the product makes (docs.channex.io, "FOR
// PMS": Availability and Rates, Bookings Collection), real HTTP on loopback so the adapter runs
// unchanged against it (the connection's url): POST /api/v1/availability and /restrictions
// ({ values: [...] } → { data: [{ id, type: 'task' }], meta }), GET /api/v1/booking_revisions/feed
// (the revisions not acknowledged yet) and POST /api/v1/booking_revisions/{id}/ack. It checks the
// `user-api-key` header (401 with Channex's error shape otherwise) and the property of each value.
// The test plays the OTA: addRevision() puts a booking revision in the feed.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export type TStandInRevision = { id: string; type: 'booking_revision'; attributes: Record<string, unknown>; acked: boolean };

export type TChannexStandIn = {
  url: string;
  /** Availability as last set, per room type and day (YYYY-MM-DD). */
  availability: Map<string, Map<string, number>>;
  /** Rates as last set, per rate plan and day ("200.00"). */
  rates: Map<string, Map<string, string>>;
  revisions: TStandInRevision[];
  calls: { method: string; path: string; body: unknown; key: string }[];
  /** The next n calls answer this status (a failing channel). */
  failNext(n: number, status?: number): void;
  addRevision(r: { bookingId: string; status: 'new' | 'modified' | 'cancelled'; insertedAt: string; rooms: { roomTypeId: string; ratePlanId?: string; checkin: string; checkout: string; adults?: number }[]; customer?: { name: string; surname: string; mail?: string }; amount?: string; currency?: string; otaCode?: string }): TStandInRevision;
  close(): Promise<void>;
};

const body = (req: IncomingMessage) => new Promise<string>((resolve) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
});

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
};

export async function startChannexStandIn(apiKey: string, propertyId: string): Promise<TChannexStandIn> {
  const availability = new Map<string, Map<string, number>>();
  const rates = new Map<string, Map<string, string>>();
  const revisions: TStandInRevision[] = [];
  const calls: TChannexStandIn['calls'] = [];
  let failing = 0;
  let failStatus = 500;
  const error = (status: number, code: string, title: string, details?: Record<string, string>) => ({ status, json: { errors: { code, title, ...(details ? { details } : {}) } } });
  const task = () => ({ status: 200, json: { data: [{ id: randomUUID(), type: 'task' }], meta: { message: 'Success', warnings: [] } } });

  function handle(method: string, path: string, query: URLSearchParams, json: Record<string, unknown>): { status: number; json: unknown } {
    if (failing > 0) {
      failing -= 1;
      return error(failStatus, 'internal_error', 'Internal Server Error');
    }
    if ((method === 'POST') && (path === '/api/v1/availability' || path === '/api/v1/restrictions')) {
      const values = json.values;
      if (!Array.isArray(values) || values.length === 0) return error(422, 'validation_error', 'Validation Error', { values: 'is required' });
      for (const v of values as Record<string, unknown>[]) {
        if (v.property_id !== propertyId) return error(422, 'validation_error', 'Validation Error', { property_id: 'is invalid' });
        const from = String(v.date_from ?? v.date);
        const to = String(v.date_to ?? v.date);
        if (path === '/api/v1/availability') {
          if (typeof v.availability !== 'number' || !Number.isInteger(v.availability) || v.availability < 0) return error(422, 'validation_error', 'Validation Error', { availability: 'must be a non-negative integer' });
          const m = availability.get(String(v.room_type_id)) ?? new Map<string, number>();
          for (const d of days(from, to)) m.set(d, v.availability);
          availability.set(String(v.room_type_id), m);
        } else {
          const m = rates.get(String(v.rate_plan_id)) ?? new Map<string, string>();
          for (const d of days(from, to)) m.set(d, String(v.rate));
          rates.set(String(v.rate_plan_id), m);
        }
      }
      return task();
    }
    if (method === 'GET' && path === '/api/v1/booking_revisions/feed') {
      const property = query.get('filter[property_id]');
      const open = revisions.filter((r) => !r.acked && (!property || r.attributes.property_id === property));
      return { status: 200, json: { data: open.map(({ id, type, attributes }) => ({ id, type, attributes })), meta: { page: 1, limit: 10, total: open.length } } };
    }
    const ack = /^\/api\/v1\/booking_revisions\/([^/]+)\/ack$/.exec(path);
    if (method === 'POST' && ack) {
      const r = revisions.find((x) => x.id === ack[1]);
      if (!r) return error(404, 'resource_not_found', 'Resource Not Found');
      r.acked = true;
      return { status: 200, json: { meta: { message: 'Success' } } };
    }
    return error(404, 'resource_not_found', 'Resource Not Found');
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const text = await body(req);
    const key = String(req.headers['user-api-key'] ?? '');
    let json: Record<string, unknown> = {};
    try { json = text ? JSON.parse(text) as Record<string, unknown> : {}; } catch { /* answered below */ }
    calls.push({ method: req.method ?? '', path: url.pathname, body: json, key });
    const answer = key !== apiKey ? error(401, 'unauthorized', 'Unauthorized') : handle(req.method ?? '', url.pathname, url.searchParams, json);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`, availability, rates, revisions, calls,
    failNext(n, status = 500) { failing = n; failStatus = status; },
    addRevision(r) {
      const rev: TStandInRevision = {
        id: randomUUID(), type: 'booking_revision', acked: false,
        attributes: {
          property_id: propertyId, booking_id: r.bookingId, status: r.status, inserted_at: r.insertedAt,
          unique_id: `BDC-${r.otaCode ?? r.bookingId}`, ota_reservation_code: r.otaCode ?? null, ota_name: 'Booking.com',
          arrival_date: r.rooms[0]?.checkin, departure_date: r.rooms[0]?.checkout, amount: r.amount ?? '0.00', currency: r.currency ?? 'EUR',
          customer: { name: r.customer?.name ?? 'Ota', surname: r.customer?.surname ?? 'Guest', mail: r.customer?.mail ?? null, phone: null, language: 'en' },
          occupancy: { adults: r.rooms.reduce((s, x) => s + (x.adults ?? 2), 0), children: 0, infants: 0 },
          rooms: r.rooms.map((x) => ({ room_type_id: x.roomTypeId, rate_plan_id: x.ratePlanId ?? null, checkin_date: x.checkin, checkout_date: x.checkout, occupancy: { adults: x.adults ?? 2, children: 0, infants: 0 }, amount: r.amount ?? '0.00' })),
          notes: null,
        },
      };
      revisions.push(rev);
      return rev;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
