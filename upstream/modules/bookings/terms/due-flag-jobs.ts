// Overdue bookings found without anyone touching them: every night (01:00 UTC) the flag
// hasExceededDueDate is brought up to the business clock's day (modules/bookings/terms/due-flags.ts).
import { today } from '../../../clock';
import { refreshDueFlags } from './due-flags';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../../jobs/definition';

export const DUE_FLAGS = 'bookings.dueFlags';

export const dueFlagJobs: TJobDefinition[] = [{
  name: DUE_FLAGS,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 3, retryDelay: 300, expireInSeconds: 1800, deleteAfterSeconds: 7 * 86_400 },
  cron: '0 1 * * *',
  run: async (_data, ctx) => ctx.db.transaction((tx) => refreshDueFlags(tx, today())),
}];
