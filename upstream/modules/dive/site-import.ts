// The shared dive-site list (GET /api/settings/scubaDatesDiveSites, docs/decisions/dive.md,
// "Shared dive sites"): the operator configures one JSON address (general.diveSitesUrl); the call
// fetches it, validates every entry and upserts the sites by their external id in one
// transaction. A site edited here since its last import keeps the local edit and is reported
// (keptLocal) unless the caller asks to replace local edits. Sites missing from the list stay.
import { eq, inArray } from 'drizzle-orm';
import { MAX_SHARED_SITES, ZSharedSite, type TSharedSite, type TSiteImportResult } from '../../../lib/contract/dive-more';
import { now } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { diveSites } from '../../db/schema';
import { errors } from '../../http/errors';
import { readGeneral } from '../settings/store';

/** The fields the shared list manages; everything else on a site (pictures, destination, active) is local only. */
export const MANAGED = ['name', 'country', 'latitude', 'longitude', 'minDepth', 'maxDepth', 'difficulty', 'tags', 'description'] as const;
type TManaged = Record<(typeof MANAGED)[number], unknown>;

const FETCH_TIMEOUT_MS = 10_000;
const MAX_BYTES = 5 * 1024 * 1024;

/** The values a shared entry gives the managed fields (absent: empty). */
export function managedValues(s: TSharedSite): TManaged {
  return {
    name: s.name, country: s.country ?? null, latitude: s.latitude ?? null, longitude: s.longitude ?? null,
    minDepth: s.minDepth ?? null, maxDepth: s.maxDepth ?? null, difficulty: s.difficulty ?? 'easy',
    tags: s.tags ?? [], description: s.description ?? {},
  };
}

/** A stable form of a value for comparison (object keys sorted, numbers as numbers). */
function canon(v: unknown): string {
  if (v === undefined || v === null) return 'null';
  if (Array.isArray(v)) return `[${v.map(canon).join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).filter((k) => o[k] !== undefined && o[k] !== '').sort().map((k) => `${JSON.stringify(k)}:${canon(o[k])}`).join(',')}}`;
  }
  if (typeof v === 'string' && v !== '' && !Number.isNaN(Number(v)) && /^-?\d+(\.\d+)?$/.test(v)) return String(Number(v));
  return JSON.stringify(v);
}

/** The managed fields whose values differ between a and b. */
export function differing(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return MANAGED.filter((k) => canon(a[k]) !== canon(b[k]));
}

async function fetchList(url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' }, redirect: 'error' });
  } catch (e) {
    throw errors.unprocessable('SITE_LIST_UNREACHABLE', `The shared site list could not be fetched: ${(e as Error).message}`);
  }
  if (!res.ok) throw errors.unprocessable('SITE_LIST_UNREACHABLE', `The shared site list answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw errors.unprocessable('SITE_LIST_TOO_LARGE', 'The shared site list is larger than 5 MB');
  const text = await res.text();
  if (text.length > MAX_BYTES) throw errors.unprocessable('SITE_LIST_TOO_LARGE', 'The shared site list is larger than 5 MB');
  try {
    return JSON.parse(text);
  } catch {
    throw errors.unprocessable('SITE_LIST_INVALID', 'The shared site list is not JSON');
  }
}

/** Validated entries of the list (the invalid ones reported, a repeated id taken once: the first). */
export function parseList(body: unknown): { sites: TSharedSite[]; invalid: TSiteImportResult['invalid'] } {
  const list = Array.isArray(body) ? body : (body && typeof body === 'object' && Array.isArray((body as { sites?: unknown }).sites)) ? (body as { sites: unknown[] }).sites : null;
  if (!list) throw errors.unprocessable('SITE_LIST_INVALID', 'The shared site list must be an array of sites or { "sites": [...] }');
  if (list.length > MAX_SHARED_SITES) throw errors.unprocessable('SITE_LIST_TOO_LARGE', `The shared site list holds more than ${MAX_SHARED_SITES} sites`);
  const sites: TSharedSite[] = [];
  const invalid: TSiteImportResult['invalid'] = [];
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    const r = ZSharedSite.safeParse(entry);
    const rawId = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    if (!r.success) {
      const issue = r.error.issues[0];
      invalid.push({ index, externalId: rawId == null ? null : String(rawId), message: `${issue.path.join('.') || 'entry'}: ${issue.message}` });
      return;
    }
    const s = r.data as TSharedSite & { id: string };
    if (s.minDepth != null && s.maxDepth != null && s.minDepth > s.maxDepth) {
      invalid.push({ index, externalId: s.id, message: 'minDepth: deeper than maxDepth' });
      return;
    }
    if (seen.has(s.id)) {
      invalid.push({ index, externalId: s.id, message: 'id: repeated in the list' });
      return;
    }
    seen.add(s.id);
    sites.push(s);
  });
  return { sites, invalid };
}

/** Upserts the list's sites (one transaction, the caller's). */
export async function upsertSites(tx: Tx, sites: TSharedSite[], replaceLocal: boolean): Promise<Omit<TSiteImportResult, 'url' | 'invalid'>> {
  const out: Omit<TSiteImportResult, 'url' | 'invalid'> = { created: 0, updated: 0, unchanged: 0, keptLocal: [] };
  if (!sites.length) return out;
  const ids = sites.map((s) => String(s.id));
  const existing = new Map((await tx.select().from(diveSites).where(inArray(diveSites.externalId, ids)).for('update')).map((r) => [r.externalId as string, r]));
  const at = now();
  const fresh: (typeof diveSites.$inferInsert)[] = [];
  for (const s of sites) {
    const id = String(s.id);
    const values = managedValues(s);
    const row = existing.get(id);
    if (!row) {
      fresh.push({ ...(values as object), externalId: id, importedAt: at, importedValues: values } as unknown as typeof diveSites.$inferInsert);
      continue;
    }
    const last = (row.importedValues ?? {}) as Record<string, unknown>;
    const edited = differing(row as unknown as Record<string, unknown>, last);
    const changed = differing(values, last);
    if (!changed.length && !(replaceLocal && edited.length)) { out.unchanged++; continue; }
    if (edited.length && !replaceLocal) {
      out.keptLocal.push({ id: row.id, externalId: id, name: row.name, fields: edited });
      continue;
    }
    await tx.update(diveSites).set({ ...(values as object), importedAt: at, importedValues: values, updatedAt: at }).where(eq(diveSites.id, row.id));
    out.updated++;
  }
  if (fresh.length) await tx.insert(diveSites).values(fresh);
  out.created = fresh.length;
  return out;
}

export async function importSharedSites(db: Db, opts: { replaceLocal: boolean }): Promise<TSiteImportResult> {
  const url = (await readGeneral(db)).diveSitesUrl;
  if (!url) throw errors.conflict('NO_SITE_LIST', 'No shared dive-site list is configured (settings general.diveSitesUrl).');
  const { sites, invalid } = parseList(await fetchList(url));
  try {
    const result = await db.transaction((tx) => upsertSites(tx, sites, opts.replaceLocal));
    return { url, ...result, invalid };
  } catch (e) {
    // Two imports at once: the second one's new sites collide with the first's (unique external id).
    const code = (e as { cause?: { code?: string }; code?: string }).cause?.code ?? (e as { code?: string }).code;
    if (code === '23505') throw errors.conflict('SITE_IMPORT_RUNNING', 'Another import wrote these sites at the same time; run it again.');
    throw e;
  }
}
