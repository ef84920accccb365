// Saved filters: named criteria of a kind (customers, agencies), kept per user. The caller sees
// their own and the shared ones of the kinds they may run; only the owner (or an admin) changes
// or deletes one. Anything else is 404, so ids reveal nothing. Criteria are checked against the
// kind's schema on every write, so a stored filter always runs.
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { hasAnyScope } from '../../../lib/access/scopes';
import { ZAgencyCriteria, ZCustomerCriteria, type TSegment, type TSegmentCreate, type TSegmentKind } from '../../../lib/contract/segments';
import type { ZSegmentUpdate } from '../../../lib/contract/segments';
import type { Db } from '../../db/client';
import { savedFilters } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { now } from '../../clock';

/** The scopes (any of) that run, and so keep filters of, each kind: the list's readers, never the
 *  .self scopes (an agency or a customer has no segments). */
export const KIND_SCOPES: Record<TSegmentKind, string[]> = { customers: ['customers.read', 'customers.update'], agencies: ['agencies.read', 'agencies.update'] };
const CRITERIA = { customers: ZCustomerCriteria, agencies: ZAgencyCriteria } as const;

type TRow = typeof savedFilters.$inferSelect;

export const kindsOf = (p: TPrincipal) => (Object.keys(KIND_SCOPES) as TSegmentKind[]).filter((k) => hasAnyScope(p.scopes, KIND_SCOPES[k]));
const isAdmin = (p: TPrincipal) => p.scopes.includes('admin');

function toWire(r: TRow, p: TPrincipal): TSegment {
  return {
    id: r.id, kind: r.kind as TSegmentKind, name: r.name, criteria: r.criteria, shared: r.shared, owner: r.ownerId, ownerName: r.ownerName,
    mine: r.ownerId === p.userId || isAdmin(p), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
  };
}

/** Filters the caller may see: their own and shared ones, of kinds they may run. */
function visible(p: TPrincipal, kind?: TSegmentKind): SQL | undefined {
  const kinds = kindsOf(p).filter((k) => !kind || k === kind);
  if (!kinds.length) return eq(savedFilters.id, '00000000-0000-0000-0000-000000000000');
  return and(or(...kinds.map((k) => eq(savedFilters.kind, k))), or(eq(savedFilters.ownerId, p.userId), eq(savedFilters.shared, true)));
}

export function checkCriteria(kind: TSegmentKind, criteria: unknown) {
  const r = (CRITERIA[kind] as z.ZodType).safeParse(criteria);
  if (!r.success) {
    throw errors.validation(r.error.issues.map((i) => ({ path: ['criteria', ...i.path].join('.'), message: i.message, code: i.code })), 'Invalid criteria');
  }
  return r.data as Record<string, unknown>;
}

export async function listSavedFilters(db: Db, p: TPrincipal, kind?: TSegmentKind): Promise<TSegment[]> {
  const rows = await db.select().from(savedFilters).where(visible(p, kind)).orderBy(asc(savedFilters.name), asc(savedFilters.id));
  return rows.map((r) => toWire(r, p));
}

async function load(db: Db, p: TPrincipal, id: string, write: boolean): Promise<TRow> {
  const [row] = await db.select().from(savedFilters).where(and(eq(savedFilters.id, id), visible(p))).limit(1);
  if (!row) throw errors.notFound(`Saved filter ${id} not found`);
  if (write && row.ownerId !== p.userId && !isAdmin(p)) throw errors.forbidden('Only the user who saved this filter may change it');
  return row;
}

export async function getSavedFilter(db: Db, p: TPrincipal, id: string): Promise<TSegment> {
  return toWire(await load(db, p, id, false), p);
}

export async function createSavedFilter(db: Db, p: TPrincipal, body: TSegmentCreate): Promise<TSegment> {
  if (!hasAnyScope(p.scopes, KIND_SCOPES[body.kind])) throw errors.forbidden();
  const [row] = await db.insert(savedFilters).values({
    kind: body.kind, name: body.name, criteria: checkCriteria(body.kind, body.criteria), shared: body.shared, ownerId: p.userId, ownerName: p.name,
  }).returning();
  return toWire(row, p);
}

export async function updateSavedFilter(db: Db, p: TPrincipal, id: string, body: z.infer<typeof ZSegmentUpdate>): Promise<TSegment> {
  return db.transaction(async (tx) => {
    const row = await load(tx, p, id, true);
    const set: Partial<typeof savedFilters.$inferInsert> = { updatedAt: now() };
    if (body.name !== undefined) set.name = body.name;
    if (body.shared !== undefined) set.shared = body.shared;
    if (body.criteria !== undefined) set.criteria = checkCriteria(row.kind as TSegmentKind, body.criteria);
    const [updated] = await tx.update(savedFilters).set(set).where(eq(savedFilters.id, row.id)).returning();
    return toWire(updated, p);
  });
}

export async function deleteSavedFilter(db: Db, p: TPrincipal, id: string): Promise<TSegment> {
  return db.transaction(async (tx) => {
    const row = await load(tx, p, id, true);
    await tx.delete(savedFilters).where(eq(savedFilters.id, row.id));
    return toWire(row, p);
  });
}
