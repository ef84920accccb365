// The customer search's projection back in name order once a night, when customers added or
// renamed since have worn its order (modules/customers/search-order.ts).
import { keepSearchOrder } from './search-order';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';

export const CUSTOMER_SEARCH_ORDER = 'customers.search-order';

export const customerSearchOrderJobs: TJobDefinition[] = [{
  name: CUSTOMER_SEARCH_ORDER,
  queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 2, retryDelay: 600, expireInSeconds: 1800, deleteAfterSeconds: 7 * 86_400 },
  // Daily; the table is rewritten only when its order has worn below the threshold.
  cron: '40 3 * * *',
  run: async (_data, ctx) => keepSearchOrder(ctx.db),
}];
