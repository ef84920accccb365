// Workload 11b, einvoice: issuing an agency invoice with its PDF and its e-invoice, as an operator
// does for a business customer: POST /api/bookings/{id}/invoice, GET /api/invoices/{id}/pdf and
// the e-invoice, GET …/xrechnung (UBL XML) in one row, GET …/facturx (the PDF again, turned into
// PDF/A-3 with the CII XML inside) in the other. One operation = the three calls. The bookings (7
// nights: the nights' net rarely divides by 7, the price per base quantity of issue 32) are made
// beforehand (not measured), after everything booked so far, from the fourth room of each resort
// on, and stay invoiced. An e-invoice needs complete company data and an agency with address and
// e-mail: the company's missing keys are filled for the run and put back afterwards, the agency
// "Bench E-Invoice Agency" is made once and kept. Target (issue 32): p95 ≤ 100 ms at 2 clients.
import { closedLoop } from '../http-load';
import { dayOf, isoOf } from '../prng';
import type { TResult } from '../stats';
import type { TWorkload } from './context';
import { serverCpu } from './invoice';

const TARGET_MS = 100;
const CLIENTS = 2;
const NIGHTS = 7;
const COMPANY: Record<string, string> = {
  name: 'Bench Tauchbasis GmbH', street: 'Strandweg 1', zip: '18055', city: 'Rostock', country: 'DE', vatId: 'DE123456789',
  email: 'office@bench.example', phone: '+49 381 123456', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX',
};
const AGENCY = { name: 'Bench E-Invoice Agency', street: 'Dock 1', zip: '20457', city: 'Hamburg', country: 'DE', email: 'billing@bench-agency.example', vatId: 'DE987654321' };

