// Channex.io (https://docs.channex.io, "FOR PMS"): the channel manager this product speaks to.
// Availability per room type: POST /api/v1/availability { values: [{ property_id, room_type_id,
// date_from, date_to, availability }] }; rates per rate plan: POST /api/v1/restrictions
// { values: [{ property_id, rate_plan_id, date_from, date_to, rate }] } (both answer
// { data: [{ id, type: 'task' }], meta: { message, warnings } }); bookings: the booking revisions
// feed GET /api/v1/booking_revisions/feed?filter[property_id]= (the revisions not acknowledged
// yet, JSON:API { data: [{ id, type: 'booking_revision', attributes }] }) and
// POST /api/v1/booking_revisions/{id}/ack. The key goes in the `user-api-key` header.
import { minorDigits } from '../prices/engine/currency';
import { ChannelError, type TAvailabilityValue, type TChangeKind, type TChannelAdapter, type TChannelChange, type TPushResult, type TRateValue } from './adapter';

export const CHANNEX = 'channex';

export type TChannexConfig = { baseUrl: string; apiKey: string; propertyId: string; timeoutMs?: number };

type TRevision = { id: string; type?: string; attributes: Record<string, unknown> };

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0);

const KINDS: Record<string, TChangeKind> = { new: 'created', modified: 'modified', cancelled: 'cancelled' };

const digitsOf = (currency: string | null) => {
  try { return minorDigits(currency ?? 'EUR'); } catch { return 2; }
};

/** Channex's amount ("200.00") → minor units of the currency, exactly (no float); null when absent
 *  or malformed. */
export function minorOf(amount: unknown, currency: string | null): number | null {
  const text = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : null;
  const m = text ? /^(\d+)(?:\.(\d+))?$/.exec(text) : null;
  if (!m) return null;
  const digits = digitsOf(currency);
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > digits) return null;
  const minor = BigInt(m[1]) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0');
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** Minor units → Channex's decimal text (20000 EUR → "200.00", 1200 JPY → "1200"). */
export function majorOf(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  const t = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits ? `${t.slice(0, -digits)}.${t.slice(-digits)}` : t}`;
}

/** The revision's moment as ISO text of fixed width: the order of one booking's revisions. */
function revisionOf(r: TRevision): string {
  const at = str(r.attributes.inserted_at);
  const d = at ? new Date(at) : null;
  if (!d || Number.isNaN(d.getTime())) throw new ChannelError(502, `Booking revision ${r.id} has no valid inserted_at.`);
  return d.toISOString();
}

export function changeOfRevision(r: TRevision): TChannelChange {
  const a = r.attributes;
  const kind = KINDS[String(a.status)];
  if (!kind) throw new ChannelError(502, `Booking revision ${r.id} has an unknown status ${String(a.status)}.`);
  const externalId = str(a.booking_id);
  if (!externalId) throw new ChannelError(502, `Booking revision ${r.id} names no booking.`);
  const customer = (a.customer ?? {}) as Record<string, unknown>;
  const currency = str(a.currency);
  const rooms = Array.isArray(a.rooms) ? (a.rooms as Record<string, unknown>[]) : [];
  return {
    ackId: r.id, externalId, revision: revisionOf(r), kind,
    reference: str(a.ota_reservation_code), source: str(a.ota_name),
    rooms: rooms.map((room) => {
      const occ = (room.occupancy ?? {}) as Record<string, unknown>;
      return {
        roomTypeId: str(room.room_type_id) ?? '', ratePlanId: str(room.rate_plan_id),
        dateFrom: str(room.checkin_date) ?? str(a.arrival_date) ?? '', dateTo: str(room.checkout_date) ?? str(a.departure_date) ?? '',
        adults: num(occ.adults), children: num(occ.children),
      };
    }),
    guest: {
      firstName: str(customer.name) ?? '', lastName: str(customer.surname) ?? '',
      email: str(customer.mail), phone: str(customer.phone), language: str(customer.language),
    },
    amount: minorOf(a.amount, currency), currency, notes: str(a.notes), raw: { id: r.id, ...a },
  };
}

export function channexAdapter(cfg: TChannexConfig): TChannelAdapter {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method, signal: AbortSignal.timeout(cfg.timeoutMs ?? 20_000),
        headers: { 'user-api-key': cfg.apiKey, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (err) {
      throw new ChannelError(0, `Channex cannot be reached at ${base}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try { json = text ? JSON.parse(text) as Record<string, unknown> : {}; } catch { /* not JSON: the status says enough */ }
    if (!res.ok) {
      const e = (json.errors ?? {}) as Record<string, unknown>;
      const words = [str(e.title), ...(Array.isArray(e.details) ? e.details.map(String) : e.details && typeof e.details === 'object' ? Object.entries(e.details).map(([k, v]) => `${k}: ${String(v)}`) : [])].filter(Boolean).join('; ');
      throw new ChannelError(res.status, `Channex answered ${res.status}${words ? `: ${words}` : ''}.`);
    }
    return json;
  }
  const pushed = (json: Record<string, unknown>): TPushResult => {
    const data = Array.isArray(json.data) ? (json.data as { id?: string }[]) : [];
    const meta = (json.meta ?? {}) as { warnings?: unknown[] };
    return { reference: data[0]?.id ?? null, warnings: (meta.warnings ?? []).map((w) => (typeof w === 'string' ? w : JSON.stringify(w))) };
  };
  return {
    system: CHANNEX,
    async pushAvailability(values: TAvailabilityValue[]) {
      if (values.length === 0) return { reference: null, warnings: [] };
      return pushed(await call('POST', '/api/v1/availability', {
        values: values.map((v) => ({ property_id: cfg.propertyId, room_type_id: v.roomTypeId, date_from: v.dateFrom, date_to: v.dateTo, availability: v.availability })),
      }));
    },
    async pushRates(values: TRateValue[]) {
      if (values.length === 0) return { reference: null, warnings: [] };
      return pushed(await call('POST', '/api/v1/restrictions', {
        values: values.map((v) => ({ property_id: cfg.propertyId, rate_plan_id: v.ratePlanId, date_from: v.dateFrom, date_to: v.dateTo, rate: majorOf(v.rate, v.currency) })),
      }));
    },
    async pullChanges() {
      const json = await call('GET', `/api/v1/booking_revisions/feed?filter[property_id]=${encodeURIComponent(cfg.propertyId)}`);
      const data = Array.isArray(json.data) ? (json.data as TRevision[]) : [];
      // One malformed revision must not stop the feed: it is left unacknowledged (Channex keeps
      // it, and alerts the property) and named in the log; the others are applied.
      const changes: TChannelChange[] = [];
      for (const r of data) {
        try { changes.push(changeOfRevision(r)); } catch (err) { console.error(`[channels] Channex revision skipped: ${err instanceof Error ? err.message : String(err)}`); }
      }
      return { changes, cursor: null };
    },
    async acknowledge(ackId: string) {
      await call('POST', `/api/v1/booking_revisions/${encodeURIComponent(ackId)}/ack`);
    },
  };
}
