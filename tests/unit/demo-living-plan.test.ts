// The living demo's plan (upstream/db/seed/living/plan.ts): deterministic from the start day and
// seed, never two stays on one bed, and the front desk's today always has something going on.
import { describe, expect, it } from 'vitest';
import { planLivingDemo, type TPlanInput, type TPlannedBooking } from '../../upstream/db/seed/living/plan';
import { dayOf, isoOf } from '../../upstream/db/seed/prng';

const input = (today: string, seed = 1): TPlanInput => ({
  today, seed,
  resortRooms: [['101', 2], ['102', 2], ['103', 2], ['104', 2], ['201', 3], ['202', 3], ['301', 4]].map(([key, pax]) => ({ key: String(key), pax: Number(pax) })),
  cabins: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'].map((key, i) => ({ key, shared: i < 4 })),
  taken: { 101: [['2027-03-06', '2027-03-13']], 201: [['2027-04-10', '2027-04-17']] },
  staticDepartures: ['2027-03-06', '2027-03-13', '2027-03-20'],
});

const HOLDING = new Set(['stayed', 'inHouse', 'confirmed', 'reservation', 'offer', 'expiringOffer', 'cancelled', 'expiredOffer']);

describe('living demo plan', () => {
  const today = '2026-11-25';
  const plan = planLivingDemo(input(today));
  const t = dayOf(today);
  const of = (pred: (b: TPlannedBooking) => boolean) => plan.bookings.filter(pred);

  it('is the same for the same day and seed, another for another day or seed', () => {
    expect(planLivingDemo(input(today))).toEqual(plan);
    expect(planLivingDemo(input(today, 2)).bookings.map((b) => b.guests[0].lastName)).not.toEqual(plan.bookings.map((b) => b.guests[0].lastName));
    const later = planLivingDemo(input('2027-06-02'));
    expect(later.today - plan.today).toBe(189);
    expect(Math.min(...later.bookings.map((b) => b.from))).toBeGreaterThanOrEqual(later.today - 95);
  });

  it('never puts two stays on one bed (waiting-list entries hold none) and keeps off the written demo', () => {
    // Cancelled and expired ones held their beds when they were made: they count too. Per room
    // and night the beds taken ('all' for a whole room).
    const nights = new Map<string, string[]>([[`101:${dayOf('2027-03-06')}`, ['all']], [`201:${dayOf('2027-04-10')}`, ['all']]]);
    for (const b of of((x) => HOLDING.has(x.story))) {
      const rooms = [{ room: b.room, beds: b.beds }, ...(b.more ?? [])];
      for (let d = b.from; d < b.to; d++) {
        for (const r of rooms) {
          const key = `${r.room}:${d}`;
          const held = nights.get(key) ?? [];
          const want = r.beds?.map(String) ?? ['all'];
          const clash = held.some((h) => h === 'all' || want.includes('all') || want.includes(h));
          expect(clash, `${b.key} ${key}`).toBe(false);
          nights.set(key, [...held, ...want]);
        }
      }
    }
  });

  it('spreads from three months ago to a year ahead, with every state the office sees', () => {
    expect(Math.min(...plan.bookings.map((b) => b.from))).toBeGreaterThanOrEqual(t - 95);
    expect(Math.min(...plan.bookings.map((b) => b.from))).toBeLessThan(t - 80);
    expect(Math.max(...plan.bookings.map((b) => b.from))).toBeGreaterThan(t + 300);
    expect(Math.max(...plan.bookings.map((b) => b.to))).toBeLessThanOrEqual(t + 372);
    // The resort's stays end 300 nights ahead: the browser tests book their own stays beyond.
    expect(Math.max(...of((b) => b.kind === 'resort').map((b) => b.to))).toBeLessThanOrEqual(t + 300);
    const stories = new Set(plan.bookings.map((b) => b.story));
    for (const s of ['stayed', 'inHouse', 'confirmed', 'reservation', 'offer', 'expiringOffer', 'expiredOffer', 'waiting', 'cancelled']) expect(stories).toContain(s);
    expect(of((b) => b.story === 'cancelled' && (b.cancelPercent ?? 0) > 0).length).toBeGreaterThan(0);
    expect(of((b) => b.depositOverdue).length).toBeGreaterThan(0);
    expect(of((b) => b.agency === 'nord').length).toBeGreaterThan(3);
    expect(of((b) => b.channel === 'public').length).toBeGreaterThan(2);
    expect(of((b) => b.guestForm === 'submitted').length).toBeGreaterThan(0);
    expect(of((b) => b.guestForm === 'missing').length).toBeGreaterThan(0);
    expect(new Set(plan.bookings.flatMap((b) => b.guests.map((g) => g.country))).size).toBeGreaterThan(12);
    // Nothing happens after today: bookings, confirmations, cancellations and payments are past.
    for (const b of plan.bookings) {
      expect(b.bookedOn).toBeLessThanOrEqual(t);
      expect(b.actedOn).toBeLessThanOrEqual(t);
      expect(b.actedOn).toBeGreaterThanOrEqual(b.bookedOn);
      for (const p of b.payments) expect(p.day).toBeLessThanOrEqual(t);
    }
  });

  it('has guests arriving, leaving and in house today, and a departure next Saturday with free cabins', () => {
    const firm = (b: TPlannedBooking) => b.story === 'inHouse' || b.story === 'stayed' || b.story === 'confirmed';
    expect(of((b) => firm(b) && b.kind === 'resort' && b.from === t).length).toBeGreaterThan(0);
    expect(of((b) => firm(b) && b.kind === 'resort' && b.to === t).length).toBeGreaterThan(0);
    expect(of((b) => b.story === 'inHouse' && b.kind === 'resort').length).toBeGreaterThan(2);
    expect(of((b) => firm(b) && b.from > t && b.from <= t + 7).length).toBeGreaterThan(0);
    const saturday = plan.departures.find((d) => d.from > t)!;
    expect(new Date(saturday.from * 86_400_000).getUTCDay()).toBe(6);
    expect(saturday.from - t).toBeLessThanOrEqual(7);
    const aboard = of((b) => b.departure?.key === saturday.key && b.story !== 'cancelled');
    const cabins = new Set(aboard.flatMap((b) => [b.room, ...(b.more ?? []).map((m) => m.room)]));
    expect(cabins.size).toBeGreaterThan(0);
    expect(cabins.size).toBeLessThan(7);
    // The written demo's departures keep their Saturdays.
    expect(plan.departures.map((d) => isoOf(d.from))).not.toContain('2027-03-13');
  });
});