export const einvoice: TWorkload = {
  name: 'einvoice',
  title: '11b e-invoice',
  async run(ctx) {
    const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
      const r = await fetch(`${ctx.upstream}${path}`, { method, headers: { ...ctx.direct.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${(await r.text()).slice(0, 300)}`);
      return r;
    };
    const json = async <T>(method: string, path: string, body?: unknown) => (await (await call(method, path, body)).json()) as T;
    // Each client's rooms: from the fourth room of each resort on (workload 5 books the first two,
    // workload 11 the third), every other one, so that the stays stay within the price lists' years.
    const pool = ctx.dataset.assets.resortRooms.flatMap((r) => r.slice(3)).filter((r) => r && r.beds >= 2 && !r.shared);
    const rooms = Array.from({ length: CLIENTS }, (_, w) => pool.filter((_, k) => k % CLIENTS === w));
    if (rooms.some((r) => r.length === 0)) throw new Error('the dataset has too few resort rooms for this workload');

    const before = await json<Record<string, unknown>>('GET', '/api/settings/group/company');
    const missing = Object.keys(COMPANY).filter((k) => typeof before[k] !== 'string' || !(before[k] as string).trim());
    if (missing.length) await json('POST', '/api/settings/group/company', Object.fromEntries(missing.map((k) => [k, COMPANY[k]])));
    try {
      const agencies = await json<{ data: { id: string; name: string }[] }>('GET', `/api/agencies?size=5&search=${encodeURIComponent(AGENCY.name)}`);
      const agency = agencies.data.find((a) => a.name === AGENCY.name)?.id ?? (await json<{ id: string }>('POST', '/api/agencies', AGENCY)).id;
      const newest = (await json<{ data: { dateTo: string | null }[] }>('GET', '/api/bookings?size=1&sort=dateTo&order=-1')).data[0]?.dateTo ?? '2028-01-01';
      const start = Math.max(dayOf('2028-03-01'), dayOf(newest) + 1);
      const iterations = Math.max(10, Math.round(ctx.seconds * 3));
      const variants = ['xrechnung', 'facturx'] as const;
      ctx.log(`making ${variants.length * CLIENTS * (iterations + 1)} bookings of ${NIGHTS} nights to invoice...`);
      // made[variant][client][i]: the client's stays over its rooms, one week after the other.
      let slot = 0;
      const made: string[][][] = [];
      for (let v = 0; v < variants.length; v++) {
        const perClient: string[][] = Array.from({ length: CLIENTS }, () => []);
        for (let i = 0; i <= iterations; i++, slot++) {
          for (let w = 0; w < CLIENTS; w++) {
            const room = rooms[w][slot % rooms[w].length];
            const from = start + Math.floor(slot / rooms[w].length) * NIGHTS;
            const b = await json<{ id: string; total: number }>('POST', '/api/bookings', { agency, rooms: [{ room: room.id, dateFrom: isoOf(from), dateTo: isoOf(from + NIGHTS), guests: [{ firstName: 'Bench', lastName: `E-Invoice ${w}`, gender: 'f' }, { firstName: 'Bench', lastName: `Guest ${w}`, gender: 'm' }] }] });
            if (!(b.total > 0)) throw new Error(`a stay from ${isoOf(from)} has no price (beyond the price lists?)`);
            perClient[w].push(b.id);
          }
        }
        made.push(perClient);
      }
      const rows: TResult[] = [];
      for (const [v, format] of variants.entries()) {
        // The first booking of each client warms the path up (fonts, the e-invoice library) and is not measured.
        for (let w = 0; w < CLIENTS; w++) {
          const inv = await json<{ id: string }>('POST', `/api/bookings/${made[v][w][0]}/invoice`, { recipient: 'agency' });
          await (await call('GET', `/api/invoices/${inv.id}/pdf`)).arrayBuffer();
          await (await call('GET', `/api/invoices/${inv.id}/${format}`)).arrayBuffer();
        }
        const ms = { issue: [] as number[], pdf: [] as number[], einvoice: [] as number[] };
        let bytes = 0;
        const cpu0 = serverCpu(ctx.upstream);
        const result = await closedLoop(CLIENTS, iterations, async (w, i) => {
          const t0 = performance.now();
          const inv = await json<{ id: string }>('POST', `/api/bookings/${made[v][w][i + 1]}/invoice`, { recipient: 'agency' });
          const t1 = performance.now();
          const pdf = await (await call('GET', `/api/invoices/${inv.id}/pdf`)).arrayBuffer();
          const t2 = performance.now();
          const doc = await (await call('GET', `/api/invoices/${inv.id}/${format}`)).arrayBuffer();
          ms.issue.push(t1 - t0);
          ms.pdf.push(t2 - t1);
          ms.einvoice.push(performance.now() - t2);
          const head = new TextDecoder().decode(doc.slice(0, 5));
          if (new TextDecoder().decode(pdf.slice(0, 5)) !== '%PDF-' || head !== (format === 'facturx' ? '%PDF-' : '<?xml')) throw new Error(`the answer is no ${format}`);
          bytes += doc.byteLength;
        });
        const cpu1 = serverCpu(ctx.upstream);
        const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)].toFixed(1);
        const cpu = cpu0 !== null && cpu1 !== null ? `, upstream CPU ${(((cpu1 - cpu0) * 1000) / result.total).toFixed(1)} ms per operation` : '';
        rows.push({ workload: '11b e-invoice', measure: `issue + PDF + ${format === 'facturx' ? 'Factur-X' : 'XRechnung'}`, concurrency: String(CLIENTS), latency: result, throughput: result.rps,
          target: `p95 ≤ ${TARGET_MS} ms`, pass: result.p95 <= TARGET_MS,
          note: `${result.total} invoices of ${NIGHTS} nights, ${format} ${Math.round(bytes / Math.max(1, result.total) / 1024)} kB; p95 issue ${p95(ms.issue)} ms, PDF ${p95(ms.pdf)} ms, e-invoice ${p95(ms.einvoice)} ms${cpu}` });
      }
      return rows;
    } finally {
      if (missing.length) await json('POST', '/api/settings/group/company', Object.fromEntries(missing.map((k) => [k, typeof before[k] === 'string' ? before[k] : null])));
    }
  },
};
