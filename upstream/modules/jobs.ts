// Every background job of the product: each domain keeps its jobs in its own folder and they are
// listed here, beside the modules' mounting (index.ts). The queue (upstream/jobs/queue.ts) is handed
// this list, creates their queues, workers and schedules, and imports no domain.
import type { TJobDefinition } from '../jobs/definition';
import { customerSearchOrderJobs } from './customers/search-order-jobs';
import { customerStatsJobs } from './customers/stats-jobs';
import { dueFlagJobs } from './bookings/terms/due-flag-jobs';
import { loyaltyJobs } from './loyalty/jobs';
import { mailJobs } from './mail/jobs';
import { offerExpiryJobs } from './bookings/offer-expiry-jobs';
import { todoJobs } from './todos/jobs';
import { backupJobs } from './settings/backup-jobs';
import { channelJobs } from './channels/jobs';
import { accountingJobs } from './accounting/jobs';
import { webhookJobs } from './partners/webhook-jobs';
import { ownerReportJobs } from './statistics/owner-report-job';

export const JOB_DEFINITIONS: readonly TJobDefinition[] = [...offerExpiryJobs, ...mailJobs, ...todoJobs, ...dueFlagJobs, ...loyaltyJobs, ...customerStatsJobs, ...customerSearchOrderJobs, ...backupJobs, ...channelJobs, ...webhookJobs, ...accountingJobs, ...ownerReportJobs];
