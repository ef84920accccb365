// The job queue this process started, for code that runs inside requests (queue a mail's send
// job right after its row is committed; list failed jobs). Set by startJobQueue, cleared by
// stop(). Without a queue in this process (a test app without jobs) nothing is sent from here:
// the rows stay in their tables and the sweeps of the instance that runs the jobs pick them up.
import type { TFailedJob, TJobContext } from './definition';

export type TJobSender = {
  send: TJobContext['send'];
  /** Many jobs of one queue in one statement (a job whose singleton key is taken is left out). */
  sendMany: (name: string, jobs: { data: object; singletonKey?: string }[]) => Promise<void>;
  /** Jobs that used up their retries, newest first, over every queue of the product. */
  failedJobs: () => Promise<TFailedJob[]>;
};

let current: TJobSender | null = null;

export function setJobSender(sender: TJobSender | null): void {
  current = sender;
}

export function jobSender(): TJobSender | null {
  return current;
}

/** Sends a job if this process has a queue; a failure to send is logged, never thrown (the
 *  sweep makes up for it). */
export async function trySendJob(name: string, data: object, opts?: { singletonKey?: string }): Promise<void> {
  if (!current) return;
  try {
    await current.send(name, data, opts);
  } catch (err) {
    console.error(`[jobs] could not queue ${name}:`, err instanceof Error ? err.message : err);
  }
}

export async function trySendJobs(name: string, jobs: { data: object; singletonKey?: string }[]): Promise<void> {
  if (!current || jobs.length === 0) return;
  try {
    for (let i = 0; i < jobs.length; i += 500) await current.sendMany(name, jobs.slice(i, i + 500));
  } catch (err) {
    console.error(`[jobs] could not queue ${jobs.length} × ${name}:`, err instanceof Error ? err.message : err);
  }
}
