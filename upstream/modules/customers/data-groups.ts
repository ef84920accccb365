// Customer data groups (/customerdatagroup): titled sections of additional customer fields whose
// values are kept in the customer's meta under the field's key ({id}/meta/{key}). The customers
// module owns the table: a key belongs to one group only (checked on every write, under a
// transaction lock so two writes cannot both take a key), and a field moves between groups with
// POST /api/customerdatagroup/move/{from}/{to}/{field} in one transaction (both rows locked in id
// order), keeping its definition and every stored value.
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { customerdatagroup, type TCustomerDataField } from '../../../lib/contract/resources/parties';
import type { Db, Tx } from '../../db/client';
import { customerDataGroups } from '../../db/schema';
import { createRouter } from '../../http/router';
import { errors } from '../../http/errors';
import { requireAnyScope } from '../../http/security';
import { errorResponses, jsonOk } from '../../http/openapi-helpers';
import type { TResourceHooks, TRow } from '../resources/binding';
import { now } from '../../clock';
import { dataValueIssue } from '../../../lib/contract/customer-data-values';

type TGroupRow = typeof customerDataGroups.$inferSelect;
const lockKeys = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('customer_data_groups.keys'))`);

/** Refuses a field list with a key twice, or a key another group holds (409). */
async function assertKeysFree(tx: Tx, fields: TCustomerDataField[] | undefined, groupId: string | null): Promise<void> {
  if (!fields) return;
  const keys = fields.map((f) => f.key);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw errors.validation([{ path: 'fields', message: `The key ${twice} is given twice`, code: 'duplicate_key' }]);
  await lockKeys(tx);
  const others = await tx.select({ name: customerDataGroups.name, fields: customerDataGroups.fields })
    .from(customerDataGroups).where(groupId ? ne(customerDataGroups.id, groupId) : undefined);
  for (const g of others) {
    const taken = (g.fields as TCustomerDataField[]).find((f) => keys.includes(f.key));
    if (taken) throw errors.conflict('FIELD_IN_OTHER_GROUP', `The field ${taken.key} belongs to the group ${g.name}. Move it with POST /api/customerdatagroup/move/{from}/{to}/{field}, or choose another key.`);
  }
}

export const dataGroupHooks: TResourceHooks = {
  beforeCreate: async (values, ctx) => {
    await assertKeysFree(ctx.db, values.fields as TCustomerDataField[] | undefined, null);
    return values;
  },
  beforeUpdate: async (values, row, ctx) => {
    await assertKeysFree(ctx.db, values.fields as TCustomerDataField[] | undefined, row.id);
    return values;
  },
  // A copy would hold the same keys as its original: it starts without fields.
  copyValues: (row: TRow, mark) => ({ name: mark(String(row.name)), sort: row.sort, fields: [], isActive: row.isActive }),
};

const ISSUE_TEXT: Record<string, string> = {
  required: 'A value is required', text: 'Expected a text', tooLong: 'The text is too long', number: 'Expected a number',
  date: 'Expected a date (YYYY-MM-DD)', bool: 'Expected true or false', option: 'Not one of the field\'s options',
};

/** Refuses meta values that do not fit the data field of their key (kind, options, required);
 *  keys that are no data field are free meta, as before. */
export async function assertDataValues(db: Db, values: Record<string, unknown>): Promise<void> {
  const groups = await db.select({ fields: customerDataGroups.fields }).from(customerDataGroups);
  const fields = new Map(groups.flatMap((g) => (g.fields as TCustomerDataField[]).map((f) => [f.key, f] as const)));
  const issues = Object.entries(values).flatMap(([key, value]) => {
    const field = fields.get(key);
    const issue = field ? dataValueIssue(field, value) : null;
    return issue ? [{ path: key, message: ISSUE_TEXT[issue], code: issue }] : [];
  });
  if (issues.length) throw errors.validation(issues);
}

export async function moveDataField(db: Db, from: string, to: string, key: string): Promise<{ from: TGroupRow; to: TGroupRow }> {
  if (from === to) throw errors.validation([{ path: 'to', message: 'The field is in this group already', code: 'same_group' }]);
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    const rows = await tx.select().from(customerDataGroups).where(inArray(customerDataGroups.id, [from, to])).orderBy(asc(customerDataGroups.id)).for('update');
    const src = rows.find((r) => r.id === from);
    const dst = rows.find((r) => r.id === to);
    if (!src) throw errors.notFound(`customerdatagroup ${from} not found`);
    if (!dst) throw errors.notFound(`customerdatagroup ${to} not found`);
    const fields = src.fields as TCustomerDataField[];
    const field = fields.find((f) => f.key === key);
    if (!field) throw errors.notFound(`The group ${src.name} has no field ${key}`);
    const at = now();
    const [a] = await tx.update(customerDataGroups).set({ fields: fields.filter((f) => f.key !== key), updatedAt: at })
      .where(eq(customerDataGroups.id, src.id)).returning();
    const [b] = await tx.update(customerDataGroups).set({ fields: [...(dst.fields as TCustomerDataField[]), field], updatedAt: at })
      .where(and(eq(customerDataGroups.id, dst.id))).returning();
    return { from: a, to: b };
  });
}

const wire = (r: TGroupRow) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export const dataGroupRoutes = createRouter();
dataGroupRoutes.openapi(createRoute({
  method: 'post', path: '/api/customerdatagroup/move/{from}/{to}/{field}', tags: ['customerdatagroup'],
  middleware: [requireAnyScope(...customerdatagroup.scopes.update)], operationId: 'customerDataGroupMove',
  summary: 'Move the field {field} (its key) from the data group {from} to the end of the group {to}; its stored values stay',
  request: { params: z.object({ from: z.uuid(), to: z.uuid(), field: z.string().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/) }) },
  responses: { ...jsonOk(z.object({ from: customerdatagroup.item, to: customerdatagroup.item }), 'Both groups as stored now'), ...errorResponses(400, 401, 403, 404) },
}), async (c) => {
  const p = c.req.valid('param');
  const r = await moveDataField(c.get('db'), p.from, p.to, p.field);
  return c.json({ from: wire(r.from), to: wire(r.to) }, 200);
});
