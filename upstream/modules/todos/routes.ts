// To-do calls of api-calls 7.7 (issue 20): GET /api/todo/rules, open, own, allTodos and POST
// solve/{booking}/{todo}, mounted before the generic /api/todo/{id}. Callers need todo.update (or
// admin, spec route /todo); the to-dos shown are of bookings within their assets. Solving is a
// write to the booking's to-do: it keeps hasOpenTodos in step and stores one booking version.
import { createRoute, z } from '@hono/zod-openapi';
import { sql, type SQL } from 'drizzle-orm';
import { hasScope } from '../../../lib/access/scopes';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { TPrincipal } from '../../http/context';
import { createRouter } from '../../http/router';
import { principalOf, requireAuth } from '../../http/security';
import { errors } from '../../http/errors';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import { assetLimit } from '../resources/asset-scope';
import { versionOf } from '../bookings/ops/derive';
import { syncHasOpenTodos } from '../bookings/todo-flag';

export const todoRoutes = createRouter();
const tags = ['Todo'];
const ZTodo = z.object({
  id: z.uuid(), group: z.string().nullable(), text: z.string(), due: z.string().nullable(), open: z.boolean(), definition: z.string().nullable(),
  editedBy: z.string().nullable(), booking: z.uuid().nullable(), number: z.string().nullable(), title: z.string().nullable(), dateFrom: z.string().nullable(),
});
const ZRule = z.object({ id: z.uuid(), group: z.string().nullable(), text: z.string(), rule: z.object({ calcType: z.string(), value: z.number() }).nullable(), closeOnAbort: z.boolean() });

function assertTodoUser(p: TPrincipal): void {
  if (!hasScope(p.scopes, 'todo.update')) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}
function assetSql(p: TPrincipal): SQL {
  const limit = assetLimit(p);
  if (!limit) return sql`true`;
  const parts: SQL[] = [sql`(b.resort IS NULL AND b.vessel IS NULL)`];
  if (limit.resorts.length) parts.push(sql`b.resort IN (${sql.join(limit.resorts.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (limit.vessels.length) parts.push(sql`b.vessel IN (${sql.join(limit.vessels.map((id) => sql`${id}::uuid`), sql`, `)})`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

async function listTodos(db: Db, p: TPrincipal, where: SQL) {
  assertTodoUser(p);
  return rowsOf<z.infer<typeof ZTodo>>(await db.execute(sql`
    SELECT t.id, t."group", t.text, t.due::text AS due, t.open, t.definition, t.edited_by AS "editedBy", t.booking,
      coalesce(b.booking_no, b.reservation_no, b.offer_no) AS number, b.title, b.date_from::text AS "dateFrom"
    FROM todos t JOIN bookings b ON b.id = t.booking
    WHERE NOT t.predefined AND ${assetSql(p)} AND ${where}
    ORDER BY t.due NULLS LAST, t.created_at LIMIT 1000`));
}

todoRoutes.openapi(createRoute({
  method: 'get', path: '/api/todo/rules', tags, middleware: [requireAuth()],
  summary: 'The to-do rules: group, text, rule (calcType daysBeforeArrival, missingGuestform or openPayment; value: days before arrival), closeOnAbort',
  responses: { ...jsonOk(z.array(ZRule), 'Rules'), ...errorResponses(401, 403) },
}), async (c) => {
  assertTodoUser(principalOf(c));
  const rows = rowsOf<z.infer<typeof ZRule>>(await c.get('db').execute(sql`SELECT id, "group", text, rule, close_on_abort AS "closeOnAbort" FROM todos
    WHERE predefined AND booking IS NULL ORDER BY "group", text`));
  return c.json(rows, 200);
});

const lists: [string, string, (p: TPrincipal) => SQL][] = [
  ['open', 'Open to-dos of bookings, the earliest due first', () => sql`t.open`],
  ['own', 'Open to-dos of the bookings the caller made', (p) => sql`t.open AND EXISTS (SELECT 1 FROM booking_versions v WHERE v.booking_id = b.id AND v.version = 1 AND v.user_id = ${p.userId}::uuid)`],
  ['allTodos', 'Every to-do of bookings, open and solved', () => sql`true`],
];
for (const [name, summary, where] of lists) {
  todoRoutes.openapi(createRoute({
    method: 'get', path: `/api/todo/${name}`, tags, middleware: [requireAuth()], summary,
    responses: { ...jsonOk(z.array(ZTodo), 'To-dos'), ...errorResponses(401, 403) },
  }), async (c) => {
    const p = principalOf(c);
    return c.json(await listTodos(c.get('db'), p, where(p)), 200);
  });
}

todoRoutes.openapi(createRoute({
  method: 'post', path: '/api/todo/solve/{booking}/{todo}', tags, middleware: [requireAuth()],
  summary: "Solve a booking's to-do (409 when it is solved already)",
  request: { params: z.object({ booking: z.uuid(), todo: z.uuid() }) },
  responses: { ...jsonOk(ZTodo, 'The solved to-do'), ...errorResponses(401, 403, 404, 409) },
}), async (c) => {
  const p = principalOf(c);
  const { booking, todo } = c.req.valid('param');
  return c.json(await c.get('db').transaction(async (tx) => {
    const [found] = await listTodos(tx, p, sql`t.id = ${todo}::uuid AND t.booking = ${booking}::uuid`);
    if (!found) throw errors.notFound('To-do not found');
    if (!found.open) throw errors.conflict('TODO_SOLVED', 'This to-do is solved already.');
    await tx.execute(sql`SELECT 1 FROM bookings WHERE id = ${booking}::uuid FOR UPDATE`);
    await tx.execute(sql`UPDATE todos SET open = false, edited_by = ${p.name ?? p.userId}, updated_at = now() WHERE id = ${todo}::uuid`);
    await syncHasOpenTodos(tx, [booking]);
    await versionOf(tx, p, booking, 'solveTodo', { solveTodo: { todo, text: found.text } });
    return { ...found, open: false, editedBy: p.name ?? p.userId };
  }), 200);
});
