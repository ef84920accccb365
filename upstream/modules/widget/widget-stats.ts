// A widget's statistics per day (GET /api/widget/{id}/stats): views, searches, started and
// completed bookings, revenue per currency and conversion (completed / views).
import { sql } from 'drizzle-orm';
import type { TWidgetStats } from '../../../lib/contract/widget';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

type TDay = TWidgetStats['days'][number];
const empty = (day: string): TDay => ({ day, views: 0, searches: 0, started: 0, completed: 0, revenue: {}, conversion: 0 });
const rate = (done: number, views: number) => (views > 0 ? Math.round((done / views) * 10_000) / 10_000 : 0);

export async function widgetStats(db: Db, widgetId: string, from: string, to: string): Promise<TWidgetStats> {
  const res = await db.execute(sql`
    SELECT day::text AS day, action, currency, count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS amount
    FROM widget_events WHERE widget_id = ${widgetId} AND day BETWEEN ${from}::date AND ${to}::date
    GROUP BY day, action, currency ORDER BY day`);
  const rows = rowsOf<{ day: string; action: string; currency: string | null; n: number; amount: string | number }>(res);
  const days = new Map<string, TDay>();
  const totals = empty(from);
  for (const r of rows) {
    const d = days.get(r.day) ?? empty(r.day);
    days.set(r.day, d);
    for (const t of [d, totals]) {
      if (r.action === 'view') t.views += r.n;
      else if (r.action === 'search') t.searches += r.n;
      else if (r.action === 'start') t.started += r.n;
      else if (r.action === 'complete') {
        t.completed += r.n;
        if (r.currency) t.revenue[r.currency] = (t.revenue[r.currency] ?? 0) + Number(r.amount);
      }
    }
  }
  const list = [...days.values()].map((d) => ({ ...d, conversion: rate(d.completed, d.views) }));
  const { views, searches, started, completed, revenue } = totals;
  return { widget: widgetId, from, to, days: list, totals: { views, searches, started, completed, revenue, conversion: rate(completed, views) } };
}
