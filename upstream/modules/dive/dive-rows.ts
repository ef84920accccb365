// Reading planned dives with what they point at (site, boat, type, guide) and their divers'
// readiness, as the plan, the manifest, the roll call and closing need them. A caller sees the
// dives of their assets (the diveplan resource's asset limit).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TCertLevel, TSpeciality } from '../../../lib/contract/resources/dive';
import type { TDiveSummary, TReadinessProblem } from '../../../lib/contract/dive';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveCertifications, diveDivers, diveParticipants, divePlans } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { readableCondition } from '../resources/asset-scope';
import { bindingOf } from '../resources/registry';
import { readGeneral } from '../settings/store';
import { diverLevel, effectiveRecord, guideRatio, readinessProblems, requiredSpecialities, type TReadinessRecord, type TValidity } from './readiness';
import { diverForms, type TDiverForms } from './signed-forms';

/** `IN (...)` of ids as bound parameters. */
export const idIn = (ids: string[]): SQL => sql`(${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)})`;

export type TPlanRow = typeof divePlans.$inferSelect;
export type TParticipant = typeof diveParticipants.$inferSelect;
export type TCertRow = typeof diveCertifications.$inferSelect;
export type TDiverRow = typeof diveDivers.$inferSelect;

type TJoined = {
  id: string; site_name: string | null; boat_name: string | null; boat_capacity: number | null;
  type_name: string | null; required_level: TCertLevel | null; divers_per_guide: number | null; type_specialities: string[] | null; guide_name: string | null;
};

/** The plan condition of the caller's assets (undefined: not limited). */
export function planAccess(p: TPrincipal): SQL | undefined {
  return readableCondition(bindingOf('diveplan')!, p);
}

/** One planned dive the caller may see, else 404; `lock` takes the row lock that serialises the
 *  roll call and closing of one dive (SELECT ... FOR UPDATE). */
