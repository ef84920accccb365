// "On the books" pace (issue 35 item 5, GET /api/bookings/pace): a booking counts as its version
// stood at the end of the day the books are read on, today and on the same day a year before.
// The business clock is stopped on a day a year before "today", bookings are made there, then on
// "today"; each figure is checked against what was held on each day, whatever happened after.
// Run for several "todays" (a month end, 29 February's year, a year end) relative to the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearBefore } from '../../lib/contract/statistics-periods';
import { now, setClock } from '../../upstream/clock';
import { createTestApi, type TTestApi } from '../helpers/api';
import { addDays } from '../helpers/dates';
import { createCallers } from '../attack/personas';

type TRec = Record<string, unknown> & { id: string };
type TFig = { bookings: number; guests: number; guestNights: number; revenue: number };
type TPace = { today: string; lastYearDay: string; rows: { month: string; now: TFig; lastYear: TFig }[]; totals: { now: TFig; lastYear: TFig } };

let api: TTestApi;
let admin = '';
let agency = '';
afterAll(async () => { setClock({ at: null }); await api?.handle.close(); });
beforeAll(async () => {
  api = await createTestApi();
  const who = await createCallers(api);
  admin = who.admin.token!;
  agency = who.agency.token!;
}, 120_000);

async function made(path: string, body: unknown): Promise<TRec> {
  const res = await api.call('POST', path, { token: admin, body });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as TRec;
}
const at = (day: string) => setClock({ at: new Date(`${day}T10:00:00Z`) });
const monthAfter = (day: string, n: number) => {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + n, 5));
  return d.toISOString().slice(0, 10);
};

/** A confirmed stay of `pax` guests and `nights` nights from `from`, priced `price` (minor units). */
async function stay(resort: string, room: string, from: string, nights: number, pax: number, price: number, confirm = true): Promise<string> {
  const guests = Array.from({ length: pax }, (_, i) => ({ firstName: `G${i}`, lastName: 'Pace', gender: 'f' }));
  const b = await made('/api/bookings', { title: `Pace ${from}`, resort, rooms: [{ room, dateFrom: from, dateTo: addDays(from, nights), guests }] });
  if (price) await made(`/api/bookings/${b.id}/calculation`, { type: 'cost', text: 'Stay', unitPrice: price });
  if (confirm) await made(`/api/bookings/${b.id}/confirm?withoutPrice=1`, {});
  return b.id;
}

async function paceOf(resort: string, token = admin): Promise<TPace> {
  const res = await api.call('GET', `/api/bookings/pace?months=4&assets=${resort}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TPace;
}

const fig = (bookings: number, guests: number, guestNights: number, revenue: number): TFig => ({ bookings, guests, guestNights, revenue });
const NONE = fig(0, 0, 0, 0);

// "Today" a number of days ahead of the real clock's today, chosen to land on awkward days.
const TODAYS = [
  ['a month end', () => monthEnd(addDays(now().toISOString().slice(0, 10), 200))],
  ['1 March after a 29 February', () => '2028-03-01'],
  ['31 December', () => `${Number(now().toISOString().slice(0, 4)) + 2}-12-31`],
] as const;
function monthEnd(day: string): string {
  return addDays(`${monthAfter(day, 1).slice(0, 7)}-01`, -1);
}

describe('GET /api/bookings/pace', () => {
  for (const [label, todayOf] of TODAYS) {
    it(`counts what was held at the end of each day, today and a year before (${label})`, async () => {
      setClock({ at: null });
      const today = todayOf();
      const ly = yearBefore(today);
      const resort = (await made('/api/resort', { name: `Pace ${label}`, timezone: 'UTC' })).id;
      const rooms = await Promise.all([1, 2, 3, 4].map(async (n) => (await made('/api/rooms', { name: `Pace ${n}`, type: 'Room', resort, availableBeds: 4 })).id));

      // A year before: A held on that day and cancelled two days later (still on that day's books);
      // an offer never confirmed (not held); C booked the day after (not on that day's books).
      at(ly);
      const a = await stay(resort, rooms[0], monthAfter(ly, 1), 3, 2, 30_000);
      await stay(resort, rooms[1], monthAfter(ly, 1), 2, 1, 10_000, false);
      at(addDays(ly, 1));
      await stay(resort, rooms[2], monthAfter(ly, 1), 5, 1, 50_000);
      at(addDays(ly, 2));
      await made(`/api/bookings/${a}/cancell`, { percent: 10 });

      // Today: D held next month, E the month after, F confirmed and cancelled today (not held).
      at(today);
      await stay(resort, rooms[0], monthAfter(today, 1), 4, 2, 80_000);
      await stay(resort, rooms[1], monthAfter(today, 2), 1, 3, 15_000);
      const f = await stay(resort, rooms[3], monthAfter(today, 1), 2, 2, 20_000);
      await made(`/api/bookings/${f}/cancell`, { percent: 0 });

      const p = await paceOf(resort);
      expect([p.today, p.lastYearDay]).toEqual([today, ly]);
      expect(p.rows.map((r) => r.month)).toEqual([0, 1, 2, 3].map((i) => monthAfter(today, i).slice(0, 7)));
      expect(p.rows[0]).toMatchObject({ now: NONE, lastYear: NONE });
      expect(p.rows[1].now).toEqual(fig(1, 2, 8, 80_000));
      expect(p.rows[1].lastYear).toEqual(fig(1, 2, 6, 30_000));
      expect(p.rows[2].now).toEqual(fig(1, 3, 3, 15_000));
      expect(p.rows[2].lastYear).toEqual(NONE);
      expect(p.totals).toEqual({ now: fig(2, 5, 11, 95_000), lastYear: fig(1, 2, 6, 30_000) });

      // Read a day later, C (booked the day after) is on last year's books too; two days later A
      // is not (cancelled on that day).
      const next = monthAfter(today, 1).slice(0, 7);
      at(addDays(today, 1));
      const later = await paceOf(resort);
      expect(later.lastYearDay).toBe(yearBefore(addDays(today, 1)));
      expect(later.rows.find((r) => r.month === next)!.lastYear).toEqual(fig(2, 3, 11, 80_000));
      at(addDays(today, 2));
      expect((await paceOf(resort)).rows.find((r) => r.month === next)!.lastYear).toEqual(fig(1, 1, 5, 50_000));

      // An agency user counts only its own agency's bookings: none of these.
      expect((await paceOf(resort, agency)).totals).toEqual({ now: NONE, lastYear: NONE });
      setClock({ at: null });
    }, 60_000);
  }

  it('refuses a bad query', async () => {
    expect((await api.call('GET', '/api/bookings/pace?months=0', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/bookings/pace?assets=nope', { token: admin })).status).toBe(400);
    expect((await api.call('GET', '/api/bookings/pace')).status).toBe(401);
  });
});
