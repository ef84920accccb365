// Issue 34, item 1: one owner per table, as a fact the tests hold. upstream/db/owners.ts names one
// module per table; every write in the code under upstream/ (tests/helpers/table-writes.ts reads
// Drizzle's insert/update/delete and raw SQL) must sit in its table's owner's folder. Other modules
// call the owner; a customer merge or erasure reaches other modules' tables through the hook each
// owner registers (onRecord in its registrations.ts). Allowed writers of everything: the seed
// (upstream/db/seed) and the migrations (upstream/db/migrations, SQL files, not read here).
// The generic resources writer (upstream/modules/resources) writes the tables of the generic
// resources: those it owns itself, and those whose owner registered the resource (`owner` in its
// registrations.ts, checked below against owners.ts), where the generic calls run the owner's rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../../upstream/db/owners';
import * as schema from '../../upstream/db/schema';
import { registerDomains } from '../../upstream/modules';
import { allBindings } from '../../upstream/modules/resources/registry';
import { writesIn, type TWrite } from '../helpers/table-writes';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The backup's restore (upstream/db/backup/) puts back every table as it was, below the domains.
const ALLOWED_EVERYWHERE = ['upstream/db/seed/', 'upstream/db/backup/'];

const EXPORTS = new Map<string, string>();
for (const [name, v] of Object.entries(schema)) if (is(v, PgTable)) EXPORTS.set(name, getTableName(v));
const OWNER = new Map<string, string>();
const DECLARED: string[] = [];
for (const [owner, tables] of Object.entries(TABLE_OWNERS)) {
  for (const t of tables) { OWNER.set(getTableName(t), owner); DECLARED.push(getTableName(t)); }
}

/** Writes whose table the code picks at run time, and every table each can reach. */
const DYNAMIC: { file: string; expr: RegExp; reaches: string[] | 'generic' | 'helper' }[] = [
  // The generic writer: the tables of the bound resources (see 'the generic writer' below).
  { file: 'upstream/modules/resources/writes.ts', expr: /^b\.table/, reaches: 'generic' },
  { file: 'upstream/modules/resources/generic-references.ts', expr: /^b\.(table|columns\[field\])$/, reaches: 'generic' },
  // Helpers whose callers name the table: each call is counted as the caller's write.
  { file: 'upstream/db/statements.ts', expr: /^table$/, reaches: 'helper' },
  { file: 'upstream/db/move-references.ts', expr: /^table$/, reaches: 'helper' },
  // A form or a guest form, by the kind asked for.
  { file: 'upstream/modules/form-access/store.ts', expr: /^(table|sql\.raw\(TABLE\[kind\]\))$/, reaches: ['forms', 'guest_forms'] },
  // An erasure's own records of the customer (meta, references, statistics, history).
  { file: 'upstream/modules/customers/privacy.ts', expr: /^t$/, reaches: ['customer_meta', 'customer_references', 'customer_stats', 'customer_versions'] },
];

/** Writes to a table from outside its owner that remain, each with why and what is needed. Keep
 *  it empty where you can: an entry here is a debt, not a permission. */
const EXCEPTIONS: { table: string; writer: string; file: string; why: string; needed: string }[] = [
];

const moduleOf = (file: string) => /^upstream\/modules\/([^/]+)\//.exec(file)?.[1] ?? /^upstream\/([^/]+)\//.exec(file)?.[1] ?? 'upstream';

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sources(rel);
    return /\.ts$/.test(name) ? [rel] : [];
  });
}

const WRITES: (TWrite & { file: string })[] = sources('upstream')
  .flatMap((file) => writesIn(readFileSync(path.join(ROOT, file), 'utf8'), file, EXPORTS).map((w) => ({ ...w, file })));

