// The customers' statistics behind the CRM segments, brought up to date every 10 minutes
// (modules/customers/stats-refresh.ts): the customers of bookings that changed since the last run.
import { refreshCustomerStats } from './stats-refresh';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const CUSTOMER_STATS = 'customers.stats';

export const customerStatsJobs: TJobDefinition[] = [{
  name: CUSTOMER_STATS,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 3, retryDelay: 120, expireInSeconds: 3600, deleteAfterSeconds: 7 * 86_400 },
  cron: '*/10 * * * *',
  run: async (_data, ctx) => ({ recalculated: await refreshCustomerStats(ctx.db) }),
}];
