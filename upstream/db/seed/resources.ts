// Seeds the demo records of every generic resource (api-calls 7.1), each validated by the
// resource's own create schema first, so a seed can never hold what the API would refuse.
// Idempotent: ids are stable (resources-ids.ts) and existing rows are left as they are.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { fieldSchema } from '../../../lib/contract/resources/define';
import { BINDINGS } from '../../modules/resources/bindings';
import { ASSET_SEEDS } from './resources-assets';
import { BUSINESS_SEEDS } from './resources-business';
import { OFFICE_SEEDS } from './resources-office';
import { clockOffsetMs, now } from '../../clock';
import { shiftDemoDates } from './demo-dates';
import { sid, type TSeedRow } from './resources-ids';

const ALL = { ...ASSET_SEEDS, ...BUSINESS_SEEDS, ...OFFICE_SEEDS };

/** A seed row → column values: its id from the key, `key_` as the resource's own `key` field. */
function toValues(resource: string, { key, key_, ...fields }: TSeedRow): Record<string, unknown> {
  return { ...fields, ...(key_ !== undefined ? { key: key_ } : {}), id: sid(`${resource}:${key}`) };
}

/** The bindings with every resource after the ones it points at (the core tables carry foreign
 *  keys, migration 0015); a cycle of references keeps the declaration order. */
function referencedFirst(): typeof BINDINGS {
  const byName = new Map(BINDINGS.map((b) => [b.resource.name, b]));
  const done = new Set<string>();
  const out: typeof BINDINGS = [];
  const visit = (name: string, path: Set<string>) => {
    const b = byName.get(name);
    if (!b || done.has(name) || path.has(name)) return;
    path.add(name);
    for (const spec of Object.values(b.resource.fields)) if (spec.ref && spec.ref !== name) visit(spec.ref, path);
    path.delete(name);
    done.add(name);
    out.push(b);
  };
  for (const b of BINDINGS) visit(b.resource.name, new Set());
  return out;
}

export async function seedResources(db: Db): Promise<void> {
  await seedResourceRows(db, shiftDemoDates(ALL));
}

// Stamps the product writes with the database's now() (a guest form's submittedAt: real time,
// docs/decisions/clock.md), whereas the demo plans them on the business clock: never after now,
// and moved back by the clock's offset, so a demo seeded under a moved clock (CLOCK_SHIFT_DAYS)
// holds no stamp ahead of real time (the notification stream starts at the newest stamp).
const REAL_TIME = new Set(['submittedAt']);
function realStamp(business: string): Date {
  return new Date(Math.min(Date.parse(business), now().getTime()) - clockOffsetMs());
}

/** Inserts seed rows of any resources (dates as given), each checked by its create schema. */
export async function seedResourceRows(db: Db, all: Record<string, TSeedRow[]>): Promise<void> {
  for (const b of referencedFirst()) {
    const rows = all[b.resource.name];
    if (!rows?.length) continue;
    const values = rows.map((row) => {
      const { id, ...all } = toValues(b.resource.name, row);
      // Server-kept fields (a booking's state and numbers) are not in the create schema: each is
      // checked by its own field schema instead.
      const serverKeys = Object.keys(all).filter((k) => b.resource.fields[k]?.server);
      const fields = Object.fromEntries(Object.entries(all).filter(([k]) => !serverKeys.includes(k)));
      const parsed = b.createSchema.safeParse(fields);
      if (!parsed.success) throw new Error(`Seed ${b.resource.name}:${row.key}: ${parsed.error.message}`);
      const data = parsed.data as Record<string, unknown>;
      for (const k of serverKeys) data[k] = fieldSchema(b.resource.fields[k]).parse(all[k]);
      for (const [k, spec] of Object.entries(b.resource.fields)) {
        if (spec.type === 'datetime' && typeof data[k] === 'string') data[k] = REAL_TIME.has(k) ? realStamp(data[k] as string) : new Date(data[k] as string);
      }
      return { ...data, id };
    });
    await db.insert(b.table as PgTable).values(values as never).onConflictDoNothing();
  }
}

/** Resources that have demo records (the tests check that every resource has some). */
export const SEEDED_RESOURCES = Object.keys(ALL);
