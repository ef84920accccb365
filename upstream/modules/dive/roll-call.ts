// The roll call: a diver checked off entering the water and returning, each with its time. The
// dive's row lock (SELECT ... FOR UPDATE) serialises it with closing, so a diver can never enter
// the water of a dive that is being closed. Entering needs the diver ready for this dive
// (readiness.ts) or a named staff override with a reason. Repeating a check-off that is already
// recorded changes nothing (a phone's offline queue may send it twice).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZRollCall } from '../../../lib/contract/dive';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { diveParticipants } from '../../db/schema';
import type { TPrincipal } from '../../http/context';
import { errors } from '../../http/errors';
import { assertOpen, participantOf } from './assign-diver';
import { diveNeedsOf, loadPlan, problemsOf, readinessData, type TParticipant } from './dive-rows';
import { requiredSpecialities } from './readiness';

/** How far ahead of the server's clock a phone's time may be (clock drift), in ms. */
const FUTURE_SLACK_MS = 5 * 60_000;

export async function rollCall(tx: Tx, opts: { p: TPrincipal; planId: string; body: z.infer<typeof ZRollCall> }): Promise<TParticipant> {
  const { p, body } = opts;
  const plan = await loadPlan(tx, p, opts.planId, true);
  assertOpen(plan);
  const row = await participantOf(tx, plan.id, body.customer);
  const at = body.at ? new Date(body.at) : now();
  if (at.getTime() > now().getTime() + FUTURE_SLACK_MS) throw errors.validation([{ path: 'at', message: 'The time lies in the future' }]);
  if (body.event === 'in') {
    if (row.inAt) {
      if (row.outAt) throw errors.conflict('DIVER_ALREADY_BACK', 'This diver is already back from this dive.');
      return row;
    }
    const needs = await diveNeedsOf(tx, plan);
    const problems = problemsOf(await readinessData(tx, [row.customerId], plan.date), row.customerId, needs.level, plan.date, requiredSpecialities(needs.specialities, row.gas));
    if (problems.length && !body.override) {
      throw errors.conflict('DIVER_NOT_READY', `The diver cannot go in without a staff override: ${problems.join(', ')}`);
    }
    const override = problems.length && body.override
      ? { overrideBy: p.userId, overrideByName: p.name, overrideReason: body.override.reason, overrideProblems: problems, overrideAt: now() }
      : {};
    const [out] = await tx.update(diveParticipants).set({ inAt: at, ...override }).where(eq(diveParticipants.id, row.id)).returning();
    return out;
  }
  if (!row.inAt) throw errors.conflict('DIVER_NOT_IN_WATER', 'This diver has not been checked into the water.');
  if (row.outAt) return row;
  if (at < row.inAt) throw errors.validation([{ path: 'at', message: 'The diver cannot be back before going in' }]);
  const [out] = await tx.update(diveParticipants).set({ outAt: at }).where(eq(diveParticipants.id, row.id)).returning();
  return out;
}
