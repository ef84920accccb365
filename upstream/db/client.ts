// Opens the database: PGlite in a data folder (embedded default) or PostgreSQL via DATABASE_URL.
// Both are driven through Drizzle with the same schema and the same migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { witnessLogger } from './access-witness';

/** Drizzle without its relational query API (db.query.*, unused here): with a schema, every
 *  transaction would build a query builder per table (measured: ~50 kB per transaction). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The one transaction type: what `db.transaction` hands its callback. A function that must run
 *  inside a transaction (it takes row locks, or its writes must land with the caller's) takes a
 *  `Tx`; one that only reads, or writes one statement, takes a `Db` (a `Tx` is also a `Db`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TDbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What the job queue (upstream/jobs) connects through: the same PGlite instance (one
   *  process owns it), or the server's URL (the queue keeps a small pool of its own). */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  close: () => Promise<void>;
};

/** The files PGlite keeps open at most (PostgreSQL's max_files_per_process; its minimum is 64). */
export const PGLITE_MAX_FILES = 200;

export type TOpenDbOptions = {
  /** postgres://... ; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; absent (with no url) means an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory database starts as a copy of this dump (PGlite's dumpDataDir): the API tests'
   *  migrated and seeded template (tests/helpers/api-template.ts). */
  fromDump?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
};

export async function openDb(opts: TOpenDbOptions): Promise<TDbHandle> {
  if (opts.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A sequential scan starts at the table's first page, not where another scan of it is
    // (synchronize_seqscans): a search's sample is the first matches on disk (search-page.ts).
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: '-c synchronize_seqscans=off' });
    // A connection the server drops (PostgreSQL restarted, failover) emits 'error': on the pool when
    // idle, on the client itself while checked out (e.g. between the statements of a transaction).
    // Without a listener Node ends the whole process; with one, the query in flight fails (its
    // transaction is rolled back by the server), the broken client leaves the pool on release and
    // the next request opens a new connection (tests/pg/pg-restart.test.ts).
    const lost = (err: Error) => console.error('[db] connection lost:', err.message);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzle({ client: pool, logger: witnessLogger }) as unknown as Db;
    return { db, kind: 'postgres', connection: { kind: 'postgres', url: opts.url }, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.resolve(opts.dataDir, 'pglite');
    // PGlite creates no parent folders.
    mkdirSync(dataDir, { recursive: true });
  }
  // PostgreSQL keeps a relation's files open until max_files_per_process (default 1000); in PGlite
  // each is a descriptor of this process, so after a walk of every screen the upstream held ~1,010
  // at idle and failed at once under `ulimit -n 1024`. A cap leaves room for the sockets
  // (tests/api/open-files.test.ts serves 400 connections under a hard limit of 1024).
  const startParams = [...PGlite.defaultStartParams, '-c', `max_files_per_process=${PGLITE_MAX_FILES}`];
  const client = opts.fromDump && !dataDir
    ? await PGlite.create({ loadDataDir: opts.fromDump, extensions: { btree_gist, pg_trgm }, startParams })
    : await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist, pg_trgm }, startParams });
  const db = drizzle({ client, logger: witnessLogger }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
