// The generic mechanism's own tables (the resources no domain module owns, upstream/db/owners.ts)
// when a record they point at is merged into another or erased: the record's owner (customers/
// merge.ts, privacy.ts) calls these for them, as it calls each domain's hooks for theirs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMove, moveReferences } from '../../db/move-references';
import type { TBinding, TCounts } from './binding';
import { allBindings, bindingOf } from './registry';

/** Every declared reference field of an unowned resource that points at `target`. */
function genericFieldsTo(target: string): { b: TBinding; field: string }[] {
  return allBindings().filter((b) => !b.owner && b.resource.name !== target).flatMap((b) => Object.entries(b.resource.fields)
    .filter(([, spec]) => spec.type === 'ref' && spec.ref === target).map(([field]) => ({ b, field })));
}

/** Rows of unowned resources naming `goneId` name `keepId` instead, counted by resource. */
export async function moveGenericReferences(tx: Db, target: string, keepId: string, goneId: string, moved: TCounts): Promise<void> {
  for (const { b, field } of genericFieldsTo(target)) countMove(moved, b.resource.name, await moveReferences(tx, b.columns[field], keepId, goneId));
}

/** Deletes the rows of an unowned resource whose `field` is `id`; the number deleted. */
export async function deleteGenericRows(tx: Db, resource: string, field: string, id: string): Promise<number> {
  const b = bindingOf(resource);
  if (!b || b.owner) throw new Error(`${resource} is not a generic resource without an owner`);
  return (await tx.delete(b.table).where(eq(b.columns[field], id)).returning()).length;
}
