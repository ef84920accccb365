// The channel jobs (docs/decisions/jobs.md): every minute a pull of inbound changes and a push of
// availability and one of rates per active connection. All three queues are 'stately' (at most one waiting and one
// running): a burst of requests for a push coalesces into one, which pushes every change since
// the last push. A failure is retried by the queue with back-off; each attempt is in the log.
import { now } from '../../clock';
import { DEFAULT_RETRIES, type TJobDefinition } from '../../jobs/definition';
import { activeConnections, connectionById } from './connections';
import { pullConnection } from './pull';
import { pushConnection } from './push';
import { pushRates } from './push-rates';

export const CHANNEL_PULL = 'channels.pull';
export const CHANNEL_PUSH = 'channels.push';
export const CHANNEL_RATES = 'channels.rates';

const queue = { ...DEFAULT_RETRIES, policy: 'stately' as const, retryLimit: 5, retryDelay: 20, retryDelayMax: 600, expireInSeconds: 300, deleteAfterSeconds: 2 * 86_400 };

export const channelJobs: TJobDefinition[] = [
  {
    name: CHANNEL_PULL, queue, cron: '* * * * *',
    run: async (data, ctx) => {
      const conns = typeof data.connectionId === 'string' ? [await connectionById(ctx.db, data.connectionId)].filter((c) => c !== null) : await activeConnections(ctx.db);
      const errors: string[] = [];
      let changed = 0;
      for (const conn of conns) {
        try {
          const r = await pullConnection(ctx.db, conn, now());
          changed += r.applied;
        } catch (err) {
          errors.push(`${conn.name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      // Our new channel bookings change what every channel may sell: push without waiting a minute.
      if (changed > 0) await ctx.send(CHANNEL_PUSH, {});
      if (errors.length) throw new Error(`Pull failed for ${errors.join('; ')}`);
      return { connections: conns.length, applied: changed };
    },
  },
  {
    name: CHANNEL_PUSH, queue, cron: '* * * * *',
    run: async (data, ctx) => {
      const conns = await activeConnections(ctx.db);
      const errors: string[] = [];
      for (const conn of conns) {
        try {
          await pushConnection(ctx.db, conn, now(), { full: data.full === true, attempt: ctx.attempt?.retryCount ?? 0 });
        } catch (err) {
          errors.push(err instanceof Error ? err.message : String(err));
        }
      }
      if (errors.length) throw new Error(errors.join('; '));
      return { connections: conns.length };
    },
  },
  {
    // Rates: computed every minute, sent when they differ from the last sent (or an hour passed).
    name: CHANNEL_RATES, queue, cron: '* * * * *',
    run: async (data, ctx) => {
      const conns = await activeConnections(ctx.db);
      const errors: string[] = [];
      let sent = 0;
      for (const conn of conns) {
        try {
          if ((await pushRates(ctx.db, conn, now(), { force: data.force === true, attempt: ctx.attempt?.retryCount ?? 0 })).state === 'sent') sent += 1;
        } catch (err) {
          errors.push(err instanceof Error ? err.message : String(err));
        }
      }
      if (errors.length) throw new Error(errors.join('; '));
      return { connections: conns.length, sent };
    },
  },
];
