// Reading rental gear: items with their product and current rental, a dive's rentals, and the
// history entry every change writes (dive_gear_events is append-only).
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TGearItem } from '../../../lib/contract/dive-gear';
import { now } from '../../clock';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { diveGear, diveGearEvents, diveGearRentals } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { assetLimit } from '../resources/asset-scope';

export type TGearRow = typeof diveGear.$inferSelect;
export type TRentalRow = typeof diveGearRentals.$inferSelect;

/** Gear of the caller's assets (items without an asset are everyone's). */
export function gearAccess(p: TPrincipal): SQL | undefined {
  const limit = assetLimit(p);
  if (!limit) return undefined;
  return or(
    and(isNull(diveGear.resort), isNull(diveGear.vessel)),
    limit.resorts.length ? inArray(diveGear.resort, limit.resorts) : sql`false`,
    limit.vessels.length ? inArray(diveGear.vessel, limit.vessels) : sql`false`,
  );
}

export async function gearEvent(tx: Db, p: TPrincipal, e: { gearId: string; event: string; state: string; planId?: string | null; customerId?: string | null; note?: string | null }): Promise<void> {
  await tx.insert(diveGearEvents).values({ ...e, at: now(), by: p.userId, byName: p.name });
}

type TRentedTo = { gear_id: string; plan: string; plan_name: string; date: string; customer: string; name: string };

export async function gearWire(db: Db, rows: TGearRow[]): Promise<TGearItem[]> {
  if (!rows.length) return [];
  const ids = sql.join(rows.map((r) => sql`${r.id}::uuid`), sql`, `);
  const [rented, products] = await Promise.all([
    db.execute(sql`SELECT r.gear_id, r.plan_id AS plan, p.name AS plan_name, p.date::text AS date, r.customer_id AS customer, c.full_name AS name
      FROM dive_gear_rentals r JOIN dive_plans p ON p.id = r.plan_id LEFT JOIN customers c ON c.id = r.customer_id
      WHERE r.returned_at IS NULL AND r.gear_id IN (${ids})`),
    db.execute(sql`SELECT DISTINCT pr.id, pr.name FROM products pr JOIN dive_gear g ON g.product = pr.id WHERE g.id IN (${ids})`),
  ]);
  const rent = new Map(rowsOf<TRentedTo>(rented).map((r) => [r.gear_id, r]));
  const names = new Map(rowsOf<{ id: string; name: string }>(products).map((r) => [r.id, r.name]));
  return rows.map((g) => {
    const r = rent.get(g.id);
    return {
      id: g.id, kind: g.kind as TGearItem['kind'], size: g.size, serial: g.serial, state: g.state as TGearItem['state'],
      product: g.product, productName: g.product ? names.get(g.product) ?? null : null, notes: g.notes, resort: g.resort, vessel: g.vessel,
      rentedTo: r ? { plan: r.plan, planName: r.plan_name, date: r.date, customer: r.customer, name: r.name ?? '' } : null,
    };
  });
}

export async function listGear(db: Db, p: TPrincipal, q: { state?: string; kind?: string }): Promise<TGearItem[]> {
  const rows = await db.select().from(diveGear).where(and(gearAccess(p), q.state ? eq(diveGear.state, q.state) : undefined, q.kind ? eq(diveGear.kind, q.kind) : undefined))
    .orderBy(asc(diveGear.kind), asc(diveGear.size), asc(diveGear.serial)).limit(2000);
  return gearWire(db, rows);
}

export type TPlanRental = TRentalRow & { kind: string; size: string | null; serial: string; product: string | null };

/** The open rentals of a dive (returned ones once it is closed, `open` false). */
export async function rentalsOfPlan(db: Db, planId: string, open = true): Promise<TPlanRental[]> {
  const rows = await db.select({ r: diveGearRentals, kind: diveGear.kind, size: diveGear.size, serial: diveGear.serial, product: diveGear.product })
    .from(diveGearRentals).innerJoin(diveGear, eq(diveGear.id, diveGearRentals.gearId))
    .where(and(eq(diveGearRentals.planId, planId), open ? isNull(diveGearRentals.returnedAt) : undefined))
    .orderBy(asc(diveGearRentals.assignedAt), asc(diveGear.serial));
  return rows.map((x) => ({ ...x.r, kind: x.kind, size: x.size, serial: x.serial, product: x.product }));
}

export const gearLabel = (g: { kind: string; size: string | null; serial: string }): string => `${g.kind}${g.size ? ` ${g.size}` : ''} #${g.serial}`;
