// To-dos on bookings (issue 20, spec: Todo and Todo rule). A rule is a predefined to-do without a
// booking: group, text, rule { calcType, value } and closeOnAbort. The job (modules/todos/jobs.ts) makes
// each rule's to-do on every booking it applies to, due `value` days before arrival:
//   daysBeforeArrival  every booking that holds rooms and arrives from today on;
//   missingGuestform   ... that has fewer answered guest forms than guests;
//   openPayment        ... that still owes money.
// It runs again and again with one effect (a to-do per rule and booking, made under an advisory
// lock), closes the open to-dos of closeOnAbort rules on bookings that no longer hold rooms
// (cancelled, released, rebooked, deleted), and keeps bookings.hasOpenTodos in step.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { TODO_CALC_TYPES } from '../../../lib/contract/resources/bookings';
import { HOLDING_SQL } from '../bookings/lists/list-queries';
import { syncHasOpenTodos } from '../bookings/todo-flag';


const CONDITION: Record<(typeof TODO_CALC_TYPES)[number], ReturnType<typeof sql>> = {
  daysBeforeArrival: sql`true`,
  missingGuestform: sql`(SELECT count(*) FROM guest_forms g WHERE g.booking = b.id AND g.status IN ('submitted', 'synced')) < b.no_of_pax`,
  openPayment: sql`coalesce((SELECT sum(l.amount::bigint) FROM booking_calculation_lines l WHERE l.booking_id = b.id), 0)
    > coalesce((SELECT sum(pm.amount::bigint) FROM payments pm WHERE pm.booking = b.id AND pm.status IN ('paid', 'refunded')), 0)`,
};


/** One run of the to-do rules at the business day `today`. Returns what it created and closed. */
export async function applyTodoRules(tx: Tx, today: string): Promise<{ created: number; closed: number }> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('todos.rules'))`);
  const rules = rowsOf<{ id: string; group: string | null; text: string; calc: string; value: number }>(await tx.execute(sql`
    SELECT id, "group", text, rule->>'calcType' AS calc, (rule->>'value')::int AS value FROM todos
    WHERE predefined AND booking IS NULL AND rule IS NOT NULL`));
  let created = 0;
  for (const r of rules) {
    const cond = CONDITION[r.calc as keyof typeof CONDITION];
    if (!cond) continue;
    const made = await tx.execute(sql`INSERT INTO todos ("group", text, due, open, definition, close_on_abort, predefined, booking)
      SELECT ${r.group}, ${r.text}, b.date_from - ${r.value}::int, true, ${r.id}, rr.close_on_abort, false, b.id
      FROM bookings b CROSS JOIN (SELECT close_on_abort FROM todos WHERE id = ${r.id}::uuid) rr
      WHERE b.state IN (${HOLDING_SQL}) AND b.date_from >= ${today}::date AND ${cond}
        AND NOT EXISTS (SELECT 1 FROM todos t WHERE t.booking = b.id AND t.definition = ${r.id})
      RETURNING booking`);
    created += rowsOf(made).length;
  }
  const closed = rowsOf(await tx.execute(sql`UPDATE todos t SET open = false, edited_by = 'system', updated_at = now()
    FROM bookings b WHERE t.booking = b.id AND t.open AND t.close_on_abort AND b.state NOT IN (${HOLDING_SQL}, 'waiting')
    RETURNING t.id`)).length;
  await syncHasOpenTodos(tx);
  return { created, closed };
}
