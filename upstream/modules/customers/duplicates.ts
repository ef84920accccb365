// The same person booked twice (public bookings, agencies, the desk): records that share the
// name and birthday, the e-mail address or the passport number. Staff review the candidates and
// merge (merge.ts); nothing is merged automatically, since two people may share an e-mail.
import { sql } from 'drizzle-orm';
import type { TDuplicateCandidate } from '../../../lib/contract/customers';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

type TCandidateRow = { id: string; fullName: string; email: string | null; birthday: string | null; passport: string | null; byName: boolean; byEmail: boolean; byPassport: boolean };

const passportKey = sql`lower(coalesce(c.passport->>'number', ''))`;

/** Other customers who may be the same person as customer `id`. */
export async function duplicatesOf(db: Db, id: string): Promise<TDuplicateCandidate[]> {
  const rows = rowsOf<TCandidateRow>(await db.execute(sql`
    WITH me AS (SELECT id, lower(full_name) AS name, master_data->>'birthday' AS birthday, lower(email) AS email,
      lower(coalesce(passport->>'number', '')) AS passport FROM customers WHERE id = ${id})
    SELECT c.id, c.full_name AS "fullName", c.email, c.master_data->>'birthday' AS birthday, c.passport->>'number' AS passport,
      (lower(c.full_name) = me.name AND c.master_data->>'birthday' = me.birthday) AS "byName",
      (me.email IS NOT NULL AND lower(c.email) = me.email) AS "byEmail",
      (me.passport <> '' AND ${passportKey} = me.passport) AS "byPassport"
    FROM customers c, me
    WHERE c.id <> me.id AND (
      (me.birthday IS NOT NULL AND lower(c.full_name) = me.name AND c.master_data->>'birthday' = me.birthday)
      OR (me.email IS NOT NULL AND lower(c.email) = me.email)
      OR (me.passport <> '' AND ${passportKey} = me.passport))
    ORDER BY c.full_name, c.id LIMIT 50`));
  return rows.map(candidate);
}

function candidate(r: TCandidateRow): TDuplicateCandidate {
  const reasons: TDuplicateCandidate['reasons'] = [];
  if (r.byName) reasons.push('nameBirthday');
  if (r.byEmail) reasons.push('email');
  if (r.byPassport) reasons.push('passport');
  return { id: r.id, fullName: r.fullName, email: r.email, birthday: r.birthday, passport: r.passport, reasons };
}

/** Groups of likely duplicates over the whole customer table, largest first (at most `limit`). */
export async function duplicateGroups(db: Db, limit: number): Promise<{ reason: TDuplicateCandidate['reasons'][number]; customers: TDuplicateCandidate[] }[]> {
  const groups = rowsOf<{ reason: TDuplicateCandidate['reasons'][number]; ids: string[] }>(await db.execute(sql`
    (SELECT 'email' AS reason, array_agg(c.id ORDER BY c.created_at) AS ids FROM customers c WHERE c.email IS NOT NULL
      GROUP BY lower(c.email) HAVING count(*) > 1 LIMIT ${limit})
    UNION ALL
    (SELECT 'nameBirthday', array_agg(c.id ORDER BY c.created_at) FROM customers c WHERE c.master_data->>'birthday' IS NOT NULL
      GROUP BY lower(c.full_name), c.master_data->>'birthday' HAVING count(*) > 1 LIMIT ${limit})
    UNION ALL
    (SELECT 'passport', array_agg(c.id ORDER BY c.created_at) FROM customers c WHERE ${passportKey} <> ''
      GROUP BY ${passportKey} HAVING count(*) > 1 LIMIT ${limit})`));
  const all = [...new Set(groups.flatMap((g) => g.ids))];
  if (!all.length) return [];
  const rows = rowsOf<TCandidateRow>(await db.execute(sql`
    SELECT c.id, c.full_name AS "fullName", c.email, c.master_data->>'birthday' AS birthday, c.passport->>'number' AS passport,
      false AS "byName", false AS "byEmail", false AS "byPassport"
    FROM customers c WHERE c.id IN (${sql.join(all.map((id) => sql`${id}`), sql`, `)})`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return groups.slice(0, limit).map((g) => ({
    reason: g.reason,
    customers: g.ids.map((id) => byId.get(id)).filter((r): r is TCandidateRow => !!r).map((r) => ({ ...candidate(r), reasons: [g.reason] })),
  }));
}
