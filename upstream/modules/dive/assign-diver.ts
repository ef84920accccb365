// Putting a guest on a planned dive, changing their gas, tank and gear, and taking them off.
// Only guests in house or on board on the dive's day can dive; a closed dive does not change;
// a diver who went into the water stays on the dive (their roll call is the record).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDiverAdd, ZDiverEdit } from '../../../lib/contract/dive';
import type { Db, Tx } from '../../db/client';
import { diveParticipants } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { loadPlan, type TParticipant, type TPlanRow } from './dive-rows';
import { freeGearOfDiver } from './gear-assign';
import { guestsInHouse } from './guests';

function assertOpen(plan: TPlanRow): void {
  if (plan.status === 'closed') throw errors.conflict('DIVE_CLOSED', 'The dive is closed; its divers and roll call no longer change.');
}

function gasValues(v: z.infer<typeof ZDiverEdit>) {
  if (v.gas === 'nitrox' && !v.nitroxPercent) throw errors.validation([{ path: 'nitroxPercent', message: 'Nitrox needs its oxygen percent' }]);
  return {
    ...(v.gas !== undefined ? { gas: v.gas, nitroxPercent: v.gas === 'air' ? null : v.nitroxPercent ?? null } : {}),
    ...(v.tankSize !== undefined ? { tankSize: v.tankSize } : {}),
    ...(v.gear !== undefined ? { gear: v.gear } : {}),
  };
}

export async function addDiver(tx: Tx, opts: { p: TPrincipal; planId: string; body: z.infer<typeof ZDiverAdd> }): Promise<TParticipant> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const guest = (await guestsInHouse(tx, plan.date, { resort: plan.resort, vessel: plan.vessel })).find((g) => g.customer === opts.body.customer);
  if (!guest) throw errors.validation([{ path: 'customer', message: 'Not a guest in house or on board on the day of this dive' }]);
  const [exists] = await tx.select({ id: diveParticipants.id }).from(diveParticipants)
    .where(and(eq(diveParticipants.planId, plan.id), eq(diveParticipants.customerId, guest.customer)));
  if (exists) throw errors.conflict('ALREADY_ON_DIVE', 'This diver is already on the dive.');
  const [row] = await tx.insert(diveParticipants).values({
    planId: plan.id, customerId: guest.customer, bookingId: guest.booking, gas: 'air', ...gasValues(opts.body),
  }).returning();
  return row;
}

async function participant(tx: Db, planId: string, customer: string): Promise<TParticipant> {
  if (!/^[0-9a-f-]{36}$/i.test(customer)) throw errors.notFound();
  const [row] = await tx.select().from(diveParticipants).where(and(eq(diveParticipants.planId, planId), eq(diveParticipants.customerId, customer)));
  if (!row) throw errors.notFound('DIVER_NOT_ON_DIVE');
  return row;
}
export { participant as participantOf };

export async function editDiver(tx: Tx, opts: { p: TPrincipal; planId: string; customer: string; body: z.infer<typeof ZDiverEdit> }): Promise<TParticipant> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const row = await participant(tx, plan.id, opts.customer);
  const merged = { gas: opts.body.gas ?? (row.gas as 'air' | 'nitrox'), nitroxPercent: opts.body.nitroxPercent !== undefined ? opts.body.nitroxPercent : row.nitroxPercent, tankSize: opts.body.tankSize, gear: opts.body.gear };
  const [out] = await tx.update(diveParticipants).set(gasValues(merged)).where(eq(diveParticipants.id, row.id)).returning();
  return out;
}

export async function removeDiver(tx: Tx, opts: { p: TPrincipal; planId: string; customer: string }): Promise<void> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const row = await participant(tx, plan.id, opts.customer);
  if (row.inAt) throw errors.conflict('DIVER_WENT_IN', 'This diver entered the water on this dive and stays on its roll call.');
  await freeGearOfDiver(tx, opts.p, plan.id, row.customerId);
  await tx.delete(diveParticipants).where(eq(diveParticipants.id, row.id));
}

export { assertOpen };
