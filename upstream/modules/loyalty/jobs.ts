// Loyalty points for completed stays (docs/decisions/loyalty-club.md): once a night, after the
// stays of the day are over, every completed stay of the last 30 days that has not earned yet
// earns its points, one transaction per booking (a failing one does not hold up the others; the
// unique earning per booking makes a second run, or a second instance, a no-op).
import { now, today } from '../../clock';
import { earnForBooking, staysToEarn } from './earn';
import { programRuns, readProgram } from './program';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const LOYALTY_EARN = 'loyalty.earn';

export async function earnCompletedStays(db: Parameters<TJobDefinition['run']>[1]['db'], day = today()): Promise<{ earned: number; failed: number }> {
  const program = await readProgram(db);
  if (!(await programRuns(db, program))) return { earned: 0, failed: 0 };
  let earned = 0;
  let failed = 0;
  for (const id of await staysToEarn(db, day)) {
    try {
      const r = await db.transaction((tx) => earnForBooking(tx, id, program, day, { userId: null, userName: 'loyalty job' }));
      if (r.earned) earned += 1;
    } catch (e) {
      failed += 1;
      console.error(`[loyalty.earn] booking ${id}: ${(e as Error).message} (${now().toISOString()})`);
    }
  }
  return { earned, failed };
}

export const loyaltyJobs: TJobDefinition[] = [{
  name: LOYALTY_EARN,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 2, expireInSeconds: 30 * 60, deleteAfterSeconds: 7 * 86_400 },
  cron: '30 2 * * *',
  run: async (_data, ctx) => earnCompletedStays(ctx.db),
}];
