// Every table of the public schema and its rows as one digest each, and the sequences' positions:
// two databases with equal fingerprints hold the same business (the backup drill).
import { sql } from 'drizzle-orm';
import type { Db } from '../../upstream/db/client';
import { rowsOf } from '../../upstream/db/rows';

export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = rowsOf<{ t: string }>(await db.execute(sql`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`));
  for (const { t } of tables) {
    const [r] = rowsOf<{ n: number; d: string }>(await db.execute(sql.raw(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x, E'\\n' ORDER BY x), '')) AS d FROM (SELECT r::text AS x FROM "${t}" r) s`)));
    out[t] = `${r.n}:${r.d}`;
  }
  for (const s of rowsOf<{ name: string; v: string | null }>(await db.execute(sql`SELECT sequencename AS name, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public'`))) {
    out[`sequence ${s.name}`] = s.v ?? 'unused';
  }
  return out;
}
