// Referential checks between resources. Every write checks that the ids it stores exist and that
// the caller may see them (an asset-limited user cannot point at another asset's record, an
// agency user not at another agency's customer), and a delete is refused (409, naming what holds
// the row) while a declared reference of any resource or a registered column of a domain table
// (a booking's rooms, the occupancy) points at it. The core tables also carry foreign keys
// (migration 0015): the database refuses what a race gets past these checks (writes.ts maps it).
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TFieldError } from '../../../lib/contract/errors';
import type { Db, Tx } from '../../db/client';
import type { TPrincipal } from '../../http/context';
import { readableCondition } from './asset-scope';
import { referableCondition } from './self-access';
import { errors } from '../../http/errors';
import type { TBinding } from './binding';
import { allBindings, bindingOf, domainReferencesTo } from './registry';

/** `keyShare`: the found rows stay locked against deletion (FOR KEY SHARE) until the transaction
 *  ends, for ids stored where no foreign key guards them (a booking room's guests, in JSON): a
 *  merge or delete of such a record waits for the write, or the write finds the record gone. */
export async function assertReferencesExist(b: TBinding, values: Record<string, unknown>, db: Tx, principal: TPrincipal, opts: { keyShare?: boolean } = {}): Promise<void> {
  const errs: TFieldError[] = [];
  for (const [field, spec] of Object.entries(b.resource.fields)) {
    if ((spec.type !== 'ref' && spec.type !== 'refList') || !spec.ref) continue;
    const raw = values[field];
    const ids = [...new Set((Array.isArray(raw) ? raw : raw == null ? [] : [raw]) as string[])];
    const target = bindingOf(spec.ref);
    if (!ids.length || !target) continue;
    const query = db.select({ id: target.columns.id }).from(target.table as PgTable).where(and(inArray(target.columns.id, ids), readableCondition(target, principal), referableCondition(target, principal)));
    const found = opts.keyShare ? await query.orderBy(target.columns.id).for('key share') : await query;
    const known = new Set(found.map((r) => r.id as string));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) errs.push({ path: field, message: `Unknown ${spec.ref}: ${missing.join(', ')}`, code: 'unknown_reference' });
  }
  if (errs.length) throw errors.validation(errs);
}

export async function assertNotReferenced(b: TBinding, id: string, db: Db): Promise<void> {
  for (const other of allBindings()) {
    for (const [field, spec] of Object.entries(other.resource.fields)) {
      if (spec.ref !== b.resource.name || (spec.type !== 'ref' && spec.type !== 'refList')) continue;
      const col = other.columns[field];
      const [hit] = await db.select({ id: other.columns.id }).from(other.table as PgTable)
        .where(spec.type === 'ref' ? eq(col, id) : arrayContains(col, [id])).limit(1);
      if (hit) throw errors.conflict('RECORD_IN_USE', `Still used by ${other.resource.name} (${field})`);
    }
  }
  for (const ref of domainReferencesTo(b.resource.name)) {
    const [hit] = await db.select({ id: ref.column }).from(ref.table).where(eq(ref.column, id)).limit(1);
    if (hit) throw errors.conflict('RECORD_IN_USE', `Still used by ${ref.label}`);
  }
}
