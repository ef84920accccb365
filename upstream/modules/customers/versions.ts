// The history of a customer: every write stores the record as it is afterwards as the next
// version (who, when, what call), so the view shows the history and {id}/diff/{from} what changed.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customerVersions } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { toWire } from '../resources/wire';
import { customersBinding } from './access';

export async function recordCustomerVersion(tx: Db, customerId: string, action: string, p: TPrincipal | null): Promise<number> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!row) return 0;
  const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${customerVersions.version}), 0)::int` })
    .from(customerVersions).where(eq(customerVersions.customerId, customerId));
  const version = Number(last) + 1;
  const snapshot = toWire(customersBinding(), row as never);
  await tx.insert(customerVersions).values({ customerId, version, action, snapshot, userId: p?.userId ?? null, userName: p?.name ?? null });
  return version;
}

export async function customerHistory(db: Db, customerId: string) {
  const rows = await db.select({ version: customerVersions.version, action: customerVersions.action, userName: customerVersions.userName, createdAt: customerVersions.createdAt })
    .from(customerVersions).where(eq(customerVersions.customerId, customerId)).orderBy(desc(customerVersions.version)).limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function customerSnapshot(db: Db, customerId: string, version: number): Promise<Record<string, unknown> | null> {
  const [row] = await db.select({ snapshot: customerVersions.snapshot }).from(customerVersions)
    .where(and(eq(customerVersions.customerId, customerId), eq(customerVersions.version, version))).limit(1);
  return (row?.snapshot as Record<string, unknown> | undefined) ?? null;
}
