// Child records (declaration `parent`, e.g. a payment of a booking) are visible exactly where
// their parent is: a row whose parent the caller may not see is "not found" for every call, and
// lists, CSV and search leave it out (an EXISTS on the parent in the same query). The parent's
// rules are its own asset limit and, for callers who reach the parent only through a `.self`
// scope, its ownership, the conditions the parent's own calls use (asset-scope.ts,
// self-access.ts). A caller who reaches the child itself only through a `.self` rule of the
// child (a customer's own guest form) is judged by that rule alone. A child without a parent is
// shared, like a row of no asset.
import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TResourceAction } from '../../../lib/contract/resources/define';
import type { TPrincipal } from '../../http/context';
import { readableCondition } from './asset-scope';
import type { TBinding } from './binding';
import { bindingOf } from './registry';
import { referableCondition, selfCondition } from './self-access';

export function parentBinding(b: TBinding): TBinding | undefined {
  const parent = b.resource.parent;
  if (!parent) return undefined;
  const pb = bindingOf(parent.resource);
  if (!pb) throw new Error(`${b.resource.name}: unknown parent ${parent.resource}`);
  return pb;
}

/** The rows whose parent the caller may see (undefined: not limited). */
export function parentCondition(b: TBinding, p: TPrincipal, action: TResourceAction): SQL | undefined {
  const pb = parentBinding(b);
  if (!pb) return undefined;
  const ownRule = selfCondition(b, p, action) ?? selfCondition(b, p, 'read');
  const cond = and(readableCondition(pb, p), ownRule ? undefined : referableCondition(pb, p));
  if (!cond) return undefined;
  const fk = b.columns[b.resource.parent!.field];
  return or(isNull(fk), sql`EXISTS (SELECT 1 FROM ${pb.table as PgTable} WHERE ${pb.columns.id} = ${fk} AND ${cond})`);
}
