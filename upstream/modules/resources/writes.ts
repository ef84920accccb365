// Writes of one generic resource, each in one transaction: the caller's limits, the binding's
// hooks, the references it stores, then the owner's hooks in the same transaction (history of
// the owning record). A resource whose table a domain module owns is written through the owner's
// handler where it registered one (binding.ts TOwner).
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { errors } from '../../http/errors';
import { assertWritableAssets } from './asset-scope';
import type { TBinding, TRow, TWriteCall } from './binding';
import { parentBinding } from './parent-scope';
import { assertNotReferenced, assertReferencesExist } from './references';
import { ownValues } from './self-access';
import { findVisible, type TStoreContext } from './store';
import { copyColumns, toColumns, wireFor } from './wire';

const pgCode = (err: unknown): string | undefined => {
  const e = err as { cause?: { code?: unknown }; code?: unknown } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Runs a write in one transaction. Unique violations (23505) and foreign-key violations (23503,
 *  the backstop behind references.ts: a row used elsewhere, or a reference that vanished
 *  meanwhile) become 409; drizzle wraps the driver error in `cause`. */
async function inTransaction<T>(b: TBinding, ctx: TStoreContext, work: (c: TStoreContext & { db: Tx }) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  } catch (err) {
    const code = pgCode(err);
    if (code === '23505') throw errors.conflict('DUPLICATE_VALUE', `A ${b.resource.name} with these values exists already: a unique field (such as a code) is already taken`);
    if (code === '23503') {
      const table = (err as { cause?: { table?: string } }).cause?.table ?? 'another record';
      throw errors.conflict('RECORD_IN_USE', `Still used by ${table}, or a record it points at is gone`);
    }
    throw err;
  }
}

/** The owner's hooks after a generic write: the row's own, then its parent's (old and new parent). */
async function written(b: TBinding, action: TWriteCall, row: TRow, before: TRow | null, ctx: TStoreContext & { db: Tx }): Promise<void> {
  await b.hooks.afterWrite?.(ctx.db, row, action, ctx, before);
  const pb = parentBinding(b);
  if (!pb?.hooks.childWritten) return;
  const field = b.resource.parent!.field;
  const ids = new Set([row[field], before?.[field]].filter((v): v is string => typeof v === 'string'));
  for (const id of ids) await pb.hooks.childWritten(ctx.db, id, { resource: b.resource.name, action }, ctx);
}

export async function createRecord(b: TBinding, body: Record<string, unknown>, ctx: TStoreContext) {
  return inTransaction(b, ctx, async (c) => {
    if (b.owner?.create) return wireFor(b, await b.owner.create(c.db, body, c), c.principal);
    let values = ownValues(b, c.principal, 'create', toColumns(b, body));
    if (b.hooks.beforeCreate) values = await b.hooks.beforeCreate(values, c);
    assertWritableAssets(b, c.principal, values, true);
    await assertReferencesExist(b, values, c.db, c.principal);
    const [row] = await c.db.insert(b.table as PgTable).values(values as never).returning() as TRow[];
    await written(b, 'create', row, null, c);
    return wireFor(b, row, c.principal);
  });
}

export async function updateRecord(b: TBinding, id: string, body: Record<string, unknown>, ctx: TStoreContext) {
  return inTransaction(b, ctx, async (c) => {
    const row = await findVisible(b, id, c, 'update');
    assertWritableAssets(b, c.principal, row, false);
    b.hooks.assertMayChange?.(row, c);
    if (b.owner?.update) return wireFor(b, await b.owner.update(c.db, row, body, c), c.principal);
    let values = ownValues(b, c.principal, 'update', toColumns(b, body));
    if (b.hooks.beforeUpdate) values = await b.hooks.beforeUpdate(values, row, c);
    assertWritableAssets(b, c.principal, { ...row, ...values }, false);
    await assertReferencesExist(b, values, c.db, c.principal);
    const [updated] = await c.db.update(b.table as PgTable)
      .set({ ...values, updatedAt: new Date() } as never).where(eq(b.columns.id, id)).returning() as TRow[];
    await written(b, 'update', updated, row, c);
    return wireFor(b, updated, c.principal);
  });
}

export async function deleteRecord(b: TBinding, id: string, ctx: TStoreContext) {
  return inTransaction(b, ctx, async (c) => {
    const row = await findVisible(b, id, c, 'delete');
    assertWritableAssets(b, c.principal, row, false);
    b.hooks.assertMayChange?.(row, c);
    b.hooks.assertMayDelete?.(row, c);
    await assertNotReferenced(b, id, c.db);
    if (b.owner?.delete) {
      await b.owner.delete(c.db, row, c);
      return wireFor(b, row, c.principal);
    }
    await c.db.delete(b.table as PgTable).where(eq(b.columns.id, id));
    await written(b, 'delete', row, null, c);
    return wireFor(b, row, c.principal);
  });
}

export async function copyRecord(b: TBinding, id: string, ctx: TStoreContext, mark: (label: string) => string) {
  if (b.resource.copy === false) throw errors.conflict('NOT_COPYABLE', `A ${b.resource.name} cannot be copied: its natural key (code) must be unique, or a copy would count its money twice`);
  return inTransaction(b, ctx, async (c) => {
    const row = await findVisible(b, id, c, 'create');
    assertWritableAssets(b, c.principal, row, b.resource.asset === 'resort-self' || b.resource.asset === 'vessel-self');
    b.hooks.assertMayChange?.(row, c);
    const values = copyColumns(b, row, mark);
    const [copy] = await c.db.insert(b.table as PgTable).values(values as never).returning() as TRow[];
    await written(b, 'copy', copy, null, c);
    return wireFor(b, copy, c.principal);
  });
}
