// A guest form's answers copied into its customer (form-access/sync.ts, POST
// /api/guestform/{id}/syncWithCustomer): the customers module owns the table
// (upstream/db/owners.ts), the forms module says which values.
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { TRow } from '../resources/binding';

export async function applyGuestAnswers(tx: Db, customerId: string, values: Record<string, unknown>): Promise<TRow> {
  const [saved] = await tx.update(customers).set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id as PgColumn, customerId)).returning();
  return saved as TRow;
}
