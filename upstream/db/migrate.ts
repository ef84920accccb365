// Runs the drizzle-kit migrations on either driver (the same SQL for PGlite and PostgreSQL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDbHandle } from './client';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrateDb(handle: TDbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
