// What a background job is: a named queue with its retry policy, an optional schedule, and a
// handler. Handlers must be idempotent: after a crash or a retry a job may run again, and must
// then have the effect of one run.
import type { Queue } from 'pg-boss';
import type { Db } from '../db/client';

export type TJobContext = {
  db: Db;
  /** Queues another job. Not from inside a database transaction of the handler: on PGlite the
   *  queue shares the one connection and would wait for that transaction (sendInTransaction). */
  send: (name: string, data: object, opts?: { singletonKey?: string }) => Promise<string | null>;
  /** The attempt being run: retryCount 0 is the first; retryCount = retryLimit is the last. */
  attempt?: { jobId: string; retryCount: number; retryLimit: number };
};

/** A job that used up its retries, with the error it ended on. */
export type TFailedJob = { id: string; name: string; data?: unknown; retryCount: number; output: unknown; completedOn: Date | null };

export type TJobDefinition = {
  name: string;
  /** Policy, retries, back-off and retention of the queue (pg-boss queue options). */
  queue: Omit<Queue, 'name'>;
  /** A cron expression (UTC): the schedule sends the job once per tick across all instances. */
  cron?: string;
  /** Jobs fetched at once; each is settled on its own. */
  batchSize?: number;
  /** Run the jobs of a batch side by side instead of one after the other (I/O-bound jobs). */
  concurrent?: boolean;
  run: (data: Record<string, unknown>, ctx: TJobContext) => Promise<unknown>;
};

/** A job that keeps failing backs off (about retryDelay × 2^n seconds, capped at retryDelayMax)
 *  and ends in the state `failed` with its error as its output (failedJobs(), and the log). */
export const DEFAULT_RETRIES: Omit<Queue, 'name'> = {
  retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600,
  expireInSeconds: 15 * 60, deleteAfterSeconds: 7 * 86_400,
};
