// GET /api/bookings/report/bank (issue 35, /stats/base): the bank side of the owner's money
// overview: every bank account's entries per period in the base currency (incoming, outgoing,
// net) and the balance of all accounts at each period's end. The same entries and opening
// balances as the cashflow (GET /api/banks/cashflow, finance/cashflow.ts: entries marked ignored
// do not count, temporary ones do), each entry converted by its own currency at the settings'
// rates (filter.ts currencyOf, like revenue) and rounded on its own. Bank accounts belong to no
// resort or vessel: bankentries.read reads them all. One statement. Definitions:
// lib/contract/finance-report.ts, docs/decisions/statistics.md ("The bank side").
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { ZBankReport, type TBankReport } from '../../../lib/contract/finance-report';
import { ZStatsQuery } from '../../../lib/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createRouter } from '../../http/router';
import { requireAnyScope } from '../../http/security';
import { errorResponses } from '../../http/openapi-helpers';
import { exportResponse, XLSX } from './export';
import { periodOf, reportRead } from './facts';
import { currencyOf, filterOf, periodsSql, reportToday, type TStatsFilter } from './filter';

type TSqlRow = { period: string | null; incoming: string; outgoing: string };

export async function bankReport(db: Db, f: TStatsFilter): Promise<TBankReport> {
  const cur = await currencyOf(db);
  // Each period's flows, and (period null) the opening balances plus every entry before the range.
  const rows = rowsOf<TSqlRow>(await db.execute(sql`
    WITH p AS (${periodsSql(f)}),
    e AS (SELECT CASE WHEN e.date >= ${f.from}::date THEN ${periodOf(f, sql`e.date`)} END AS period, round(e.amount::numeric * fx.factor) AS amount
      FROM bank_entries e JOIN (${cur.fx}) fx ON fx.currency = e.currency
      WHERE e.status <> 'ignored' AND e.date <= ${f.to}::date
      UNION ALL
      SELECT NULL::date, round(coalesce(b.opening_balance, 0)::numeric * fx.factor) FROM banks b JOIN (${cur.fx}) fx ON fx.currency = b.currency),
    g AS (SELECT period, sum(amount) FILTER (WHERE amount > 0 OR period IS NULL) AS incoming, sum(amount) FILTER (WHERE amount < 0 AND period IS NOT NULL) AS outgoing
      FROM e GROUP BY 1),
    periods AS (SELECT period FROM p UNION ALL SELECT NULL::date)
    SELECT q.period::text AS period, coalesce(g.incoming, 0)::text AS incoming, coalesce(g.outgoing, 0)::text AS outgoing
    FROM periods q LEFT JOIN g ON g.period IS NOT DISTINCT FROM q.period ORDER BY q.period NULLS FIRST`));
  const [before, ...periods] = rows;
  const opening = Number(before.incoming);
  let balance = opening;
  const out = periods.map((r) => {
    const incoming = Number(r.incoming); const outgoing = Number(r.outgoing);
    balance += incoming + outgoing;
    return { period: r.period!, incoming, outgoing, net: incoming + outgoing, closing: balance };
  });
  const sum = (k: 'incoming' | 'outgoing' | 'net') => out.reduce((n, r) => n + r[k], 0);
  return {
    from: f.from, to: f.to, groupBy: f.groupBy, currency: cur.base,
    rows: f.mode === 'table' ? out.filter((r) => r.incoming || r.outgoing) : out,
    totals: { incoming: sum('incoming'), outgoing: sum('outgoing'), net: sum('net'), opening, closing: balance },
  };
}

export const bankReportRoutes = createRouter();

bankReportRoutes.openapi(createRoute({
  method: 'get', path: '/api/bookings/report/bank', tags: ['Banks'], operationId: 'bankReport',
  middleware: [requireAnyScope('bankentries.read')],
  summary: 'All bank accounts in the base currency: incoming, outgoing and net per period, and the balance at each period\'s end',
  description: 'The statistics\' query (from..to, groupBy, mode, export; assets, categories, sources and amount are not used: bank accounts belong to no asset). Money in minor units of the base currency. Definitions: docs/decisions/statistics.md, "The bank side".',
  request: { query: ZStatsQuery },
  responses: {
    200: {
      content: { 'application/json': { schema: ZBankReport }, 'text/csv': { schema: z.string() }, [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The report: JSON, or with export=csv a CSV (money in major units), with export=xlsx an Excel workbook',
    },
    ...errorResponses(400, 401, 403),
  },
}), async (c) => {
  // Bank accounts belong to no asset: the operator's today.
  const f = filterOf(c.req.valid('query'), await reportToday(c.get('readDb')));
  const answer = await reportRead(c.get('readDb'), (db) => bankReport(db, f));
  return f.export ? exportResponse(c, 'bank', answer, `bank-${f.from}-${f.to}`, f.export) : c.json(answer, 200);
});
