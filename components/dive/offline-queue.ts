// The roll call's offline queue: a check-off that cannot reach the server (the boat is out of
// reach) is kept in localStorage with the time it was tapped, and sent in order when the browser
// is back online. The server takes the sent time (`at`) and ignores a repeat, so sending one twice
// after a crash changes nothing.
import type { TRollCallBody } from './dive-api';

const KEY = 'tb.dive.rollcall.queue';
export type TQueued = { plan: string; body: TRollCallBody & { at: string } };

export function queued(): TQueued[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as TQueued[]) : [];
  } catch {
    return [];
  }
}

function save(list: TQueued[]): void {
  localStorage.setItem(KEY, JSON.stringify(list));
  window.dispatchEvent(new Event('tb-dive-queue'));
}

export function enqueue(item: TQueued): void {
  save([...queued(), item]);
}

/** Sends the queue in order; stops at the first check-off that still cannot reach the server.
 *  One the server refuses (e.g. the dive was closed meanwhile) is dropped and reported. */
export async function flush(send: (item: TQueued) => Promise<unknown>, onRefused: (item: TQueued, err: unknown) => void): Promise<number> {
  let sent = 0;
  for (const item of queued()) {
    try {
      await send(item);
    } catch (err) {
      if ((err as { status?: number }).status === 0) break;
      onRefused(item, err);
    }
    save(queued().slice(1));
    sent++;
  }
  return sent;
}
