// Readiness problems of a day's divers (the staff dashboard shows tomorrow's): every diver on a
// planned dive of that day the caller may see, who has a readiness problem for that dive and no
// staff override yet, with the problems. One query for the divers and their dives (with the
// type's required level and specialities, the diver's gas), then the readiness data of those divers (four queries side by side).
import { sql } from 'drizzle-orm';
import type { TCertLevel } from '../../../lib/contract/resources/dive';
import type { TReadinessDay } from '../../../lib/contract/dive-more';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { planAccess, problemsOf, readinessData } from './dive-rows';
import { requiredSpecialities } from './readiness';

/** How many divers the dashboard lists (the total counts all). */
export const READINESS_LIMIT = 20;

type TRow = { customer: string; plan: string; name: string; date: string; start: string | null; required_level: TCertLevel | null; specialities: string[] | null; gas: string };

export async function readinessOfDay(db: Db, p: TPrincipal, date: string): Promise<TReadinessDay> {
  const access = planAccess(p);
  const rows = rowsOf<TRow>(await db.execute(sql`
    SELECT d.customer_id AS customer, dive_plans.id AS plan, dive_plans.name, dive_plans.date::text AS date, dive_plans.start, t.required_level,
           t.specialities, d.gas
      FROM dive_participants d JOIN dive_plans ON dive_plans.id = d.plan_id LEFT JOIN dive_types t ON t.id = dive_plans.type
     WHERE dive_plans.date = ${date}::date AND dive_plans.status = 'planned' AND d.override_at IS NULL AND d.in_at IS NULL
       AND ${access ?? sql`true`}
     ORDER BY dive_plans.start NULLS LAST, dive_plans.name, dive_plans.id`));
  const data = await readinessData(db, rows.map((r) => r.customer), date);
  const items = rows.flatMap((r) => {
    const problems = problemsOf(data, r.customer, r.required_level ?? 'openWater', r.date, requiredSpecialities(r.specialities, r.gas));
    return problems.length ? [{
      customer: r.customer, name: data.names.get(r.customer) ?? '', problems,
      dive: { id: r.plan, name: r.name, date: r.date, start: r.start },
    }] : [];
  });
  return { date, items: items.slice(0, READINESS_LIMIT), total: items.length };
}
