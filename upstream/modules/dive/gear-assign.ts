// Rental gear on a diver of a dive. Assigning locks the item's row (SELECT ... FOR UPDATE) and
// checks inside the lock that it is available, so two assignments of one item cannot both win
// (tests/pg/dive-gear-race.test.ts); the partial unique index on open rentals holds the same rule
// in the database. Taking it off before the dive frees it; closing the dive returns all of them.
import { and, eq, isNull } from 'drizzle-orm';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { diveGear, diveGearRentals } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertOpen, participantOf } from './assign-diver';
import { loadPlan, type TPlanRow } from './dive-rows';
import { lockGear } from './gear-inventory';
import { gearEvent, gearLabel } from './gear-rows';

/** An item of another resort or vessel does not go on this dive. */
function assertSameAsset(plan: TPlanRow, g: { resort: string | null; vessel: string | null }): void {
  if ((g.resort && plan.resort && g.resort !== plan.resort) || (g.vessel && plan.vessel && g.vessel !== plan.vessel) || (g.resort && plan.vessel) || (g.vessel && plan.resort)) {
    throw errors.conflict('GEAR_OTHER_ASSET', 'This gear item belongs to another resort or vessel.');
  }
}

export async function assignGear(tx: Tx, opts: { p: TPrincipal; planId: string; customer: string; gear: string }): Promise<void> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const diver = await participantOf(tx, plan.id, opts.customer);
  if (diver.outAt) throw errors.conflict('DIVER_ALREADY_BACK', 'This diver is already back from this dive.');
  const g = await lockGear(tx, opts.p, opts.gear);
  assertSameAsset(plan, g);
  if (g.state !== 'available') {
    throw errors.conflict('GEAR_NOT_AVAILABLE', `${gearLabel(g)} is ${g.state === 'rented' ? 'rented to another diver' : 'in maintenance'}: only available gear is assigned.`);
  }
  await tx.insert(diveGearRentals).values({ gearId: g.id, planId: plan.id, customerId: diver.customerId, assignedAt: now() });
  await tx.update(diveGear).set({ state: 'rented', updatedAt: now() }).where(eq(diveGear.id, g.id));
  await gearEvent(tx, opts.p, { gearId: g.id, event: 'rented', state: 'rented', planId: plan.id, customerId: diver.customerId });
}

export async function unassignGear(tx: Tx, opts: { p: TPrincipal; planId: string; customer: string; gear: string }): Promise<void> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const g = await lockGear(tx, opts.p, opts.gear);
  const open = and(eq(diveGearRentals.gearId, g.id), eq(diveGearRentals.planId, plan.id), eq(diveGearRentals.customerId, opts.customer), isNull(diveGearRentals.returnedAt));
  const [rental] = await tx.select().from(diveGearRentals).where(open);
  if (!rental) throw errors.notFound('GEAR_NOT_ON_DIVER');
  const diver = await participantOf(tx, plan.id, opts.customer);
  if (diver.inAt) throw errors.conflict('DIVER_WENT_IN', 'The diver took this gear into the water: it is returned and billed when the dive is closed.');
  await tx.delete(diveGearRentals).where(eq(diveGearRentals.id, rental.id));
  await tx.update(diveGear).set({ state: 'available', updatedAt: now() }).where(eq(diveGear.id, g.id));
  await gearEvent(tx, opts.p, { gearId: g.id, event: 'unassigned', state: 'available', planId: plan.id, customerId: opts.customer });
}

/** Closing: every open rental of the dive is returned and its item available again (a diver taken
 *  off the dive has none: removing a diver frees their gear). Answers the rentals returned. */
export async function returnGearOfPlan(tx: Tx, p: TPrincipal, planId: string): Promise<(typeof diveGearRentals.$inferSelect)[]> {
  const rentals = await tx.select().from(diveGearRentals).where(and(eq(diveGearRentals.planId, planId), isNull(diveGearRentals.returnedAt)))
    .orderBy(diveGearRentals.gearId);
  for (const r of rentals) {
    await tx.select({ id: diveGear.id }).from(diveGear).where(eq(diveGear.id, r.gearId)).for('update');
    await tx.update(diveGearRentals).set({ returnedAt: now() }).where(eq(diveGearRentals.id, r.id));
    await tx.update(diveGear).set({ state: 'available', updatedAt: now() }).where(eq(diveGear.id, r.gearId));
    await gearEvent(tx, p, { gearId: r.gearId, event: 'returned', state: 'available', planId, customerId: r.customerId });
  }
  return rentals;
}

/** Removing a diver from a dive frees the gear they had. */
export async function freeGearOfDiver(tx: Tx, p: TPrincipal, planId: string, customer: string): Promise<void> {
  const rentals = await tx.select().from(diveGearRentals)
    .where(and(eq(diveGearRentals.planId, planId), eq(diveGearRentals.customerId, customer), isNull(diveGearRentals.returnedAt)));
  for (const r of rentals) {
    await tx.select({ id: diveGear.id }).from(diveGear).where(eq(diveGear.id, r.gearId)).for('update');
    await tx.delete(diveGearRentals).where(eq(diveGearRentals.id, r.id));
    await tx.update(diveGear).set({ state: 'available', updatedAt: now() }).where(eq(diveGear.id, r.gearId));
    await gearEvent(tx, p, { gearId: r.gearId, event: 'unassigned', state: 'available', planId, customerId: customer });
  }
}
