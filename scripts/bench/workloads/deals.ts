// Workload 4b, deals: the price of a stored agency booking of 3 rooms and 6 guests (one a child)
// with 10 active specials of mixed rules and modes and the agency's commission, priced by
// GET /api/price/booking/{id} at the upstream (quote inputs + booking context + price engine +
// specials engine). Target (issue 15): p95 under 5 ms. The workload makes its specials, its
// commission and its booking through the API and takes them back afterwards (specials inactive,
// booking deleted), so the other workloads price as before.
import { runLoad, warmUp } from '../http-load';
import { dayOf, isoOf } from '../prng';
import type { TWorkload } from './context';

const TARGET_MS = 5;

/** Ten specials over the criteria and modes of the spec; all auto-added. */
function specials(from: string, to: string) {
  const base = { status: 'active', autoAdd: true, validFrom: from, validTo: to, includeIn: ['Booking', 'AgentDirectBooking', 'CustomerDirectBooking', 'OTABooking'] };
  return [
    { name: 'Bench early bird', discount: 'PerCent', discountValue: 10, rule: [{ criteria: 'DaysBeforeTravelDate', operator: 'GreaterThan', value: 30 }] },
    { name: 'Bench last minute', discount: 'PerCent', discountValue: 15, rule: [{ criteria: 'DaysBeforeTravelDate', operator: 'LessThan', value: 7 }] },
    { name: 'Bench stay 7 pay 6', discount: 'FOCUnit', discountValue: 1, appliesTo: 'Bed', reduce: 'room price', rule: [{ criteria: 'Nights', operator: 'GreaterThanEquals', value: 7 }] },
    { name: 'Bench kids', discount: 'PerCent', discountValue: 50, appliesTo: 'Person', reduce: 'room price', rule: [{ criteria: 'Age', operator: 'LessThan', value: 12 }] },
    { name: 'Bench group', discount: 'FOC', discountValue: 5, rule: [{ criteria: 'NoOfPax', operator: 'GreaterThanEquals', value: 6 }] },
    { name: 'Bench weekend arrival', discount: 'Absolute', discountValue: 2000, appliesTo: 'Bed', rule: [{ criteria: 'DayInWeek', operator: 'IsIn', value: [6, 7] }] },
    { name: 'Bench per night', discount: 'AbsoluteNights', discountValue: 300, appliesTo: 'Person', rule: [{ criteria: 'NoOfPax', operator: 'GreaterThan', value: 2 }] },
    { name: 'Bench loyal', discount: 'PerCent', discountValue: 5, rule: [{ criteria: 'NoOfStays', operator: 'GreaterThanEquals', value: 1 }], excludeFromCommission: true },
    { name: 'Bench cheapest', discount: 'Lowest', discountValue: 20, unique: false, rule: [{ criteria: 'NoOfPaxInDoubleRoom', operator: 'GreaterThanEquals', value: 2 }] },
    { name: 'Bench channel', discount: 'PerCent', discountValue: 3, rule: [{ criteria: 'DepartureDay', operator: 'GreaterThan', value: from }], includeIn: ['AgentDirectBooking'] },
  ].map((s) => ({ ...base, reduce: 'full booking', appliesTo: 'Booking', ...s }));
}

export const deals: TWorkload = {
  name: 'deals',
  title: '4b deals',
  async run(ctx) {
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const r = await fetch(`${ctx.upstream}${path}`, { method, headers: { ...ctx.direct.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    };
    // Three rooms of the first resort other than those of workload 4: one for three guests, one for two, one for one.
    const rooms = ctx.dataset.assets.resortRooms[0].slice(1);
    const big = rooms.find((r) => r.beds >= 3);
    const double = rooms.find((r) => r.beds >= 2 && r !== big);
    const single = rooms.find((r) => r !== big && r !== double);
    if (!big || !double || !single) throw new Error('the dataset\'s first resort has too few rooms for this workload');
    // After every booking so far, in a year with price lists (as workload 5 does).
    const newest = (await call<{ data: { dateTo: string | null }[] }>('GET', '/api/bookings?size=1&sort=dateTo&order=-1')).data[0]?.dateTo ?? '2028-01-01';
    const start = Math.max(dayOf('2028-02-01'), dayOf(newest) + 7);
    const [from, to] = [isoOf(start), isoOf(start + 8)];
    const agency = (await call<{ data: { id: string }[] }>('GET', '/api/agencies?size=1')).data[0]?.id;
    if (!agency) throw new Error('the dataset has no agency');
    const made = await Promise.all(specials(isoOf(start - 1), isoOf(start + 30)).map((s) => call<{ id: string }>('POST', '/api/specials', s)));
    const commission = await call<{ id: string }>('POST', '/api/commission', { name: 'Bench 12 %', value: 12 });
    const guest = (firstName: string, birthday?: string) => ({ firstName, lastName: 'Deals', gender: 'u', ...(birthday ? { birthday } : {}) });
    const booking = await call<{ id: string }>('POST', '/api/bookings', { agency, rooms: [
      { room: double.id, dateFrom: from, dateTo: to, guests: [guest('Ada'), guest('Bo')] },
      { room: big.id, dateFrom: from, dateTo: to, guests: [guest('Cy'), guest('Di'), guest('Eli', '2019-06-01')] },
      { room: single.id, dateFrom: from, dateTo: isoOf(start + 3), guests: [guest('Fay')] },
    ] });
    try {
      await call('POST', `/api/bookings/${booking.id}/commission/${commission.id}`);
      const check = await call<{ lines: { type: string }[]; specials?: unknown[]; commission?: number }>('GET', `/api/price/booking/${booking.id}`);
      if (!check.lines.some((l) => l.type === 'special') || !check.commission) throw new Error(`no special or commission in the price: ${JSON.stringify(check).slice(0, 300)}`);
      const load = { base: ctx.upstream, headers: ctx.direct.headers, next: () => ({ method: 'GET' as const, path: `/api/price/booking/${booking.id}` }), connections: 1, seconds: ctx.seconds };
      await warmUp(load);
      const http = await runLoad(load);
      return [{ workload: '4b deals', measure: `GET price/booking (${check.lines.length} lines, ${check.specials?.length ?? 0} specials, commission)`, concurrency: '1',
        latency: http, throughput: http.rps, target: `p95 < ${TARGET_MS} ms`, pass: http.p95 < TARGET_MS }];
    } finally {
      await call('POST', `/api/bookings/${booking.id}/cancell`, {}).catch(() => undefined);
      await call('DELETE', `/api/bookings/${booking.id}`).catch(() => undefined);
      await Promise.all(made.map((s) => call('POST', `/api/specials/${s.id}`, { status: 'inactive' })));
    }
  },
};
