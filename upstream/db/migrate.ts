// Runs the drizzle-kit migrations on either driver (the same SQL for PGlite and PostgreSQL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDbHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the schema relies on (trigram search indexes, exclusion constraints). Both ship
 *  with PGlite (loaded in client.ts) and with PostgreSQL's contrib; created before the migrations. */
const EXTENSIONS = ['pg_trgm', 'btree_gist'];

export async function migrateDb(handle: TDbHandle): Promise<void> {
  const { sql } = await import('drizzle-orm');
  for (const ext of EXTENSIONS) await handle.db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${ext}`));
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
