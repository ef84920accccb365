// The accounting job: every minute (and when a test or a POST asks) it sends the due documents to
// Xero (sync.ts). One run at a time ('stately'): a run asked for during another is queued once.
// A document's own retries are its back-off (retryAt) checked by the next runs; the job itself is
// retried by the queue when Xero gave no token at all.
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';
import { syncDocuments } from './sync';

export const ACCOUNTING_SYNC = 'accounting.sync';

export const accountingJobs: TJobDefinition[] = [
  {
    name: ACCOUNTING_SYNC,
    queue: { ...DEFAULT_RETRIES, policy: 'stately', retryLimit: 3, retryDelay: 30, expireInSeconds: 600, deleteAfterSeconds: 86_400 },
    cron: '* * * * *',
    run: async (_data, ctx) => syncDocuments(ctx.db),
  },
];
