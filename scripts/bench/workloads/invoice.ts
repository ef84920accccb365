// Workload 11, invoice: issuing an invoice with its PDF, as an operator does from the booking
// detail: POST /api/bookings/{id}/invoice (gapless number taken inside the transaction, the
// company data and lines copied, a version of the booking) and GET /api/invoices/{id}/pdf (the
// document drawn by pdfkit, with the EPC QR code). One operation = both calls. The bookings are
// made beforehand (not measured), after everything booked so far in rooms workload 5 does not
// use, and stay invoiced. Second figure: the Factur-X e-invoice of an agency invoice (no
// target). Target (issue 16): p95 under 100 ms.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { closedLoop } from '../http-load';
import { dayOf, isoOf } from '../prng';
import type { TResult } from '../stats';
import type { TWorkload } from './context';

const TARGET_MS = 100;
const CLIENTS = 2;

/** CPU seconds (user + system) the process listening on the upstream's port has used so far
 *  (/proc, clock ticks of 10 ms), or null where that cannot be read: load disturbs it less
 *  than latency. */
export function serverCpu(base: string): number | null {
  try {
    const port = new URL(base).port;
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(out)?.[1];
    if (!pid) return null;
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return null;
  }
}

export const invoice: TWorkload = {
  name: 'invoice',
  title: '11 invoice',
  async run(ctx) {
    const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
      const r = await fetch(`${ctx.upstream}${path}`, { method, headers: { ...ctx.direct.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${(await r.text()).slice(0, 300)}`);
      return r;
    };
    const json = async <T>(method: string, path: string, body?: unknown) => (await (await call(method, path, body)).json()) as T;
    const rooms = ctx.dataset.assets.resortRooms.map((r) => r[2]).filter(Boolean).slice(0, CLIENTS);
    if (rooms.length < CLIENTS) throw new Error('the dataset has too few resort rooms for this workload');
    const agency = (await json<{ data: { id: string }[] }>('GET', '/api/agencies?size=1')).data[0]?.id;
    const newest = (await json<{ data: { dateTo: string | null }[] }>('GET', '/api/bookings?size=1&sort=dateTo&order=-1')).data[0]?.dateTo ?? '2028-01-01';
    const start = Math.max(dayOf('2028-03-01'), dayOf(newest) + 1);
    const iterations = Math.max(10, Math.round(ctx.seconds * 3));
    ctx.log(`making ${CLIENTS * (iterations + 1)} bookings to invoice...`);
    const made: string[][] = [];
    for (let w = 0; w < CLIENTS; w++) {
      made.push([]);
      for (let i = 0; i <= iterations; i++) {
        const from = start + i * 2;
        const b = await json<{ id: string }>('POST', '/api/bookings', { agency, rooms: [{ room: rooms[w].id, dateFrom: isoOf(from), dateTo: isoOf(from + 2), guests: [{ firstName: 'Bench', lastName: `Invoice ${w}`, gender: 'f' }] }] });
        made[w].push(b.id);
      }
    }
    // The first booking of each client warms the path up (fonts, first PDF) and is not measured.
    for (let w = 0; w < CLIENTS; w++) {
      const inv = await json<{ id: string }>('POST', `/api/bookings/${made[w][0]}/invoice`, { recipient: 'agency' });
      await (await call('GET', `/api/invoices/${inv.id}/pdf`)).arrayBuffer();
    }
    let bytes = 0;
    const issued: string[] = [];
    const issueMs: number[] = [];
    const pdfMs: number[] = [];
    const cpu0 = serverCpu(ctx.upstream);
    const result = await closedLoop(CLIENTS, iterations, async (w, i) => {
      const t0 = performance.now();
      const inv = await json<{ id: string }>('POST', `/api/bookings/${made[w][i + 1]}/invoice`, { recipient: 'agency' });
      const t1 = performance.now();
      const pdf = await (await call('GET', `/api/invoices/${inv.id}/pdf`)).arrayBuffer();
      issueMs.push(t1 - t0);
      pdfMs.push(performance.now() - t1);
      if (new TextDecoder().decode(pdf.slice(0, 5)) !== '%PDF-') throw new Error('the answer is no PDF');
      bytes += pdf.byteLength;
      issued.push(inv.id);
    });
    const cpu1 = serverCpu(ctx.upstream);
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)].toFixed(1);
    const cpu = cpu0 !== null && cpu1 !== null ? `, upstream CPU ${(((cpu1 - cpu0) * 1000) / result.total).toFixed(1)} ms per operation` : '';
    const rows: TResult[] = [
      { workload: '11 invoice', measure: 'issue + PDF', concurrency: String(CLIENTS), latency: result, throughput: result.rps,
        target: `p95 < ${TARGET_MS} ms`, pass: result.p95 < TARGET_MS,
        note: `${result.total} invoices, PDF ${Math.round(bytes / Math.max(1, result.total) / 1024)} kB; p95 issue ${p95(issueMs)} ms, PDF ${p95(pdfMs)} ms${cpu}` },
    ];
    // The e-invoice of the same documents (needs complete company data: 422 otherwise, then no row).
    const probe = await fetch(`${ctx.upstream}/api/invoices/${issued[0]}/facturx`, { headers: ctx.direct.headers });
    if (probe.ok) {
      await probe.arrayBuffer();
      let k = 0;
      const fx = await closedLoop(1, Math.min(issued.length, 20), async () => { await (await call('GET', `/api/invoices/${issued[k++ % issued.length]}/facturx`)).arrayBuffer(); });
      rows.push({ workload: '11 invoice', measure: 'Factur-X of an issued invoice', concurrency: '1', latency: fx, throughput: fx.rps, target: '', pass: true });
    } else {
      ctx.log(`Factur-X not measured: ${probe.status} ${(await probe.text()).slice(0, 200)}`);
    }
    return rows;
  },
};