describe('the write scanner', () => {
  const tables = new Map([['customers', 'customers'], ['bookingRooms', 'booking_rooms'], ['todos', 'todos']]);
  const seen = (src: string) => writesIn(src, 'x.ts', tables).map((w) => `${w.kind} ${w.table}${w.expr ? ` ${w.expr}` : ''} @${w.line}`);

  it('reads Drizzle writes by name, alias and namespace, and leaves hashes and comments alone', () => {
    expect(seen([
      "import { customers, bookingRooms as br } from '../../db/schema';",
      "import * as S from '../../db/schema/resources';",
      'await tx.insert(customers).values({});',
      'await db.update(br).set({}).where(x);',
      'await tx.delete(S.todos);',
      "createHash('sha256').update(token).digest('hex');",
      '// await tx.delete(customers)',
      'await tx.update(b.table).set({});',
    ].join('\n'))).toEqual(['insert customers @3', 'update booking_rooms @4', 'delete todos @5', 'update * b.table @8']);
  });

  it('reads raw SQL, upserts and dynamic tables; FOR UPDATE and DO UPDATE are no writes of their own', () => {
    expect(seen([
      'await tx.execute(sql`INSERT INTO customers (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2`);',
      'await tx.execute(sql`SELECT 1 FROM customers FOR UPDATE`);',
      'await tx.execute(sql`UPDATE booking_rooms br SET guests = 1`);',
      'await tx.execute(sql`DELETE FROM ${col.table} WHERE x`);',
      "await tx.execute('DELETE FROM \"todos\"');",
      "import { todos } from '../../db/schema';",
      'await tx.execute(sql`UPDATE ${todos} SET open = false`);',
    ].join('\n'))).toEqual(['insert customers @1', 'update booking_rooms @3', 'delete * col.table @4', 'delete todos @5', 'update todos @7']);
  });

  it('counts a write helper where it is called, with the table its argument names', () => {
    expect(seen([
      "import { bookingRooms } from '../../db/schema';",
      "const insertRooms = namedInsert('x', bookingRooms, true);",
      'await moveReferences(tx, bookingRooms.guests, a, b);',
      'await moveReferences(tx, b.columns[field], a, b);',
    ].join('\n'))).toEqual(['insert booking_rooms @2', 'update booking_rooms @3', 'delete booking_rooms @3', 'update * b.columns[field] @4', 'delete * b.columns[field] @4']);
  });

  it('finds the writes of the code base (not a scan that sees nothing)', () => {
    expect(WRITES.length).toBeGreaterThan(250);
    expect(new Set(WRITES.map((w) => w.table)).size).toBeGreaterThan(60);
  });
});

describe('one owner per table', () => {
  it('every table of the schema has exactly one declared owner, a module that exists', () => {
    expect(DECLARED.length).toBe(new Set(DECLARED).size);
    expect([...new Set(EXPORTS.values())].filter((t) => !OWNER.has(t))).toEqual([]);
    for (const owner of Object.keys(TABLE_OWNERS)) {
      expect(statSync(path.join(ROOT, 'upstream/modules', owner), { throwIfNoEntry: false }) ?? statSync(path.join(ROOT, 'upstream', owner)), owner).toBeTruthy();
    }
  });

  it('the generic writer: a bound table is the generic mechanism\'s, or its owner registered the resource', () => {
    registerDomains();
    const wrong = allBindings().map((b) => ({ resource: b.resource.name, table: getTableName(b.table), registered: b.owner?.module ?? 'resources' }))
      .filter((b) => OWNER.get(b.table) !== b.registered)
      .map((b) => `${b.resource} (${b.table}): registered by ${b.registered}, owned by ${OWNER.get(b.table)}`);
    expect(wrong).toEqual([]);
  });

  it('every write sits in its table\'s owner (file:line of each that does not)', () => {
    registerDomains();
    const generic = new Set(allBindings().map((b) => getTableName(b.table)));
    const outside: string[] = [];
    for (const w of WRITES) {
      if (ALLOWED_EVERYWHERE.some((p) => w.file.startsWith(p))) continue;
      const writer = moduleOf(w.file);
      if (w.table === '*') {
        const d = DYNAMIC.find((x) => x.file === w.file && x.expr.test(w.expr ?? ''));
        if (!d) { outside.push(`${w.file}:${w.line} ${w.kind} of a table chosen at run time (${w.expr}): declare what it reaches`); continue; }
        const reaches = d.reaches === 'generic' ? [...generic] : d.reaches === 'helper' ? [] : d.reaches;
        for (const t of reaches) if (d.reaches !== 'generic' && OWNER.get(t) !== writer) outside.push(`${w.file}:${w.line} ${w.kind} ${t} (owner ${OWNER.get(t)})`);
        continue;
      }
      if (!OWNER.has(w.table)) { outside.push(`${w.file}:${w.line} ${w.kind} ${w.table}: no such table in the schema`); continue; }
      if (OWNER.get(w.table) === writer) continue;
      if (EXCEPTIONS.some((e) => e.table === w.table && e.writer === writer && e.file === w.file)) continue;
      outside.push(`${w.file}:${w.line} ${w.kind} ${w.table} (owner ${OWNER.get(w.table)})`);
    }
    expect(outside).toEqual([]);
  });

  it('every exception is still needed (a write it excuses exists)', () => {
    for (const e of EXCEPTIONS) expect(WRITES.some((w) => w.table === e.table && w.file === e.file), `${e.table} from ${e.file}`).toBe(true);
  });
});
