// The one writer of config_audit (upstream/db/owners.ts): other modules record a change of the
// configuration through recordConfigChange, inside their own write's transaction, so the entry
// lands with the change or not at all. Only changed fields are kept, secrets masked; there is no
// update or delete of an entry (and the database refuses both, migration 0055).
import { isDeepStrictEqual } from 'node:util';
import { MASKED, type TConfigAuditAction, type TConfigAuditKind } from '../../../lib/contract/config-audit';
import type { Tx } from '../../db/client';
import { configAudit } from '../../db/schema';

/** Who made the change; null: the application itself. */
export type TAuditActor = { userId: string; name: string } | null;

export type TConfigChange = {
  actor: TAuditActor;
  kind: TConfigAuditKind;
  action: TConfigAuditAction;
  recordId: string;
  label?: string | null;
  /** The record as it was (null: it did not exist) and as it is now (null: deleted). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Fields never written out, beside those that look like secrets (SECRET_NAME). */
  secrets?: readonly string[];
};

/** Field names whose values are secrets in any record: passwords, hashes, tokens, keys. */
const SECRET_NAME = /(password|passwd|secret|token|hash|digest|apikey|api_key|privatekey|private_key|credential)/i;
/** Bookkeeping fields of every record: no configuration. The record's id is the entry's own
 *  recordId (the screen names the record by its label, never by its id). */
const IGNORED = new Set(['id', 'updatedAt', 'createdAt']);

const comparable = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** The fields that differ, each side masked where the field is secret. */
export function changedFields(change: Pick<TConfigChange, 'before' | 'after' | 'secrets'>): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const secret = new Set(change.secrets ?? []);
  const keys = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const a = comparable(change.before?.[key]);
    const b = comparable(change.after?.[key]);
    if (isDeepStrictEqual(a, b)) continue;
    const masked = secret.has(key) || SECRET_NAME.test(key);
    if (change.before) before[key] = masked && a !== null ? MASKED : a;
    if (change.after) after[key] = masked && b !== null ? MASKED : b;
  }
  return { before: change.before ? before : null, after: change.after ? after : null };
}

/** Appends one entry; an update that changed nothing leaves none. */
export async function recordConfigChange(tx: Tx, change: TConfigChange): Promise<void> {
  const diff = changedFields(change);
  if (change.action === 'update' && Object.keys(diff.after ?? {}).length === 0 && Object.keys(diff.before ?? {}).length === 0) return;
  await tx.insert(configAudit).values({
    userId: change.actor?.userId ?? null,
    userName: change.actor?.name ?? null,
    kind: change.kind,
    action: change.action,
    recordId: change.recordId,
    label: change.label ?? null,
    before: diff.before,
    after: diff.after,
  });
}
