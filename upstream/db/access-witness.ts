// A witness for the access inventory (issue 31, "by construction"): while a call runs inside
// `witnessAccess`, the database's query log notes which tables the call read and the booking access
// rule notes that it was asked (bookings/access.ts mayAccess, resources/booking-sight.ts,
// resources/store.ts reachable). tests/api/access-inventory.test.ts runs every read operation of the
// OpenAPI document as callers limited to one resort, one agency and one customer, and fails when
// a call answered with booking, payment, guest-form or mail rows without the rule being asked.
// Outside a witnessed call (production, every other test) each hook is one failed lookup.
import { AsyncLocalStorage } from 'node:async_hooks';

export type TAccessWitness = { tables: Set<string>; asked: number };

const current = new AsyncLocalStorage<TAccessWitness>();

/** Runs `fn` (one call of the app) and answers what it read and whether it asked the rule. */
export async function witnessAccess<T>(fn: () => Promise<T>): Promise<{ result: T; witness: TAccessWitness }> {
  const witness: TAccessWitness = { tables: new Set(), asked: 0 };
  const result = await current.run(witness, fn);
  return { result, witness };
}

/** Called by the booking access rule each time it decides. */
export function accessAsked(): void {
  const w = current.getStore();
  if (w) w.asked += 1;
}

const TABLE_READ = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Drizzle's query logger (db/client.ts): the tables a statement names after FROM or JOIN. */
export const witnessLogger = {
  logQuery(query: string): void {
    const w = current.getStore();
    if (!w) return;
    for (const m of query.matchAll(TABLE_READ)) w.tables.add(m[1].toLowerCase());
  },
};
