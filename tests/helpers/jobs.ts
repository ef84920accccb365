// Waiting for the job queue in tests: a job's end state, or any condition, polled.
import type { JobWithMetadata } from 'pg-boss';
import type { TJobQueue } from '../../upstream/jobs/queue';

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The job once it is completed, failed or cancelled. */
export async function waitForJob(queue: TJobQueue, name: string, id: string | null, timeoutMs = 20_000): Promise<JobWithMetadata> {
  if (!id) throw new Error(`no job was queued on ${name}`);
  let job: JobWithMetadata | undefined;
  await waitUntil(async () => {
    [job] = await queue.boss.findJobs(name, { id });
    return !!job && ['completed', 'failed', 'cancelled'].includes(job.state);
  }, timeoutMs);
  return job!;
}
