// What a backup holds and how it goes back (issue 38 item 3): every table of the public schema as
// PostgreSQL itself writes it (json_agg of the rows: bytea, arrays, ranges and numbers keep their
// exact text), the sequences' positions, and the schema level (how many migrations ran). The
// uploaded files are rows too (media.data), so the database is the whole business.
// Restoring writes every table at once, below the domains: it puts back what they wrote, so it is
// allowed to write everywhere like the seed (tests/unit/table-owners.test.ts). Triggers and
// foreign keys are held off while it loads (session_replication_role = replica), so the
// append-only tables take their rows back and the kept aggregates come back as they were.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { rowsOf } from '../rows';

export type TBackupHead = {
  format: 1;
  createdAt: string;
  /** Migrations the database had run (the schema level); a newer level is refused on restore. */
  migrations: number;
  lastMigration: string;
  tables: number;
  rows: number;
};
export type TBackupContent = {
  head: TBackupHead;
  sequences: { name: string; value: string | null }[];
  tables: { name: string; rows: number; json: string }[];
};

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tableNames(db: Db): Promise<string[]> {
  return rowsOf<{ t: string }>(await db.execute(sql`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((r) => r.t);
}

/** The schema level: the migrations drizzle recorded. */
export async function schemaLevel(db: Db): Promise<{ migrations: number; last: string }> {
  const exists = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'`))[0].n > 0;
  if (!exists) return { migrations: 0, last: '' };
  const [r] = rowsOf<{ n: number; last: string | null }>(await db.execute(sql`SELECT count(*)::int AS n, max(hash) AS last FROM drizzle.__drizzle_migrations`));
  return { migrations: r.n, last: r.last ?? '' };
}

/** Reads everything in one repeatable-read transaction: one consistent moment of the business. */
export async function dumpDatabase(db: Db, createdAt: Date): Promise<TBackupContent> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    const level = await schemaLevel(tx);
    const tables: TBackupContent['tables'] = [];
    for (const name of await tableNames(tx)) {
      const [r] = rowsOf<{ n: number; json: string }>(await tx.execute(sql.raw(`SELECT count(*)::int AS n, coalesce(json_agg(t), '[]')::text AS json FROM ${q(name)} t`)));
      tables.push({ name, rows: r.n, json: r.json });
    }
    const sequences = rowsOf<{ name: string; value: string | null }>(await tx.execute(sql`
      SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`));
    const head: TBackupHead = {
      format: 1, createdAt: createdAt.toISOString(), migrations: level.migrations, lastMigration: level.last,
      tables: tables.length, rows: tables.reduce((n, t) => n + t.rows, 0),
    };
    return { head, sequences, tables };
  });
}

/** Loads a backup's rows into a database at the same schema level whose tables are empty (a
 *  fresh, migrated database: restore.ts). One transaction: all of it, or nothing. */
export async function loadDatabase(tx: Tx, content: TBackupContent): Promise<void> {
  await tx.execute(sql`SET LOCAL session_replication_role = replica`);
  const generated = new Set(rowsOf<{ k: string }>(await tx.execute(sql`
    SELECT table_name || '.' || column_name AS k FROM information_schema.columns WHERE table_schema = 'public' AND is_generated = 'ALWAYS'`)).map((r) => r.k));
  const present = new Set(await tableNames(tx));
  for (const t of content.tables) {
    if (!present.has(t.name)) throw new Error(`The backup has a table this schema does not: ${t.name}`);
    // Whatever the migrations wrote (reference rows) gives way to the backup's rows.
    await tx.execute(sql.raw(`DELETE FROM ${q(t.name)}`));
    if (t.rows === 0) continue;
    const columns = rowsOf<{ c: string }>(await tx.execute(sql`
      SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${t.name} ORDER BY ordinal_position`))
      .map((r) => r.c).filter((c) => !generated.has(`${t.name}.${c}`)).map(q).join(', ');
    await tx.execute(sql`${sql.raw(`INSERT INTO ${q(t.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${q(t.name)}, `)}${t.json}::json)`);
  }
  for (const s of content.sequences) {
    await tx.execute(sql.raw(`CREATE SEQUENCE IF NOT EXISTS ${q(s.name)}`));
    if (s.value !== null) await tx.execute(sql`SELECT setval(${q(s.name)}, ${s.value}::bigint, true)`);
  }
}
