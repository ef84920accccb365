// The living demo on every start day (issue 30): the plan is pure, so the plan the seed would make
// is checked for every day of the next three years from the test clock's today, with the written
// demo where the seed puts it on that day. Each invariant is one a later step of the seed relies
// on (a redemption needs a coming stay with a deposit paid and a price list over it, the loyalty
// history needs free rooms, the desk needs arrivals and departures today, next Saturday's trip
// free cabins). The real seed on a spread of days: tests/api/demo-living-days.test.ts.
import { describe, expect, it } from 'vitest';
import { livingPlan } from '../../upstream/db/seed/living/apply';
import { livingRows } from '../../upstream/db/seed/living/catalogue';
import { CLUB_HISTORY, HISTORY, returningCandidates } from '../../upstream/db/seed/living/loyalty';
import type { TPlan, TPlannedBooking } from '../../upstream/db/seed/living/plan';
import { BUSINESS_SEEDS } from '../../upstream/db/seed/resources-business';
import { demoDayShift, shiftDemoDates } from '../../upstream/db/seed/demo-dates';
import { DEMO_ROOMS } from '../../upstream/db/seed/booking-rooms';
import { dayOf, isoOf } from '../../upstream/db/seed/prng';
import { addDays, daysFromNow } from '../helpers/dates';

const YEARS = 3;
const start = daysFromNow(0);
// Three years, and on to the next 29 February when those three do not hold one.
const days = Array.from({ length: YEARS * 365 + 1 }, (_, i) => addDays(start, i));
while (!days.some((d) => d.endsWith('-02-29'))) days.push(addDays(days.at(-1)!, 1));
const STORIES = ['stayed', 'inHouse', 'confirmed', 'reservation', 'offer', 'expiringOffer', 'expiredOffer', 'waiting', 'cancelled'];
// Bookings that hold beds (the waiting list holds none; cancelled and expired ones held theirs).
const HOLDING = new Set(STORIES.filter((s) => s !== 'waiting'));
const firm = (b: TPlannedBooking) => b.story === 'inHouse' || b.story === 'stayed' || b.story === 'confirmed';

/** What is wrong with the plan of one start day (empty: nothing). */
function problems(today: string): string[] {
  const shift = demoDayShift(new Date(`${today}T12:00:00Z`));
  const plan: TPlan = livingPlan(1, today, shift);
  const t = dayOf(today);
  const out: string[] = [];
  const need = (ok: boolean, what: string) => { if (!ok) out.push(what); };
  const of = (pred: (b: TPlannedBooking) => boolean) => plan.bookings.filter(pred);

  // The front desk's today and this week.
  need(of((b) => firm(b) && b.kind === 'resort' && b.from === t).length > 0, 'an arrival today');
  need(of((b) => firm(b) && b.kind === 'resort' && b.to === t).length > 0, 'a departure today');
  need(of((b) => b.story === 'inHouse' && b.kind === 'resort').length > 2, 'three guests in house');
  const stories = new Set(plan.bookings.map((b) => b.story));
  for (const s of STORIES) need(stories.has(s as TPlannedBooking['story']), `a booking that is ${s}`);
  need(of((b) => b.depositOverdue).length > 0, 'an overdue deposit');
  need(of((b) => b.agency === 'nord').length > 3, 'bookings of Tauchreisen Nord');
  // Next Saturday's departure, within the week, with free cabins and some taken.
  const saturday = plan.departures.find((d) => d.from > t);
  need(!!saturday && new Date(saturday.from * 86_400_000).getUTCDay() === 6 && saturday.from - t <= 7, 'a departure next Saturday');
  if (saturday) {
    const cabins = new Set(of((b) => b.departure?.key === saturday.key && b.story !== 'cancelled').flatMap((b) => [b.room, ...(b.more ?? []).map((m) => m.room)]));
    need(cabins.size > 0 && cabins.size < 7, 'free and taken cabins next Saturday');
  }
  // Nothing after today: bookings, steps and payments are all past (the booking module's dates).
  for (const b of plan.bookings) {
    if (Math.max(b.bookedOn, b.actedOn, ...b.payments.map((p) => p.day)) > t || b.actedOn < b.bookedOn) { out.push(`${b.key} acts after today`); break; }
  }

  // Beds: no two stays on one (the written demo's, the living ones, the loyalty history's).
  const nights = new Map<string, string[]>();
  const hold = (who: string, room: string, from: number, to: number, beds?: number[]) => {
    const want = beds?.map(String) ?? ['all'];
    for (let d = from; d < to; d++) {
      const key = `${room}:${d}`;
      const held = nights.get(key) ?? [];
      if (held.some((h) => h === 'all' || want.includes('all') || want.includes(h))) { out.push(`${who} on a taken bed ${room} ${isoOf(d)}`); return; }
      nights.set(key, [...held, ...want]);
    }
  };
  for (const r of shiftDemoDates(DEMO_ROOMS, shift)) hold(`written ${r.room}`, r.room, dayOf(r.from), dayOf(r.to));
  for (const b of of((x) => HOLDING.has(x.story))) {
    for (const r of [{ room: b.room, beds: b.beds }, ...(b.more ?? [])]) hold(b.key, r.room, b.from, b.to, r.beds);
  }
  for (const s of [...HISTORY.flat(), ...CLUB_HISTORY]) hold(`history ${s.room}`, s.room, t - s.weeksAgo * 7, t - s.weeksAgo * 7 + s.nights);

  // The loyalty demo: enough returning guests whose coming stay has a deposit paid and the rest
  // open, and a resort price list over the whole stay (else it has nothing open to redeem).
  const lists = [...(livingRows(plan, shift).price ?? []), ...shiftDemoDates(BUSINESS_SEEDS.price ?? [], shift)]
    .filter((l) => l.resort).map((l) => [dayOf(String(l.validFrom)), dayOf(String(l.validTo))]);
  const priced = returningCandidates(plan).filter((b) => lists.some(([a, z]) => a <= b.from && b.to - 1 <= z));
  need(priced.length >= HISTORY.length, `${HISTORY.length} returning guests with a priced, partly paid coming stay`);
  return out;
}

describe('living demo plan on every start day of the next three years', () => {
  // A quarter a test, so a failure names the quarter (and within it the days and why).
  const quarters = Array.from({ length: Math.ceil(days.length / 92) }, (_, i) => days.slice(i * 92, (i + 1) * 92));
  it.each(quarters.map((q) => [q[0], q.at(-1)!, q] as const))('%s to %s', (_from, _to, quarter) => {
    const failed = quarter.map((d) => [d, problems(d)] as const).filter(([, p]) => p.length);
    expect(Object.fromEntries(failed.map(([d, p]) => [d, p.join('; ')]))).toEqual({});
  }, 60_000);

  it('reaches three years ahead and through a 29 February', () => {
    expect(days.length).toBeGreaterThanOrEqual(YEARS * 365 + 1);
    expect(days.some((d) => d.endsWith('-02-29'))).toBe(true);
  });
});