export function loadPlan(db: Tx, p: TPrincipal, id: string, lock: true): Promise<TPlanRow>;
export function loadPlan(db: Db, p: TPrincipal, id: string, lock?: false): Promise<TPlanRow>;
export async function loadPlan(db: Db, p: TPrincipal, id: string, lock = false): Promise<TPlanRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound();
  const q = db.select().from(divePlans).where(and(eq(divePlans.id, id), planAccess(p)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw errors.notFound();
  return row;
}

export async function plansOfDay(db: Db, p: TPrincipal, date: string): Promise<TPlanRow[]> {
  return db.select().from(divePlans).where(and(eq(divePlans.date, date), planAccess(p))).orderBy(divePlans.start, divePlans.name, divePlans.id);
}

export type TReadinessData = {
  certs: Map<string, TCertRow[]>;
  /** The staff's records (emergency contact and the dates they typed). */
  divers: Map<string, TDiverRow>;
  names: Map<string, string>; lastDive: Map<string, string>;
  /** The signed diver forms and the newest of each kind. */
  forms: Map<string, TDiverForms>;
  /** What readiness judges: the staff's record and the signed forms merged (effectiveRecord). */
  records: Map<string, TReadinessRecord>;
  /** general.diversPerGuideByLevel: the guide ratio's limits per certification level. */
  ratioByLevel: Partial<Record<TCertLevel, number>>;
  validity: TValidity;
};

/** Certifications, readiness records (with the signed forms), names and last logged dive of these customers. */
export async function readinessData(db: Db, customers: string[], before: string): Promise<TReadinessData> {
  const ids = [...new Set(customers)];
  const general = await readGeneral(db);
  const out: TReadinessData = {
    certs: new Map(), divers: new Map(), names: new Map(), lastDive: new Map(), forms: new Map(), records: new Map(),
    validity: { medicalDays: general.medicalValidDays, waiverDays: general.waiverValidDays },
    ratioByLevel: general.diversPerGuideByLevel,
  };
  if (!ids.length) return out;
  const [certs, divers, names, last, forms] = await Promise.all([
    db.select().from(diveCertifications).where(inArray(diveCertifications.customerId, ids)).orderBy(diveCertifications.createdAt),
    db.select().from(diveDivers).where(inArray(diveDivers.customerId, ids)),
    db.execute(sql`SELECT id, full_name FROM customers WHERE id IN ${idIn(ids)}`),
    db.execute(sql`SELECT customer, max(date)::text AS last FROM dive_logs WHERE customer IN ${idIn(ids)} AND date < ${before}::date GROUP BY customer`),
    diverForms(db, ids, general.timezone),
  ]);
  for (const c of certs) out.certs.set(c.customerId, [...(out.certs.get(c.customerId) ?? []), c]);
  for (const d of divers) out.divers.set(d.customerId, d);
  for (const r of rowsOf<{ id: string; full_name: string }>(names)) out.names.set(r.id, r.full_name);
  for (const r of rowsOf<{ customer: string; last: string }>(last)) out.lastDive.set(r.customer, r.last);
  out.forms = forms;
  for (const id of ids) out.records.set(id, effectiveRecord(out.divers.get(id) ?? null, forms.get(id)?.signed ?? {}));
  return out;
}

/** A diver's problems for a dive; `specialities` are what the dive needs of this diver (requiredSpecialities()). */
export function problemsOf(data: TReadinessData, customer: string, requiredLevel: TCertLevel, date: string, specialities: readonly string[] = []): TReadinessProblem[] {
  return readinessProblems({
    requiredLevel, date, certifications: data.certs.get(customer) ?? [], diver: data.records.get(customer) ?? null,
    specialities: specialities as TSpeciality[], validity: data.validity,
  });
}

export async function participantsOf(db: Db, planIds: string[]): Promise<TParticipant[]> {
  if (!planIds.length) return [];
  return db.select().from(diveParticipants).where(inArray(diveParticipants.planId, planIds)).orderBy(diveParticipants.sort, diveParticipants.createdAt);
}

/** The plans with what they point at and their divers' counts, readiness and warnings. */
export async function summarise(db: Db, plans: TPlanRow[]): Promise<{ summaries: TDiveSummary[]; participants: TParticipant[]; data: TReadinessData }> {
  const ids = plans.map((x) => x.id);
  const participants = await participantsOf(db, ids);
  const data = await readinessData(db, participants.map((x) => x.customerId), plans.reduce((m, x) => (x.date > m ? x.date : m), '0000-01-01'));
  const joined = new Map<string, TJoined>();
  if (ids.length) {
    for (const r of rowsOf<TJoined>(await db.execute(sql`
      SELECT p.id, s.name AS site_name, b.name AS boat_name, b.capacity AS boat_capacity, t.name AS type_name,
             t.required_level, t.divers_per_guide, t.specialities AS type_specialities, e.name AS guide_name
        FROM dive_plans p LEFT JOIN dive_sites s ON s.id = p.dive_site LEFT JOIN dive_boats b ON b.id = p.boat
        LEFT JOIN dive_types t ON t.id = p.type LEFT JOIN employees e ON e.id = p.dive_guide
       WHERE p.id IN ${idIn(ids)}`))) joined.set(r.id, r);
  }
  const summaries = plans.map((x): TDiveSummary => {
    const j = joined.get(x.id);
    const mine = participants.filter((d) => d.planId === x.id);
    const level = j?.required_level ?? 'openWater';
    const perGuide = j?.divers_per_guide ?? 8;
    const typeSpecs = j?.type_specialities ?? [];
    const notReady = mine.filter((d) => problemsOf(data, d.customerId, level, x.date, requiredSpecialities(typeSpecs, d.gas)).length > 0 && !d.overrideAt).length;
    const warnings: TDiveSummary['warnings'] = [];
    if (!x.boat) warnings.push('noBoat');
    const cap = [j?.boat_capacity, x.maxDivers].filter((n): n is number => typeof n === 'number' && n > 0);
    if (cap.length && mine.length > Math.min(...cap)) warnings.push('overCapacity');
    if (!x.diveGuide && mine.length) warnings.push('noGuide');
    const ratio = guideRatio(perGuide, mine.map((d) => diverLevel(data.certs.get(d.customerId) ?? [])), data.ratioByLevel);
    if (x.diveGuide && mine.length > ratio) warnings.push('overRatio');
    return {
      id: x.id, name: x.name, date: x.date, start: x.start, end: x.end, status: x.status, resort: x.resort ?? null, vessel: x.vessel ?? null,
      site: x.diveSite ? { id: x.diveSite, name: j?.site_name ?? '' } : null,
      boat: x.boat ? { id: x.boat, name: j?.boat_name ?? '', capacity: j?.boat_capacity ?? null } : null,
      type: x.type ? { id: x.type, name: j?.type_name ?? '', requiredLevel: level, diversPerGuide: perGuide, specialities: typeSpecs as TSpeciality[] } : null,
      guide: x.diveGuide ? { id: x.diveGuide, name: j?.guide_name ?? '' } : null,
      crew: x.crew ?? [], maxDivers: x.maxDivers,
      divers: mine.length, inWater: mine.filter((d) => d.inAt && !d.outAt).length, notReady, warnings,
    };
  });
  return { summaries, participants, data };
}

/** The level a dive requires: its type's, else open water (fail-closed: a dive without a type is a dive). */
export async function requiredLevelOf(db: Db, plan: TPlanRow): Promise<TCertLevel> {
  return (await diveNeedsOf(db, plan)).level;
}

/** What a dive needs of its divers: its type's level (else open water) and specialities. */
export async function diveNeedsOf(db: Db, plan: TPlanRow): Promise<{ level: TCertLevel; specialities: string[] }> {
  if (!plan.type) return { level: 'openWater', specialities: [] };
  const r = rowsOf<{ required_level: TCertLevel; specialities: string[] | null }>(await db.execute(sql`SELECT required_level, specialities FROM dive_types WHERE id = ${plan.type}`));
  return { level: r[0]?.required_level ?? 'openWater', specialities: r[0]?.specialities ?? [] };
}
