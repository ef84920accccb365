// Moves the references of one record to another (a customer merge: every row naming the duplicate
// names the survivor), for one column. Each owner calls it for its own tables (the table is the
// column's), so the write is the owner's (tests/unit/table-owners.test.ts counts it at the call).
// A table with one row per record (a unique column) where both have a row: the survivor's row
// stays and the duplicate's goes, counted as dropped.
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

const UNIQUE_VIOLATION = '23505';
const codeOf = (err: unknown) => (err as { cause?: { code?: unknown } } | null)?.cause?.code ?? (err as { code?: unknown } | null)?.code;

export type TMoveResult = { moved: number; dropped: number | null };

export async function moveReferences(tx: Db, column: PgColumn, keepId: string, goneId: string): Promise<TMoveResult> {
  const table = sql.identifier(getTableName(column.table));
  const name = sql.identifier(column.name);
  try {
    // Not every table has an id (a diver's profile is keyed by its customer), so the rows are counted.
    const res = await tx.transaction(async (sp) => sp.execute(sql`UPDATE ${table} SET ${name} = ${keepId} WHERE ${name} = ${goneId} RETURNING 1 AS one`));
    return { moved: rowsOf(res).length, dropped: null };
  } catch (err) {
    if (codeOf(err) !== UNIQUE_VIOLATION) throw err;
    const dropped = rowsOf(await tx.execute(sql`DELETE FROM ${table} WHERE ${name} = ${goneId} RETURNING 1 AS one`));
    return { moved: 0, dropped: dropped.length };
  }
}

/** Counts a move under `label` (and `<label>Dropped` when the duplicate's rows went). */
export function countMove(moved: Record<string, number>, label: string, r: TMoveResult): void {
  if (r.dropped !== null) moved[`${label}Dropped`] = (moved[`${label}Dropped`] ?? 0) + r.dropped;
  else if (r.moved) moved[label] = (moved[label] ?? 0) + r.moved;
}
