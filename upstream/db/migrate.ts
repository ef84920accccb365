// Runs the drizzle-kit migrations on either driver (the same SQL for PGlite and PostgreSQL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDbHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the schema relies on (trigram search indexes, exclusion constraints). Both ship
 *  with PGlite (loaded in client.ts) and with PostgreSQL's contrib; created before the migrations. */
const EXTENSIONS = ['pg_trgm', 'btree_gist'];

/** Runs the migrations of `folder` (default: all of this version's); a backup of an older schema
 *  is restored onto a copy of the folder cut to its level (backup/restore.ts). */
export async function migrateDb(handle: TDbHandle, folder: string = MIGRATIONS_FOLDER): Promise<void> {
  const { sql } = await import('drizzle-orm');
  for (const ext of EXTENSIONS) await handle.db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${ext}`));
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}
