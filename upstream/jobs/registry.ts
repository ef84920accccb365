// Every background job of the product. A domain adds its definitions here; the queue (queue.ts)
// creates their queues, workers and schedules and knows nothing else about them.
import type { TJobDefinition } from './definition';
import { customerSearchOrderJobs } from './customer-search-order';
import { customerStatsJobs } from './customer-stats';
import { dueFlagJobs } from './due-flags';
import { loyaltyJobs } from './loyalty';
import { mailJobs } from './mail';
import { offerExpiryJobs } from './offer-expiry';
import { todoJobs } from './todos';

export const JOB_DEFINITIONS: readonly TJobDefinition[] = [...offerExpiryJobs, ...mailJobs, ...todoJobs, ...dueFlagJobs, ...loyaltyJobs, ...customerStatsJobs, ...customerSearchOrderJobs];