describe('living demo plan on any start day', () => {
  const days = Array.from({ length: 12 }, (_, i) => isoOf(dayOf('2026-11-25') + i * 31 + (i % 7)));
  it.each(days)('%s: today at the desk, next Saturday with free cabins, every story, nothing after today', (today) => {
    const plan = planLivingDemo(input(today));
    const t = dayOf(today);
    const firm = (b: TPlannedBooking) => b.story === 'inHouse' || b.story === 'stayed' || b.story === 'confirmed';
    expect(plan.bookings.some((b) => firm(b) && b.kind === 'resort' && b.from === t)).toBe(true);
    expect(plan.bookings.some((b) => firm(b) && b.kind === 'resort' && b.to === t)).toBe(true);
    const stories = new Set(plan.bookings.map((b) => b.story));
    for (const s of ['stayed', 'inHouse', 'confirmed', 'reservation', 'offer', 'expiringOffer', 'expiredOffer', 'waiting', 'cancelled']) expect(stories).toContain(s);
    expect(plan.bookings.some((b) => b.depositOverdue)).toBe(true);
    const saturday = plan.departures.find((d) => d.from > t)!;
    const cabins = new Set(plan.bookings.filter((b) => b.departure?.key === saturday.key).flatMap((b) => [b.room, ...(b.more ?? []).map((m) => m.room)]));
    expect(cabins.size).toBeLessThan(7);
    for (const b of plan.bookings) expect(Math.max(b.bookedOn, b.actedOn, ...b.payments.map((p) => p.day))).toBeLessThanOrEqual(t);
  });
});
