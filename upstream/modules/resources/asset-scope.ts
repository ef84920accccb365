// Asset limits (spec section 6: "access to data is also limited by the available assets"):
// a caller with assigned resorts/vessels reads only rows of those assets (and rows that belong
// to no asset, which are shared), and writes only rows of those assets. Admins and callers
// with no assigned asset are not limited (docs/decisions/resources.md).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import type { TBinding } from './binding';

type TLimit = { resorts: string[]; vessels: string[] } | null;

export function assetLimit(p: TPrincipal): TLimit {
  if (p.scopes.includes('admin') || p.assets.length === 0) return null;
  return {
    resorts: p.assets.filter((a) => a.type === 'resort').map((a) => a.ref),
    vessels: p.assets.filter((a) => a.type === 'vessel').map((a) => a.ref),
  };
}

const inList = (col: TBinding['columns'][string], ids: string[]): SQL => (ids.length ? inArray(col, ids) : sql`false`);

/** The condition of the rows the caller may read, or undefined when not limited. */
export function readableCondition(b: TBinding, p: TPrincipal): SQL | undefined {
  const limit = assetLimit(p);
  const kind = b.resource.asset;
  if (!limit || !kind) return undefined;
  const { id, resort, vessel } = b.columns;
  switch (kind) {
    case 'resort-self': return inList(id, limit.resorts);
    case 'vessel-self': return inList(id, limit.vessels);
    case 'resort': return or(inList(resort, limit.resorts), isNull(resort));
    case 'vessel': return or(inList(vessel, limit.vessels), isNull(vessel));
    case 'both': return or(inList(resort, limit.resorts), inList(vessel, limit.vessels), and(isNull(resort), isNull(vessel)));
  }
}

/** Throws 403 unless the caller may write a row with these values (stored or about to be). */
export function assertWritableAssets(b: TBinding, p: TPrincipal, values: Record<string, unknown>, isNew: boolean): void {
  const limit = assetLimit(p);
  const kind = b.resource.asset;
  if (!limit || !kind) return;
  const inR = typeof values.resort === 'string' && limit.resorts.includes(values.resort);
  const inV = typeof values.vessel === 'string' && limit.vessels.includes(values.vessel);
  const ok = kind === 'resort-self' ? !isNew && limit.resorts.includes(String(values.id))
    : kind === 'vessel-self' ? !isNew && limit.vessels.includes(String(values.id))
    : kind === 'resort' ? inR
    : kind === 'vessel' ? inV
    : inR || inV;
  if (!ok) throw errors.forbidden('FORBIDDEN_RESSOURCE');
}

export function idCondition(b: TBinding, id: string): SQL {
  return eq(b.columns.id, id);
}
