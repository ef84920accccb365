// Closing a dive: the one rule that must never fail is that a dive is not closed while a diver
// is in the water. The dive's row lock serialises closing with the roll call (roll-call.ts), and
// both check inside that lock, so on PostgreSQL two requests cannot slip past each other
// (tests/pg/dive-close-race.test.ts). Closing writes one dive log entry per diver who went in,
// with the times of the roll call in the dive's asset's time zone, returns the rental gear to the
// inventory, bills the dives and the gear onto the divers' room bills (bill-dive.ts) and takes
// what the dive used (`used`) from stock through the stock module, all in the one transaction.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZDiveClose } from '../../../lib/contract/dive';
import type { TDiveCloseResult } from '../../../lib/contract/dive-gear';
import { now } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { diveLogs, divePlans } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assetTimeZone } from '../settings/asset-time-zone';
import { recordStockUse } from '../stock';
import { assertOpen } from './assign-diver';
import { billDive } from './bill-dive';
import { loadPlan, participantsOf, readinessData } from './dive-rows';
import { returnGearOfPlan } from './gear-assign';
import { gearLabel, rentalsOfPlan } from './gear-rows';

/** HH:MM of a moment in a time zone. */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** The time zone of the dive's resort or vessel, else the operator's (general.timezone). */
export const timeZoneOf = (tx: Db, plan: { resort: string | null; vessel: string | null }) => assetTimeZone(tx, plan);

export async function closeDive(tx: Tx, opts: { p: TPrincipal; planId: string; body: z.infer<typeof ZDiveClose> }): Promise<TDiveCloseResult> {
  const plan = await loadPlan(tx, opts.p, opts.planId, true);
  assertOpen(plan);
  const divers = await participantsOf(tx, [plan.id]);
  const inWater = divers.filter((d) => d.inAt && !d.outAt);
  if (inWater.length) {
    const names = (await readinessData(tx, inWater.map((d) => d.customerId), plan.date)).names;
    throw errors.conflict('DIVERS_IN_WATER', `Not back yet: ${inWater.map((d) => names.get(d.customerId) ?? d.customerId).join(', ')}`);
  }
  const tz = await timeZoneOf(tx, plan);
  const went = divers.filter((d) => d.inAt && d.outAt);
  const rentals = await rentalsOfPlan(tx, plan.id);
  const rentedBy = (c: string) => rentals.filter((r) => r.customerId === c).map(gearLabel);
  const logs = went.length ? await tx.insert(diveLogs).values(went.map((d) => ({
    date: plan.date, start: clockTime(d.inAt as Date, tz), end: clockTime(d.outAt as Date, tz), type: plan.type, customer: d.customerId,
    depth: opts.body.depths[d.customerId] ?? opts.body.maxDepth ?? null, boat: plan.boat, diveSite: plan.diveSite,
    crew: plan.crew ?? [], diveGuide: plan.diveGuide, rentalGear: [...rentedBy(d.customerId), ...d.gear], tankSize: d.tankSize,
    airMix: d.gas === 'nitrox' ? `EAN${d.nitroxPercent}` : 'Air', comment: opts.body.comment ?? null,
    divePlan: plan.id, resort: plan.resort, vessel: plan.vessel,
  }))).returning({ id: diveLogs.id }) : [];
  const returned = await returnGearOfPlan(tx, opts.p, plan.id);
  const bill = await billDive(tx, { p: opts.p, plan, divers: went, rentals });
  // What the dive used leaves the stock through the stock module (refused below zero: nothing closes).
  const stockUsed = [];
  for (const u of opts.body.used ?? []) {
    stockUsed.push((await recordStockUse(tx, opts.p, { ...u, ref: `dive:${plan.id}`, reference: `Dive ${plan.date}` })).id);
  }
  await tx.update(divePlans).set({ status: 'closed', closedAt: now(), updatedAt: now() }).where(eq(divePlans.id, plan.id));
  return { logs: logs.map((l) => l.id), ...bill, returned: returned.map((r) => r.gearId), stockUsed };
}
