// Reading the configuration audit trail: newest first, filtered by time, kind and user, in pages.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TConfigAuditEntry, TConfigAuditKind, TConfigAuditPage, TConfigAuditQuery } from '../../../lib/contract/config-audit';
import type { Db } from '../../db/client';
import { configAudit } from '../../db/schema';
import { labelsOf, referenceTargets } from '../resources';

const DAY_MS = 86_400_000;
/** A date alone: from its start, or (as `to`) up to its end, in UTC. */
const instant = (v: string, end: boolean): Date => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(Date.parse(`${v}T00:00:00Z`) + (end ? DAY_MS : 0));
  return new Date(v);
};

/** The generic resource each kind's records are (settings groups are none). */
const RESOURCE_OF: Record<TConfigAuditKind, string> = { setting: '', pricelist: 'price', user: 'users', role: 'userrole' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id among a value's strings, at any depth. */
function idsIn(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') { if (UUID.test(value)) out.add(value.toLowerCase()); return; }
  if (Array.isArray(value)) { for (const v of value) idsIn(v, out); return; }
  if (value && typeof value === 'object') for (const v of Object.values(value)) idsIn(v, out);
}

/** The names of the records the page's changes point at (a resort, a room type, a role), so the
 *  screen shows names, never ids; an id of a record since deleted has none. */
async function namesOf(db: Db, entries: TConfigAuditEntry[], lang: 'de' | 'en'): Promise<Record<string, string>> {
  const ids = new Set<string>();
  const targets = new Set<string>();
  for (const e of entries) {
    const before = ids.size;
    idsIn([e.before, e.after], ids);
    if (ids.size > before) for (const t of referenceTargets(RESOURCE_OF[e.kind])) targets.add(t);
  }
  if (ids.size === 0) return {};
  return Object.fromEntries(await labelsOf(db, [...targets], [...ids], lang));
}

export async function listConfigAudit(db: Db, q: TConfigAuditQuery, lang: 'de' | 'en' = 'en'): Promise<TConfigAuditPage> {
  const conditions: SQL[] = [];
  if (q.from) conditions.push(gte(configAudit.at, instant(q.from, false)));
  if (q.to) conditions.push(lt(configAudit.at, instant(q.to, true)));
  if (q.kind) conditions.push(eq(configAudit.kind, q.kind));
  if (q.user) conditions.push(eq(configAudit.userId, q.user));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(configAudit).where(where).orderBy(desc(configAudit.at), desc(configAudit.id))
      .limit(q.size).offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(configAudit).where(where),
  ]);
  const data: TConfigAuditEntry[] = rows.map((r) => ({
    id: r.id, at: r.at.toISOString(), userId: r.userId, userName: r.userName,
    kind: r.kind as TConfigAuditEntry['kind'], action: r.action as TConfigAuditEntry['action'],
    recordId: r.recordId, label: r.label, before: r.before ?? null, after: r.after ?? null,
  }));
  return { data, total, page: q.page, size: q.size, names: await namesOf(db, data, lang) };
}
