// The scheduled pull of inbound changes per active connection: the channel's revisions not
// acknowledged yet, oldest first, each applied once (inbound.ts) and then acknowledged, so the
// channel stops sending it. A revision that failed for a reason of ours is not acknowledged: the
// next pull brings it again and it is tried again. An acknowledgement that is lost is repeated by
// the next pull (the revision is then a recognised repeat).
import type { Db } from '../../db/client';
import { adapterOf, type TConnection } from './connections';
import { applyChange, type TApplyResult } from './inbound';
import { clearPullFailure, recordPullFailure } from './pull-failure';

export type TPullOutcome = { applied: number; refused: number; stale: number; repeats: number; failed: number; acked: number; results: TApplyResult[] };

/** One pull of one connection. A pull that fails as a whole (the channel unreachable, its key
 *  refused, the connection incomplete) leaves a record staff can read (pull-failure.ts) and throws;
 *  the next good pull clears it. */
export async function pullConnection(db: Db, conn: TConnection, now: Date): Promise<TPullOutcome> {
  let out: TPullOutcome;
  try {
    out = await pullChanges(db, conn, now);
  } catch (err) {
    await recordPullFailure(db, conn, now, err instanceof Error ? err.message : String(err));
    throw err;
  }
  await clearPullFailure(db, conn, now);
  return out;
}

async function pullChanges(db: Db, conn: TConnection, now: Date): Promise<TPullOutcome> {
  const adapter = adapterOf(conn);
  const { changes } = await adapter.pullChanges(null);
  const ordered = [...changes].sort((a, b) => (a.revision < b.revision ? -1 : a.revision > b.revision ? 1 : a.externalId.localeCompare(b.externalId)));
  const out: TPullOutcome = { applied: 0, refused: 0, stale: 0, repeats: 0, failed: 0, acked: 0, results: [] };
  for (const c of ordered) {
    const r = await applyChange(db, conn, c, now);
    out.results.push(r);
    if (r.repeat) out.repeats += 1;
    else out[r.state] += 1;
    if (!r.ack) continue;
    try {
      await adapter.acknowledge(c.ackId);
      out.acked += 1;
    } catch (err) {
      console.error(`[channels] ${conn.name}: acknowledging revision ${c.ackId} failed (the next pull repeats it):`, err instanceof Error ? err.message : err);
    }
  }
  return out;
}
