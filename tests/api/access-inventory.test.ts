// Issue 31, "by construction": the inventory of every read call that touches a booking's rows. Each
// GET operation of the upstream's OpenAPI document is called by a clerk limited to one resort, an
// agency user and a customer, aimed at a booking that caller must not see (tests/attack/valid-probes.ts),
// inside the access witness (upstream/db/access-witness.ts): the database notes the tables the call
// read, the booking access rule notes that it decided. A call that answered 2xx after reading one
// of the tables below without asking the rule is a side door, unless listed in NO_RULE_NEEDED with
// why. The inventory itself (which call reads what) is printed on failure, and its size is held so
// that a broken witness cannot pass by seeing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { witnessAccess } from '../../upstream/db/access-witness';
import { createCallers, type TCaller, type TPersona } from '../attack/personas';
import { operationsOf, type TOp } from '../attack/openapi-ops';
import { buildProbeWorld, probePath, VICTIM, type TProbeWorld } from '../attack/valid-probes';
import { apiFile } from '../helpers/api-file';

/** The rows of a booking: the booking, its rooms, lines, money, forms, mails and documents. */
const BOOKING_ROWS = new Set([
  'bookings', 'booking_rooms', 'booking_calculation_lines', 'booking_comments', 'booking_versions', 'booking_documents',
  'booking_onsite_items', 'booking_onsite_payments', 'booking_specials', 'payments', 'online_refunds', 'guest_forms',
  'guest_form_files', 'mail_queue', 'invoices', 'invoice_lines', 'credit_entries', 'dive_participants',
]);

/** Calls that read such rows without the per-booking rule, and why that is right. */
const NO_RULE_NEEDED: Record<string, string> = {
  // Availability: beds taken per cabin and departure, counted over every booking (bookingSight's
  // 'occupied'); no booking's number, guest, state or id is in the answer (the attack matrix scans
  // these answers for every other party's markers).
  'GET /api/schedules/booking': 'free beds per cabin of open departures',
  'GET /api/schedules/{id}/info': 'free beds and the number of guests booked on a departure',
  'GET /api/tours/booking': 'free beds per tour departure',
};

const PROBERS: TPersona[] = ['limitedStaff', 'agency', 'customer'];

type TSeen = { op: string; persona: TPersona; status: number; tables: string[]; asked: number };

const t = apiFile();
let callers: Record<TPersona, TCaller>;
let world: TProbeWorld;
let doc: { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
const seen: TSeen[] = [];

beforeAll(async () => {
  callers = await createCallers(t.api);
  doc = (await (await t.api.call('GET', '/api/openapi.json')).json()) as typeof doc;
  world = await buildProbeWorld(t.api, callers);
  const reads = operationsOf(doc).filter((o: TOp) => o.method === 'GET' && o.pattern !== '/api/auth/logout');
  for (const op of reads) {
    for (const persona of PROBERS) {
      const path = await probePath(t.api, world, callers.admin.token!, op, doc.paths[op.pattern].get, world.bookings[VICTIM[persona]]);
      const { result: status, witness } = await witnessAccess(async () => {
        const res = await t.api.call('GET', path, { token: callers[persona].token ?? undefined });
        await res.arrayBuffer();
        return res.status;
      });
      seen.push({ op: `GET ${op.pattern}`, persona, status, tables: [...witness.tables].filter((t) => BOOKING_ROWS.has(t)).sort(), asked: witness.asked });
    }
  }
}, 900_000);

describe('every read of a booking\'s rows goes through the booking access rule', () => {
  it('the witness sees the reads (the inventory is not empty)', () => {
    const readers = new Set(seen.filter((s) => s.tables.length).map((s) => s.op));
    // Measured at writing: well over a hundred read calls touch a booking's rows.
    expect(readers.size).toBeGreaterThan(60);
    // The booking's own page is among them and asks the rule.
    const own = seen.find((s) => s.op === 'GET /api/bookings/{id}' && s.persona === 'limitedStaff');
    expect(own?.tables).toContain('bookings');
    expect(own?.asked).toBeGreaterThan(0);
  });

  it('no call answers such rows without asking', () => {
    const doors = seen.filter((s) => s.status < 300 && s.tables.length && s.asked === 0 && !NO_RULE_NEEDED[s.op])
      .map((s) => `${s.op} as ${s.persona} → ${s.status}, read ${s.tables.join(', ')}`);
    expect(doors).toEqual([]);
  });

  it('every exemption is still needed', () => {
    const stale = Object.keys(NO_RULE_NEEDED).filter((op) => !seen.some((s) => s.op === op && s.tables.length && s.asked === 0));
    expect(stale).toEqual([]);
  });
});
