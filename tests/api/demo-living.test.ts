// The living demo business (upstream/db/seed/living) as the API serves it: written by the booking
// module's own rules (numbers, totals, payments, occupancy, history), seen by the agency account
// as its own, with a loyalty club whose points come from its stays, seeded once (a second seed
// adds nothing; a database with other bookings gets none).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApi } from '../helpers/api';
import { dayIn } from '../../upstream/clock';
import { addDays } from '../helpers/dates';
import { GENERAL_DEFAULTS } from '../../lib/contract/settings';
import { seed } from '../../upstream/db/seed';
import { DEMO_AGENCY_ID, DEMO_VESSEL_ID } from '../../upstream/db/seed/demo-ids';
import { sid } from '../../upstream/db/seed/resources-ids';
import { tokenOf } from './resources-fixtures';
import { apiFile } from '../helpers/api-file';


const t = apiFile({ living: true });
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.api.handle.db.execute(q)) as unknown as { rows: T[] }).rows;
const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(q))[0].n);


describe('living demo', () => {
  it('has bookings in every state around today, numbered and priced by the booking module', async () => {
    const states = await rows<{ state: string; n: number }>(sql`SELECT state, count(*)::int AS n FROM bookings GROUP BY state`);
    const by = Object.fromEntries(states.map((s) => [s.state, s.n]));
    for (const s of ['confirmed', 'planned', 'draft', 'waiting', 'aborted', 'freed']) expect(by[s], s).toBeGreaterThan(0);
    expect(Object.values(by).reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
    // Confirmed bookings carry a booking number, reservations theirs; every booking has a history.
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE state = 'confirmed' AND booking_no IS NULL`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE state = 'planned' AND reservation_no IS NULL`)).toBe(0);
    const written = ['b1', 'b2', 'b3'].map((k) => sid(`bookings:${k}`));
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM booking_versions v WHERE v.booking_id = b.id) AND b.id NOT IN (${sql.join(written.map((w) => sql`${w}`), sql`, `)})`)).toBe(0);
    // Most are priced by the price lists; nobody paid more than the total (the written demo's
    // bookings have no price lines).
    expect(await count(sql`SELECT count(DISTINCT booking_id)::int AS n FROM booking_calculation_lines WHERE source = 'engine'`)).toBeGreaterThan(100);
    const over = await count(sql`
      SELECT count(*)::int AS n FROM bookings b
      WHERE b.id NOT IN (${sql.join(written.map((w) => sql`${w}`), sql`, `)})
        AND (SELECT coalesce(sum(amount), 0) FROM payments p WHERE p.booking = b.id AND p.status IN ('paid', 'refunded'))
          > (SELECT coalesce(sum(amount), 0) FROM booking_calculation_lines l WHERE l.booking_id = b.id)`);
    expect(over).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM booking_calculation_lines WHERE source = 'cancellation' AND type = 'cost' AND amount > 0`)).toBeGreaterThan(0);
  });

  it('has guests arriving, leaving and in house today, and free cabins on next Saturday\'s departure', async () => {
    const today = dayIn(GENERAL_DEFAULTS.timezone); // the operator's day, as the seed and the dashboard take it
    const firm = sql`state = 'confirmed'`;
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND date_from = ${today}`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND date_to = ${today}`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE ${firm} AND checked_in AND NOT checked_out AND date_from <= ${today} AND date_to > ${today}`)).toBeGreaterThan(2);
    const [dep] = await rows<{ id: string; date_from: string }>(sql`
      SELECT s.id, s.date_from::text FROM schedules s WHERE s.vessel = ${DEMO_VESSEL_ID} AND s.date_from > ${today} ORDER BY s.date_from LIMIT 1`);
    expect(new Date(`${dep.date_from}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(dep.date_from <= addDays(today, 7)).toBe(true);
    const taken = await count(sql`
      SELECT count(DISTINCT o.room_id)::int AS n FROM occupancy o JOIN rooms r ON r.id = o.room_id
      WHERE o.holds AND r.vessel = ${DEMO_VESSEL_ID} AND o.date_from = ${dep.date_from}`);
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(7);
  });

  it('shows the agency account its own bookings only', async () => {
    const token = await tokenOf(t.api, 'agency@example.com');
    const res = await t.api.call('GET', '/api/bookings?size=0', { token });
    expect(res.status).toBe(200);
    const list = ((await res.json()) as { data: { agency: string | null }[] }).data;
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((b) => b.agency === DEMO_AGENCY_ID)).toBe(true);
  });

  it('has a loyalty club: programme and tiers, points earned by completed stays, a redemption, contest entries', async () => {
    const admin = await tokenOf(t.api, 'admin@example.com');
    const get = async <T>(path: string, token: string) => { const res = await t.api.call('GET', path, { token }); expect(res.status, path).toBe(200); return (await res.json()) as T; };
    const program = await get<{ tiers: { key: string }[]; updatedAt: string | null }>('/api/loyalty/program', admin);
    expect(program.tiers.map((t) => t.key)).toEqual(['reef', 'wall', 'bluewater']);
    expect(program.updatedAt).not.toBeNull();
    const { items: members } = await get<{ items: { customer: string; balance: number; tier: string | null }[] }>('/api/loyalty/members', admin);
    expect(members.length).toBeGreaterThan(10);
    expect(members.some((m) => m.tier === 'wall' || m.tier === 'bluewater')).toBe(true);
    expect(members.every((m) => m.balance >= 0)).toBe(true);
    // every earning belongs to a stay that is over, once per booking
    const today = dayIn(GENERAL_DEFAULTS.timezone);
    expect(await count(sql`SELECT count(*)::int AS n FROM loyalty_entries e JOIN bookings b ON b.id = e.booking_id WHERE e.kind = 'earn' AND b.date_to > ${today}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM (SELECT booking_id FROM loyalty_entries WHERE kind = 'earn' GROUP BY booking_id HAVING count(*) > 1) x`)).toBe(0);
    // one redemption: a discount line on a coming stay of a returning guest
    const [redeem] = await rows<{ booking_id: string; points: number; amount: number }>(sql`SELECT booking_id, points::int, amount::int FROM loyalty_entries WHERE kind = 'redeem'`);
    expect(redeem.points).toBe(-200);
    expect(await count(sql`SELECT count(*)::int AS n FROM booking_calculation_lines WHERE booking_id = ${redeem.booking_id} AND type = 'discount' AND amount = ${-redeem.amount}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE id = ${redeem.booking_id} AND date_from > ${today}`)).toBe(1);
    // the club member sees their points and their contest entry
    const login = await t.api.call('POST', '/api/auth/token', { body: { email: 'club@example.com', password: 'demo-password', isCRMUser: true } });
    const club = ((await login.json()) as { token: string }).token;
    const self = await get<{ balance: number; entries: { kind: string }[]; tier: { key: string } | null }>('/api/loyalty/self', club);
    expect(self.balance).toBeGreaterThan(0);
    expect(self.entries.map((e) => e.kind)).toContain('earn');
    expect(self.tier).not.toBeNull();
    const { items: open } = await get<{ items: { name: string; subscribed: boolean }[] }>('/api/contest/open', club);
    expect(open.find((c) => c.name.startsWith('Logbook challenge'))?.subscribed).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM contest_subscriptions`)).toBeGreaterThanOrEqual(3);
  });

  it('is seeded once: a second seed adds nothing, a database with other bookings gets none', async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM bookings`);
    await seed(t.api.handle.db, { demo: true, living: true });
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings`)).toBe(before);
    const plain = await createTestApi();
    try {
      const lines: string[] = [];
      await seed(plain.handle.db, { demo: true, living: true, log: (l) => lines.push(l) });
      expect(lines.join('\n')).toMatch(/already has bookings: no demo business added/);
      expect(Number(((await plain.handle.db.execute(sql`SELECT count(*)::int AS n FROM bookings`)) as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(3);
    } finally {
      await plain.handle.close();
    }
  }, 300_000);
  it('has a bank statement waiting for a decision: a sure match, a part payment and a fee (issue 36)', async () => {
    const admin = await tokenOf(t.api, 'admin@example.com');
    const res = await t.api.call('GET', `/api/bankentries/temporary?bank=${sid('banks:spk')}&size=0`, { token: admin });
    expect(res.status).toBe(200);
    const { data } = await res.json() as { data: { amount: number; date: string; suggestions: { confidence: number; lines: { amount: number; open: number }[] }[] }[] };
    const today = dayIn(GENERAL_DEFAULTS.timezone);
    expect(data.every((e) => e.date < today && e.date >= addDays(today, -3))).toBe(true);
    expect(data.some((e) => e.amount < 0)).toBe(true);
    const sure = data.find((e) => e.suggestions[0]?.confidence >= 0.8);
    expect(sure?.suggestions[0].lines[0]).toMatchObject({ amount: sure?.amount, open: sure?.amount });
  });
});
