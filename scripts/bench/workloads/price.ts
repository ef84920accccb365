// Workload 4, price: a booking of 3 rooms (a double, a family room, a suite) and 6 guests
// (one a child) across the 1 May season border, priced by POST /api/book/booking/price at the
// upstream (price list lookup + engine), and the engine alone in-process. Target: under 5 ms.
import { runLoad, warmUp } from '../http-load';
import { timeEngine } from '../price-engine';
import { ms, type TWorkload } from './context';

const TARGET_MS = 5;

export const price: TWorkload = {
  name: 'price',
  title: '4 price',
  async run(ctx) {
    const a = ctx.dataset.assets;
    const rooms = a.resortRooms[0];
    const pick = (beds: number, nth: number) => rooms.filter((r) => r.beds === beds)[nth];
    const guest = (firstName: string, birthday?: string) => ({ firstName, lastName: 'Bench', gender: 'u', ...(birthday ? { birthday } : {}) });
    const stay = { dateFrom: '2027-04-27', dateTo: '2027-05-04' };
    const body = {
      currency: 'EUR',
      rooms: [
        { room: pick(2, 0).id, ...stay, guests: [guest('Ada'), guest('Bo')] },
        { room: pick(4, 0).id, ...stay, guests: [guest('Cy'), guest('Di'), guest('Eli', '2019-06-01')] },
        { room: rooms.at(-1)!.id, dateFrom: '2027-04-29', dateTo: '2027-05-02', guests: [guest('Fay')] },
      ],
    };
    const check = await fetch(`${ctx.upstream}/api/book/booking/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await check.json() as { lines?: unknown[]; total?: unknown };
    if (!check.ok || !answer.lines?.length) throw new Error(`price call failed: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
    const load = { base: ctx.upstream, headers: {}, next: () => ({ method: 'POST' as const, path: '/api/book/booking/price', body }), connections: 1, seconds: ctx.seconds };
    await warmUp(load);
    const http = await runLoad(load);
    const eight = await runLoad({ ...load, connections: 8 });
    const engine = timeEngine(5000);
    return [
      { workload: '4 price', measure: `POST booking/price (${answer.lines.length} lines)`, concurrency: '1', latency: http, throughput: http.rps, target: `p95 < ${TARGET_MS} ms`, pass: http.p95 < TARGET_MS },
      { workload: '4 price', measure: 'POST booking/price', concurrency: '8', latency: eight, throughput: eight.rps, pass: null },
      { workload: '4 price', measure: `engine in-process (${engine.lines} lines)`, concurrency: '1', latency: engine.wall, throughput: 5000 / engine.seconds, target: `p95 < ${TARGET_MS} ms`, pass: engine.wall.p95 < TARGET_MS,
        note: `cpu p95 ${ms(engine.cpu.p95)}` },
    ];
  },
};
