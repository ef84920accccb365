// The product's job queue: pg-boss on the database the upstream owns (docs/decisions/jobs.md).
// On PGlite it shares the one in-process connection (pg-boss's PGlite adapter goes through
// PGlite's own lock, so its statements never land inside a request's transaction); on a
// PostgreSQL server it keeps a small pool of its own, and any number of upstream instances share
// the queue (jobs are claimed with SKIP LOCKED, a schedule tick sends one job across all of them).
// Jobs are rows: they survive a restart; a job still running at stop() is failed and retried.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import type { Db, TDbHandle } from '../db/client';
import { DEFAULT_RETRIES, type TFailedJob, type TJobContext, type TJobDefinition } from './definition';

export type { TFailedJob };
import { setJobSender } from './sender';

export type TJobQueueOptions = {
  handle: TDbHandle;
  /** The jobs to run: the product's list is upstream/modules/jobs.ts (the queue imports no domain). */
  definitions: readonly TJobDefinition[];
  /** Run workers in this process (default true); false: an instance that only sends jobs. */
  work?: boolean;
  /** Send the scheduled jobs from this process (default true). */
  schedule?: boolean;
  /** How often an idle worker looks for jobs (seconds, default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  instanceName?: string;
};

export type TJobQueue = {
  boss: PgBoss;
  send: TJobContext['send'];
  /** Queues a job as part of the caller's transaction: it exists only if that commits. */
  sendInTransaction: (tx: Db, name: string, data: object, opts?: { singletonKey?: string }) => Promise<string | null>;
  /** Jobs of a queue that used up their retries, with the error they ended on. */
  failedJobs: (name: string) => Promise<TFailedJob[]>;
  /** Waits for running jobs (up to 10 s), then stops; the database stays open for the caller. */
  stop: () => Promise<void>;
};

function errorOutput(err: unknown) {
  return err instanceof Error ? { message: err.message, name: err.name, stack: err.stack } : { message: String(err) };
}

/** Each job of a batch is settled on its own: one failing offer does not retry the others. */
async function runBatch(def: TJobDefinition, jobs: Job<Record<string, unknown>>[], ctx: TJobContext): Promise<JobResult[]> {
  const runOne = async (job: Job<Record<string, unknown>>): Promise<JobResult> => {
    try {
      const attempt = { jobId: job.id, retryCount: job.retryCount, retryLimit: def.queue.retryLimit ?? DEFAULT_RETRIES.retryLimit ?? 0 };
      return { id: job.id, status: 'completed', output: (await def.run(job.data ?? {}, { ...ctx, attempt })) ?? {} };
    } catch (err) {
      console.error(`[jobs] ${def.name} ${job.id} failed (attempt ${job.retryCount + 1}):`, err instanceof Error ? err.message : err);
      return { id: job.id, status: 'failed', output: errorOutput(err) };
    }
  };
  if (def.concurrent) return Promise.all(jobs.map(runOne));
  const results: JobResult[] = [];
  for (const job of jobs) results.push(await runOne(job));
  return results;
}

async function ensureQueue(boss: PgBoss, def: TJobDefinition): Promise<void> {
  if (!(await boss.getQueue(def.name))) return boss.createQueue(def.name, def.queue);
  // Retry and retention settings follow the code; the policy of an existing queue stays.
  const q = def.queue;
  const given = {
    retryLimit: q.retryLimit, retryDelay: q.retryDelay, retryBackoff: q.retryBackoff, expireInSeconds: q.expireInSeconds,
    retentionSeconds: q.retentionSeconds, deleteAfterSeconds: q.deleteAfterSeconds,
  };
  await boss.updateQueue(def.name, {
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
    retryDelayMax: q.retryDelayMax ?? null, deadLetter: q.deadLetter ?? null, heartbeatSeconds: q.heartbeatSeconds ?? null,
  });
}

export async function startJobQueue(opts: TJobQueueOptions): Promise<TJobQueue> {
  const { definitions } = opts;
  const c = opts.handle.connection;
  const common: ConstructorOptions = { schedule: opts.schedule !== false, instanceName: opts.instanceName ?? 'upstream' };
  const boss = c.kind === 'pglite'
    ? new PgBoss({ ...common, db: fromPglite(c.client), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: c.url, max: 4, application_name: 'tourbook-jobs' });
  boss.on('error', (err) => console.error('[jobs] queue error:', err instanceof Error ? err.message : err));
  await boss.start();

  const send: TJobContext['send'] = (name, data, o = {}) => boss.send(name, data, o);
  const ctx: TJobContext = { db: opts.handle.db, send };
  for (const def of definitions) {
    await ensureQueue(boss, def);
    if (opts.work !== false) {
      await boss.work<Record<string, unknown>>(def.name,
        { batchSize: def.batchSize ?? 1, perJobResults: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
        (jobs) => runBatch(def, jobs, ctx));
    }
    if (def.cron && opts.schedule !== false) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
  }

  const failedJobs = async (name: string): Promise<TFailedJob[]> => (await boss.findJobs<Record<string, unknown>>(name))
    .filter((j) => j.state === 'failed')
    .map((j) => ({ id: j.id, name: j.name, data: j.data, retryCount: j.retryCount, output: j.output, completedOn: j.completedOn }));
  setJobSender({
    send,
    sendMany: async (name, jobs) => { await boss.insert(name, jobs); },
    failedJobs: async () => (await Promise.all(definitions.map((d) => failedJobs(d.name)))).flat()
      .sort((a, b) => (b.completedOn?.getTime() ?? 0) - (a.completedOn?.getTime() ?? 0)),
  });
  return {
    boss,
    send,
    sendInTransaction: (tx, name, data, o = {}) => boss.send(name, data, { ...o, db: fromDrizzle(tx as never, sql) }),
    failedJobs,
    stop: async () => {
      setJobSender(null);
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
